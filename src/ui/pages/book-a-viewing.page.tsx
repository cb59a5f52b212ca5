import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { PropertyDetail } from '../../domain/catalogue/catalogue';
import {
  type BookedViewing,
  type BookingFlow,
  type BookingStep,
  beginSending,
  bookingConfirmed,
  bookingRefused,
  bookingSteps,
  chooseKind,
  goTo,
  parseBookingStep,
  reconcile,
  slotTaken,
  startBooking,
} from '../../domain/viewings/booking-flow';
import { VIEWING_CLIENT, type ViewingAvailability } from '../../ports/viewing-client.port';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Picture } from '../components/picture';
import { newSubmissionId } from '../components/submission-id';
import { bookingRequest, detailProblems } from '../components/viewings/booking-request';
import { type BookingStepProps, stepHeadingId } from '../components/viewings/booking-step';
import { DayStep, KindStep, TimeStep } from '../components/viewings/choice-steps';
import { ConfirmStep } from '../components/viewings/confirm-step';
import { DetailsStep } from '../components/viewings/details-step';
import { DoneStep } from '../components/viewings/done-step';
import { dayShort, dayWithoutYear, kindLabels } from '../components/viewings/viewing-format';
import { useCatalogue } from '../hooks/use-catalogue';
import { useBrandedTitle } from '../hooks/use-document-title';
import { useService } from '../hooks/use-service';
import { useHydrated } from '../hooks/use-shortlists';
import { ResourceView } from './resource-view';

type AvailabilityState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: ViewingAvailability }
  | { readonly status: 'none' }
  | { readonly status: 'error'; readonly message: string };

const noWindow = { kinds: [], days: [] } as const;

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

/** Fits the flow to a (fresh) window; a property offering one kind has it chosen already. */
function fitTo(flow: BookingFlow, span: ViewingAvailability): BookingFlow {
  const fitted = reconcile(flow, span);
  const only = span.kinds.length === 1 ? span.kinds[0] : undefined;
  return fitted.kind === null && only ? chooseKind(fitted, only, span) : fitted;
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
 * by the minute), and the booking flow of src/domain/viewings/booking-flow.ts. The address names
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
  const client = useService(VIEWING_CLIENT);
  const [, navigate] = useLocation();
  const search = useSearch();
  const hydrated = useHydrated();
  const requested = parseBookingStep(new URLSearchParams(search).get('step')) ?? 'kind';
  const [availability, setAvailability] = useState<AvailabilityState>({ status: 'loading' });
  const [flow, setFlow] = useState<BookingFlow>(() => startBooking(noWindow));
  const [announcement, setAnnouncement] = useState('');
  const website = useRef('');
  const historyState = useHistoryState();
  const fromHistory = useMemo(() => bookedFromHistory(historyState), [historyState]);

  const base = `/book-a-viewing/${property.id}`;
  const propertyHref = `/${property.city_id}/${property.id}`;
  const hrefFor = useCallback((step: BookingStep) => (step === 'kind' ? base : `${base}?step=${step}`), [base]);
  const shown = goTo(flow, requested);

  const load = useCallback(async () => {
    setAvailability({ status: 'loading' });
    const answer = await client.availability(property.id);
    if (answer.ok) {
      setAvailability({ status: 'ready', value: answer.availability });
      setFlow((f) => fitTo(f, answer.availability));
    } else if (answer.reason === 'not_found') setAvailability({ status: 'none' });
    else setAvailability({ status: 'error', message: answer.message });
  }, [client, property.id]);

  useEffect(() => {
    void load();
  }, [load]);

  // A reload of the done step shows the booking its history entry kept.
  useEffect(() => {
    if (fromHistory && !flow.booked) setFlow((f) => bookingConfirmed(f, fromHistory.booked));
  }, [fromHistory, flow.booked]);

  // The address names the step shown (replaced, so Back does not return to a step not allowed).
  const ready = availability.status === 'ready';
  useEffect(() => {
    if (hydrated && ready && !fromHistory && shown.step !== requested) navigate(hrefFor(shown.step), { replace: true });
  }, [hydrated, ready, fromHistory, shown.step, requested, navigate, hrefFor]);

  // A new step moves focus to its heading, as a new page would; the first one shown does not.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastShown = useRef<BookingStep | null>(null);
  useEffect(() => {
    if (!ready) return;
    if (lastShown.current !== null && lastShown.current !== shown.step) headingRef.current?.focus();
    lastShown.current = shown.step;
  }, [ready, shown.step]);

  const apply = (change: (f: BookingFlow) => BookingFlow) => {
    const next = change(shown);
    if (next === shown) return;
    setFlow(next);
    if (next.step !== shown.step) navigate(hrefFor(next.step));
  };

  async function book() {
    if (availability.status !== 'ready') return;
    const sending = beginSending(shown, newSubmissionId());
    if (sending === shown || !sending.attemptKey) return;
    // The same checks as the details step: the details may have changed in the meantime.
    const problems = detailProblems(sending, property.id);
    if (Object.keys(problems).length > 0) {
      const refused = bookingRefused(sending, 'Please check your details.', problems);
      setFlow(refused);
      navigate(hrefFor(refused.step));
      return;
    }
    const request = bookingRequest(sending, property.id, sending.attemptKey, website.current);
    if (!request) return;
    setFlow(sending);
    setAnnouncement('Booking your viewing…');
    const result = await client.book(request);
    if (result.ok) {
      const booked: BookedViewing = { ...result.viewing, manageUrl: result.manageUrl };
      setFlow(bookingConfirmed(sending, booked));
      setAnnouncement(`Your viewing is booked. Your reference is ${booked.reference}.`);
      navigate(hrefFor('done'), { state: { booked, email: result.viewing.email } });
      return;
    }
    if (result.reason === 'unavailable') {
      const taken = slotTaken(sending, result.message, result.alternatives);
      setFlow(taken);
      setAnnouncement(result.message);
      navigate(hrefFor(taken.step), { replace: true });
      // The window has changed: show it as it is now.
      const fresh = await client.availability(property.id);
      if (fresh.ok) {
        setAvailability({ status: 'ready', value: fresh.availability });
        setFlow((f) => reconcile(f, fresh.availability));
      }
      return;
    }
    const refused = bookingRefused(sending, result.message, result.reason === 'invalid' ? result.fields : {});
    setFlow(refused);
    setAnnouncement(result.message);
    if (refused.step !== 'confirm') navigate(hrefFor(refused.step), { replace: true });
    // The time was refused (the operator changed the hours or closed the day): show the times as they are now.
    if (result.reason === 'invalid' && 'start' in result.fields) {
      const fresh = await client.availability(property.id);
      if (fresh.ok) {
        setAvailability({ status: 'ready', value: fresh.availability });
        setFlow((f) => reconcile(f, fresh.availability));
      }
    }
  }

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
            <button type="button" className="button" onClick={() => void load()}>
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
                  onBook={() => void book()}
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
