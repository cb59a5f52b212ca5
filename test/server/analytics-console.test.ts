// The console's analytics dashboard over HTTP (issue 19 item 4): the report of a range of London
// days, read from a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), for the
// roles that hold analytics:read; a range it cannot read, or longer than 366 days, is a clear 400.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsConsoleRoutes } from '../../src/adapters/http-api/analytics-console.routes';
import { STAFF_COOKIE } from '../../src/adapters/http-api/staff-guard';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleAnalyticsEvents } from '../../src/adapters/postgres/drizzle-analytics-events';
import { DrizzleConsentLog } from '../../src/adapters/postgres/drizzle-consent-log';
import { ReadAnalyticsReport } from '../../src/application/analytics-report/read-analytics-report.use-case';
import type { AnalyticsEvent } from '../../src/domain/analytics-ingestion/analytics-event';
import type { SignedInStaff, StaffRole } from '../../src/domain/staff/staff-roles';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { buildTestApp } from '../support/test-server';

const publicUrl = 'https://digs.test';
const member = (role: StaffRole): SignedInStaff => ({
  id: randomUUID(),
  email: `${role}@digs.test`,
  name: role,
  role,
});
const members: Record<string, SignedInStaff> = {
  'owner-s': member('owner'),
  'sales-s': member('sales'),
  'editor-s': member('editor'),
};
const at = (iso: string) => Date.parse(iso);

for (const kind of databaseKinds()) {
  describe(`the console's analytics API on ${kind}`, () => {
    let database: DatabaseHandle;
    let app: Awaited<ReturnType<typeof buildTestApp>>;
    let serial = 0;
    const view = (path: string, iso: string, session = 1): AnalyticsEvent => ({
      insertId: `${randomUUID()}-${++serial}`,
      eventType: 'page_viewed',
      deviceId: `device-${session}`,
      userId: null,
      sessionId: session,
      time: at(iso),
      receivedAt: at(iso),
      properties: { '[Amplitude] Page Path': path, '[Amplitude] Page Location': `${publicUrl}${path}` },
    });

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      const events = new DrizzleAnalyticsEvents(database.db);
      const consent = new DrizzleConsentLog(database.db);
      await events.store([
        // Around the clocks going forward (29 March 2026, 01:00 GMT -> 02:00 BST).
        view('/', '2026-03-28T23:30:00Z', 1),
        view('/manchester', '2026-03-29T00:30:00Z', 1),
        view('/manchester/oak-house', '2026-03-29T23:30:00Z', 2),
        // Around the clocks going back (25 October 2026, 02:00 BST -> 01:00 GMT).
        view('/', '2026-10-24T22:30:00Z', 3),
        view('/leeds', '2026-10-24T23:30:00Z', 3),
        view('/leeds', '2026-10-25T00:30:00Z', 3),
        view('/leeds', '2026-10-25T01:30:00Z', 3),
        view('/', '2026-10-25T23:30:00Z', 4),
      ]);
      for (const [iso, analytics, replay] of [
        ['2026-10-24T23:30:00Z', true, true],
        ['2026-10-25T23:30:00Z', false, false],
      ] as const)
        await consent.record({ consentId: randomUUID(), version: 1, analytics, replay, recordedAt: at(iso) });
      app = await buildTestApp({
        catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
        publicUrl,
        console: {
          authenticate: async (id) => members[id] ?? null,
          routes: [analyticsConsoleRoutes(new ReadAnalyticsReport(events, consent))],
        },
      });
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    const get = (url: string, session?: string) =>
      app.inject({ method: 'GET', url, headers: session ? { cookie: `${STAFF_COOKIE}=${session}` } : {} });

    it('gives the page views of each London day on both sides of the spring clock change', async () => {
      const answer = await get('/api/admin/analytics?from=2026-03-28&to=2026-03-30', 'owner-s');
      expect(answer.statusCode).toBe(200);
      expect(answer.json().report.pageViewsPerDay).toEqual([
        { date: '2026-03-28', views: 1 },
        { date: '2026-03-29', views: 1 },
        { date: '2026-03-30', views: 1 },
      ]);
    });

    it('gives page views, sessions and consent by London day across the autumn clock change', async () => {
      const answer = await get('/api/admin/analytics?from=2026-10-24&to=2026-10-25', 'sales-s');
      expect(answer.statusCode).toBe(200);
      const { report } = answer.json();
      expect(report.from).toBe('2026-10-24');
      expect(report.pageViewsPerDay).toEqual([
        // 22:30 UTC on the 24th is 23:30 BST, still the 24th; 23:30 UTC is 00:30 BST on the 25th;
        // 00:30 and 01:30 UTC are the first and the second 01:30 of the 25th; 23:30 UTC on the 25th is 23:30 GMT.
        { date: '2026-10-24', views: 1 },
        { date: '2026-10-25', views: 4 },
      ]);
      expect(report.topPages[0]).toEqual({ path: '/leeds', views: 3 });
      expect(report.sessions).toBe(2);
      expect(report.consentPerDay).toEqual([
        { date: '2026-10-24', accepted: 0, rejected: 0, chosen: 0 },
        { date: '2026-10-25', accepted: 1, rejected: 1, chosen: 0 },
      ]);
      expect(answer.headers['cache-control']).toBe('no-store');
    });

    it('refuses a range longer than 366 days, or one it cannot read, with a clear 400', async () => {
      const long = await get('/api/admin/analytics?from=2025-01-01&to=2026-01-02', 'owner-s');
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({
        error: 'bad_range',
        message: 'A report covers at most 366 days; this range has 367.',
      });
      for (const query of ['', '?from=2026-10-24', '?from=2026-02-30&to=2026-03-01', '?from=2026-10-25&to=2026-10-24'])
        expect((await get(`/api/admin/analytics${query}`, 'owner-s')).statusCode, query).toBe(400);
    });

    it('is for the owner and sales only', async () => {
      const url = '/api/admin/analytics?from=2026-10-24&to=2026-10-25';
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, 'editor-s')).statusCode).toBe(403);
      expect(app.consoleRoutes).toContainEqual({
        method: 'GET',
        url: '/api/admin/analytics',
        permission: 'analytics:read',
      });
    });
  });
}
