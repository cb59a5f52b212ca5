import { neutralisedCell, poundsText } from '../catalogue/price-sheet';
import { londonParts } from '../shared/london-time';
import { paymentLabel, RESERVATION_STATUS_LABELS, type ReservationStatus } from './reservation';

/** One line of the console's reservations list: what the list shows and the export writes. */
export interface ReservationListRow {
  readonly reference: string;
  readonly status: ReservationStatus;
  /** ISO 8601 instants, UTC. */
  readonly heldAt: string;
  readonly holdExpiresAt: string;
  readonly name: string | null;
  readonly email: string | null;
  /** The residence's slug and name. */
  readonly residence: string;
  readonly residenceName: string;
  readonly roomTypeName: string;
  readonly academicYear: string;
  readonly depositPence: number | null;
  readonly totalPence: number | null;
  readonly paymentMethod: string | null;
}

/** What the export reads of a row. */
export type ReservationCsvRow = Omit<ReservationListRow, 'holdExpiresAt' | 'residence'>;

export const RESERVATION_CSV_COLUMNS = [
  'reference',
  'held (London)',
  'status',
  'name',
  'email',
  'residence',
  'room type',
  'academic year',
  'deposit (£)',
  'total (£)',
  'payment',
] as const;

/**
 * The export's cells, the header first: London time, statuses by their names, money in pounds with
 * two decimals (no symbol, so a spreadsheet reads a number), and what a hold does not have yet
 * empty. Every cell a spreadsheet would run as a formula is neutralised, since names are typed by
 * anyone.
 */
export function reservationCsvCells(rows: readonly ReservationCsvRow[]): string[][] {
  return [
    [...RESERVATION_CSV_COLUMNS],
    ...rows.map((r) => {
      const { date, time } = londonParts(Date.parse(r.heldAt));
      return [
        r.reference,
        `${date} ${time}`,
        RESERVATION_STATUS_LABELS[r.status],
        r.name ?? '',
        r.email ?? '',
        r.residenceName,
        r.roomTypeName,
        r.academicYear,
        r.depositPence === null ? '' : poundsText(r.depositPence),
        r.totalPence === null ? '' : poundsText(r.totalPence),
        paymentLabel(r.paymentMethod),
      ].map(neutralisedCell);
    }),
  ];
}
