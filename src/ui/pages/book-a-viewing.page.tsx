import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { BookingMove } from '../../application/viewings/book-viewing.store';
import { BOOK_VIEWING } from '../../application/viewings/viewings.tokens';
import type { PropertyDetail } from '../../domain/catalogue/catalogue';
import {
  type BookedViewing,
  type BookingFlow,
  type BookingStep,
  bookingSteps,
  goTo,
  parseBookingStep,
} from '../../domain/viewings/booking-flow';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Picture } from '../components/picture';
import { type BookingStepProps, stepHeadingId } from '../components/viewings/booking-step';
import { DayStep, KindStep, TimeStep } from '../components/viewings/choice-steps';
import { ConfirmStep } from '../components/viewings/confirm-step';
import { DetailsStep } from '../components/viewings/details-step';
import { DoneStep } from '../components/viewings/done-step';
import { dayShort, dayWithoutYear, kindLabels } from '../components/viewings/viewing-format';
import { useCatalogue } from '../hooks/use-catalogue';
import { useBrandedTitle } from '../hooks/use-document-title';
import { useLazyService } from '../hooks/use-service';
import { useHydrated } from '../hooks/use-shortlists';
import { useStream } from '../hooks/use-stream';
import { ResourceView } from './resource-view';

/** The steps a visitor fills in (done is where they arrive). */
const countedSteps: readonly BookingStep[] = bookingSteps.filter((s) => s !== 'done');

/** The booking as the done step's history entry keeps it, so a reload there still shows it. */
function bookedFromHistory(state: unknown): { booked: BookedViewing; email: string } | null {
  if (typeof state !== 'object' || state === null) return null;
  const { booked, email } = state as { booked?: Partial<BookedViewing>; email?: unknown };
  if (!booked || typeof booked.reference !== 'string' || typeof booked.manageUrl !== 'string') return null;
  const fields = ['start', 'end', 'date', 'time'] as const;
  if (!fields.every((f) => typeof booked[f] === 'string')) return null;
  if (booked.kind !== 'in-person' && booked.kind !== 'video-call') return null;
  return { booked: booked as BookedViewing, email: typeof email === 'string' ? email : '' };
}

function question(step: BookingStep, flow: BookingFlow, name: string): string {
  switch (step) {
    case 'kind':
      return `How would you like to see ${name}?`;
    case 'day':
      return 'Which day suits you?';
    case 'time':
      return flow.date ? `What time on ${dayWithoutYear(flow.date)}?` : 'What time suits you?';
    case 'details':
      return 'Your details';
    case 'confirm':
      return 'Check your viewing, then book';
    case 'done':
      return 'Your viewing is booked';
  }
}

/**
 * Book a viewing (/book-a-viewing/:propertySlug): the property from the catalogue (in the page
 * from the server), its free times from the viewings API (asked for in the browser: they change
 * by the minute), and the booking store of src/application/viewings/book-viewing.store.ts (the rules of
 * src/domain/viewings/booking-flow.ts). The address names
 * the step (`?step=time`), so Back and Forward move between steps; a step not reached yet shows
 * the first one still to fill in.
 */
export default function BookAViewingPage() {
  const { propertySlug = '' } = useParams<{ propertySlug: string }>();
  const property = useCatalogue((s) => s.propertyBySlug$(propertySlug));
  useBrandedTitle(
    property.status === 'ready' ? `Book a viewing at ${property.value.name}, ${property.value.city_name}` : null,
  );
  return <ResourceView resource={property}>{(p) => <Booking property={p} />}</ResourceView>;
}

