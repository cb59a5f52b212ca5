import { UTCDateMini } from '@date-fns/utc/date/mini';
import { subMonths } from 'date-fns';

/**
 * How long a closed enquiry is kept. An enquiry holds a visitor's name, address and message; once
 * the operator has closed it, it is kept for a number of calendar months (ENQUIRY_RETENTION_MONTHS)
 * and then deleted by a background job.
 */

/**
 * The instant `months` calendar months before `now`, in UTC: the same day of the month and time of
 * day, or the last day of that month when it is shorter (31 March, one month back, is 28 or 29
 * February). A closed enquiry whose closing time is before this is due for deletion.
 */
export function retentionCutoff(now: number, months: number): number {
  if (!Number.isInteger(months) || months < 1)
    throw new RangeError(`months must be a whole number from 1 (got ${months})`);
  if (!Number.isFinite(now)) throw new RangeError(`now must be a time (got ${now})`);
  return subMonths(new UTCDateMini(now), months).getTime();
}
