import { type AddressBudgetSettings, addressWait } from '../../domain/analytics-ingestion/address-budget';
import { isBot } from '../../domain/analytics-ingestion/bot-user-agents';
import {
  defaultThrottle,
  senderCounts,
  type ThrottleSettings,
  throttledSenders,
} from '../../domain/analytics-ingestion/device-throttle';
import type { IngestOutcome } from '../../domain/analytics-ingestion/ingest-outcome';
import { readUpload } from '../../domain/analytics-ingestion/upload';
import { windowOf } from '../../domain/analytics-ingestion/window-counts';
import type { AnalyticsEvents } from '../../ports/analytics-events.port';
import type { Clock } from '../../ports/clock.port';
import type { WindowCounters } from '../../ports/window-counters.port';

/** Addresses counted per minute for the address budget; one new to a full minute waits for the next. */
const maxAddressesPerMinute = 50_000;
/** The WindowCounters' names for the two counts. */
const addressCounter = 'analytics-address';
const deviceCounter = 'analytics-device';

export interface IngestUploadSettings {
  /** The key uploads must carry. */
  readonly apiKey: string;
  /** Events accepted per address per minute, whatever devices they name. */
  readonly eventsPerMinute: number;
  /** Events per device; Amplitude's 30 a second by default. */
  readonly throttle?: ThrottleSettings;
}

/** One upload as it arrived: its parsed JSON body, the sender's address and user agent. */
export interface Upload {
  readonly body: unknown;
  readonly address: string;
  readonly userAgent: string;
}

/**
 * Taking one first-party analytics upload (ADR 022): read it as Amplitude's HTTP V2 format, let a
 * crawler's pass without keeping it, check the address's budget and then each device's rate, and
 * store it. An upload refused by a rule costs nothing, so the client's resend is counted once.
 * The counts live behind the WindowCounters port: this process's, or a Redis all servers share.
 */
export class IngestUpload {
  private readonly throttle: ThrottleSettings;
  private readonly budget: AddressBudgetSettings;
  /** Amplitude's `eps_threshold`, which its 429 answers name. */
  readonly epsThreshold: number;

  constructor(
    private readonly events: AnalyticsEvents,
    private readonly clock: Clock,
    private readonly counters: WindowCounters,
    private readonly settings: IngestUploadSettings,
  ) {
    this.throttle = settings.throttle ?? defaultThrottle;
    this.epsThreshold = this.throttle.epsThreshold;
    this.budget = { eventsPerWindow: settings.eventsPerMinute, windowMs: 60_000, maxAddresses: maxAddressesPerMinute };
  }

  async run(upload: Upload): Promise<IngestOutcome> {
    const receivedAt = this.clock.now();
    const read = readUpload(upload.body, { apiKey: this.settings.apiKey, receivedAt });
    if (!read.ok) return { outcome: 'unreadable', refusal: read };
    if (isBot(upload.userAgent)) return { outcome: 'ignored_bot', receivedAt };
    const count = read.events.length;
    const minute = windowOf(receivedAt, this.budget.windowMs);
    const addresses = await this.counters.read(addressCounter, minute, [upload.address]);
    const waitMs = addressWait(this.budget, addresses, upload.address, count, receivedAt);
    if (waitMs > 0) return { outcome: 'address_over_budget', waitMs, events: count };
    const senders = senderCounts(read.events);
    const deviceWindow = windowOf(receivedAt, this.throttle.windowMs);
    const devices = await this.counters.read(deviceCounter, deviceWindow, [...senders.keys()]);
    const throttled = throttledSenders(this.throttle, devices, read.events);
    if (throttled) return { outcome: 'devices_throttled', throttled };
    await Promise.all([
      this.counters.add(deviceCounter, deviceWindow, senders, this.throttle.windowMs),
      this.counters.add(addressCounter, minute, new Map([[upload.address, count]]), this.budget.windowMs),
    ]);
    await this.events.store(read.events);
    return { outcome: 'stored', events: count, receivedAt };
  }
}
