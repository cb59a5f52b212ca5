import { BehaviorSubject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { ConsentGatedAnalytics } from '../../../src/application/analytics/consent-gated-analytics.use-case';
import { ErrorReporter } from '../../../src/application/analytics/error-reporter';
import type { AnalyticsEvent } from '../../../src/domain/analytics/analytics-event';
import type { WebVitalSample } from '../../../src/domain/analytics/web-vitals-event';
import type { ConsentChoice } from '../../../src/domain/consent/consent';
import type { Analytics, AnalyticsLoader, PageSeen } from '../../../src/ports/analytics.port';

class FakeAnalytics implements Analytics {
  events: AnalyticsEvent[] = [];
  replay: boolean[] = [];
  stopped = false;
  track(event: AnalyticsEvent) {
    if (this.stopped) throw new Error('tracked after stop');
    this.events.push(event);
  }
  async setReplay(on: boolean) {
    this.replay.push(on);
  }
  async stop() {
    this.stopped = true;
  }
}

const choice = (analytics: boolean, replay = analytics): ConsentChoice =>
  ({ id: 'c', version: 1, analytics, replay, decidedAt: '2026-09-01T09:00:00.000Z' }) as ConsentChoice;

function setUp(initial: ConsentChoice | null, landing?: PageSeen) {
  const consent = new BehaviorSubject<ConsentChoice | null>(initial);
  const errors = new ErrorReporter(new ManualTime(), { lastReloadAt: () => null, reload: () => {} });
  const clients: FakeAnalytics[] = [];
  let vitals: ((s: WebVitalSample) => void) | null = null;
  const forgetDevice = vi.fn(async () => {});
  const loadAnalytics = vi.fn(async () => {
    const client = new FakeAnalytics();
    clients.push(client);
    return client;
  });
  const loadWebVitals = vi.fn(async () => ({
    listen: (report: (s: WebVitalSample) => void) => {
      vitals = report;
    },
  }));
  const loader: AnalyticsLoader = { start: loadAnalytics, webVitals: loadWebVitals, forgetDevice };
  const analytics = new ConsentGatedAnalytics({ choice$: consent }, errors, loader);
  const stop = analytics.start(landing);
  // Every decision so far applied: the fakes answer at once, so no timer (and no wall clock) is involved.
  const settle = () => analytics.settled();
  return {
    consent,
    errors,
    clients,
    vital: (s: WebVitalSample) => vitals?.(s),
    forgetDevice,
    loadAnalytics,
    loadWebVitals,
    stop,
    settle,
  };
}

const lcp: WebVitalSample = {
  name: 'LCP',
  value: 900,
  rating: 'good',
  delta: 900,
  id: 'v1',
  navigationType: 'navigate',
};

describe('consent-gated analytics', () => {
  // Nothing here may wait on a timer: fake timers make any that did fail to fire.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands the client the page the visitor decided on, so it is counted when they have moved on meanwhile', async () => {
    const landing = { href: 'https://digs.test/', title: 'Digs', at: Date.UTC(2026, 8, 1, 9) };
    const { consent, loadAnalytics, settle } = setUp(null, landing);
    consent.next(choice(true));
    await settle();
    expect(loadAnalytics).toHaveBeenCalledTimes(1);
    expect(loadAnalytics).toHaveBeenCalledWith(landing);
  });

  it('loads nothing while the visitor has not decided, and holds the errors', async () => {
    const t = setUp(null);
    t.errors.error({ message: 'early' });
    await t.settle();
    expect(t.loadAnalytics).not.toHaveBeenCalled();
    expect(t.loadWebVitals).not.toHaveBeenCalled();
    expect(t.forgetDevice).not.toHaveBeenCalled();
    expect(t.errors.waiting()).toBe(1);
  });

  it('on analytics: loads the client, hands over the held errors, then vitals and errors as they come', async () => {
    const t = setUp(null);
    t.errors.error({ message: 'early' });
    t.consent.next(choice(true, false));
    await t.settle();
    const [client] = t.clients;
    t.vital(lcp);
    t.errors.rejection('later');
    expect(client?.events.map((e) => e.eventType)).toEqual(['js_error', 'web_vitals_lcp', 'js_error']);
    expect(client?.replay).toEqual([false]);
  });

  it('on refusal: loads nothing, drops the errors and clears what an earlier page may have left', async () => {
    const t = setUp(choice(false));
    t.errors.error({ message: 'dropped' });
    await t.settle();
    expect(t.loadAnalytics).not.toHaveBeenCalled();
    expect(t.forgetDevice).toHaveBeenCalledOnce();
    expect(t.errors.waiting()).toBe(0);
  });

  it('on withdrawal: stops the client, sends nothing more, clears the device; a new grant starts afresh', async () => {
    const t = setUp(choice(true));
    await t.settle();
    t.consent.next(choice(false));
    await t.settle();
    const [first] = t.clients;
    expect(first?.stopped).toBe(true);
    expect(t.forgetDevice).toHaveBeenCalledOnce();
    t.vital(lcp);
    t.errors.error({ message: 'after withdrawal' });
    expect(first?.events).toEqual([]);

    t.consent.next(choice(true));
    await t.settle();
    expect(t.clients).toHaveLength(2);
    expect(t.loadWebVitals).toHaveBeenCalledOnce();
    t.vital(lcp);
    expect(t.clients[1]?.events.map((e) => e.eventType)).toEqual(['web_vitals_lcp']);
  });

  it('when the stored decision disappears (storage cleared in another tab): stops and clears, as on withdrawal', async () => {
    const t = setUp(choice(true));
    await t.settle();
    t.consent.next(null);
    await t.settle();
    expect(t.clients[0]?.stopped).toBe(true);
    expect(t.forgetDevice).toHaveBeenCalledOnce();
    t.vital(lcp);
    expect(t.clients[0]?.events).toEqual([]);
  });

  it('turns replay on and off with its own consent', async () => {
    const t = setUp(choice(true, false));
    await t.settle();
    t.consent.next(choice(true, true));
    await t.settle();
    expect(t.clients[0]?.replay).toEqual([false, true]);
    expect(t.loadAnalytics).toHaveBeenCalledOnce();
  });
});

describe('consent-gated analytics when a chunk does not load', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('warns, reports nothing, and tries again on the next decision', async () => {
    const consent = new BehaviorSubject<ConsentChoice | null>(null);
    const errors = new ErrorReporter(new ManualTime(), { lastReloadAt: () => null, reload: () => {} });
    const client = new FakeAnalytics();
    const start = vi.fn<AnalyticsLoader['start']>().mockRejectedValueOnce(new Error('chunk failed'));
    start.mockResolvedValue(client);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const analytics = new ConsentGatedAnalytics({ choice$: consent }, errors, {
      start,
      webVitals: async () => ({ listen: () => {} }),
      forgetDevice: async () => {},
    });
    analytics.start();
    errors.error({ message: 'held' });
    consent.next(choice(true));
    await analytics.settled();
    expect(warn).toHaveBeenCalledWith('Analytics could not start', expect.any(Error));
    expect(errors.waiting()).toBe(1);
    consent.next(choice(true));
    await analytics.settled();
    expect(start).toHaveBeenCalledTimes(2);
    expect(client.events.map((e) => e.eventType)).toEqual(['js_error']);
    warn.mockRestore();
  });
});
