import type { AnalyticsSettings } from '../../domain/analytics/analytics-settings';
import type { Analytics, AnalyticsLoader, PageSeen } from '../../ports/analytics.port';
import type { WebVitalsSource } from '../../ports/web-vitals.port';
import { forgetAnalyticsDevice } from './amplitude-device-data';

/**
 * The Amplitude client (with its session replay plugin) and the web-vitals library, each a chunk of
 * its own that is fetched only when the visitor's consent asks for it.
 */
export class AmplitudeLoader implements AnalyticsLoader {
  constructor(
    private readonly settings: AnalyticsSettings,
    private readonly win: Window,
  ) {}

  start(landing?: PageSeen): Promise<Analytics> {
    return import('./amplitude-analytics.adapter').then((m) =>
      m.AmplitudeAnalytics.start(this.settings, this.win, landing),
    );
  }

  webVitals(): Promise<WebVitalsSource> {
    return import('../web-vitals/web-vitals.adapter').then((m) => new m.WebVitalsAdapter());
  }

  async forgetDevice(): Promise<void> {
    forgetAnalyticsDevice(this.win, this.settings.apiKey);
  }
}
