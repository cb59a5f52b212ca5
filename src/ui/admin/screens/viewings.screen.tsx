import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { ViewingDeskConsoleStore } from '../../../application/viewings/viewing-desk-console.store';
import { VIEWING_DESK_CONSOLE_STORE } from '../../../application/viewings/viewings.tokens';
import { type ViewingKind, viewingKinds, type Weekday } from '../../../domain/viewings/viewing';
import { type ClosedPeriod, weekdayNames } from '../../../domain/viewings/viewing-desk';
import type { ViewingAvailability } from '../../../domain/viewings/viewing-outcomes';
import { viewingDayInWords } from '../../../domain/viewings/viewing-time';
import type { DeskCalendar, DeskResidence, DeskRulesView, DeskViewing } from '../../../ports/viewing-desk.port';
import { useAdminService, useToastActions } from '../components/admin-services';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Field } from '../components/field';
import { FormActions } from '../components/form-actions';
import { ScreenHeader } from '../components/screen-header';
import { useUnsavedChanges } from '../components/use-unsaved-changes';

type Tab = 'calendar' | 'rules' | 'feed';
type Span = 'day' | 'week';

const kindLabels: Readonly<Record<ViewingKind, string>> = { 'in-person': 'In person', 'video-call': 'Video call' };
const statusLabels: Readonly<Record<DeskViewing['status'], string>> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  attended: 'Attended',
  no_show: 'No-show',
};
const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/** "Mon 26 Oct" for a London date. */
function shortDay(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

const message = (error: unknown) => (error instanceof Error ? error.message : 'Please try again.');

/** The viewings desk (issue 19 item 2): a residence's calendar, its rules and its calendar feed. */
export default function ViewingsScreen() {
  const store = useAdminService(VIEWING_DESK_CONSOLE_STORE);
  const [residences, setResidences] = useState<readonly DeskResidence[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [selected, setSelected] = useState('');
  const [tab, setTab] = useState<Tab>('calendar');

  useEffect(() => {
    store.api
      .residences()
      .then((list) => {
        setResidences(list);
        setSelected((current) => current || (list.find((r) => r.offersViewings) ?? list[0])?.id || '');
      })
      .catch((error) => setFailed(message(error)));
  }, [store]);

  return (
    <>
      <ScreenHeader
        title="Viewings desk"
        description="Each residence’s viewing calendar, its opening hours and rules, and a private calendar feed. Times are London time."
      />
      {failed && (
        <p role="alert" className="admin-alert admin-alert-error">
          {failed}
        </p>
      )}
      {residences === null && !failed && <p className="admin-loading">Loading…</p>}
      {residences && residences.length === 0 && <p>No residences yet.</p>}
      {residences && residences.length > 0 && (
        <>
          <div className="desk-bar">
            <label className="desk-residence">
              Residence{' '}
              <select value={selected} onChange={(event) => setSelected(event.target.value)}>
                {residences.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}, {r.cityName}
                    {r.offersViewings ? '' : ' (no viewings yet)'}
                  </option>
                ))}
              </select>
            </label>
            <nav aria-label="Viewings desk" className="desk-tabs">
              {(['calendar', 'rules', 'feed'] as const).map((t) => (
                <button
                  key={t}
                  type="button"
                  className={tab === t ? 'admin-button admin-button-primary' : 'admin-button'}
                  aria-pressed={tab === t}
                  onClick={() => setTab(t)}
                >
                  {t === 'calendar' ? 'Calendar' : t === 'rules' ? 'Opening hours and rules' : 'Calendar feed'}
                </button>
              ))}
            </nav>
          </div>
          {selected && tab === 'calendar' && <CalendarPanel key={selected} store={store} propertyId={selected} />}
          {selected && tab === 'rules' && <RulesPanel key={selected} store={store} propertyId={selected} />}
          {selected && tab === 'feed' && <FeedPanel key={selected} store={store} propertyId={selected} />}
        </>
      )}
    </>
  );
}

