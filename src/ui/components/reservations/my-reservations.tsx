import { formatPence } from '../../../domain/reservations/price-summary';
import type { ReservationStatus } from '../../../domain/reservations/reservation';
import type { ReservationView } from '../../../domain/reservations/reservation-view';
import { formatIsoDate } from '../format-date';

const statusWords: Readonly<Record<ReservationStatus, string>> = {
  held: 'Being reserved',
  awaiting_payment: 'Reserved: holding deposit to pay',
  paid: 'Reserved',
  expired: 'Expired',
  cancelled: 'Cancelled',
  refund_due: 'Paid after the room was gone: being refunded',
  refunded: 'Paid after the room was gone: refunded',
};

/**
 * A person's reservations, for /account (issue 20 item 2 places it there): presentational only,
 * given the list the `Reservations.listForEmail` use case returns for the signed-in address.
 */
export function MyReservations({ reservations }: { readonly reservations: readonly ReservationView[] }) {
  if (reservations.length === 0) return <p className="muted">You have no reservations yet.</p>;
  return (
    <ul className="my-reservations">
      {reservations.map((r) => (
        <li key={r.reference} className="my-reservation">
          <p>
            <strong>
              {r.room.roomTypeName}, {r.room.propertyName}, {r.room.cityName}
            </strong>
            <br />
            {r.room.academicYear}: {r.room.weeks} weeks from {formatIsoDate(r.room.startDate)}
          </p>
          <p>
            {statusWords[r.status]} · reference {r.reference} · total{' '}
            {formatPence(r.agreedTotalPence ?? r.price.totalPence)}
            {r.refundPence ? ` · refund ${formatPence(r.refundPence)}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
