// The console's catalogue over HTTP on a real database (issue 18 items 5 to 7): every rule refused
// with a field message, stale saves refused with who changed the record, roles enforced, and each
// edit on the public site on the next request (page, JSON-LD, sitemap, compare, old addresses).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CachingCatalogueReader } from '../../src/adapters/cache/caching-catalogue.adapter';
import { CachingSlugRedirects } from '../../src/adapters/cache/caching-slug-redirects.adapter';
import { catalogueConsoleRoutes } from '../../src/adapters/http-api/catalogue-console.routes';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleAuditLog } from '../../src/adapters/postgres/drizzle-audit-log';
import { DrizzleCatalogueReader } from '../../src/adapters/postgres/drizzle-catalogue.adapter';
import { DrizzleCatalogueEditor } from '../../src/adapters/postgres/drizzle-catalogue-editor.adapter';
import { EditCatalogue } from '../../src/application/catalogue/edit-catalogue.use-case';
import { PriceSheet } from '../../src/application/catalogue/price-sheet.use-case';
import type { SignedInStaff } from '../../src/domain/staff/staff-roles';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { openTestDatabase } from '../support/test-database';
import { buildTestApp, makeTestPublicDir } from '../support/test-server';

const editor: SignedInStaff = {
  id: '00000000-0000-4000-8000-0000000057a1',
  email: 'ed@digs.test',
  name: 'Ed',
  role: 'editor',
};
const sales: SignedInStaff = {
  id: '00000000-0000-4000-8000-0000000057a2',
  email: 'sam@digs.test',
  name: 'Sam',
  role: 'sales',
};
const origin = 'https://digs.test';
const ids = {
  squareGardens: '00000000-0000-4000-8000-00000000e001',
  canalView: '00000000-0000-4000-8000-00000000e002',
  manchester: '00000000-0000-4000-8000-00000000c001',
  leeds: '00000000-0000-4000-8000-00000000c002',
  classicStudio: '00000000-0000-4000-8000-00000000f001',
  option1: '00000000-0000-4000-8000-0000000b0001',
  option3: '00000000-0000-4000-8000-0000000b0003',
  option5: '00000000-0000-4000-8000-0000000b0005',
};

