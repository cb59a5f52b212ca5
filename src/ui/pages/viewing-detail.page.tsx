import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { isViewingReference } from '../../domain/viewings/viewing';
import type { ViewingDetail } from '../../domain/viewings/viewing-outcomes';
import { VIEWING_CLIENT } from '../../ports/viewing-client.port';
import { Breadcrumbs } from '../components/breadcrumbs';
import { SummaryRows } from '../components/viewings/booking-step';
import { MovePanel } from '../components/viewings/move-panel';
import { addressLine, kindLabels, whenInWords } from '../components/viewings/viewing-format';
import { useBrandedTitle } from '../hooks/use-document-title';
import { useService } from '../hooks/use-service';

type Found =
  | { readonly status: 'loading' }
  | { readonly status: 'found'; readonly viewing: ViewingDetail }
  | { readonly status: 'not-found' }
  | { readonly status: 'error'; readonly message: string };

/** Identical for an unknown reference and a wrong token: the page tells nobody which it was. */
const notFoundMessage = 'We could not find that viewing. Check the link in your confirmation e-mail.';

type Action = 'change' | 'cancel' | null;

/**
 * A booked viewing, through the secret link in its e-mail (/viewing-detail?ref=VW-…&token=…):
 * the booking as it is now, with Change time and Cancel viewing. Which panel is open is in the
 * address too (`&do=change`, `&do=cancel`), so Back closes it.
 */