function CalendarPanel({ store, propertyId }: { store: ViewingDeskConsoleStore; propertyId: string }) {
  const [span, setSpan] = useState<Span>('week');
  const [date, setDate] = useState(() => store.today());
  const [calendar, setCalendar] = useState<DeskCalendar | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [open, setOpen] = useState<DeskViewing | null>(null);
  const [booking, setBooking] = useState(false);

  const load = useCallback(async () => {
    try {
      setCalendar(await store.api.calendar(propertyId, date, span));
      setFailed(null);
    } catch (error) {
      setFailed(message(error));
    }
  }, [store, propertyId, date, span]);
  useEffect(() => {
    void load();
  }, [load]);

  const first = calendar?.days[0]?.date ?? date;
  const heading =
    span === 'day' ? viewingDayInWords(`${date}T12:00:00Z`) : `Week of ${viewingDayInWords(`${first}T12:00:00Z`)}`;

  return (
    <section aria-labelledby="desk-calendar-title" className="admin-card">
      <div className="desk-calendar-bar">
        <h2 id="desk-calendar-title" className="admin-section-title" aria-live="polite">
          {heading}
        </h2>
        <div className="desk-calendar-controls">
          <fieldset className="desk-segmented">
            <legend className="visually-hidden">Show</legend>
            {(['day', 'week'] as const).map((s) => (
              <button
                key={s}
                type="button"
                className={
                  span === s
                    ? 'admin-button admin-button-small admin-button-primary'
                    : 'admin-button admin-button-small'
                }
                aria-pressed={span === s}
                onClick={() => setSpan(s)}
              >
                {s === 'day' ? 'Day' : 'Week'}
              </button>
            ))}
          </fieldset>
          <button
            type="button"
            className="admin-button admin-button-small"
            onClick={() => setDate(store.step(date, span, -1))}
          >
            <span aria-hidden="true">← </span>
            {span === 'day' ? 'Previous day' : 'Previous week'}
          </button>
          <button type="button" className="admin-button admin-button-small" onClick={() => setDate(store.today())}>
            Today
          </button>
          <button
            type="button"
            className="admin-button admin-button-small"
            onClick={() => setDate(store.step(date, span, 1))}
          >
            {span === 'day' ? 'Next day' : 'Next week'}
            <span aria-hidden="true"> →</span>
          </button>
          <label className="visually-hidden" htmlFor="desk-date">
            Go to date
          </label>
          <input
            id="desk-date"
            type="date"
            value={date}
            onChange={(event) => event.target.value && setDate(event.target.value)}
          />
          <button
            type="button"
            className="admin-button admin-button-small admin-button-primary"
            onClick={() => setBooking(true)}
          >
            Book for a caller
          </button>
        </div>
      </div>
      {failed && (
        <p role="alert" className="admin-alert admin-alert-error">
          {failed}
        </p>
      )}
      {!calendar && !failed && <p className="admin-loading">Loading…</p>}
      {calendar && span === 'week' && (
        <WeekGrid
          calendar={calendar}
          onOpen={setOpen}
          onDay={(d) => {
            setDate(d);
            setSpan('day');
          }}
        />
      )}
      {calendar && span === 'day' && <DayList calendar={calendar} onOpen={setOpen} />}
      {open && (
        <ViewingDialog
          store={store}
          propertyId={propertyId}
          viewing={open}
          onClose={() => setOpen(null)}
          onChanged={() => {
            setOpen(null);
            void load();
          }}
        />
      )}
      {booking && (
        <BookingDialog
          store={store}
          propertyId={propertyId}
          onClose={() => setBooking(false)}
          onBooked={(bookedDate) => {
            setBooking(false);
            setDate(bookedDate);
            void load();
          }}
        />
      )}
    </section>
  );
}

