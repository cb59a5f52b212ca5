// Several servers on one PostgreSQL (issue 21): a console write through one server reaches every
// other server's read cache through LISTEN/NOTIFY (ADR 056), instead of waiting out its 30 seconds.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { PgChangeNotices } from '../../src/adapters/postgres/pg-change-notices';
import { READ_CATALOGUE } from '../../src/application/catalogue/catalogue.tokens';
import { EDIT_CATALOGUE } from '../../src/application/catalogue/catalogue-console.tokens';
import type { EditCatalogue } from '../../src/application/catalogue/edit-catalogue.use-case';
import type { ReadCatalogue } from '../../src/application/catalogue/read-catalogue.use-case';
import type { ViewingBookings } from '../../src/application/viewings/viewing-bookings.use-case';
import type { ViewingDesk } from '../../src/application/viewings/viewing-desk.use-case';
import { VIEWING_BOOKINGS, VIEWING_DESK } from '../../src/application/viewings/viewings.tokens';
import { CHANGE_NOTICES, type ChangeNotices } from '../../src/ports/change-notices.port';
import { createServerContainer } from '../../src/server/container';
import { seedViewingRules } from '../../src/server/seed/seed-viewing-rules';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { testServerSettings } from '../support/server-settings';
import { openTestDatabase } from '../support/test-database';

const optionId = '00000000-0000-4000-8000-0000000b0001';
const room = ['manchester', 'square-gardens', 'classic-studio'] as const;
const squareGardens = '00000000-0000-4000-8000-00000000e001';

describe.skipIf(!process.env.TEST_DATABASE_URL)('two servers on one PostgreSQL', () => {
  let database: DatabaseHandle;
  const staffId = randomUUID();
  const actor = { staffId, email: 'ed@digs.test', ip: null };
  const opened: ChangeNotices[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    await database.db.transaction((tx) =>
      writeCatalogue(tx as unknown as typeof database.db, fixtureSlice, fixtureSettings),
    );
    await database.db.execute(
      sql`insert into staff_members (id, email, name, role, password_hash) values (${staffId}, 'ed@digs.test', 'Ed', 'editor', 'x')`,
    );
    await seedViewingRules(database.db);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(opened.map((n) => n.close()));
    await database?.close();
  });

  const server = async (shared: boolean): Promise<Container> => {
    const changeNotices = shared
      ? await PgChangeNotices.open(database.url ?? '', (channel, payload) =>
          database.db.execute(sql`select pg_notify(${channel}, ${payload})`),
        )
      : undefined;
    if (changeNotices) opened.push(changeNotices);
    return createServerContainer(database, testServerSettings(changeNotices ? { changeNotices } : {}));
  };
  const weeklyPrice = async (server: Container) => {
    const detail = await server.get<ReadCatalogue>(READ_CATALOGUE).roomType(...room);
    return detail?.tenancy_options.find((o) => o._id === optionId)?.price_per_week ?? null;
  };
  const setPrice = async (server: Container, pence: number) => {
    const edit = server.get<EditCatalogue>(EDIT_CATALOGUE);
    const [current] = (await edit.list('tenancy_option', { pageSize: 500 })).items.filter((o) => o.id === optionId);
    if (!current) throw new Error('the option is not listed');
    const saved = await edit.update(
      'tenancy_option',
      optionId,
      { version: current.version, pricePerWeekPence: pence },
      actor,
    );
    expect(saved.outcome).toBe('saved');
  };

  it('shows a price changed through one server on the other at once, not after its cache turns over', async () => {
    const [one, other] = [await server(true), await server(true)];
    const before = await weeklyPrice(other);
    expect(before).not.toBeNull();
    // The other server has the room in its cache now; the edit goes through the first one.
    const heard = new Promise<void>((resolve) => other.get<ChangeNotices>(CHANGE_NOTICES).subscribe(() => resolve()));
    await setPrice(one, 31_900);
    await heard;
    expect(await weeklyPrice(other)).toBe(319);
    expect(await weeklyPrice(one)).toBe(319);
  });

  it('books by viewing rules saved through one server on the other once the notice arrives (its places are kept, ADR 061)', async () => {
    const [one, other] = [await server(true), await server(true)];
    const kinds = async (server: Container) =>
      (await server.get<ViewingBookings>(VIEWING_BOOKINGS).availability('square-gardens'))?.kinds;
    // The other server keeps the residence's place (its rules) now; the desk saves through the first.
    expect(await kinds(other)).toEqual(['in-person', 'video-call']);
    const desk = one.get<ViewingDesk>(VIEWING_DESK);
    const current = await desk.rules(squareGardens);
    if (!current) throw new Error('Square Gardens has no viewing rules');
    const heard = new Promise<void>((resolve) => other.get<ChangeNotices>(CHANGE_NOTICES).subscribe(() => resolve()));
    const { version, openingHours, slotMinutes, capacity, closedPeriods, noticeMinutes, horizonDays, staffEmail } =
      current;
    const saved = await desk.saveRules(
      squareGardens,
      {
        ...{ version, openingHours, slotMinutes, capacity, closedPeriods, noticeMinutes, horizonDays, staffEmail },
        kinds: ['in-person'],
        videoCallUrl: null,
      },
      actor,
    );
    expect(saved.outcome).toBe('saved');
    expect(await kinds(one)).toEqual(['in-person']);
    await heard;
    expect(await kinds(other)).toEqual(['in-person']);
  });

  it('without the notices the other server keeps its cached price (what they are for)', async () => {
    const [one, other] = [await server(false), await server(false)];
    const cached = await weeklyPrice(other);
    await setPrice(one, 32_900);
    expect(await weeklyPrice(one)).toBe(329);
    expect(await weeklyPrice(other)).toBe(cached);
  });
});
