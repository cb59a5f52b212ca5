/**
 * Whether, and at what rent, a tenancy option is sold on a given London day (issue 37 item 3, ADR
 * 083). A tenancy that starts on or after the first day a visitor could move in is sold in full.
 * One that starts earlier (it has started, or starts before the notice it needs) is priced for the
 * days left from that first day, at a daily rate of a week's rent over 7, rounded once to the
 * penny; it is not offered once fewer than `MINIMUM_DAYS_SOLD` days are left, nor after the
 * operator's "stop selling started tenancies after" date. "Today" always comes in.
 */
import { addDays, daysBetween } from '../shared/london-time';

/** Days between reserving and moving in: the holding deposit, the agreement signed and keys arranged. */
export const MOVE_IN_NOTICE_DAYS = 3;

/** The fewest days of a tenancy worth selling (four weeks). */
export const MINIMUM_DAYS_SOLD = 28;

export interface SaleRules {
  /** The operator's last London day (YYYY-MM-DD) for selling a tenancy that has started; none: sold pro rata to the end. */
  readonly stopSellingStartedAfter?: string | null | undefined;
}

/** The London day a sale is for and the operator's rules: what the catalogue's documents are priced on. */
export interface SaleDay {
  /** YYYY-MM-DD, London. */
  readonly today: string;
  readonly rules: SaleRules;
}

export interface DatedOption {
  readonly startDate: string;
  readonly weeks: number;
  readonly pricePerWeekPence: number;
}

export type TenancySale =
  | {
      /** `full`: from its first day; `pro_rata`: it started before `moveIn`, charged for the days left. */
      readonly kind: 'full' | 'pro_rata';
      /** The first day rent is charged for (YYYY-MM-DD). */
      readonly moveIn: string;
      /** Days of rent charged, to the tenancy's last day. */
      readonly days: number;
      readonly rentPence: number;
    }
  | { readonly kind: 'not_offered'; readonly reason: 'stopped' | 'too_short' };

/** The first day a visitor reserving on `today` (London) could move in. */
export function firstMoveIn(today: string): string {
  return addDays(today, MOVE_IN_NOTICE_DAYS);
}

export function tenancySale(option: DatedOption, today: string, rules: SaleRules): TenancySale {
  const tenancyDays = option.weeks * 7;
  const moveIn = firstMoveIn(today);
  const late = daysBetween(option.startDate, moveIn);
  if (late <= 0)
    return {
      kind: 'full',
      moveIn: option.startDate,
      days: tenancyDays,
      rentPence: option.pricePerWeekPence * option.weeks,
    };
  if (rules.stopSellingStartedAfter && today > rules.stopSellingStartedAfter)
    return { kind: 'not_offered', reason: 'stopped' };
  const days = tenancyDays - late;
  if (days < MINIMUM_DAYS_SOLD) return { kind: 'not_offered', reason: 'too_short' };
  return { kind: 'pro_rata', moveIn, days, rentPence: Math.round((option.pricePerWeekPence * days) / 7) };
}
