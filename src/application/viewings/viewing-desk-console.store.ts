import { londonDate } from '../../domain/shared/london-date';
import { addDays } from '../../domain/shared/london-time';
import { weekOf } from '../../domain/viewings/viewing-desk';
import type { Clock } from '../../ports/clock.port';
import type { ViewingDeskConsole } from '../../ports/viewing-desk-console.port';

/**
 * The console's viewings desk for its screen (issue 19 item 2): the API's calls, and the calendar's
 * London dates (today, the day or week before and after). It holds no state; the screen keeps
 * what it shows.
 */
export class ViewingDeskConsoleStore {
  constructor(
    readonly api: ViewingDeskConsole,
    private readonly clock: Clock,
  ) {}

  /** The clock's instant (epoch ms): a viewing that starts at or before it has started. */
  now(): number {
    return this.clock.now();
  }

  /** Today's London date. */
  today(): string {
    return londonDate(this.clock.now());
  }

  /** The date a step back (-1) or on (+1) shows: a day, or a week (Mondays). */
  step(date: string, span: 'day' | 'week', by: -1 | 1): string {
    return span === 'day' ? addDays(date, by) : addDays(weekOf(date)[0] as string, 7 * by);
  }
}
