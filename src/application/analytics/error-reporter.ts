import type { AnalyticsEvent } from '../../domain/analytics/analytics-event';
import { CHUNK_RELOAD_WARNING } from '../../domain/analytics/chunk-load';
import { type DeadClick, deadClickEvent } from '../../domain/analytics/dead-click';
import {
  type ErrorReport,
  errorEventProperties,
  JS_ERROR_EVENT,
  type JsErrorProperties,
  rejectionEventProperties,
} from '../../domain/analytics/js-error';
import { shouldReloadToRecover } from '../../domain/analytics/recovery-reload';
import type { Clock } from '../../ports/clock.port';
import type { PageReload } from '../../ports/page-reload.port';

/** At most this many errors wait for the visitor's decision; later ones are dropped. */
export const PENDING_ERRORS_LIMIT = 20;

/**
 * Turns the page's uncaught errors into js_error events and recovers from outdated chunks. It runs
 * from the first script (recovery is functional, not analytics), so it holds errors in memory
 * until the visitor decides: `connect` hands them to analytics, `disconnect` drops them and
 * everything after, until analytics is allowed again. The presses the page held until the app took
 * it over (dead clicks, ADR 089) are known before any decision too, and wait with the errors.
 */
export class ErrorReporter {
  private pending: AnalyticsEvent[] = [];
  private sink: ((event: AnalyticsEvent) => void) | null = null;
  private refused = false;

  constructor(
    private readonly clock: Clock,
    private readonly page: PageReload,
  ) {}

  error(report: ErrorReport): void {
    this.report(errorEventProperties(report));
  }

  rejection(reason: unknown): void {
    this.report(rejectionEventProperties(reason));
  }

  /** Presses held until the app could act on them (replayed or lost), each one a dead_click event. */
  deadClicks(clicks: readonly DeadClick[]): void {
    for (const click of clicks) this.send(deadClickEvent(click));
  }

  /** Analytics allowed: what waited goes first, then each error as it happens. */
  connect(sink: (event: AnalyticsEvent) => void): void {
    this.sink = sink;
    this.refused = false;
    const waiting = this.pending;
    this.pending = [];
    for (const event of waiting) sink(event);
  }

  /** Analytics refused or withdrawn: nothing is kept or sent. */
  disconnect(): void {
    this.sink = null;
    this.refused = true;
    this.pending = [];
  }

  /** How many errors wait for a decision. */
  waiting(): number {
    return this.pending.length;
  }

  private report(properties: JsErrorProperties): void {
    this.send({ eventType: JS_ERROR_EVENT, properties });
    if (properties.is_chunk_load_error) this.recover();
  }

  private send(event: AnalyticsEvent): void {
    if (this.sink) this.sink(event);
    else if (!this.refused && this.pending.length < PENDING_ERRORS_LIMIT) this.pending.push(event);
  }

  private recover(): void {
    const now = this.clock.now();
    if (shouldReloadToRecover(now, this.page.lastReloadAt())) this.page.reload(now, CHUNK_RELOAD_WARNING);
  }
}
