// The viewings desk over HTTP on a real database (issue 19 item 2): rules saved with the domain's
// checks and a version check, bookings on a caller's behalf held to capacity by the database,
// moves e-mailing the visitor, attendance marks, and the private calendar feed (404 once revoked).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleMailQueue } from '../../src/adapters/postgres/drizzle-mail-queue';
import type { ViewingBookings } from '../../src/application/viewings/viewing-bookings.use-case';
import { VIEWING_BOOKINGS } from '../../src/application/viewings/viewings.tokens';
import { CLOCK } from '../../src/ports/clock.port';
import { consoleApi } from '../../src/server/console-api';
import { createServerContainer } from '../../src/server/container';
import { seedViewingRules } from '../../src/server/seed/seed-viewing-rules';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { testServerSettings } from '../support/server-settings';
import { staffCookie, testPasswordHasher } from '../support/staff-session';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { buildTestApp } from '../support/test-server';

const publicUrl = 'http://localhost:3000';
const squareGardens = '00000000-0000-4000-8000-00000000e001';
const base = '/api/admin/viewings';

const rules = (version: number, overrides: Record<string, unknown> = {}) => ({
  version,
  openingHours: { '1': [{ open: '09:00', close: '12:00' }], '6': [{ open: '10:00', close: '12:00' }] },
  slotMinutes: 30,
  capacity: 1,
  kinds: ['in-person'],
  closedPeriods: [{ from: '2026-10-31', to: '2026-11-01' }],
  noticeMinutes: 60,
  horizonDays: 30,
  staffEmail: 'desk@digs.test',
  videoCallUrl: null,
  ...overrides,
});

const caller = (start: string, name: string, key: string) => ({
  kind: 'in-person',
  start,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  countryCode: '+44',
  phone: '07700 900123',
  partySize: 2,
  message: '',
  idempotencyKey: key,
});

