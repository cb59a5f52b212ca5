// The API's answers and the pages are serialised, digested and compressed once per answer of the
// read caches (issue 21 item 5), and follow a change as soon as the cache does: at once when a
// change notice clears it (ADR 056), after 30 seconds otherwise.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CachingCatalogueReader } from '../../src/adapters/cache/caching-catalogue.adapter';
import { JsonAnswers } from '../../src/adapters/http-api/json-answers';
import { PageResponses } from '../../src/adapters/http-api/page-responses';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { emptyContent, MemoryContent } from '../../src/adapters/memory/memory-content.adapter';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleCatalogueReader } from '../../src/adapters/postgres/drizzle-catalogue.adapter';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { openTestDatabase } from '../support/test-database';
import { buildTestApp, makeTestPublicDir } from '../support/test-server';

/** An answer that counts how often it is serialised. */
function counted<T extends object>(value: T): { answer: object; serialised: () => number } {
  let times = 0;
  return {
    answer: {
      toJSON: () => {
        times += 1;
        return value;
      },
    },
    serialised: () => times,
  };
}

describe('JsonAnswers', () => {
  const big = { rooms: Array.from({ length: 200 }, (_, i) => ({ id: `room-${i}`, name: `Room ${i}` })) };

  async function appSending(answers: JsonAnswers, answer: () => object) {
    const app = Fastify();
    app.get('/answer', async (request, reply) => answers.send(request, reply, answer()));
    await app.ready();
    return app;
  }

  it('serialises an answer once however often and however compressed it is sent, and a new answer again', async () => {
    const answers = new JsonAnswers();
    let current = counted(big);
    const app = await appSending(answers, () => current.answer);
    const plain = await app.inject('/answer');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.json()).toEqual(big);
    const br = await app.inject({ url: '/answer', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ url: '/answer', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    await app.inject({ url: '/answer', headers: { 'accept-encoding': 'br' } });
    expect(current.serialised()).toBe(1);

    const changed = { rooms: big.rooms.slice(1) };
    current = counted(changed);
    expect((await app.inject('/answer')).json()).toEqual(changed);
    const again = await app.inject({ url: '/answer', headers: { 'accept-encoding': 'br' } });
    expect(JSON.parse(brotliDecompressSync(again.rawPayload).toString())).toEqual(changed);
    expect(current.serialised()).toBe(1);
    await app.close();
  });

  it('sends an answer under 1 KB as it is, whatever the request accepts', async () => {
    const app = await appSending(new JsonAnswers(), () => ({ small: true }));
    const res = await app.inject({ url: '/answer', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ small: true });
    await app.close();
  });
});

describe('PageResponses', () => {
  const shell = (n: number) => async () => ({ html: `<p>page ${n}</p>`, scriptHashes: [] });

  it('digests each piece of data once, makes a page once for the same data, and again when the data change', async () => {
    const pages = new PageResponses();
    const cities = counted([{ id: 'manchester' }]);
    const page = (data: object) => ({ title: 'Cities', initialData: { cities: data } });
    let made = 0;
    const make = async () => {
      made += 1;
      return shell(made)();
    };
    const first = await pages.get('/', '', page(cities.answer), make);
    // A new description around the same data: the same page, and its data not serialised again.
    expect(await pages.get('/', '', page(cities.answer), make)).toBe(first);
    expect(cities.serialised()).toBe(1);
    expect(made).toBe(1);
    // Other data of the same content (a cache reloaded with nothing changed): still the same page.
    expect(await pages.get('/', '', page([{ id: 'manchester' }]), make)).toBe(first);
    expect(made).toBe(1);
    // Changed data, or a changed description: made again.
    const changed = await pages.get('/', '', page([{ id: 'leeds' }]), make);
    expect(changed.html.toString()).toBe('<p>page 2</p>');
    const retitled = { title: 'Other', initialData: { cities: cities.answer } };
    await pages.get('/', '', retitled, make);
    expect(made).toBe(3);
  });

  it('forgets a page that failed, but not the one made again under its key meanwhile', async () => {
    const pages = new PageResponses(1);
    let fail: (error: Error) => void = () => {};
    const failing = pages.get('/a', '', { initialData: {} }, () => new Promise((_, reject) => (fail = reject)));
    // Another page pushes it out, and it is asked for (and made) again before the first attempt fails.
    await pages.get('/b', '', { initialData: {} }, shell(1));
    let made = 0;
    const again = await pages.get('/a', '', { initialData: {} }, async () => {
      made += 1;
      return shell(2)();
    });
    fail(new Error('the renderer threw'));
    await expect(failing).rejects.toThrow('the renderer threw');
    expect(await pages.get('/a', '', { initialData: {} }, shell(3))).toBe(again);
    expect(made).toBe(1);
  });

  it('compresses a page and its data off the event loop: other work goes on meanwhile, and the copies are the page', async () => {
    const pages = new PageResponses();
    // A page's worth of varied text (brotli at its best takes tens of milliseconds over it).
    const html = Array.from({ length: 4000 }, (_, i) => `<li data-n="${(i * 7919) % 10007}">room ${i}</li>`).join('');
    const data = JSON.stringify({ rooms: Array.from({ length: 2000 }, (_, i) => ({ id: i, price: (i * 31) % 997 })) });
    const order: string[] = [];
    const made = pages
      .get('/', '', { initialData: {} }, async () => ({ html, scriptHashes: [], data }))
      .then((page) => {
        order.push('page made');
        return page;
      });
    setImmediate(() => order.push('the event loop turned'));
    const page = await made;
    // Made synchronously, the page would be done before the loop could turn once.
    expect(order).toEqual(['the event loop turned', 'page made']);
    expect(brotliDecompressSync(page.br).toString()).toBe(html);
    expect(gunzipSync(page.gzip).toString()).toBe(html);
    expect(brotliDecompressSync(page.data?.br ?? Buffer.alloc(0)).toString()).toBe(data);
    expect(gunzipSync(page.data?.gzip ?? Buffer.alloc(0)).toString()).toBe(data);
  });
});

describe('answers after an edit', () => {
  let database: DatabaseHandle;
  let catalogue: CachingCatalogueReader;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let publicDir: Awaited<ReturnType<typeof makeTestPublicDir>>;
  const time = new ManualTime(Date.parse('2026-11-21T12:00:00Z'));

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await database.db.transaction((tx) =>
      writeCatalogue(tx as unknown as typeof database.db, fixtureSlice, fixtureSettings),
    );
    catalogue = new CachingCatalogueReader(new DrizzleCatalogueReader(database.db), time);
    publicDir = await makeTestPublicDir();
    app = await buildTestApp({
      catalogue,
      content: new MemoryContent(emptyContent, catalogue, time),
      publicDir: publicDir.dir,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await publicDir?.remove();
  });

  const api = '/api/cities/manchester/properties/square-gardens';
  const nameIn = async (url: string, encoding?: string) => {
    const res = await app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
    return (/"name":"(Square Gardens[^"]*)"/.exec(body) ?? [])[1];
  };

  it('sends the cached answer until the cache forgets it, then the edited one at once, compressed or not', async () => {
    expect(await nameIn(api)).toBe('Square Gardens');
    expect(await nameIn(api, 'br')).toBe('Square Gardens');
    expect(await nameIn('/manchester/square-gardens', 'br')).toBe('Square Gardens');
    await database.db.execute(sql`update properties set name = 'Square Gardens Court' where slug = 'square-gardens'`);
    // Not yet: the read cache still holds the answer (as the page's data does).
    expect(await nameIn(api, 'br')).toBe('Square Gardens');
    // What a change notice does (ADR 056): the cache forgets, and every answer follows at once.
    catalogue.clear();
    expect(await nameIn(api)).toBe('Square Gardens Court');
    expect(await nameIn(api, 'br')).toBe('Square Gardens Court');
    expect(await nameIn('/manchester/square-gardens', 'br')).toBe('Square Gardens Court');
    expect(await nameIn('/manchester/square-gardens')).toBe('Square Gardens Court');
  });

  it('follows an edit once the 30-second cache has turned over, without a notice', async () => {
    await database.db.execute(sql`update properties set name = 'Square Gardens Yard' where slug = 'square-gardens'`);
    expect(await nameIn(api, 'br')).toBe('Square Gardens Court');
    time.advance(31_000);
    expect(await nameIn(api, 'br')).toBe('Square Gardens Yard');
    expect(await nameIn('/manchester/square-gardens', 'br')).toBe('Square Gardens Yard');
  });
});
