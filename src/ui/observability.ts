import type { Observable } from 'rxjs';
import { forgetAnalyticsDevice } from '../adapters/amplitude/amplitude-device-data';
import type { ErrorReporter } from '../application/analytics/error-reporter';
import type { AnalyticsSettings } from '../domain/analytics/analytics-settings';
import { webVitalEvent } from '../domain/analytics/web-vitals-event';
import type { ConsentDecision } from '../domain/consent/consent';
import type { Analytics } from '../ports/analytics.port';
import type { WebVitalsSource } from '../ports/web-vitals.port';
import { analyticsSettings } from './analytics-config';

export interface ObservabilityParts {
  consent: { readonly choice$: Observable<ConsentDecision | null> };
  errors: ErrorReporter;
  settings: AnalyticsSettings;
  loadAnalytics(settings: AnalyticsSettings): Promise<Analytics>;
  loadWebVitals(): Promise<WebVitalsSource>;
  /** Removes what an analytics client left on the device (also one from an earlier page). */
  forgetDevice(): void;
}

/**
 * Follows the visitor's consent: on analytics, loads the client (its code, the web-vitals code and
 * the replay code are separate chunks, fetched only then), hands it the errors held since the page
 * started and every web vital and error after; on refusal or withdrawal, drops the errors, stops
 * the client and clears what it kept. Replay follows its own consent, on top of analytics.
 * Decisions are applied one after another, so a quick accept-withdraw cannot interleave.
 */
export function connectObservability(parts: ObservabilityParts): () => void {
  let loading: Promise<Analytics> | null = null;
  let client: Analytics | null = null;
  let vitalsStarted = false;
  let applying = Promise.resolve();

  async function allow(replay: boolean) {
    loading ??= parts.loadAnalytics(parts.settings);
    const current = await loading;
    client = current;
    parts.errors.connect((event) => current.track(event));
    if (!vitalsStarted) {
      vitalsStarted = true;
      (await parts.loadWebVitals()).listen((sample) => client?.track(webVitalEvent(sample)));
    }
    await current.setReplay(replay);
  }

  async function refuse() {
    parts.errors.disconnect();
    client = null;
    const stopping = loading;
    loading = null;
    if (stopping) await (await stopping).stop();
    parts.forgetDevice();
  }

  function apply(choice: ConsentDecision | null): Promise<void> {
    // Undecided: errors wait in memory. A decision that vanished (storage cleared, perhaps in another
    // tab) is no consent: whatever was running stops and forgets, as on withdrawal.
    if (choice === null) return loading ? refuse() : Promise.resolve();
    return choice.analytics ? allow(choice.replay) : refuse();
  }

  const subscription = parts.consent.choice$.subscribe((choice) => {
    applying = applying
      .then(() => apply(choice))
      .catch((error: unknown) => {
        // A chunk that did not load is tried again on the next decision; nothing is reported
        // (an analytics failure must not become an analytics event).
        loading = null;
        console.warn('Analytics could not start', error);
      });
  });
  return () => subscription.unsubscribe();
}

/** Wires the real adapters, after the app has rendered. */
export function startObservability(consent: ObservabilityParts['consent'], errors: ErrorReporter): () => void {
  const settings = analyticsSettings();
  return connectObservability({
    consent,
    errors,
    settings,
    loadAnalytics: (s) =>
      import('../adapters/amplitude/amplitude-analytics.adapter').then((m) => m.AmplitudeAnalytics.start(s, window)),
    loadWebVitals: () => import('../adapters/web-vitals/web-vitals.adapter').then((m) => new m.WebVitalsAdapter()),
    forgetDevice: () => forgetAnalyticsDevice(window, settings.apiKey),
  });
}
