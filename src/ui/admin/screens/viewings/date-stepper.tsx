/** The viewings desk's way through time: previous, today, next (by a day or a week) and a date to go to. */
import type { ViewingDeskConsoleStore } from '../../../../application/viewings/viewing-desk-console.store';
import type { Span } from './desk-shared';

export function DateStepper({
  store,
  date,
  span,
  inputId,
  onDate,
}: {
  store: ViewingDeskConsoleStore;
  date: string;
  span: Span;
  /** The date input's id (each panel has its own). */
  inputId: string;
  onDate: (date: string) => void;
}) {
  return (
    <>
      <button
        type="button"
        className="admin-button admin-button-small"
        onClick={() => onDate(store.step(date, span, -1))}
      >
        <span aria-hidden="true">← </span>
        {span === 'day' ? 'Previous day' : 'Previous week'}
      </button>
      <button type="button" className="admin-button admin-button-small" onClick={() => onDate(store.today())}>
        Today
      </button>
      <button
        type="button"
        className="admin-button admin-button-small"
        onClick={() => onDate(store.step(date, span, 1))}
      >
        {span === 'day' ? 'Next day' : 'Next week'}
        <span aria-hidden="true"> →</span>
      </button>
      <label className="visually-hidden" htmlFor={inputId}>
        Go to date
      </label>
      <input
        id={inputId}
        type="date"
        value={date}
        onChange={(event) => event.target.value && onDate(event.target.value)}
      />
    </>
  );
}
