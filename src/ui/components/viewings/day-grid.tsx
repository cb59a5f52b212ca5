import type { ViewingDay } from '../../../domain/viewings/viewing';
import { dayOfMonth, dayShort, dayWithoutYear, weekRange, weeksOf } from './viewing-format';

const statusNotes: Readonly<Record<Exclude<ViewingDay['status'], 'open'>, string>> = {
  full: 'Full',
  closed: 'Closed',
};

const timesNote = (n: number) => `${n} time${n === 1 ? '' : 's'}`;

/**
 * The booking window as a calendar, a row per week (Monday first): a day with free times is a
 * button showing how many; a full or closed day says so and cannot be chosen.
 */
export function DayGrid({
  days,
  selected,
  onChoose,
  idPrefix,
}: {
  days: readonly ViewingDay[];
  selected: string | null;
  onChoose: (date: string) => void;
  /** Makes the week titles' ids unique on the page. */
  idPrefix: string;
}) {
  return (
    <div className="viewing-calendar">
      {weeksOf(days).map((week) => {
        const titleId = `${idPrefix}-week-${week.monday}`;
        return (
          <section key={week.monday} className="viewing-week" aria-labelledby={titleId}>
            <h3 id={titleId} className="viewing-week-title">
              {weekRange(week.monday, week.sunday)}
            </h3>
            <ul className="viewing-week-days">
              {week.days.map(({ date, day }) => {
                if (!day) return <li key={date} className="viewing-day-blank" aria-hidden="true" />;
                const [weekday] = dayShort(day.date).split(' ');
                const open = day.status === 'open' && day.slots.length > 0;
                const note = open
                  ? timesNote(day.slots.length)
                  : statusNotes[day.status === 'open' ? 'full' : day.status];
                const face = (
                  <>
                    <span className="viewing-day-name" aria-hidden="true">
                      {weekday}
                    </span>
                    <span className="viewing-day-number" aria-hidden="true">
                      {dayOfMonth(day.date)}
                    </span>
                    <span className="viewing-day-note" aria-hidden="true">
                      {open ? (
                        <>
                          <span className="viewing-day-count">{note}</span>
                          <span className="viewing-day-open">Open</span>
                        </>
                      ) : (
                        note
                      )}
                    </span>
                  </>
                );
                return (
                  <li key={day.date}>
                    {open ? (
                      <button
                        type="button"
                        className="viewing-day is-open"
                        aria-pressed={selected === day.date}
                        aria-label={`${dayWithoutYear(day.date)}: ${timesNote(day.slots.length)} free`}
                        onClick={() => onChoose(day.date)}
                      >
                        {face}
                      </button>
                    ) : (
                      <span className={`viewing-day is-${day.status === 'open' ? 'full' : day.status}`}>
                        {face}
                        <span className="visually-hidden">
                          {dayWithoutYear(day.date)}: {note.toLowerCase()}
                        </span>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
