import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { MANAGE_VIEWING } from '../../application/viewings/viewings.tokens';
import { phoneForDisplay } from '../../domain/shared/phone-number';
import { PageHead } from '../components/breadcrumbs';
import { SummaryRows } from '../components/viewings/booking-step';
import { MovePanel } from '../components/viewings/move-panel';
import { addressLine, kindLabels, whenInWords } from '../components/viewings/viewing-format';
import { useBrandedTitle } from '../hooks/use-document-title';
import { useLazyService } from '../hooks/use-service';
import { useStream } from '../hooks/use-stream';

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
  const manageViewing = useLazyService(MANAGE_VIEWING);
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const reference = query.get('ref') ?? '';
  const token = query.get('token') ?? '';
  const asked = query.get('do');
  const action: Action = asked === 'change' || asked === 'cancel' ? asked : null;
  const store = useMemo(() => manageViewing(reference, token), [manageViewing, reference, token]);
  const state = useStream(store.state$, store.state);
  const { found, cancelling } = state;

  const hrefFor = (next: Action) => {
    const params = new URLSearchParams({ ref: reference, token });
    if (next) params.set('do', next);
    return `/viewing-detail?${params}`;
  };

  useEffect(() => {
    void store.load();
  }, [store]);

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

  const closePanel = (changed: boolean) => {
    if (changed) navigate(hrefFor(null), { replace: true });
  };

  const viewing = found.status === 'found' ? found.viewing : null;
  const cancelled = viewing?.status === 'cancelled';
  const announcement =
    state.changed === 'cancelled'
      ? 'Your viewing is cancelled. We have e-mailed you to confirm.'
      : state.changed === 'moved' && viewing
        ? `Your viewing is moved to ${whenInWords(viewing)}. We have e-mailed you the new time.`
        : '';

  return (
    <div className="container section viewing-page viewing-detail">
      <PageHead crumb="Your viewing" headingRef={pageHeading} />
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
            <button type="button" className="button" onClick={() => void store.load()}>
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
                          : `${kindLabels[viewing.kind]}: we call ${phoneForDisplay(viewing.countryCode, viewing.phone)} with a video link at the time`,
                    },
                    {
                      label: 'People',
                      value: viewing.partySize === 1 ? 'Just you' : `${viewing.partySize} people`,
                    },
                    { label: 'Name', value: viewing.name },
                    { label: 'Email', value: viewing.email },
                    { label: 'Phone', value: phoneForDisplay(viewing.countryCode, viewing.phone) },
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
                store={store}
                cancelHref={hrefFor(null)}
                headingRef={panelHeading}
                onMoved={() => closePanel(true)}
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
                {state.cancelProblem && (
                  <p className="notice notice-error" role="alert">
                    {state.cancelProblem}
                  </p>
                )}
                <div className="form-actions">
                  <button
                    type="button"
                    className="button viewing-button-danger form-submit"
                    disabled={cancelling}
                    onClick={() => void store.cancel().then(closePanel)}
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
