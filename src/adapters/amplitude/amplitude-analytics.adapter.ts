import { createInstance, type Types } from '@amplitude/analytics-browser';
import type { AnalyticsEvent } from '../../domain/analytics/analytics-event';
import {
  ANALYTICS_FLUSH_INTERVAL_MS,
  ANALYTICS_MAX_RETRIES,
  ANALYTICS_QUEUE_SIZE,
  type AnalyticsSettings,
  PAGE_VIEW_EVENT,
  replayAvailable,
} from '../../domain/analytics/analytics-settings';
import { EVENT_DATE_PROPERTY, londonEventDate } from '../../domain/analytics/event-date';
import { safeAddress } from '../../domain/analytics/safe-address';
import type { Analytics, PageSeen } from '../../ports/analytics.port';
import { forgetAnalyticsDevice } from './amplitude-device-data';
import { ClassifyingTransport } from './classifying-transport';

type Client = ReturnType<typeof createInstance>;

/** The SDK's page view plugin, added by init when page views are on. */
const PAGE_VIEW_PLUGIN = '@amplitude/plugin-page-view-tracking-browser';
type Config = Types.BrowserConfig;

/** A storage that keeps nothing: what the SDK writes after withdrawal goes nowhere. */
const nowhere = {
  isEnabled: async () => true,
  get: async () => undefined,
  getRaw: async () => undefined,
  set: async () => {},
  remove: async () => {},
  reset: async () => {},
};

/** The page view plugin's properties that hold an address (the full location carries its query). */
const ADDRESS_PROPERTIES = ['[Amplitude] Page Location', '[Amplitude] Page URL', '[Amplitude] Page Referrer'];

/**
 * The local date and time of the event, in the spec's format; and addresses cut to what analytics
 * may keep (no manage-link token, referral code or typed text: `safeAddress`).
 */
const eventDatePlugin: Types.EnrichmentPlugin = {
  name: 'digs-event-date',
  type: 'enrichment',
  async execute(event) {
    const at = event.time ?? Date.now();
    const properties: Record<string, unknown> = { ...event.event_properties };
    for (const key of ADDRESS_PROPERTIES) {
      const value = properties[key];
      if (typeof value === 'string') properties[key] = safeAddress(value);
    }
    event.event_properties = {
      ...properties,
      [EVENT_DATE_PROPERTY]: londonEventDate(at),
    };
    return event;
  },
};

/**
 * Analytics on @amplitude/analytics-browser, loaded only after consent. It sends to the site's
 * own endpoint unless a provider's URL is configured; nothing else goes anywhere: no remote
 * configuration, no diagnostics, no attribution, no autocapture but page views (`page_viewed`,
 * also on every history change) and sessions.
 */
export class AmplitudeAnalytics implements Analytics {
  private replay: Types.EnrichmentPlugin | null = null;
  private replayName: string | null = null;

  private constructor(
    private readonly client: Client,
    private readonly config: Config,
    private readonly transport: ClassifyingTransport,
    private readonly settings: AnalyticsSettings,
    private readonly win: Window,
  ) {}

  static async start(settings: AnalyticsSettings, win: Window, landing?: PageSeen): Promise<AmplitudeAnalytics> {
    const client = createInstance();
    const transport = new ClassifyingTransport((input, init) => win.fetch(input, init));
    let config: Config | null = null;
    // The SDK takes no transport object in its options; a plugin is handed the live configuration.
    await client.add({
      name: 'digs-upload',
      type: 'before',
      async setup(live: Config) {
        config = live;
        live.transportProvider = transport;
      },
      async execute(event: Types.Event) {
        return event;
      },
    }).promise;
    await client.add(eventDatePlugin).promise;
    await client.init(settings.apiKey, {
      serverUrl: new URL(settings.serverUrl, win.location.origin).href,
      flushIntervalMillis: ANALYTICS_FLUSH_INTERVAL_MS,
      flushQueueSize: ANALYTICS_QUEUE_SIZE,
      flushMaxRetries: ANALYTICS_MAX_RETRIES,
      identityStorage: 'localStorage',
      fetchRemoteConfig: false,
      remoteConfig: { fetchRemoteConfig: false },
      enableDiagnostics: false,
      // No online/offline listener that could restart sending after withdrawal.
      offline: null,
      autocapture: {
        attribution: false,
        pageViews: { eventType: PAGE_VIEW_EVENT, trackHistoryChanges: 'all' },
        sessions: true,
        formInteractions: false,
        fileDownloads: false,
        elementInteractions: false,
        frustrationInteractions: false,
        networkTracking: false,
        webVitals: false,
        performanceTracking: false,
        pageUrlEnrichment: false,
      },
    }).promise;
    if (!config) throw new Error('Amplitude did not set up the upload plugin');
    // The client counted the page it started on; the page analytics were allowed on comes first.
    if (landing && landing.href !== win.location.href) {
      const url = new URL(landing.href);
      void client.track(
        PAGE_VIEW_EVENT,
        {
          '[Amplitude] Page Domain': url.hostname,
          '[Amplitude] Page Location': landing.href,
          '[Amplitude] Page Path': decodeURI(url.pathname),
          '[Amplitude] Page Title': landing.title,
          '[Amplitude] Page URL': landing.href.split('?')[0],
        },
        { time: landing.at },
      );
    }
    return new AmplitudeAnalytics(client, config, transport, settings, win);
  }

  track(event: AnalyticsEvent): void {
    void this.client.track(event.eventType, { ...event.properties });
  }

  async setReplay(on: boolean): Promise<void> {
    const wanted = on && replayAvailable(this.settings);
    if (wanted && !this.replay) {
      const { replayPlugin } = await import('../session-replay/session-replay.adapter');
      this.replay = replayPlugin(this.settings.replay);
      this.replayName = this.replay.name ?? null;
      await this.client.add(this.replay).promise;
    } else if (!wanted && this.replay) {
      if (this.replayName) await this.client.remove(this.replayName).promise;
      this.replay = null;
    }
  }

  async stop(): Promise<void> {
    await this.setReplay(false);
    this.transport.close();
    this.client.setOptOut(true);
    // Its history hook would otherwise go on writing the page view id to sessionStorage.
    await this.client.remove(PAGE_VIEW_PLUGIN).promise;
    // A batch still waiting is neither sent (offline) nor written back to the device.
    this.config.offline = true;
    this.config.storageProvider = nowhere;
    this.config.cookieStorage = nowhere;
    forgetAnalyticsDevice(this.win, this.settings.apiKey);
  }
}
