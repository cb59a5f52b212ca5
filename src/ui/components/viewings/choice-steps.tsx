import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { viewingMessages } from '../../../adapters/forms/viewing-booking.schema';
import { chooseDay, chooseKind, chooseSlot, next } from '../../../domain/viewings/booking-flow';
import { describedByProps, ErrorSummary, FieldError } from '../form-errors';
import { type BookingStepProps, KindOptions, StepActions, stepHeadingId, useFocusedSummary } from './booking-step';
import { DayGrid } from './day-grid';
import { TimeList } from './time-list';
import { dayWithoutYear } from './viewing-format';

const kindFieldId = 'viewing-kind';

/** Step 1: in person or by video call, then Continue. */
export function KindStep({ flow, availability, apply, propertyHref }: BookingStepProps & { propertyHref: string }) {
  const [error, setError] = useState<string | undefined>();
  const { summaryRef, show } = useFocusedSummary();
  const message = error ?? flow.refusal?.fields.kind;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!flow.kind) {
      setError(viewingMessages.kind);
      return show();
    }
    apply(next);
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={stepHeadingId} className="form-stack">
      <ErrorSummary
        errors={{ kind: message }}
        message={null}
        order={['kind']}
        summaryRef={summaryRef}
        fieldId={() => kindFieldId}
        titleId="viewing-error-title"
      />
      <fieldset className="form-fieldset" {...describedByProps(`${kindFieldId}-error`, message)}>
        <legend className="visually-hidden">How would you like to view it?</legend>
        <FieldError id={`${kindFieldId}-error`} message={message} />
        <KindOptions
          kinds={availability.kinds}
          selected={flow.kind}
          name="kind"
          firstId={kindFieldId}
          onChoose={(kind) => {
            setError(undefined);
            apply((f) => chooseKind(f, kind, availability));
          }}
        />
      </fieldset>
      <StepActions submitLabel="Continue" backHref={propertyHref} backLabel="Back to the residence" />
    </form>
  );
}

/** Step 2: a day of the window with free times, from the calendar. */
export function DayStep({ flow, availability, apply, hrefFor }: BookingStepProps) {
  const open = availability.days.some((d) => d.status === 'open' && d.slots.length > 0);
  return (
    <div className="form-stack">
      {open ? (
        <>
          <p className="form-hint">
            Choose a day to see its free times. Days marked Full or Closed have none to offer.
          </p>
          <DayGrid
            days={availability.days}
            selected={flow.date}
            idPrefix="book"
            onChoose={(date) => apply((f) => chooseDay(f, date, availability))}
          />
        </>
      ) : (
        <div className="notice" role="status">
          <p>
            Every viewing in the coming weeks is booked. <Link href="/contact-us">Contact us</Link> and we will find a
            time that suits you.
          </p>
        </div>
      )}
      <StepActions submitLabel={null} backHref={hrefFor('kind')} />
    </div>
  );
}

/**
 * Step 3: a time on the chosen day. After a time filled up meanwhile (409), the server's message
 * and the nearest free times come first, as buttons.
 */
export function TimeStep({ flow, availability, apply, hrefFor }: BookingStepProps) {
  const day = availability.days.find((d) => d.date === flow.date);
  const slots = day?.status === 'open' ? day.slots : [];
  const choose = (slot: (typeof slots)[number]) => apply((f) => chooseSlot(f, slot, availability));
  const refused = flow.refusal?.fields.start;
  return (
    <div className="form-stack">
      {refused && !flow.taken && (
        <div className="notice notice-error" role="alert">
          <p>{refused}</p>
        </div>
      )}
      {flow.taken && (
        <div className="notice viewing-taken" role="alert">
          <p className="viewing-taken-message">{flow.taken.message}</p>
          {flow.taken.alternatives.length > 0 && (
            <TimeList
              slots={flow.taken.alternatives}
              selected={null}
              onChoose={choose}
              label="The nearest free times"
              withDay
            />
          )}
        </div>
      )}
      {slots.length > 0 ? (
        <>
          <p className="form-hint">Times are UK time. Each viewing takes about {availability.slotMinutes} minutes.</p>
          <TimeList
            slots={slots}
            selected={flow.slot?.start ?? null}
            onChoose={choose}
            label={`Times on ${flow.date ? dayWithoutYear(flow.date) : 'this day'}`}
          />
        </>
      ) : (
        <p>
          There are no free times left on this day. <Link href={hrefFor('day')}>Choose another day</Link>.
        </p>
      )}
      <StepActions submitLabel={null} backHref={hrefFor('day')} backLabel="Choose another day" />
    </div>
  );
}
