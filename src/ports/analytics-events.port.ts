import type { AnalyticsEvent } from '../domain/analytics-ingestion/analytics-event';
import { type Token, token } from './token';

/**
 * Where first-party analytics events are kept. Uploads arrive in batches (up to 2000 events), so
 * they are stored in bulk; an event whose insert_id is already kept (a client's retry, or a copy
 * within the batch) is skipped, as Amplitude deduplicates; events without an insert_id are always kept.
 */
export interface AnalyticsEvents {
  /** Stores the events all together or not at all; resolves to how many were new. */
  store(events: readonly AnalyticsEvent[]): Promise<number>;
  /**
   * Events that happened in [fromMs, toMs) (by their own time), oldest first, for the report;
   * only those of the given types when `eventTypes` is given.
   */
  between(fromMs: number, toMs: number, eventTypes?: readonly string[]): Promise<AnalyticsEvent[]>;
}

export const ANALYTICS_EVENTS: Token<AnalyticsEvents> = token<AnalyticsEvents>('AnalyticsEvents');
