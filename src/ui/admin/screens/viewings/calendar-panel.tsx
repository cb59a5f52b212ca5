/** The viewings desk's calendar: a residence's day or week of viewings, in London time. */
import { useCallback, useEffect, useState } from 'react';
import type { ViewingDeskConsoleStore } from '../../../../application/viewings/viewing-desk-console.store';
import { viewingDayInWords } from '../../../../domain/viewings/viewing-time';
import type { DeskCalendar, DeskViewing } from '../../../../ports/viewing-desk.port';
import { PendingAnswer } from '../../components/console-resource';
import { DateStepper } from './date-stepper';
import { kindLabels, message, type Span, shortDay, statusLabels } from './desk-shared';
import { BookingDialog, ViewingDialog } from './viewing-dialogs';

export function CalendarPanel({ store, propertyId }: { store: ViewingDeskConsoleStore; propertyId: string }) {
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
          <DateStepper store={store} date={date} span={span} inputId="desk-date" onDate={setDate} />
          <button
            type="button"
            className="admin-button admin-button-small admin-button-primary"
            onClick={() => setBooking(true)}
          >
            Book for a caller
          </button>
        </div>
      </div>
      <PendingAnswer failed={failed} answered={Boolean(calendar)} />
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

export function ViewingButton({ viewing, onOpen }: { viewing: DeskViewing; onOpen: (v: DeskViewing) => void }) {
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
