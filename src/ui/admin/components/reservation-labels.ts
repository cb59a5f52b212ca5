import type { OperatorAction } from '../../../domain/reservations/operator-actions';
import type { Guarantor } from '../../../domain/reservations/reservation';

export const OPERATOR_ACTION_LABELS: Readonly<Record<OperatorAction, string>> = {
  mark_paid: 'Mark paid',
  cancel: 'Cancel reservation',
  release: 'Release hold',
};

export const GUARANTOR_LABELS: Readonly<Record<Guarantor, string>> = {
  uk_guarantor: 'UK guarantor',
  pay_upfront: 'Pays the rent upfront',
  international: 'International (guarantor service)',
};

/** Money in the console: £1,234.50. */
export function pounds(pence: number | null | undefined): string {
  if (pence === null || pence === undefined) return '';
  return `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
