import type { AnalyticsEvent } from '../domain/analytics/analytics-event';

/**
 * The analytics client once the visitor allowed it: events go out in batches; page views are
 * tracked by the client itself on every address change.
 */
export interface Analytics {
  track(event: AnalyticsEvent): void;
  /** Session replay on or off (only after replay consent, and only where configured). */
  setReplay(on: boolean): Promise<void>;
  /** Consent withdrawn: sends nothing more and removes what the client kept on the device. */
  stop(): Promise<void>;
}
