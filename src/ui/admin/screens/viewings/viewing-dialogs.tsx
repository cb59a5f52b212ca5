/** The viewings desk's dialogs: one viewing (move, cancel, mark) and booking for a caller. */

import { type FormEvent, useEffect, useState } from 'react';
import type { ViewingDeskConsoleStore } from '../../../../application/viewings/viewing-desk-console.store';
import type { ViewingKind } from '../../../../domain/viewings/viewing';
import type { ViewingAvailability } from '../../../../domain/viewings/viewing-outcomes';
import { viewingDayInWords } from '../../../../domain/viewings/viewing-time';
import type { DeskViewing } from '../../../../ports/viewing-desk.port';
import { useToastActions } from '../../components/admin-services';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Field } from '../../components/field';
import { FormActions } from '../../components/form-actions';
import { kindLabels, message, shortDay, statusLabels } from './desk-shared';

export function ViewingDialog({
  store,
  propertyId,
  viewing,
  onClose,
  onChanged,
}: {
  store: ViewingDeskConsoleStore;
  propertyId: string;
  viewing: DeskViewing;
  onClose: () => void;
  onChanged: () => void;
}) {
  const toasts = useToastActions();
  const availability = useAvailability(store, propertyId);
  const [to, setTo] = useState('');
  const [kind, setKind] = useState<ViewingKind>(viewing.kind);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const started = Date.parse(viewing.start) <= store.now();
  const live = viewing.status !== 'cancelled';

  const act = async (run: () => ReturnType<ViewingDeskConsoleStore['api']['cancel']>, done: string) => {
    setBusy(true);
    try {
      const outcome = await run();
      if (outcome.kind === 'done') {
        toasts.show('success', done);
        onChanged();
      } else setProblem(Object.values(outcome.kind === 'invalid' ? outcome.fields : {})[0] ?? outcome.message);
    } catch (error) {
      setProblem(message(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog open title={`Viewing ${viewing.reference}`} onCancel={onClose} busy={busy} wide>
      <dl className="desk-details">
        <dt>When</dt>
        <dd>
          {viewingDayInWords(viewing.start)}, {viewing.time} to {viewing.endTime}
        </dd>
        <dt>Who</dt>
        <dd>
          {viewing.name}, {viewing.partySize} {viewing.partySize === 1 ? 'person' : 'people'}
        </dd>
        <dt>Contact</dt>
        <dd>
          <a href={`mailto:${viewing.email}`}>{viewing.email}</a> · <a href={`tel:${viewing.phone}`}>{viewing.phone}</a>
        </dd>
        <dt>How</dt>
        <dd>{kindLabels[viewing.kind]}</dd>
        <dt>Status</dt>
        <dd>{statusLabels[viewing.status]}</dd>
        {viewing.message && (
          <>
            <dt>Message</dt>
            <dd className="desk-message">{viewing.message}</dd>
          </>
        )}
      </dl>
      {problem && (
        <p role="alert" className="admin-alert admin-alert-error">
          {problem}
        </p>
      )}
      {live && started && (
        <fieldset className="desk-actions">
          <legend className="visually-hidden">Attendance</legend>
          <button
            type="button"
            className="admin-button"
            disabled={busy}
            onClick={() =>
              void act(() => store.api.mark(viewing.reference, 'attended'), `${viewing.name} marked attended.`)
            }
          >
            Mark attended
          </button>
          <button
            type="button"
            className="admin-button"
            disabled={busy}
            onClick={() =>
              void act(() => store.api.mark(viewing.reference, 'no_show'), `${viewing.name} marked no-show.`)
            }
          >
            Mark no-show
          </button>
        </fieldset>
      )}
      {viewing.status === 'booked' && !started && (
        <form
          className="desk-move"
          onSubmit={(event) => {
            event.preventDefault();
            if (to)
              void act(
                () => store.api.move(viewing.reference, { kind, start: to }),
                `Moved. ${viewing.name} has been e-mailed the new time.`,
              );
          }}
        >
          <h3 className="admin-section-title">Move</h3>
          {availability === undefined && <p className="admin-loading">Loading free times…</p>}
          {availability === null && <p>This residence has no free times to offer.</p>}
          {availability && (
            <div className="admin-form-row">
              <Field label="New time">
                {(control) => (
                  <select {...control} value={to} onChange={(e) => setTo(e.target.value)} required>
                    <option value="">Choose a free time</option>
                    <SlotOptions availability={availability} />
                  </select>
                )}
              </Field>
              <Field label="Kind">
                {(control) => (
                  <select {...control} value={kind} onChange={(e) => setKind(e.target.value as ViewingKind)}>
                    {availability.kinds.map((k) => (
                      <option key={k} value={k}>
                        {kindLabels[k]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
          )}
          <div className="desk-actions">
            <button type="submit" className="admin-button admin-button-primary" disabled={busy || !to}>
              Move and e-mail the visitor
            </button>
            <button
              type="button"
              className="admin-button admin-button-danger-quiet"
              disabled={busy}
              onClick={() => setConfirmCancel(true)}
            >
              Cancel this viewing…
            </button>
          </div>
        </form>
      )}
      {confirmCancel && (
        <ConfirmDialog
          open
          title="Cancel this viewing?"
          confirmLabel="Cancel the viewing"
          cancelLabel="Keep it"
          danger
          busy={busy}
          onCancel={() => setConfirmCancel(false)}
          onConfirm={() =>
            void act(() => store.api.cancel(viewing.reference), `Cancelled. ${viewing.name} has been e-mailed.`)
          }
        >
          <p>
            {viewing.name}’s viewing on {viewingDayInWords(viewing.start)} at {viewing.time} is cancelled and they are
            e-mailed. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </ConfirmDialog>
  );
}

const emptyBooking = { name: '', email: '', countryCode: '+44', phone: '', partySize: '1', message: '', start: '' };

export function BookingDialog({
  store,
  propertyId,
  onClose,
  onBooked,
}: {
  store: ViewingDeskConsoleStore;
  propertyId: string;
  onClose: () => void;
  onBooked: (date: string) => void;
}) {
  const toasts = useToastActions();
  const availability = useAvailability(store, propertyId);
  const [form, setForm] = useState(emptyBooking);
  const [kind, setKind] = useState<ViewingKind>('in-person');
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  const set = (field: keyof typeof emptyBooking) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const outcome = await store.api.book(propertyId, {
        ...form,
        kind,
        partySize: Number(form.partySize),
        idempotencyKey: key,
      });
      if (outcome.kind === 'done') {
        toasts.show(
          'success',
          `Booked ${outcome.viewing.reference} for ${outcome.viewing.name}; they have been e-mailed.`,
        );
        onBooked(outcome.viewing.date);
      } else if (outcome.kind === 'invalid') {
        setErrors(outcome.fields);
        setProblem(outcome.message);
      } else setProblem(outcome.message);
    } catch (error) {
      setProblem(message(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog open title="Book a viewing for a caller" onCancel={onClose} busy={busy} wide>
      {availability === undefined && <p className="admin-loading">Loading free times…</p>}
      {availability === null && <p>This residence offers no viewings yet: set its opening hours first.</p>}
      {availability && (
        <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate>
          {problem && (
            <p role="alert" className="admin-alert admin-alert-error">
              {problem}
            </p>
          )}
          <div className="admin-form-row">
            <Field label="Time" required error={errors.start}>
              {(control) => (
                <select {...control} value={form.start} onChange={set('start')} required>
                  <option value="">Choose a free time</option>
                  <SlotOptions availability={availability} />
                </select>
              )}
            </Field>
            <Field label="Kind" error={errors.kind}>
              {(control) => (
                <select {...control} value={kind} onChange={(e) => setKind(e.target.value as ViewingKind)}>
                  {availability.kinds.map((k) => (
                    <option key={k} value={k}>
                      {kindLabels[k]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <div className="admin-form-row">
            <Field label="Name" required error={errors.name}>
              {(control) => <input {...control} value={form.name} onChange={set('name')} autoComplete="off" required />}
            </Field>
            <Field label="E-mail" required error={errors.email} hint="The confirmation goes here.">
              {(control) => <input {...control} type="email" value={form.email} onChange={set('email')} required />}
            </Field>
          </div>
          <div className="admin-form-row">
            <Field label="Country code" error={errors.countryCode}>
              {(control) => <input {...control} value={form.countryCode} onChange={set('countryCode')} size={5} />}
            </Field>
            <Field label="Phone" required error={errors.phone}>
              {(control) => <input {...control} type="tel" value={form.phone} onChange={set('phone')} required />}
            </Field>
            <Field label="People coming" error={errors.partySize}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  min={1}
                  max={availability.maxPartySize}
                  value={form.partySize}
                  onChange={set('partySize')}
                />
              )}
            </Field>
          </div>
          <Field label="Note from the caller" error={errors.message}>
            {(control) => <textarea {...control} rows={2} value={form.message} onChange={set('message')} />}
          </Field>
          <FormActions submitLabel="Book and e-mail the caller" busy={busy} busyLabel="Booking…" onCancel={onClose} />
        </form>
      )}
    </ConfirmDialog>
  );
}

/** The free slots to choose from, as `<optgroup>`s per day. */
export function SlotOptions({ availability }: { availability: ViewingAvailability }) {
  return (
    <>
      {availability.days
        .filter((d) => d.slots.length > 0)
        .map((d) => (
          <optgroup key={d.date} label={viewingDayInWords(`${d.date}T12:00:00Z`)}>
            {d.slots.map((s) => (
              <option key={s.start} value={s.start}>
                {shortDay(d.date)} {s.time} ({s.remaining} left)
              </option>
            ))}
          </optgroup>
        ))}
    </>
  );
}

export function useAvailability(store: ViewingDeskConsoleStore, propertyId: string) {
  const [availability, setAvailability] = useState<ViewingAvailability | null | undefined>(undefined);
  useEffect(() => {
    store.api.availability(propertyId).then(setAvailability, () => setAvailability(null));
  }, [store, propertyId]);
  return availability;
}
