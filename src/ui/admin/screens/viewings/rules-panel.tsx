/** The viewings desk's rules: opening hours, slots, closed days, notice, horizon, the video-call link. */
import { type FormEvent, useEffect, useState } from 'react';
import type { ViewingDeskConsoleStore } from '../../../../application/viewings/viewing-desk-console.store';
import { viewingKinds, type Weekday } from '../../../../domain/viewings/viewing';
import { type ClosedPeriod, weekdayNames } from '../../../../domain/viewings/viewing-desk';
import type { DeskRulesView } from '../../../../ports/viewing-desk.port';
import { useToastActions } from '../../components/admin-services';
import { Field } from '../../components/field';
import { FormActions } from '../../components/form-actions';
import { useUnsavedChanges } from '../../components/use-unsaved-changes';
import { kindLabels, message, weekdays } from './desk-shared';

export function RulesPanel({ store, propertyId }: { store: ViewingDeskConsoleStore; propertyId: string }) {
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
