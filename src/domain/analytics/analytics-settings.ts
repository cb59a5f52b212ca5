/** The analytics client's constants (spec sections 7 and 9) and the rule for when replay may run. */

/** Automatic page views are tracked under this name, on every client-side route change too. */
export const PAGE_VIEW_EVENT = 'page_viewed';
export const ANALYTICS_FLUSH_INTERVAL_MS = 10_000;
export const ANALYTICS_QUEUE_SIZE = 200;
export const ANALYTICS_MAX_RETRIES = 12;

/** Without a provider, events go to the site's own ingestion endpoint under this key. */
export const FIRST_PARTY_API_KEY = 'digs-first-party';
export const FIRST_PARTY_UPLOAD_PATH = '/api/analytics/2/httpapi';

/** The spec's replay defaults; privacy ones are fixed, rate and debug are configurable. */
export const REPLAY_DEFAULTS = {
  sampleRate: 1,
  debugMode: true,
  maskAllInputs: true,
  recordCanvas: false,
  blockSelector: '.amp-block',
  interactionMinIntervalMs: 30_000,
  interactionMaxIntervalMs: 60_000,
} as const;

export interface ReplaySettings {
  enabled: boolean;
  /** 0-1: the share of sessions recorded. */
  sampleRate: number;
  debugMode: boolean;
}

export interface AnalyticsSettings {
  apiKey: string;
  /** Where batches are posted: the site's own path, or a provider's absolute URL. */
  serverUrl: string;
  replay: ReplaySettings;
}

/** An Amplitude address (https, amplitude.com or a subdomain): the only place replay can send to. */
export function isProviderUrl(url: string): boolean {
  return /^https:\/\/([a-z0-9-]+\.)*amplitude\.com(?::\d+)?(?:[/?#]|$)/i.test(url);
}

/**
 * Replay records to the provider's servers only (its plugin cannot send elsewhere), so it runs
 * when configured on, with a rate above zero, and analytics itself goes to a provider.
 */
export function replayAvailable(settings: AnalyticsSettings): boolean {
  return settings.replay.enabled && settings.replay.sampleRate > 0 && isProviderUrl(settings.serverUrl);
}

/** A sample rate from configuration text: a number in 0-1, else the spec's default. */
export function parseSampleRate(text: string | undefined): number {
  const rate = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isFinite(rate) && rate >= 0 && rate <= 1
    ? rate
    : REPLAY_DEFAULTS.sampleRate;
}
