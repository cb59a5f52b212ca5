// A tenancy that has started (issue 37 item 3, ADR 083) over HTTP on a real database, with the
// server's own catalogue (the caching Drizzle reader) and reservations on one clock, 29 Nov 2026:
// the room's document prices the 2026/27 let for its days left from 2 Dec, the first day a visitor
// could move in, and a hold charges that; once the owner stops selling started tenancies, the
// catalogue forgets what it kept (the terms set its prices) and a hold is refused as no longer
// offered, with the way back to the room.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { RESERVATIONS } from '../../src/application/reservations/reservations.tokens';
import type { RoomTypeDetail } from '../../src/domain/catalogue/catalogue';
import { CATALOGUE_READER } from '../../src/ports/catalogue-reader.port';
import { CLOCK } from '../../src/ports/clock.port';
import { consoleApi } from '../../src/server/console-api';
import { createServerContainer } from '../../src/server/container';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { testServerSettings } from '../support/server-settings';
import { staffCookie, testPasswordHasher } from '../support/staff-session';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { buildTestApp } from '../support/test-server';

const publicUrl = 'http://localhost:3000';
const roomUrl = '/api/cities/manchester/properties/square-gardens/rooms/classic-studio';
const started = '00000000-0000-4000-8000-0000000b0001'; // 2026/27, 51 weeks from 12 Sep 2026 at £249

for (const kind of databaseKinds()) {
  describe(`a tenancy that has started, over HTTP on ${kind}`, () => {
    let database: DatabaseHandle;
    let app: Awaited<ReturnType<typeof buildTestApp>>;
    const time = new ManualTime(Date.parse('2026-11-29T12:00:00Z'));
    const saleOf = async (id: string) =>
      ((await app.inject(roomUrl)).json() as RoomTypeDetail).tenancy_options.find((o) => o._id === id)?.sale;
    const hold = (tenancyOptionId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/reservations',
        payload: { tenancyOptionId, idempotencyKey: randomUUID() },
      });

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await writeCatalogue(database.db, fixtureSlice, fixtureSettings);
      const container = createServerContainer(
        database,
        testServerSettings({ publicUrl, passwordHasher: testPasswordHasher }),
      );
      await container.unbind(CLOCK);
      container.bind(CLOCK).toConstantValue(time);
      app = await buildTestApp({
        catalogue: container.get(CATALOGUE_READER),
        publicUrl,
        console: consoleApi(container, publicUrl),
        reservations: container.get(RESERVATIONS),
        enquiryRateLimit: 10_000,
        apiRateLimit: 10_000,
      });
      await app.ready();
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it('prices it for the days left from the first day a visitor could move in, and a hold charges that', async () => {
      // 12 Sep to 2 Dec is 81 days: 276 of its 357 days are left; round(£249 × 276 / 7) = £9,817.71.
      expect(await saleOf(started)).toEqual({ kind: 'pro_rata', move_in: '2026-12-02', days: 276, total: 9_817.71 });
      const held = await hold(started);
      expect(held.statusCode).toBe(201);
      expect(held.json()).toMatchObject({ reservation: { price: { totalPence: 981_771, proRata: true } } });
    });

    it('once the owner stops selling started tenancies, the room says so at once and a hold is refused with the way back', async () => {
      expect((await saleOf(started))?.kind).toBe('pro_rata'); // kept by the catalogue's cache
      const owner = await staffCookie(database.db, 'owner', { now: time.now() });
      const ask = (method: 'GET' | 'PUT', payload?: object) =>
        app.inject({
          method,
          url: '/api/admin/reservation-terms',
          headers: { origin: publicUrl, cookie: owner },
          ...(payload ? { payload } : {}),
        });
      const { version, terms } = (await ask('GET')).json() as { version: number; terms: Record<string, unknown> };
      const saved = await ask('PUT', { ...terms, version, stopSellingStartedAfter: '2026-11-01' });
      expect(saved.statusCode, saved.body).toBe(200);

      expect(await saleOf(started)).toEqual({ kind: 'not_offered', reason: 'stopped' });
      const refused = await hold(started);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        error: 'not_offered',
        message: expect.stringMatching(/^No longer offered: this tenancy began on 12 Sep 2026\./),
        room: { title: 'Classic Studio, Square Gardens', url: `${publicUrl}/manchester/square-gardens/classic-studio` },
      });
    });
  });
}
