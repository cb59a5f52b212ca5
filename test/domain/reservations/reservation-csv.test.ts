// The console's reservations as CSV: the header, London times, statuses by name, money in pounds,
// and every cell a spreadsheet would run as a formula neutralised.
import { describe, expect, it } from 'vitest';
import { paymentLabel } from '../../../src/domain/reservations/reservation';
import {
  RESERVATION_CSV_COLUMNS,
  type ReservationCsvRow,
  reservationCsvCells,
} from '../../../src/domain/reservations/reservation-csv';

const row: ReservationCsvRow = {
  reference: 'R-7K2M9Q',
  status: 'awaiting_payment',
  heldAt: '2026-07-01T09:05:00.000Z',
  name: 'Amara Okafor',
  email: 'amara@example.com',
  residenceName: 'Square Gardens',
  roomTypeName: 'Classic en-suite',
  academicYear: '2027/28',
  depositPence: 25_000,
  totalPence: 895_050,
  paymentMethod: 'direct',
};

describe('reservations as CSV', () => {
  it('starts with the header and gives one row per reservation, in London time', () => {
    const cells = reservationCsvCells([row]);
    expect(cells[0]).toEqual([...RESERVATION_CSV_COLUMNS]);
    expect(cells[1]).toEqual([
      'R-7K2M9Q',
      '2026-07-01 10:05', // BST
      'Awaiting payment',
      'Amara Okafor',
      'amara@example.com',
      'Square Gardens',
      'Classic en-suite',
      '2027/28',
      '250.00',
      '8950.50',
      'direct',
    ]);
    expect(cells).toHaveLength(2);
  });

  it('leaves what a hold does not have yet empty, and winter times in GMT', () => {
    const hold = { ...row, status: 'held' as const, heldAt: '2026-12-01T09:05:00.000Z' };
    const [, cells] = reservationCsvCells([
      { ...hold, name: null, email: null, depositPence: null, totalPence: null, paymentMethod: null },
    ]);
    expect(cells).toEqual([
      'R-7K2M9Q',
      '2026-12-01 09:05',
      'Held (15 minutes)',
      '',
      '',
      'Square Gardens',
      'Classic en-suite',
      '2027/28',
      '',
      '',
      '',
    ]);
  });

  it('names the payment as the screen does: online through Stripe, or direct', () => {
    expect(reservationCsvCells([{ ...row, paymentMethod: 'stripe' }])[1]?.[10]).toBe('online');
    expect(paymentLabel(null)).toBe('');
  });

  it('neutralises a cell a spreadsheet would run as a formula', () => {
    const [, cells] = reservationCsvCells([{ ...row, name: '=HYPERLINK("http://x")', email: '+44@example.com' }]);
    expect(cells?.[3]).toBe('\'=HYPERLINK("http://x")');
    expect(cells?.[4]).toBe("'+44@example.com");
  });
});
