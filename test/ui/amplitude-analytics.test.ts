import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AmplitudeAnalytics } from '../../src/adapters/amplitude/amplitude-analytics.adapter';
import { FIRST_PARTY_API_KEY, FIRST_PARTY_UPLOAD_PATH } from '../../src/domain/analytics/analytics-settings';
import { server } from './msw-server';

interface Upload {
  api_key: string;
  events: { event_type: string; event_properties?: Record<string, unknown>; session_id?: number }[];
}

/** The real SDK (2.47) in happy-dom, uploading to the first-party path, answered by msw. */
describe('the Amplitude adapter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends page_viewed, sessions and tracked events with event_date after the 10 s flush, then stops and clears the device', async () => {
    const uploads: Upload[] = [];
    const hosts = new Set<string>();
    server.use(
      http.post(`*${FIRST_PARTY_UPLOAD_PATH}`, async ({ request }) => {
        uploads.push((await request.json()) as Upload);
        return HttpResponse.json({ code: 200, events_ingested: 1, payload_size_bytes: 1, server_upload_time: 1 });
      }),
      http.all('*', ({ request }) => {
        hosts.add(new URL(request.url).host);
        return HttpResponse.json({}, { status: 404 });
      }),
    );
    // The SDK's flush interval and its clock run on fake timers: the test moves them on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const analytics = await AmplitudeAnalytics.start(
      {
        apiKey: FIRST_PARTY_API_KEY,
        serverUrl: FIRST_PARTY_UPLOAD_PATH,
        replay: { enabled: true, sampleRate: 1, debugMode: true },
      },
      window,
    );
    analytics.track({ eventType: 'js_error', properties: { error_message: 'boom', is_chunk_load_error: false } });
    history.pushState(null, '', '/offers');

    await vi.advanceTimersByTimeAsync(9_000);
    expect(uploads).toEqual([]); // not before the flush interval
    await vi.advanceTimersByTimeAsync(1_500);
    await expect.poll(() => uploads.length).toBe(1);
    const events = uploads[0]?.events ?? [];
    expect(uploads[0]?.api_key).toBe(FIRST_PARTY_API_KEY);
    expect(events.map((e) => e.event_type)).toEqual(
      expect.arrayContaining(['session_start', 'page_viewed', 'js_error']),
    );
    expect(events.filter((e) => e.event_type === 'page_viewed')).toHaveLength(2);
    for (const e of events) expect(e.event_properties?.event_date).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);
    expect(Object.keys(localStorage).some((k) => k.startsWith('AMP_'))).toBe(true);
    expect([...hosts]).toEqual([]); // no remote configuration, diagnostics or anything else

    await analytics.stop();
    analytics.track({ eventType: 'js_error', properties: { error_message: 'after' } });
    history.pushState(null, '', '/faqs');
    await vi.advanceTimersByTimeAsync(10_500);
    expect(uploads).toHaveLength(1);
    expect([...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((k) => /^AMP_/i.test(k))).toEqual([]);
  });

  it('counts the page analytics were allowed on first, at its own time, when the visitor has moved on since', async () => {
    const uploads: Upload[] = [];
    server.use(
      http.post(`*${FIRST_PARTY_UPLOAD_PATH}`, async ({ request }) => {
        uploads.push((await request.json()) as Upload);
        return HttpResponse.json({ code: 200, events_ingested: 1, payload_size_bytes: 1, server_upload_time: 1 });
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    history.pushState(null, '', '/faqs');
    const decidedAt = Date.now() - 400;
    const landing = { href: `${location.origin}/?utm_source=x`, title: 'Digs home', at: decidedAt };
    const analytics = await AmplitudeAnalytics.start(
      {
        apiKey: FIRST_PARTY_API_KEY,
        serverUrl: FIRST_PARTY_UPLOAD_PATH,
        replay: { enabled: false, sampleRate: 0, debugMode: false },
      },
      window,
      landing,
    );
    await vi.advanceTimersByTimeAsync(10_500);
    await expect.poll(() => uploads.length).toBe(1);
    const views = (uploads[0]?.events ?? []).filter(
      (e) => e.event_type === 'page_viewed',
    ) as (Upload['events'][number] & {
      time?: number;
    })[];
    expect(views.map((e) => e.event_properties?.['[Amplitude] Page Path']).sort()).toEqual(['/', '/faqs']);
    const home = views.find((e) => e.event_properties?.['[Amplitude] Page Path'] === '/');
    expect(home?.time).toBe(decidedAt);
    expect(home?.event_properties?.['[Amplitude] Page Title']).toBe('Digs home');
    expect(home?.event_properties?.['[Amplitude] Page URL']).toBe(`${location.origin}/`);
    await analytics.stop();
  });
});
