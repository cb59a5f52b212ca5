import { type FormEvent, type RefObject, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { ManageViewingStore } from '../../../application/viewings/manage-viewing.store';
import type { Slot, ViewingKind } from '../../../domain/viewings/viewing';
import type { ViewingDetail } from '../../../domain/viewings/viewing-outcomes';
import { useStream } from '../../hooks/use-stream';
import { KindOptions } from './booking-step';
import { DayGrid } from './day-grid';
import { TimeList } from './time-list';
import { dayWithoutYear, timeRange } from './viewing-format';

/**
 * Change time: the property's free times (asked for when the panel opens), the same day and
 * time pickers as booking, and "Move my viewing". A time that filled meanwhile shows the server's
 * message and the nearest free times instead.
 */
export function MovePanel({
  viewing,
  store,
  cancelHref,
  headingRef,
  onMoved,
}: {
  viewing: ViewingDetail;
  store: ManageViewingStore;
  /** Where "Keep my current time" goes. */
  cancelHref: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onMoved: () => void;
}) {
  const { times: availability, moving: sending, moveProblem: problem } = useStream(store.state$, store.state);
  const [kind, setKind] = useState<ViewingKind>(viewing.kind);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);

  useEffect(() => {
    void store.loadTimes();
  }, [store]);

  const chooseSlot = (chosen: Slot) => {
    setDate(chosen.date);
    setSlot(chosen);
    store.clearMoveProblem();
  };
  const unchanged = slot === null ? kind === viewing.kind : slot.start === viewing.start && kind === viewing.kind;
  // A change of kind alone keeps the time.
  const start = slot?.start ?? viewing.start;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || unchanged) return;
    const outcome = await store.move({ kind, start });
    if (outcome === 'moved') return onMoved();
    // The time filled meanwhile: choose again, from the times as they are now.
    if (outcome === 'taken') setSlot(null);
  }

  const day = availability.status === 'ready' ? availability.value.days.find((d) => d.date === date) : undefined;
  const buttonLabel = slot
    ? `Move my viewing to ${dayWithoutYear(slot.date)}, ${slot.time}`
    : kind !== viewing.kind
      ? `Change to ${kind === 'video-call' ? 'a video call' : 'an in-person tour'}`
      : 'Move my viewing';

  return (
    <section className="viewing-panel" aria-labelledby="viewing-move-title">
      <h2 id="viewing-move-title" ref={headingRef} tabIndex={-1}>
        Choose a new time
      </h2>
      <p className="form-hint">
        Your viewing is now {dayWithoutYear(viewing.date)}, {timeRange(viewing.start, viewing.end)}. It stays as it is
        until you confirm the new time.
      </p>
      {(availability.status === 'loading' || availability.status === 'idle') && (
        <p role="status">Finding free times…</p>
      )}
      {availability.status === 'error' && (
        <p className="notice notice-error" role="alert">
          We could not load the free times. {availability.message}
        </p>
      )}
      {availability.status === 'ready' && (
        <form noValidate onSubmit={(e) => void submit(e)} className="form-stack" aria-labelledby="viewing-move-title">
          {problem && (
            <div className="notice viewing-taken" role="alert">
              <p className="viewing-taken-message">{problem.message}</p>
              {problem.alternatives.length > 0 && (
                <TimeList
                  slots={problem.alternatives}
                  selected={null}
                  onChoose={chooseSlot}
                  label="The nearest free times"
                  withDay
                />
              )}
            </div>
          )}
          {availability.value.kinds.length > 1 && (
            <fieldset className="form-fieldset">
              <legend className="form-label">How would you like to see it?</legend>
              <KindOptions kinds={availability.value.kinds} selected={kind} onChoose={setKind} name="move-kind" />
            </fieldset>
          )}
          <div className="form-field">
            <p className="form-label" id="viewing-move-day">
              Day
            </p>
            <DayGrid
              days={availability.value.days}
              selected={date}
              idPrefix="move"
              onChoose={(d) => {
                setDate(d);
                setSlot(null);
              }}
            />
          </div>
          {day && (
            <div className="form-field">
              <p className="form-label">Time on {dayWithoutYear(day.date)}</p>
              <TimeList
                slots={day.slots}
                selected={slot?.start ?? null}
                onChoose={chooseSlot}
                label={`Times on ${dayWithoutYear(day.date)}`}
              />
            </div>
          )}
          <div className="form-actions">
            <button type="submit" className="button form-submit" disabled={sending || unchanged}>
              {sending ? 'Moving your viewing…' : buttonLabel}
            </button>
            <Link href={cancelHref} className="form-back">
              Keep my current time
            </Link>
          </div>
        </form>
      )}
    </section>
  );
}