for (const kind of databaseKinds()) {
  describe(`the viewings desk API on ${kind}`, () => {
    let database: DatabaseHandle;
    let app: Awaited<ReturnType<typeof buildTestApp>>;
    let container: ReturnType<typeof createServerContainer>;
    const time = new ManualTime(Date.parse('2026-10-19T07:00:00Z'));
    const cookies: Record<string, string> = {};

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await writeCatalogue(database.db, fixtureSlice, fixtureSettings);
      await seedViewingRules(database.db, () => time.now());
      container = createServerContainer(
        database,
        testServerSettings({ publicUrl, passwordHasher: testPasswordHasher }),
      );
      await container.unbind(CLOCK);
      container.bind(CLOCK).toConstantValue(time);
      app = await buildTestApp({
        catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
        publicUrl,
        console: consoleApi(container, publicUrl),
      });
      await app.ready();
      for (const role of ['sales', 'editor'] as const)
        cookies[role] = await staffCookie(database.db, role, { now: time.now() });
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    const ask = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, role = 'sales') =>
      app.inject({
        method,
        url,
        headers: { origin: publicUrl, cookie: cookies[role] ?? '' },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    it('lists the residences and refuses an editor', async () => {
      const listed = await ask('GET', `${base}/residences`);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().residences).toContainEqual(
        expect.objectContaining({ id: squareGardens, name: 'Square Gardens', offersViewings: true }),
      );
      expect((await ask('GET', `${base}/residences`, undefined, 'editor')).statusCode).toBe(403);
    });

    it('saves rules from the version read, refuses a stale save with 409 and bad rules with 400', async () => {
      // The visitors' side has read the residence's rules (and may keep them, ADR 061): a save is
      // what they see from the next request on.
      const visitors: ViewingBookings = container.get(VIEWING_BOOKINGS);
      expect((await visitors.availability('square-gardens'))?.kinds).toEqual(['in-person', 'video-call']);
      const current = (await ask('GET', `${base}/residences/${squareGardens}/rules`)).json();
      const saved = await ask('PUT', `${base}/residences/${squareGardens}/rules`, rules(current.version));
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ version: current.version + 1, capacity: 1 });
      expect((await visitors.availability('square-gardens'))?.kinds).toEqual(['in-person']);
      const stale = await ask('PUT', `${base}/residences/${squareGardens}/rules`, rules(current.version));
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ error: 'stale', current: { version: current.version + 1 } });
      expect(stale.json().message).toMatch(/changed since you opened them/);
      const bad = await ask(
        'PUT',
        `${base}/residences/${squareGardens}/rules`,
        rules(current.version + 1, { slotMinutes: 2, kinds: ['video-call'] }),
      );
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields).sort()).toEqual(['slotMinutes', 'videoCallUrl']);
    });

    it('books for a caller, refuses the full slot (capacity held by the database), shows it on the week, moves it and mails the visitor', async () => {
      const booked = await ask(
        'POST',
        `${base}/residences/${squareGardens}/bookings`,
        caller('2026-10-26T09:00:00.000Z', 'Ada Caller', '6f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a01'),
      );
      expect(booked.statusCode).toBe(201);
      const reference = booked.json().viewing.reference as string;
      const full = await ask(
        'POST',
        `${base}/residences/${squareGardens}/bookings`,
        caller('2026-10-26T09:00:00.000Z', 'Bo Caller', '6f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a02'),
      );
      expect(full.statusCode).toBe(409);
      expect(full.json()).toMatchObject({ error: 'unavailable' });

      // Monday 26 October is the first day on GMT: 09:00 in London is 09:00Z.
      const week = await ask('GET', `${base}/residences/${squareGardens}/calendar?date=2026-10-28&span=week`);
      expect(week.statusCode).toBe(200);
      const monday = week.json().days[0];
      expect(monday.date).toBe('2026-10-26');
      expect(monday.viewings).toEqual([
        expect.objectContaining({ reference, name: 'Ada Caller', time: '09:00', endTime: '09:30', status: 'booked' }),
      ]);
      expect(monday.slots[0]).toEqual({ start: '2026-10-26T09:00:00.000Z', time: '09:00', taken: 1 });

      const outbox = new DrizzleMailQueue(database.db);
      await outbox.claimDue(time.now() + 1e10, 100);
      const moved = await ask('POST', `${base}/bookings/${reference}/move`, {
        kind: 'in-person',
        start: '2026-10-26T10:30:00.000Z',
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().viewing).toMatchObject({ time: '10:30', date: '2026-10-26' });
      const mails = await outbox.claimDue(time.now() + 1e10, 100);
      expect(mails.map((m) => [m.mail.to, m.mail.subject])).toContainEqual([
        'ada@example.com',
        'Your viewing at Square Gardens has changed: now Monday 26 October 2026 at 10:30',
      ]);
      const early = await ask('POST', `${base}/bookings/${reference}/attendance`, { mark: 'attended' });
      expect(early.statusCode).toBe(409);
      expect((await ask('POST', `${base}/bookings/VW-AAAAAA/cancel`)).statusCode).toBe(404);
    });

    it('shows one London day at every residence with viewings, and refuses a date that is none', async () => {
      const canalView = '00000000-0000-4000-8000-00000000e002';
      const key = '6f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a09';
      const booked = await ask(
        'POST',
        `${base}/residences/${canalView}/bookings`,
        caller('2026-10-26T11:00:00.000Z', 'Cy Caller', key),
      );
      expect(booked.statusCode).toBe(201);
      const day = await ask('GET', `${base}/day?date=2026-10-26`);
      expect(day.statusCode).toBe(200);
      const shown = day.json() as {
        date: string;
        residences: { residence: { name: string }; viewings: { name: string; time: string }[] }[];
      };
      expect(shown.date).toBe('2026-10-26');
      expect(shown.residences.map((r) => [r.residence.name, r.viewings.map((v) => `${v.time} ${v.name}`)])).toEqual([
        ['Canal View', ['11:00 Cy Caller']],
        ['Square Gardens', ['10:30 Ada Caller']],
      ]);
      expect((await ask('GET', `${base}/day?date=26-10-2026`)).statusCode).toBe(400);
      expect((await ask('GET', `${base}/day?date=2026-10-26`, undefined, 'editor')).statusCode).toBe(403);
    });

    it('opens a private iCalendar feed by its token, in UTC, with no e-mail or phone, and answers 404 once revoked', async () => {
      const issued = await ask('POST', `${base}/residences/${squareGardens}/feed`);
      expect(issued.statusCode).toBe(201);
      const url = new URL(issued.json().url as string);
      expect(url.origin).toBe(publicUrl);
      const feed = await app.inject({ method: 'GET', url: url.pathname });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
      const ics = feed.body.replace(/\r\n[ \t]/g, '');
      expect(ics).toMatch(/^BEGIN:VCALENDAR/);
      expect(ics).toContain('DTSTART:20261026T103000Z');
      expect(ics).toContain('SUMMARY:Viewing: Ada Caller (2)');
      // No address and no phone number (the whole number: four digits a random id can hold by chance).
      expect(ics).not.toMatch(/ada@example\.com|7700 900123|\+447700900123|900123/);

      const reissued = await ask('POST', `${base}/residences/${squareGardens}/feed`);
      expect((await app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
      const next = new URL(reissued.json().url as string).pathname;
      expect((await app.inject({ method: 'GET', url: next })).statusCode).toBe(200);
      expect((await ask('DELETE', `${base}/residences/${squareGardens}/feed`)).statusCode).toBe(204);
      expect((await app.inject({ method: 'GET', url: next })).statusCode).toBe(404);
    });
  });
}
