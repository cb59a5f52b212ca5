import { Link } from 'wouter';
import type { OverviewReservation } from '../../../domain/accounts/account-overview';
import { formatPence } from '../../../domain/reservations/pence';
import { formatLondonDate } from '../../../domain/shared/london-date';

/** A reservation's status in words (the same words as the reserve page's list). */
const statusWords: Readonly<Record<string, string>> = {
  held: 'Being reserved',
  awaiting_payment: 'Reserved: holding deposit to pay',
  paid: 'Reserved',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/**
 * "My reservations" on /account (ADR 053): the list it is given. Reservations are issue 20 items
 * 3 to 5 (ADR 054); the server sends `reservations: null` until they exist, and then this is not shown.
 */
export function MyReservationsSection({ reservations }: { readonly reservations: readonly OverviewReservation[] }) {
  return (
    <section className="account-section" aria-labelledby="account-reservations">
      <h2 id="account-reservations">My reservations</h2>
      {reservations.length === 0 ? (
        <p className="muted">No reservations yet.</p>
      ) : (
        <ul className="account-list">
          {reservations.map((r) => (
            <li key={r.reference} className="account-item">
              <span className="account-item-main">
                <strong>{r.title}</strong>
                <span className="muted">
                  {r.reference} · {statusWords[r.status] ?? r.status}
                </span>
                {r.depositDue && (
                  <span className="account-item-due">
                    Pay the holding deposit of {formatPence(r.depositDue.pence)} by {formatLondonDate(r.depositDue.by)}:
                    see the reservation for how.
                  </span>
                )}
              </span>
              <Link href={r.path}>See it</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
