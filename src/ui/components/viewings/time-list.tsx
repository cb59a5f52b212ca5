import type { Slot } from '../../../domain/viewings/viewing';
import { dayShort, dayWithoutYear } from './viewing-format';

/**
 * Free times as buttons ("09:30"; "1 place left" when only one is). With `withDay` each also
 * names its day (the alternatives offered after a time filled up may be on other days).
 */
export function TimeList({
  slots,
  selected,
  onChoose,
  label,
  withDay = false,
}: {
  slots: readonly Slot[];
  selected: string | null;
  onChoose: (slot: Slot) => void;
  /** What the list is, for screen readers ("Times on Monday 23 November"). */
  label: string;
  withDay?: boolean;
}) {
  return (
    <ul className={`viewing-times${withDay ? ' with-day' : ''}`} aria-label={label}>
      {slots.map((slot) => {
        const last = slot.remaining === 1;
        return (
          <li key={slot.start}>
            <button
              type="button"
              className="viewing-time"
              aria-pressed={selected === slot.start}
              aria-label={`${withDay ? `${dayWithoutYear(slot.date)}, ` : ''}${slot.time}${last ? ', 1 place left' : ''}`}
              onClick={() => onChoose(slot)}
            >
              {withDay && (
                <span className="viewing-time-day" aria-hidden="true">
                  {dayShort(slot.date)}
                </span>
              )}
              <span className="viewing-time-clock" aria-hidden="true">
                {slot.time}
              </span>
              {last && (
                <span className="viewing-time-note" aria-hidden="true">
                  1 place left
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
