import {
  type AnalyticsSettings,
  FIRST_PARTY_API_KEY,
  FIRST_PARTY_UPLOAD_PATH,
  parseSampleRate,
  REPLAY_DEFAULTS,
} from '../domain/analytics/analytics-settings';

// Build-time settings (build.mjs `define`, from the environment when the site is built); absent in tests.
declare const __ANALYTICS_API_KEY__: string | undefined;
declare const __ANALYTICS_SERVER_URL__: string | undefined;
declare const __REPLAY_ENABLED__: string | undefined;
declare const __REPLAY_SAMPLE_RATE__: string | undefined;
declare const __REPLAY_DEBUG__: string | undefined;

const flag = (text: string | undefined, fallback: boolean) =>
  text === undefined || text.trim() === '' ? fallback : !/^(false|0|no|off)$/i.test(text.trim());

/** The analytics client's settings: the first-party endpoint and the spec's replay defaults unless built otherwise. */
export function analyticsSettings(): AnalyticsSettings {
  return {
    apiKey: (typeof __ANALYTICS_API_KEY__ === 'string' && __ANALYTICS_API_KEY__) || FIRST_PARTY_API_KEY,
    serverUrl: (typeof __ANALYTICS_SERVER_URL__ === 'string' && __ANALYTICS_SERVER_URL__) || FIRST_PARTY_UPLOAD_PATH,
    replay: {
      enabled: flag(typeof __REPLAY_ENABLED__ === 'string' ? __REPLAY_ENABLED__ : undefined, true),
      sampleRate: parseSampleRate(typeof __REPLAY_SAMPLE_RATE__ === 'string' ? __REPLAY_SAMPLE_RATE__ : undefined),
      debugMode: flag(typeof __REPLAY_DEBUG__ === 'string' ? __REPLAY_DEBUG__ : undefined, REPLAY_DEFAULTS.debugMode),
    },
  };
}