function ViewingButton({ viewing, onOpen }: { viewing: DeskViewing; onOpen: (v: DeskViewing) => void }) {
  return (
    <button type="button" className={`desk-viewing desk-viewing-${viewing.status}`} onClick={() => onOpen(viewing)}>
      <span className="desk-viewing-time">
        {viewing.time}–{viewing.endTime}
      </span>{' '}
      <span className="desk-viewing-name">{viewing.name}</span>{' '}
      <span className="desk-viewing-meta">
        {viewing.partySize} · {kindLabels[viewing.kind]}
        {viewing.status !== 'booked' && ` · ${statusLabels[viewing.status]}`}
      </span>
    </button>
  );
}

function WeekGrid({
  calendar,
  onOpen,
  onDay,
}: {
  calendar: DeskCalendar;
  onOpen: (v: DeskViewing) => void;
  onDay: (date: string) => void;
}) {
  return (
    <ol className="desk-week" aria-label="The week's viewings">
      {calendar.days.map((day) => {
        const held = day.viewings.filter((v) => v.status !== 'cancelled').length;
        return (
          <li key={day.date} className={day.closed ? 'desk-day desk-day-closed' : 'desk-day'}>
            <h3 className="desk-day-title">
              <button type="button" className="admin-link-button" onClick={() => onDay(day.date)}>
                {shortDay(day.date)}
              </button>
            </h3>
            <p className="desk-day-summary">
              {day.closed
                ? 'Closed'
                : day.slots.length === 0
                  ? 'No opening'
                  : `${held} booked · ${day.slots.length} slots`}
            </p>
            {day.viewings.length > 0 && (
              <ul className="desk-day-viewings">
                {day.viewings.map((v) => (
                  <li key={v.reference}>
                    <ViewingButton viewing={v} onOpen={onOpen} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function DayList({ calendar, onOpen }: { calendar: DeskCalendar; onOpen: (v: DeskViewing) => void }) {
  const day = calendar.days[0];
  if (!day) return null;
  const onSlot = new Set(day.slots.map((s) => s.start));
  const offGrid = day.viewings.filter((v) => !onSlot.has(v.start));
  if (day.closed || day.slots.length === 0)
    return (
      <>
        <p className="desk-empty">
          {day.closed ? 'Closed all day (a closed day or holiday).' : 'No opening hours on this day.'}
        </p>
        {offGrid.length > 0 && (
          <ul className="desk-day-viewings">
            {offGrid.map((v) => (
              <li key={v.reference}>
                <ViewingButton viewing={v} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  return (
    <table className="admin-table desk-slots">
      <caption className="visually-hidden">Slots and viewings on {viewingDayInWords(`${day.date}T12:00:00Z`)}</caption>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Booked</th>
          <th scope="col">Viewings</th>
        </tr>
      </thead>
      <tbody>
        {day.slots.map((slot) => {
          const here = day.viewings.filter((v) => v.start === slot.start);
          return (
            <tr key={slot.start}>
              <th scope="row">{slot.time}</th>
              <td>
                {slot.taken} of {calendar.capacity}
              </td>
              <td>
                {here.length === 0 ? (
                  <span className="admin-muted">Free</span>
                ) : (
                  <ul className="desk-slot-viewings">
                    {here.map((v) => (
                      <li key={v.reference}>
                        <ViewingButton viewing={v} onOpen={onOpen} />
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          );
        })}
        {offGrid.map((v) => (
          <tr key={v.reference}>
            <th scope="row">{v.time}</th>
            <td>Outside today’s slots</td>
            <td>
              <ViewingButton viewing={v} onOpen={onOpen} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The free slots to choose from, as `<optgroup>`s per day. */
function SlotOptions({ availability }: { availability: ViewingAvailability }) {
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

function useAvailability(store: ViewingDeskConsoleStore, propertyId: string) {
  const [availability, setAvailability] = useState<ViewingAvailability | null | undefined>(undefined);
  useEffect(() => {
    store.api.availability(propertyId).then(setAvailability, () => setAvailability(null));
  }, [store, propertyId]);
  return availability;
}

function ViewingDialog({
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
  const started = Date.parse(viewing.start) <= Date.now();
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

function BookingDialog({
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

function RulesPanel({ store, propertyId }: { store: ViewingDeskConsoleStore; propertyId: string }) {
  const toasts = useToastActions();
  const [rules, setRules] = useState<DeskRulesView | null>(null);
  const [draft, setDraft] = useState<DeskRulesView | null>(null);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useUnsavedChanges(!!draft && !!rules && JSON.stringify(draft) !== JSON.stringify(rules) && !busy);

  useEffect(() => {
    store.api.rules(propertyId).then(
      (loaded) => {
        setRules(loaded);
        setDraft(loaded);
      },
      (error) => setProblem(message(error)),
    );
  }, [store, propertyId]);

  if (!draft) return problem ? <p role="alert">{problem}</p> : <p className="admin-loading">Loading…</p>;
  const change = (next: Partial<DeskRulesView>) => setDraft({ ...draft, ...next });
  const hours = (day: Weekday) => draft.openingHours[day] ?? [];
  const setHours = (day: Weekday, periods: readonly { open: string; close: string }[]) =>
    change({ openingHours: { ...draft.openingHours, [day]: periods } });
  const periods = draft.closedPeriods;
  const setPeriods = (next: readonly ClosedPeriod[]) => change({ closedPeriods: next });
  const num = (value: string) => (value === '' ? Number.NaN : Number(value));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const { propertyId: _p, feedIssued: _f, ...form } = draft;
      const saved = await store.api.saveRules(propertyId, form);
      if (saved.kind === 'saved') {
        setRules(saved.rules);
        setDraft(saved.rules);
        setErrors({});
        toasts.show('success', 'Saved. Visitors see the new times at once.');
      } else if (saved.kind === 'invalid') {
        setErrors(saved.fields);
        setProblem(saved.message);
      } else if (saved.kind === 'stale') {
        setRules(saved.current);
        setDraft(saved.current);
        setProblem(saved.message);
      } else setProblem(saved.message);
    } catch (error) {
      setProblem(message(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-card admin-form desk-rules" onSubmit={(e) => void submit(e)} noValidate>
      {problem && (
        <p role="alert" className="admin-alert admin-alert-error">
          {problem}
        </p>
      )}
      <fieldset className="desk-fieldset">
        <legend className="admin-section-title">Opening hours (London time)</legend>
        <table className="admin-table desk-hours">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Openings</th>
            </tr>
          </thead>
          <tbody>
            {weekdays.map((day) => (
              <tr key={day} className={errors[`openingHours.${day}`] ? 'desk-row-invalid' : undefined}>
                <th scope="row">{weekdayNames[day]}</th>
                <td>
                  {hours(day).length === 0 && <span className="admin-muted">Closed </span>}
                  {hours(day).map((period, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: openings are edited in place, by position
                    <span key={`${day}-${i}`} className="desk-period">
                      <label>
                        <span className="visually-hidden">
                          {weekdayNames[day]} opening {i + 1} from
                        </span>
                        <input
                          type="time"
                          value={period.open}
                          onChange={(e) =>
                            setHours(
                              day,
                              hours(day).map((p, j) => (j === i ? { ...p, open: e.target.value } : p)),
                            )
                          }
                        />
                      </label>
                      <span aria-hidden="true">–</span>
                      <label>
                        <span className="visually-hidden">
                          {weekdayNames[day]} opening {i + 1} until
                        </span>
                        <input
                          type="time"
                          value={period.close}
                          onChange={(e) =>
                            setHours(
                              day,
                              hours(day).map((p, j) => (j === i ? { ...p, close: e.target.value } : p)),
                            )
                          }
                        />
                      </label>
                      <button
                        type="button"
                        className="admin-button admin-button-small admin-button-danger-quiet"
                        onClick={() =>
                          setHours(
                            day,
                            hours(day).filter((_, j) => j !== i),
                          )
                        }
                      >
                        Remove
                        <span className="visually-hidden">
                          {' '}
                          {weekdayNames[day]} opening {i + 1}
                        </span>
                      </button>
                    </span>
                  ))}
                  <button
                    type="button"
                    className="admin-button admin-button-small"
                    onClick={() => setHours(day, [...hours(day), { open: '09:00', close: '17:00' }])}
                  >
                    Add opening<span className="visually-hidden"> on {weekdayNames[day]}</span>
                  </button>
                  {errors[`openingHours.${day}`] && <p className="admin-error">{errors[`openingHours.${day}`]}</p>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </fieldset>
      <div className="admin-form-row">
        <Field label="Slot length (minutes)" error={errors.slotMinutes}>
          {(c) => (
            <input
              {...c}
              type="number"
              min={5}
              max={240}
              value={draft.slotMinutes}
              onChange={(e) => change({ slotMinutes: num(e.target.value) })}
            />
          )}
        </Field>
        <Field label="Bookings per slot" error={errors.capacity}>
          {(c) => (
            <input
              {...c}
              type="number"
              min={1}
              max={50}
              value={draft.capacity}
              onChange={(e) => change({ capacity: num(e.target.value) })}
            />
          )}
        </Field>
        <Field
          label="Notice (minutes)"
          hint="How soon before a slot it can still be booked."
          error={errors.noticeMinutes}
        >
          {(c) => (
            <input
              {...c}
              type="number"
              min={0}
              value={draft.noticeMinutes}
              onChange={(e) => change({ noticeMinutes: num(e.target.value) })}
            />
          )}
        </Field>
        <Field label="Horizon (days ahead)" error={errors.horizonDays}>
          {(c) => (
            <input
              {...c}
              type="number"
              min={1}
              max={366}
              value={draft.horizonDays}
              onChange={(e) => change({ horizonDays: num(e.target.value) })}
            />
          )}
        </Field>
      </div>
      <fieldset className="desk-fieldset">
        <legend className="admin-label">Kinds of viewing</legend>
        {viewingKinds.map((k) => (
          <label key={k} className="admin-check">
            <input
              type="checkbox"
              checked={draft.kinds.includes(k)}
              onChange={(e) =>
                change({
                  kinds: e.target.checked
                    ? viewingKinds.filter((x) => x === k || draft.kinds.includes(x))
                    : draft.kinds.filter((x) => x !== k),
                })
              }
            />{' '}
            {kindLabels[k]}
          </label>
        ))}
        {errors.kinds && <p className="admin-error">{errors.kinds}</p>}
      </fieldset>
      <div className="admin-form-row">
        <Field label="Video-call link" hint="Sent with video-call bookings; https:// only." error={errors.videoCallUrl}>
          {(c) => (
            <input
              {...c}
              type="url"
              value={draft.videoCallUrl ?? ''}
              onChange={(e) => change({ videoCallUrl: e.target.value === '' ? null : e.target.value })}
            />
          )}
        </Field>
        <Field label="Staff e-mail" hint="Told of every booking, move and cancellation." error={errors.staffEmail}>
          {(c) => (
            <input
              {...c}
              type="email"
              value={draft.staffEmail}
              onChange={(e) => change({ staffEmail: e.target.value })}
            />
          )}
        </Field>
      </div>
      <fieldset className="desk-fieldset">
        <legend className="admin-section-title">Closed days and holidays</legend>
        {periods.length === 0 && <p className="admin-muted">None.</p>}
        <ul className="desk-closed">
          {periods.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: closed periods are edited in place, by position
            <li key={`closed-${i}`} className={errors[`closedPeriods.${i}`] ? 'desk-row-invalid' : undefined}>
              <label>
                From{' '}
                <input
                  type="date"
                  value={p.from}
                  onChange={(e) => setPeriods(periods.map((q, j) => (j === i ? { ...q, from: e.target.value } : q)))}
                />
              </label>{' '}
              <label>
                to{' '}
                <input
                  type="date"
                  value={p.to}
                  onChange={(e) => setPeriods(periods.map((q, j) => (j === i ? { ...q, to: e.target.value } : q)))}
                />
              </label>{' '}
              <button
                type="button"
                className="admin-button admin-button-small admin-button-danger-quiet"
                onClick={() => setPeriods(periods.filter((_, j) => j !== i))}
              >
                Remove<span className="visually-hidden"> closed period {i + 1}</span>
              </button>
              {errors[`closedPeriods.${i}`] && <p className="admin-error">{errors[`closedPeriods.${i}`]}</p>}
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="admin-button admin-button-small"
          onClick={() => setPeriods([...periods, { from: store.today(), to: store.today() }])}
        >
          Add closed days
        </button>
      </fieldset>
      <FormActions submitLabel="Save rules" busy={busy} busyLabel="Saving…" />
    </form>
  );
}

function FeedPanel({ store, propertyId }: { store: ViewingDeskConsoleStore; propertyId: string }) {
  const toasts = useToastActions();
  const [issued, setIssued] = useState<boolean | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<'issue' | 'revoke' | null>(null);
  useEffect(() => {
    store.api.rules(propertyId).then(
      (r) => setIssued(r.feedIssued),
      () => setIssued(false),
    );
  }, [store, propertyId]);

  const issue = async () => {
    setBusy(true);
    try {
      const outcome = await store.api.issueFeed(propertyId);
      if (outcome.kind === 'issued') {
        setUrl(outcome.url);
        setIssued(true);
      } else toasts.show('error', outcome.message);
    } catch (error) {
      toasts.show('error', message(error));
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };
  const revoke = async () => {
    setBusy(true);
    try {
      await store.api.revokeFeed(propertyId);
      setIssued(false);
      setUrl(null);
      toasts.show('success', 'The calendar feed link no longer works.');
    } catch (error) {
      toasts.show('error', message(error));
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  return (
    <section className="admin-card desk-feed" aria-labelledby="desk-feed-title">
      <h2 id="desk-feed-title" className="admin-section-title">
        Private calendar feed
      </h2>
      <p>
        Subscribe to this residence’s viewings from Google Calendar, Outlook or Apple Calendar. The link is a secret:
        anyone who has it sees the visitors’ names and party sizes (no e-mail addresses or phone numbers). Replace it if
        it leaks; the old link stops working at once.
      </p>
      {issued === null && <p className="admin-loading">Loading…</p>}
      {issued === false && !url && <p className="admin-muted">No link is live.</p>}
      {issued && !url && <p>A link is live. It is shown only once, when issued: replace it to see a new one.</p>}
      {url && (
        <Field label="Feed link (copy it now: it is not shown again)">
          {(c) => <input {...c} readOnly value={url} onFocus={(e) => e.target.select()} className="desk-feed-url" />}
        </Field>
      )}
      <div className="desk-actions">
        <button
          type="button"
          className="admin-button admin-button-primary"
          disabled={busy}
          onClick={() => (issued ? setConfirm('issue') : void issue())}
        >
          {issued ? 'Replace the link' : 'Create a link'}
        </button>
        {issued && (
          <button
            type="button"
            className="admin-button admin-button-danger-quiet"
            disabled={busy}
            onClick={() => setConfirm('revoke')}
          >
            Revoke the link
          </button>
        )}
      </div>
      {confirm && (
        <ConfirmDialog
          open
          title={confirm === 'issue' ? 'Replace the feed link?' : 'Revoke the feed link?'}
          confirmLabel={confirm === 'issue' ? 'Replace it' : 'Revoke it'}
          danger={confirm === 'revoke'}
          busy={busy}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void (confirm === 'issue' ? issue() : revoke())}
        >
          <p>Calendars subscribed to the current link stop getting viewings. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
