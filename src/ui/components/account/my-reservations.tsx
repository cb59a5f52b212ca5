import { Link } from 'wouter';
import type { OverviewReservation } from '../../../domain/accounts/account-overview';

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
                  {r.reference} · {r.status}
                </span>
              </span>
              <Link href={r.path}>See it</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