describe('the console’s catalogue API', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let publicDir: Awaited<ReturnType<typeof makeTestPublicDir>>;
  const time = new ManualTime(Date.parse('2026-11-21T12:00:00Z'));

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await database.db.transaction((tx) =>
      writeCatalogue(tx as unknown as typeof database.db, fixtureSlice, fixtureSettings),
    );
    // Staff rows, so the audit log's references hold.
    await database.db.execute(
      `insert into staff_members (id, email, name, role, password_hash) values ('${editor.id}', '${editor.email}', 'Ed', 'editor', 'x'), ('${sales.id}', '${sales.email}', 'Sam', 'sales', 'x')` as never,
    );
    const catalogue = new CachingCatalogueReader(new DrizzleCatalogueReader(database.db), time);
    const edits = new DrizzleCatalogueEditor(database.db);
    const redirects = new CachingSlugRedirects((path) => edits.findRedirect(path), time);
    const changes = {
      changed: () => {
        catalogue.clear();
        redirects.clear();
      },
    };
    publicDir = await makeTestPublicDir();
    app = await buildTestApp({
      catalogue,
      publicDir: publicDir.dir,
      redirects,
      console: {
        authenticate: async (id) => ({ 'editor-s': editor, 'sales-s': sales })[id] ?? null,
        routes: [
          catalogueConsoleRoutes(
            new EditCatalogue(edits, new DrizzleAuditLog(database.db), changes, time),
            new PriceSheet(edits, changes, time),
          ),
        ],
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await publicDir?.remove();
  });

  const as = (session: string | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { ...(session ? { cookie: `digs_staff=${session}` } : {}), ...(method === 'GET' ? {} : { origin }) },
      ...(payload === undefined
        ? {}
        : typeof payload === 'string'
          ? {
              payload,
              headers: { 'content-type': 'text/csv', origin, ...(session ? { cookie: `digs_staff=${session}` } : {}) },
            }
          : { payload: payload as object }),
    });
  const page = (url: string) => app.inject(url);
  const option = async (id: string) =>
    (await as('editor-s', 'GET', `/api/admin/catalogue/tenancy-options/${id}`)).json();

  it('answers 401 without a session and 403 to sales on a write, while sales may read', async () => {
    expect((await as(null, 'GET', '/api/admin/catalogue/residences')).statusCode).toBe(401);
    const list = await as('sales-s', 'GET', '/api/admin/catalogue/residences');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const patch = await as('sales-s', 'PATCH', `/api/admin/catalogue/residences/${ids.canalView}`, {
      version: 1,
      name: 'X',
    });
    expect(patch.statusCode).toBe(403);
    expect((await as('sales-s', 'GET', '/api/admin/catalogue/prices.csv')).statusCode).toBe(200);
    expect((await as('sales-s', 'POST', '/api/admin/catalogue/prices/preview', 'option_id\n')).statusCode).toBe(403);
  });

  it('lists with search, sort and paging done on the server', async () => {
    const found = (await as('editor-s', 'GET', '/api/admin/catalogue/residences?q=canal&pageSize=10')).json();
    expect(found.total).toBe(1);
    expect(found.items[0].name).toBe('Canal View');
    const sorted = (
      await as(
        'editor-s',
        'GET',
        '/api/admin/catalogue/tenancy-options?sort=pricePerWeekPence&dir=desc&pageSize=2&page=1',
      )
    ).json();
    expect(sorted.total).toBe(6);
    expect(sorted.items.map((o: { pricePerWeekPence: number }) => o.pricePerWeekPence)).toEqual([26_500, 25_900]);
  });

  it('refuses each broken rule with a field message', async () => {
    const base = await option(ids.option1);
    const refused = async (change: object) => {
      const reply = await as('editor-s', 'PATCH', `/api/admin/catalogue/tenancy-options/${ids.option1}`, {
        version: base.version,
        ...change,
      });
      expect(reply.statusCode).toBe(400);
      return reply.json().fields;
    };
    expect((await refused({ endDate: '2026-09-01' })).endDate).toBe('The let must end after it starts.');
    expect((await refused({ weeks: 40 })).weeks).toContain('is 51 weeks');
    expect((await refused({ pricePerWeekPence: 0 })).pricePerWeekPence).toContain('more than £0');
    expect((await refused({ pricePerWeekPence: 12.5 })).pricePerWeekPence).toContain('whole pence');
    expect((await refused({ roomsAvailable: -1 })).roomsAvailable).toContain('whole number');
    expect((await refused({ academicYear: '2027/28' })).academicYear).toContain('belongs to 2026/27');
    expect((await refused({ currency: 'BTC' })).currency).toBeDefined();
    const slug = await as('editor-s', 'PATCH', `/api/admin/catalogue/residences/${ids.canalView}`, {
      version: 1,
      slug: 'admin',
    });
    expect(slug.json().fields.slug).toContain('site’s own addresses'.replace('’', "'"));
    const taken = await as('editor-s', 'PATCH', `/api/admin/catalogue/residences/${ids.canalView}`, {
      version: 1,
      slug: 'square-gardens',
    });
    expect(taken.json().fields.slug).toContain('already used');
    const city = await as('editor-s', 'DELETE', `/api/admin/catalogue/cities/${ids.manchester}?version=1`);
    expect(city.statusCode).toBe(409);
    expect(city.json().message).toContain('This city has 2 residences');
  });

  it('shows a price change on the public room page and in its JSON-LD on the next request, and logs it', async () => {
    const roomPath = '/manchester/square-gardens/classic-studio';
    expect((await page(roomPath)).body).toContain('"price":249');
    const before = await option(ids.option1);
    const saved = await as('editor-s', 'PATCH', `/api/admin/catalogue/tenancy-options/${ids.option1}`, {
      version: before.version,
      pricePerWeekPence: 25_500,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ pricePerWeekPence: 25_500, version: before.version + 1 });
    const body = (await page(roomPath)).body;
    expect(body).toContain('"price":255');
    expect(body).not.toContain('"price":249');
    const log = await new DrizzleAuditLog(database.db).list({ entityId: ids.option1, limit: 1 });
    expect(log[0]).toMatchObject({ actor: editor.email, action: 'update', before: { pricePerWeekPence: 24_900 } });
    expect(log[0]?.summary).toContain('£249.00 -> £255.00');
  });

  it('marks a let sold out: the public room page offers none of its rooms on the next request', async () => {
    const roomPath = '/manchester/square-gardens/classic-studio';
    const roomsOf = (body: string) => {
      const found = new RegExp(`"_id":"${ids.option1}"[^}]*?"rooms_available":(\\d+)`).exec(body);
      if (!found) throw new Error('the let is not in the page');
      return Number(found[1]);
    };
    expect(roomsOf((await page(roomPath)).body)).toBeGreaterThan(0);
    const before = await option(ids.option1);
    const saved = await as('editor-s', 'PATCH', `/api/admin/catalogue/tenancy-options/${ids.option1}`, {
      version: before.version,
      soldOut: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(roomsOf((await page(roomPath)).body)).toBe(0);
    const back = await as('editor-s', 'PATCH', `/api/admin/catalogue/tenancy-options/${ids.option1}`, {
      version: before.version + 1,
      soldOut: false,
    });
    expect(back.statusCode).toBe(200);
    expect(roomsOf((await page(roomPath)).body)).toBe(before.roomsAvailable);
  });

  it('refuses a save from an older version with 409, naming who changed it and when', async () => {
    const now = await option(ids.option1);
    const stale = await as('editor-s', 'PATCH', `/api/admin/catalogue/tenancy-options/${ids.option1}`, {
      version: now.version - 1,
      roomsAvailable: 9,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'stale', current: { version: now.version } });
    expect(stale.json().message).toBe(
      'ed@digs.test (21 Nov, 12:00) changed this since you opened it. Reload to see their change.',
    );
  });

  it('withdraws a residence: gone from its page, the city, the sitemap, and marked gone in compare', async () => {
    expect((await page('/manchester/canal-view')).statusCode).toBe(200);
    expect((await page('/sitemap.xml')).body).toContain('/manchester/canal-view');
    const withdrawn = await as('editor-s', 'PATCH', `/api/admin/catalogue/residences/${ids.canalView}`, {
      version: 1,
      status: 'withdrawn',
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await page('/manchester/canal-view')).statusCode).toBe(404);
    expect((await page('/sitemap.xml')).body).not.toContain('/manchester/canal-view');
    expect((await page('/manchester')).body).not.toContain('Canal View');
    // Compare and favourites ask for documents by id: a withdrawn one is left out, which they show as no longer listed.
    const lookup = await app.inject(`/api/properties?ids=${ids.canalView},${ids.squareGardens}`);
    const docs = lookup.json() as { _id: string }[];
    expect(docs.map((d) => d._id)).toEqual([ids.squareGardens]);
  });

  it('answers an old address with a 301 to the new one after a slug changes, the pages under it too', async () => {
    const current = (await as('editor-s', 'GET', `/api/admin/catalogue/residences/${ids.squareGardens}`)).json();
    const moved = await as('editor-s', 'PATCH', `/api/admin/catalogue/residences/${ids.squareGardens}`, {
      version: current.version,
      slug: 'square-gardens-house',
    });
    expect(moved.statusCode).toBe(200);
    const old = await page('/manchester/square-gardens');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/manchester/square-gardens-house');
    const room = await page('/manchester/square-gardens/classic-studio');
    expect(room.statusCode).toBe(301);
    expect(room.headers.location).toBe('/manchester/square-gardens-house/classic-studio');
    expect((await page('/manchester/square-gardens-house')).statusCode).toBe(200);
  });

  it('exports prices as CSV and imports an edited sheet: preview, hostile rows refused, applied in one go', async () => {
    await as('editor-s', 'PATCH', `/api/admin/catalogue/room-types/${ids.classicStudio}`, {
      version: 1,
      name: '=HYPERLINK("http://evil")',
    });
    const exported = await as('editor-s', 'GET', '/api/admin/catalogue/prices.csv');
    expect(exported.headers['content-type']).toContain('text/csv');
    const csv = exported.body;
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'option_id,city,residence,room_type,academic_year,weeks,start_date,end_date,price_per_week,billing_frequency,currency,rooms_available,sold_out,version',
    );
    expect(lines).toHaveLength(1 + 6);
    // Unchanged, the sheet changes nothing.
    const same = (await as('editor-s', 'POST', '/api/admin/catalogue/prices/preview', csv)).json();
    expect(same).toEqual({ changes: [], refused: [], unchanged: 6 });

    const edited = lines.map((line) => {
      if (line.startsWith(ids.option3)) return line.replace(',259.00,', ',262.50,').replace(',no,', ',yes,');
      if (line.startsWith(ids.option5)) return line.replace(',199.00,', ',=1+1,');
      return line;
    });
    edited.push(`${ids.option1},x,y,z,2026/27,51,2026-09-12,2027-09-03,abc,weekly,GBP,4,no,1`);
    edited.push('ffffffff-0000-4000-8000-000000000000,x,y,z,2026/27,51,2026-09-12,2027-09-03,1.00,weekly,GBP,4,no,1');
    const sheet = edited.join('\r\n');
    const preview = await as('editor-s', 'POST', '/api/admin/catalogue/prices/preview', sheet);
    expect(preview.statusCode).toBe(200);
    const plan = preview.json();
    expect(plan.changes).toHaveLength(1);
    expect(plan.changes[0].fields).toEqual([
      { field: 'pricePerWeekPence', before: '£259.00', after: '£262.50' },
      { field: 'soldOut', before: 'no', after: 'yes' },
    ]);
    const reasons = plan.refused.map((r: { reason: string }) => r.reason).join('\n');
    expect(reasons).toContain('formula');
    expect(reasons).toContain('more than one row');
    expect(reasons).toContain('No tenancy option has the id');
    expect(await option(ids.option3)).toMatchObject({ pricePerWeekPence: 25_900 });

    // A sheet with refused rows applies nothing (never half a sheet), unless told to skip them.
    const refusedApply = await as('editor-s', 'POST', '/api/admin/catalogue/prices/apply', sheet);
    expect(refusedApply.statusCode).toBe(422);
    expect(refusedApply.json()).toMatchObject({ error: 'refused_rows' });
    expect(refusedApply.json().refused).toHaveLength(4);
    expect(await option(ids.option3)).toMatchObject({ pricePerWeekPence: 25_900, soldOut: false, version: 1 });
    const applied = await as('editor-s', 'POST', '/api/admin/catalogue/prices/apply?skip_refused=true', sheet);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().applied).toBe(1);
    expect(await option(ids.option3)).toMatchObject({ pricePerWeekPence: 26_250, soldOut: true, version: 2 });
    // The same sheet again changes nothing; a sheet from before the import that edits the option is refused as stale.
    expect((await as('editor-s', 'POST', '/api/admin/catalogue/prices/preview', sheet)).json().changes).toEqual([]);
    const older = lines.map((line) => (line.startsWith(ids.option3) ? line.replace(',259.00,', ',270.00,') : line));
    const stale = (await as('editor-s', 'POST', '/api/admin/catalogue/prices/preview', older.join('\r\n'))).json();
    expect(stale.changes).toEqual([]);
    expect(stale.refused[0].reason).toContain('changed since the export');
    const unreadable = await as('editor-s', 'POST', '/api/admin/catalogue/prices/preview', 'just,some\n"broken');
    expect(unreadable.statusCode).toBe(400);
  });

  it('refuses to apply a sheet with a bad row, naming the row by residence and room; applies a sheet saved by Excel in the UK', async () => {
    const lines = (await as('editor-s', 'GET', '/api/admin/catalogue/prices.csv')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const option3 = lines.find((line) => line.startsWith(ids.option3))?.split(',') ?? [];
    const [price3, version3] = [option3[8] ?? '', Number(option3[13])];
    const good = lines.map((line) => (line.startsWith(ids.option3) ? line.replace(`,${price3},`, ',1262.50,') : line));
    const bad = good.map((line) => (line.startsWith(ids.option5) ? line.replace(',199.00,', ',lots,') : line));
    const preview = (await as('editor-s', 'POST', '/api/admin/catalogue/prices/preview', bad.join('\r\n'))).json();
    expect(preview.changes).toHaveLength(1);
    expect(preview.refused).toHaveLength(1);
    expect(preview.refused[0].label).toMatch(/ · .* · \d+ weeks from \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(preview.refused[0].label).not.toContain(ids.option5);
    const refused = await as('editor-s', 'POST', '/api/admin/catalogue/prices/apply', bad.join('\r\n'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('nothing was applied');
    expect(await option(ids.option3)).toMatchObject({ version: version3 });

    // Excel in the UK: a BOM, ";" between cells, day-first dates, 262.5 and "£1,262.50" for prices, CRLF.
    const [header = '', ...rows] = good;
    const excel = rows.map((line) => {
      const cells = line.split(',');
      const uk = (iso: string) => iso.split('-').reverse().join('/');
      cells[6] = uk(cells[6] ?? '');
      cells[7] = uk(cells[7] ?? '');
      cells[8] = line.startsWith(ids.option3) ? '"£1,262.50"' : String(Number(cells[8]));
      return cells.join(';');
    });
    const sheet = `\uFEFF${[header.replaceAll(',', ';'), ...excel].join('\r\n')}\r\n`;
    const plan = (await as('editor-s', 'POST', '/api/admin/catalogue/prices/preview', sheet)).json();
    expect(plan.refused).toEqual([]);
    expect(plan.changes).toHaveLength(1);
    const applied = await as('editor-s', 'POST', '/api/admin/catalogue/prices/apply', sheet);
    expect(applied.statusCode).toBe(200);
    expect(await option(ids.option3)).toMatchObject({ pricePerWeekPence: 126_250, version: version3 + 1 });
  });
});
