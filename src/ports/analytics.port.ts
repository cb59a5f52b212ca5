import type { AnalyticsEvent } from '../domain/analytics/analytics-event';
import type { WebVitalsSource } from './web-vitals.port';

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

/**
 * Where the analytics client comes from, once the visitor allowed it: its code (and the web
 * vitals' and replay's) is fetched only then, and what it left on the device can be cleared by a
 * page that never loaded it.
 */
export interface AnalyticsLoader {
  /** Loads and starts the analytics client, with the settings the site was built with. */
  start(): Promise<Analytics>;
  /** Loads the web vitals' source. */
  webVitals(): Promise<WebVitalsSource>;
  /** Removes what an analytics client left on the device (also one from an earlier page). */
  forgetDevice(): Promise<void>;
}