export default function ViewingDetailPage() {
  useBrandedTitle('Your viewing');
  const client = useService(VIEWING_CLIENT);
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const reference = query.get('ref') ?? '';
  const token = query.get('token') ?? '';
  const asked = query.get('do');
  const action: Action = asked === 'change' || asked === 'cancel' ? asked : null;
  const [found, setFound] = useState<Found>({ status: 'loading' });
  const [announcement, setAnnouncement] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const hrefFor = (next: Action) => {
    const params = new URLSearchParams({ ref: reference, token });
    if (next) params.set('do', next);
    return `/viewing-detail?${params}`;
  };

  const load = useCallback(async () => {
    if (!isViewingReference(reference) || token === '') return setFound({ status: 'not-found' });
    setFound({ status: 'loading' });
    const answer = await client.find(reference, token);
    if (answer.ok) setFound({ status: 'found', viewing: answer.viewing });
    else if (answer.reason === 'not_found') setFound({ status: 'not-found' });
    else setFound({ status: 'error', message: answer.message });
  }, [client, reference, token]);

  useEffect(() => {
    void load();
  }, [load]);

  // Opening or closing a panel moves focus to what is now shown.
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const pageHeading = useRef<HTMLHeadingElement>(null);
  const lastAction = useRef<Action | undefined>(undefined);
  useEffect(() => {
    if (found.status !== 'found') return;
    if (lastAction.current !== undefined && lastAction.current !== action)
      (action ? panelHeading : pageHeading).current?.focus();
    lastAction.current = action;
  }, [found.status, action]);

  async function cancel(viewing: ViewingDetail) {
    if (cancelling) return;
    setCancelling(true);
    setProblem(null);
    const result = await client.cancel(viewing.reference, token);
    setCancelling(false);
    if (!result.ok) {
      if (result.reason === 'not_found') return setFound({ status: 'not-found' });
      return setProblem(result.message);
    }
    setFound({ status: 'found', viewing: result.viewing });
    setAnnouncement('Your viewing is cancelled. We have e-mailed you to confirm.');
    navigate(hrefFor(null), { replace: true });
  }

  const viewing = found.status === 'found' ? found.viewing : null;
  const cancelled = viewing?.status === 'cancelled';

  return (
    <div className="container section viewing-page viewing-detail">
      <Breadcrumbs
        trail={[
          ['Home', '/'],
          ['Your viewing', null],
        ]}
      />
      <header className="page-head">
        <h1 ref={pageHeading} tabIndex={-1}>
          Your viewing
        </h1>
      </header>
      <div className="viewing-body">
        {found.status === 'loading' && (
          <p className="viewing-loading" role="status">
            Finding your viewing…
          </p>
        )}
        {found.status === 'not-found' && (
          <div className="notice viewing-notice" role="alert">
            <p>{notFoundMessage}</p>
            <p>
              Lost the e-mail? <Link href="/contact-us">Contact us</Link> with your name and the day you booked, and we
              will help.
            </p>
          </div>
        )}
        {found.status === 'error' && (
          <div className="notice notice-error viewing-notice" role="alert">
            <p>{found.message}</p>
            <button type="button" className="button" onClick={() => void load()}>
              Try again
            </button>
          </div>
        )}
        {viewing && (
          <>
            <section className={`viewing-card${cancelled ? ' is-cancelled' : ''}`} aria-labelledby="viewing-card-title">
              <p className={`viewing-status is-${viewing.status}`}>{cancelled ? 'Cancelled' : 'Booked'}</p>
              <h2 id="viewing-card-title" className="viewing-card-title">
                {viewing.property.name}
                <span className="viewing-card-when">{whenInWords(viewing)}</span>
              </h2>
              <div className="viewing-card-rows">
                <SummaryRows
                  rows={[
                    { label: 'Reference', value: viewing.reference },
                    {
                      label: 'Viewing',
                      value:
                        viewing.kind === 'in-person'
                          ? `In person at ${addressLine(viewing.property)}`
                          : `${kindLabels[viewing.kind]}: we call ${viewing.countryCode} ${viewing.phone} with a video link at the time`,
                    },
                    {
                      label: 'People',
                      value: viewing.partySize === 1 ? 'Just you' : `${viewing.partySize} people`,
                    },
                    { label: 'Name', value: viewing.name },
                    { label: 'Email', value: viewing.email },
                    { label: 'Phone', value: `${viewing.countryCode} ${viewing.phone}` },
                    ...(viewing.message.trim() ? [{ label: 'Message', value: viewing.message }] : []),
                  ]}
                />
              </div>
            </section>
            {cancelled ? (
              <div className="notice viewing-notice">
                <p>This viewing is cancelled, and its time has gone back to others.</p>
                <p>
                  <Link href={`/book-a-viewing/${viewing.property.slug}`} className="button button-accent">
                    Book another viewing at {viewing.property.name}
                  </Link>
                </p>
              </div>
            ) : action === 'change' ? (
              <MovePanel
                viewing={viewing}
                client={client}
                token={token}
                cancelHref={hrefFor(null)}
                headingRef={panelHeading}
                onMoved={(moved) => {
                  setFound({ status: 'found', viewing: moved });
                  setAnnouncement(`Your viewing is moved to ${whenInWords(moved)}. We have e-mailed you the new time.`);
                  navigate(hrefFor(null), { replace: true });
                }}
              />
            ) : action === 'cancel' ? (
              <section className="viewing-panel" aria-labelledby="viewing-cancel-title">
                <h2 id="viewing-cancel-title" ref={panelHeading} tabIndex={-1}>
                  Cancel this viewing?
                </h2>
                <p>
                  Your viewing of {viewing.property.name} on {whenInWords(viewing)} will be cancelled, and its time
                  offered to others. We will e-mail you to confirm.
                </p>
                {problem && (
                  <p className="notice notice-error" role="alert">
                    {problem}
                  </p>
                )}
                <div className="form-actions">
                  <button
                    type="button"
                    className="button viewing-button-danger form-submit"
                    disabled={cancelling}
                    onClick={() => void cancel(viewing)}
                  >
                    {cancelling ? 'Cancelling…' : 'Yes, cancel my viewing'}
                  </button>
                  <Link href={hrefFor(null)} className="form-back">
                    No, keep it
                  </Link>
                </div>
              </section>
            ) : (
              <div className="viewing-actions">
                <Link href={hrefFor('change')} className="button">
                  Change time
                </Link>
                <Link href={hrefFor('cancel')} className="button viewing-button-quiet">
                  Cancel viewing
                </Link>
              </div>
            )}
          </>
        )}
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      </div>
    </div>
  );
}
