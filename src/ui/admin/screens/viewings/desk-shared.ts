/** What the viewings desk's panels share: labels, the short day, an error's words. */
import type { ViewingKind } from '../../../../domain/viewings/viewing';
import type { DeskViewing } from '../../../../ports/viewing-desk.port';

export type Tab = 'calendar' | 'rules' | 'feed';
export type Span = 'day' | 'week';

export const kindLabels: Readonly<Record<ViewingKind, string>> = {
  'in-person': 'In person',
  'video-call': 'Video call',
};
export const statusLabels: Readonly<Record<DeskViewing['status'], string>> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  attended: 'Attended',
  no_show: 'No-show',
};
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/** "Mon 26 Oct" for a London date. */
export function shortDay(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

export const message = (error: unknown) => (error instanceof Error ? error.message : 'Please try again.');
