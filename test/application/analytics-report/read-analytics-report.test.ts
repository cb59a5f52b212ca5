import { describe, expect, it } from 'vitest';
import { MemoryAnalyticsEvents } from '../../../src/adapters/memory/memory-analytics-events';
import { MemoryConsentLog } from '../../../src/adapters/memory/memory-consent-log';
import { ReadAnalyticsReport } from '../../../src/application/analytics-report/read-analytics-report.use-case';
import type { AnalyticsEvent } from '../../../src/domain/analytics-ingestion/analytics-event';

const at = (iso: string) => Date.parse(iso);
let serial = 0;
const view = (path: string, iso: string): AnalyticsEvent => ({
  insertId: `view-${++serial}`,
  eventType: 'page_viewed',
  deviceId: 'device-1',
  userId: null,
  sessionId: 1,
  time: at(iso),
  receivedAt: at(iso),
  properties: { '[Amplitude] Page Path': path },
});

async function subject() {
  const events = new MemoryAnalyticsEvents();
  const consent = new MemoryConsentLog();
  return { events, consent, read: new ReadAnalyticsReport(events, consent) };
}

describe('reading the analytics report', () => {
  it("gives the range's page views and consent decisions per London day", async () => {
    const { events, consent, read } = await subject();
    await events.store([
      // 23:30 UTC on 25 July is 00:30 on the 26th in London: a day boundary cut in UTC would lose it.
      view('/', '2026-07-25T23:30:00Z'),
      view('/manchester', '2026-07-26T12:00:00Z'),
      view('/', '2026-07-24T22:59:59Z'),
    ]);
    await consent.record({
      consentId: '4b0f7a4e-0d0e-4d6b-9a53-1f9d1c3a7e01',
      version: 1,
      analytics: true,
      replay: false,
      recordedAt: at('2026-07-25T23:30:00Z'),
    });
    const outcome = await read.run({ from: '2026-07-25', to: '2026-07-26' });
    expect(outcome.kind).toBe('ok');
    if (outcome.kind !== 'ok') return;
    expect(outcome.report.pageViewsPerDay).toEqual([
      { date: '2026-07-25', views: 0 },
      { date: '2026-07-26', views: 2 },
    ]);
    expect(outcome.report.topPages).toEqual([
      { path: '/', views: 1 },
      { path: '/manchester', views: 1 },
    ]);
    expect(outcome.report.consentPerDay).toEqual([
      { date: '2026-07-25', accepted: 0, rejected: 0, chosen: 0 },
      { date: '2026-07-26', accepted: 0, rejected: 0, chosen: 1 },
    ]);
  });

  it('refuses a range it cannot read or longer than 366 days, saying why', async () => {
    const { read } = await subject();
    expect(await read.run({ from: '2026-01-01', to: '2027-01-02' })).toEqual({
      kind: 'invalid',
      message: 'A report covers at most 366 days; this range has 367.',
    });
    expect(await read.run({ from: '2026-09-02', to: '2026-09-01' })).toMatchObject({ kind: 'invalid' });
    expect(await read.run({ from: '1 Sept', to: '2026-09-01' })).toMatchObject({ kind: 'invalid' });
  });
});
