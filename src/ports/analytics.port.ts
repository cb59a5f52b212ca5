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
/** The page a visitor was on when they allowed analytics, and when. */
export interface PageSeen {
  readonly href: string;
  readonly title: string;
  readonly at: number;
}

export interface AnalyticsLoader {
  /**
   * Loads and starts the analytics client, with the settings the site was built with. The client
   * counts the page it starts on; `landing`, when the visitor has moved on from it while the code
   * loaded, is counted first (at its own time), so a quick first click does not lose it.
   */
  start(landing?: PageSeen): Promise<Analytics>;
  /** Loads the web vitals' source. */
  webVitals(): Promise<WebVitalsSource>;
  /** Removes what an analytics client left on the device (also one from an earlier page). */
  forgetDevice(): Promise<void>;
}
