import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { AccountOverview, OverviewViewing } from '../../domain/accounts/account-overview';
import { accountServices } from '../account/account-module';
import { SITE_ACCESS } from '../account/account-tokens';
import { MyReservationsSection } from '../components/account/my-reservations';
import { PageHead } from '../components/breadcrumbs';
import { useBrandedTitle } from '../hooks/use-document-title';
import { useService, useServiceContainer } from '../hooks/use-service';

const london = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const londonDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const kindInWords: Readonly<Record<string, string>> = { 'in-person': 'In person', 'video-call': 'Video call' };
const enquiryInWords = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1).replace(/-/g, ' ');

function ViewingItem({ viewing }: { readonly viewing: OverviewViewing }) {
  return (
    <li className="account-item">
      <span className="account-item-main">
        <strong>{viewing.propertyName}</strong>
        <span>
          {london.format(new Date(viewing.start))} UK time · {kindInWords[viewing.kind] ?? viewing.kind}
        </span>
        <span className="muted">
          {viewing.reference} · {viewing.status === 'booked' ? 'Booked' : 'Cancelled'}
        </span>
      </span>
      {viewing.status === 'booked' && <Link href={viewing.managePath}>Change or cancel</Link>}
    </li>
  );
}

type Load = { status: 'loading' } | { status: 'ready'; overview: AccountOverview } | { status: 'unavailable' };

/**
 * The visitor's account (issue 20, ADR 053), in the protected group: reservations (when the site
 * takes them), viewings with their manage links, enquiries, details and contact preferences, and
 * signing out here, everywhere, or deleting the account. The server checks the session cookie on
 * every request; a 401 means the marker was stale, so it goes and the visitor signs in again.
 */
export default function AccountPage() {
  useBrandedTitle('Your account');
  const container = useServiceContainer();
  const access = useService(SITE_ACCESS);
  const [, navigate] = useLocation();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [saved, setSaved] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { client, sync } = accountServices(container);

  const signedOut = () => {
    sync.forget();
    access.markSignedOut();
    navigate('~/login?next=%2Faccount', { replace: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per visit
  useEffect(() => {
    let live = true;
    void client.overview().then((answer) => {
      if (!live) return;
      if (answer === 'signed-out') signedOut();
      else setLoad(answer === 'unavailable' ? { status: 'unavailable' } : { status: 'ready', overview: answer });
    });
    return () => {
      live = false;
    };
  }, [client]);

  const leave = async (how: 'here' | 'everywhere' | 'delete') => {
    await sync.settled();
    const done =
      how === 'here'
        ? await client.signOut()
        : how === 'everywhere'
          ? await client.signOutEverywhere()
          : await client.deleteAccount();
    if (!done && how === 'delete') {
      setSaved('We could not delete your account just now. Please try again.');
      return;
    }
    sync.forget();
    access.markSignedOut();
    navigate('~/', { replace: true });
  };

  const saveDetails = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const answer = await client.updateDetails({
      name: String(form.get('name') ?? ''),
      marketingEmails: form.get('marketing') === 'on',
    });
    if (answer === 'signed-out') return signedOut();
    setSaved(answer === 'unavailable' ? 'We could not save your details just now. Please try again.' : 'Saved.');
  };

  const overview = load.status === 'ready' ? load.overview : null;
  return (
    <div className="container section account-page">
      <PageHead
        crumb="Your account"
        lead={
          overview && (
            <>
              Signed in as <strong>{overview.account.email}</strong>. Your favourites and compare lists are saved to
              your account and follow you to every device you sign in on.
            </>
          )
        }
      />
      {load.status === 'loading' && <p className="muted">Loading your account…</p>}
      {load.status === 'unavailable' && (
        <p className="notice notice-error" role="alert">
          We could not load your account just now. Please try again in a moment.
        </p>
      )}
      {overview && (
        <div className="account-sections">
          {overview.reservations && <MyReservationsSection reservations={overview.reservations} />}
          <section className="account-section" aria-labelledby="account-viewings">
            <h2 id="account-viewings">My viewings</h2>
            {overview.viewings.length === 0 ? (
              <p className="muted">No viewings yet. Find a residence you like and book a viewing from its page.</p>
            ) : (
              <ul className="account-list">
                {overview.viewings.map((v) => (
                  <ViewingItem key={v.reference} viewing={v} />
                ))}
              </ul>
            )}
          </section>
          <section className="account-section" aria-labelledby="account-enquiries">
            <h2 id="account-enquiries">My enquiries</h2>
            {overview.enquiries.length === 0 ? (
              <p className="muted">No enquiries yet.</p>
            ) : (
              <ul className="account-list">
                {overview.enquiries.map((e) => (
                  <li key={e.reference} className="account-item">
                    <span className="account-item-main">
                      <strong>{enquiryInWords(e.kind)}</strong>
                      <span className="muted">
                        {e.reference} · sent {londonDay.format(new Date(e.createdAt))} ·{' '}
                        {e.status === 'new' ? 'Open' : 'Answered'}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="account-section" aria-labelledby="account-details">
            <h2 id="account-details">My details</h2>
            <form className="form-stack account-form" onSubmit={saveDetails}>
              <div className="form-field">
                <label className="form-label" htmlFor="account-name">
                  Your name
                </label>
                <input
                  className="form-input"
                  id="account-name"
                  name="name"
                  autoComplete="name"
                  maxLength={100}
                  defaultValue={overview.suggestedName}
                />
              </div>
              <label className="account-check">
                <input type="checkbox" name="marketing" defaultChecked={overview.account.marketingEmails} />
                <span>E-mail me news and offers (you can stop them at any time)</span>
              </label>
              <div className="form-actions">
                <button className="button form-submit" type="submit">
                  Save my details
                </button>
                {saved && (
                  <span className="account-saved" role="status">
                    {saved}
                  </span>
                )}
              </div>
            </form>
          </section>
          <section className="account-section" aria-labelledby="account-leave">
            <h2 id="account-leave">Signing out</h2>
            <div className="account-actions">
              <button className="button" type="button" onClick={() => void leave('here')}>
                Sign out
              </button>
              <button className="button button-quiet" type="button" onClick={() => void leave('everywhere')}>
                Sign out on every device
              </button>
            </div>
            <h3 className="subheading">Delete my account</h3>
            <p className="muted">
              This deletes your account, your saved lists, and everything we hold for {overview.account.email}: your
              enquiries, your viewings (upcoming ones are cancelled) and the e-mails we keep. It cannot be undone.
            </p>
            {confirmDelete ? (
              <div className="account-actions">
                <button className="button button-danger" type="button" onClick={() => void leave('delete')}>
                  Yes, delete everything
                </button>
                <button className="button button-quiet" type="button" onClick={() => setConfirmDelete(false)}>
                  Keep my account
                </button>
              </div>
            ) : (
              <button className="button button-quiet" type="button" onClick={() => setConfirmDelete(true)}>
                Delete my account…
              </button>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
