import type { FormEvent } from 'react';
import { type BookingStepProps, StepActions, SummaryRows, stepHeadingId } from './booking-step';
import { addressLine, dayInWords, kindLabels, timeRange } from './viewing-format';

/**
 * Step 5: everything chosen, each with Change, and "Book viewing" (disabled while it is on its
 * way). A refusal that is nobody's field (try again, not found) shows here; pressing again is a
 * retry of the same attempt.
 */
export function ConfirmStep({ flow, availability, hrefFor, onBook }: BookingStepProps & { onBook: () => void }) {
  const { kind, slot, details: d } = flow;
  if (!kind || !slot) return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onBook();
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={stepHeadingId} className="form-stack">
      {flow.refusal && !flow.sending && (
        <div className="notice notice-error viewing-refusal" role="alert">
          <p>{flow.refusal.message}</p>
        </div>
      )}
      <section className="form-summary" aria-label="Your viewing">
        <SummaryRows
          rows={[
            {
              label: 'Viewing',
              value: kind === 'in-person' ? `In person at ${addressLine(availability.property)}` : kindLabels[kind],
              change: hrefFor('kind'),
            },
            { label: 'Day', value: dayInWords(slot.date), change: hrefFor('day') },
            { label: 'Time', value: `${timeRange(slot.start, slot.end)} UK time`, change: hrefFor('time') },
            { label: 'Name', value: d.name, change: hrefFor('details') },
            { label: 'Email', value: d.email, change: hrefFor('details') },
            { label: 'Phone', value: `${d.countryCode} ${d.phone}`, change: hrefFor('details') },
            {
              label: 'People',
              value: d.partySize === 1 ? 'Just you' : `${d.partySize} people, including you`,
              change: hrefFor('details'),
            },
            ...(d.message.trim() ? [{ label: 'Message', value: d.message, change: hrefFor('details') }] : []),
          ]}
        />
      </section>
      <p className="form-hint">
        We will e-mail your confirmation to {d.email} straight away, with a calendar invitation and a link to change or
        cancel.
      </p>
      <StepActions
        submitLabel="Book viewing"
        busy={flow.sending}
        busyLabel="Booking your viewing…"
        backHref={flow.sending ? null : hrefFor('details')}
      />
    </form>
  );
}
