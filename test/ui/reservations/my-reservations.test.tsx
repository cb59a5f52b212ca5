import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultReservationTerms, priceSummary } from '../../../src/domain/reservations/price-summary';
import type { ReservationView } from '../../../src/domain/reservations/reservation-view';
import { MyReservations } from '../../../src/ui/components/reservations/my-reservations';

const view = (overrides: Partial<ReservationView> = {}): ReservationView => ({
  reference: 'RS-7K3P9Q',
  status: 'awaiting_payment',
  heldAt: '2027-02-01T10:00:00.000Z',
  holdExpiresAt: '2027-02-01T10:15:00.000Z',
  room: {
    roomTypeName: 'Classic Studio',
    propertyName: 'Square Gardens',
    cityName: 'Manchester',
    roomPath: '/manchester/square-gardens/classic-studio',
    academicYear: '2026/27',
    weeks: 51,
    startDate: '2026-09-12',
    endDate: '2027-09-03',
    pricePerWeekPence: 24_900,
  },
  price: priceSummary(
    { pricePerWeekPence: 24_900, weeks: 51, startDate: '2026-09-12', billingFrequency: 'weekly' },
    defaultReservationTerms,
  ),
  agreedTotalPence: 1_269_900,
  termsVersion: '2026-1',
  termsUrl: null,
  lateCancellationRefundPercent: 0,
  paymentMethod: 'direct',
  instructions: null,
  paymentDueBy: '2027-02-08',
  name: 'Zoë Ng',
  refundPence: null,
  ...overrides,
});

describe('MyReservations', () => {
  it('lists each reservation with its room, status, reference and agreed total', () => {
    render(
      <MyReservations
        reservations={[view(), view({ reference: 'RS-22222A', status: 'cancelled', refundPence: 10_000 })]}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(/Reserved: holding deposit to pay · reference RS-7K3P9Q · total £12,699.00/)).toBeTruthy();
    expect(screen.getByText(/Cancelled · reference RS-22222A .* refund £100.00/)).toBeTruthy();
  });

  it('says when there are none', () => {
    render(<MyReservations reservations={[]} />);
    expect(screen.getByText('You have no reservations yet.')).toBeTruthy();
  });
});