function Booking({ property }: { property: PropertyDetail }) {
  const bookViewing = useLazyService(BOOK_VIEWING);
  const store = useMemo(() => bookViewing(property.id), [bookViewing, property.id]);
  const { availability, flow, announcement } = useStream(store.state$, store.state);
  const [, navigate] = useLocation();
  const search = useSearch();
  const hydrated = useHydrated();
  const requested = parseBookingStep(new URLSearchParams(search).get('step')) ?? 'kind';
  const website = useRef('');
  const historyState = useHistoryState();
  const fromHistory = useMemo(() => bookedFromHistory(historyState), [historyState]);

  const base = `/book-a-viewing/${property.id}`;
  const propertyHref = `/${property.city_id}/${property.id}`;
  const hrefFor = (step: BookingStep) => (step === 'kind' ? base : `${base}?step=${step}`);
  const shown = goTo(flow, requested);

  useEffect(() => {
    void store.load();
  }, [store]);

  // A reload of the done step shows the booking its history entry kept.
  useEffect(() => {
    if (fromHistory) store.restore(fromHistory.booked);
  }, [fromHistory, store]);

  // The address names the step shown (replaced, so Back does not return to a step not allowed).
  const ready = availability.status === 'ready';
  useEffect(() => {
    if (hydrated && ready && !fromHistory && shown.step !== requested) {
      const step = shown.step;
      navigate(step === 'kind' ? base : `${base}?step=${step}`, { replace: true });
    }
  }, [hydrated, ready, fromHistory, shown.step, requested, navigate, base]);

  // A new step moves focus to its heading, as a new page would; the first one shown does not.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastShown = useRef<BookingStep | null>(null);
  useEffect(() => {
    if (!ready) return;
    if (lastShown.current !== null && lastShown.current !== shown.step) headingRef.current?.focus();
    lastShown.current = shown.step;
  }, [ready, shown.step]);

  const apply = (change: (f: BookingFlow) => BookingFlow) => {
    const next = store.apply(shown, change);
    if (next && next.step !== shown.step) navigate(hrefFor(next.step));
  };

  const go = (move: BookingMove | null) => {
    if (!move) return;
    navigate(hrefFor(move.step), { replace: move.replace, ...(move.booked ? { state: move.booked } : {}) });
  };

  const booked = shown.booked ?? fromHistory?.booked ?? null;
  const step: BookingStep = booked ? 'done' : shown.step;
  const stepIndex = countedSteps.indexOf(step);
  const choices = [shown.kind && kindLabels[shown.kind], shown.date && dayShort(shown.date), shown.slot?.time].filter(
    (c): c is string => Boolean(c),
  );
  const place = availability.status === 'ready' ? availability.value.property : null;

  return (
    <div className="container section viewing-page">
      <Breadcrumbs
        trail={[
          ['Home', '/'],
          [property.city_name, `/${property.city_id}`],
          [property.name, propertyHref],
          ['Book a viewing', null],
        ]}
      />
      <header className="viewing-head">
        <Picture
          media={property.media_gallery[0]}
          sizes="(min-width: 770px) 176px, 96px"
          className="viewing-head-picture"
          priority
        />
        <div className="viewing-head-text">
          <h1>Book a viewing at {property.name}</h1>
          <p className="viewing-head-address">
            {property.address.line1}, {property.city_name} {property.address.postcode}
          </p>
        </div>
        <p className="viewing-head-lead">
          A free tour of about half an hour with our team, in person or by video call, at a time that suits you.
        </p>
      </header>
      <noscript>
        <p className="notice viewing-noscript">
          Booking a viewing here needs JavaScript. You can still{' '}
          <a href={`/contact-us?about=${encodeURIComponent(`Viewing: ${property.name}`)}`}>contact us</a> and we will
          arrange one.
        </p>
      </noscript>
      <div className="viewing-body">
        {availability.status === 'loading' && !booked && (
          <p className="viewing-loading" role="status">
            Finding free times…
          </p>
        )}
        {availability.status === 'none' && !booked && (
          <div className="notice viewing-notice">
            <p>
              {property.name} is not taking viewing bookings online at the moment.{' '}
              <Link href={`/contact-us?about=${encodeURIComponent(`Viewing: ${property.name}`)}`}>Contact us</Link> and
              we will arrange one with you.
            </p>
          </div>
        )}
        {availability.status === 'error' && !booked && (
          <div className="notice notice-error viewing-notice" role="alert">
            <p>We could not load the free times. {availability.message}</p>
            <button type="button" className="button" onClick={() => void store.load()}>
              Try again
            </button>
          </div>
        )}
        {(availability.status === 'ready' || booked) && (
          <>
            {stepIndex >= 0 && (
              <p className="viewing-step-count">
                Step {stepIndex + 1} of {countedSteps.length}
                {choices.length > 0 && step !== 'kind' && (
                  <span className="viewing-choices">
                    <span aria-hidden="true"> · </span>
                    <span className="visually-hidden">, so far: </span>
                    {choices.join(', ')}
                  </span>
                )}
              </p>
            )}
            <h2 id={stepHeadingId} ref={headingRef} tabIndex={-1} className="viewing-step-title">
              {question(step, shown, property.name)}
            </h2>
            {booked ? (
              <DoneStep
                booked={booked}
                property={
                  place ?? {
                    slug: property.id,
                    name: property.name,
                    citySlug: property.city_id,
                    cityName: property.city_name,
                    addressLine1: property.address.line1,
                    postcode: property.address.postcode,
                  }
                }
                email={shown.booked ? shown.details.email : (fromHistory?.email ?? '')}
                propertyHref={propertyHref}
              />
            ) : (
              availability.status === 'ready' && (
                <BookingStepView
                  step={step}
                  props={{ flow: shown, availability: availability.value, apply, hrefFor }}
                  propertyHref={propertyHref}
                  onHoneypot={(value) => {
                    website.current = value;
                  }}
                  onBook={() => void store.book(shown, website.current).then(go)}
                />
              )
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

function BookingStepView({
  step,
  props,
  propertyHref,
  onHoneypot,
  onBook,
}: {
  step: BookingStep;
  props: BookingStepProps;
  propertyHref: string;
  onHoneypot: (value: string) => void;
  onBook: () => void;
}) {
  switch (step) {
    case 'kind':
      return <KindStep {...props} propertyHref={propertyHref} />;
    case 'day':
      return <DayStep {...props} />;
    case 'time':
      return <TimeStep {...props} />;
    case 'details':
      return <DetailsStep {...props} onHoneypot={onHoneypot} />;
    case 'confirm':
      return <ConfirmStep {...props} onBook={onBook} />;
    case 'done':
      return null;
  }
}
