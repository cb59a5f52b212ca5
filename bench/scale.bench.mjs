#!/usr/bin/env node
// The catalogue at scale: 200 cities, 10,000 residences, 50,000 room types and 100,000 tenancy
// options (bench/scale-catalogue.mjs, the same every run) bulk-inserted into a throwaway database:
// a PGlite data directory in the system's temp folder, or, when DATABASE_URL is a postgres:// URL,
// a database created on that server for the run and dropped after it. Two measurements:
//   reader  the database adapter alone (DrizzleCatalogueReader, no cache) in this process: what a
//           page or API call costs the server when its 30-second cache does not have the answer;
//   http    the production build (dist/server/main.js; run `npm run build` first) started on that
//           database: each page or API call on distinct addresses (the first visit of each, which
//           the server's caches do not hold), then the same addresses again (cached). The room
//           finder's match is its candidates call plus the ranking the browser does (rankRooms).
// Prints p50/p95/p99 (ms) and writes bench/results/scale.json.
// Usage: node bench/scale.bench.mjs [--samples 200] [--concurrency 1] (or BENCH_SAMPLES, BENCH_CONCURRENCY).
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { requireBuild, startBuiltServer } from './built-server.mjs';
import { loadSources as loadSourcesAs } from './bundle-sources.mjs';
import { describeMachine, machine } from './machine.mjs';
import { generate, insertAll, random, scale } from './scale-catalogue.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    samples: { type: 'string', default: process.env.BENCH_SAMPLES ?? '200' },
    concurrency: { type: 'string', default: process.env.BENCH_CONCURRENCY ?? '1' },
  },
});
const samples = Number(values.samples);
const concurrency = Number(values.concurrency);
const pgUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : null;

const loadSources = () =>
  loadSourcesAs('scale', [
    "export { openDatabase } from './src/adapters/postgres/database';",
    "export { DrizzleCatalogueReader } from './src/adapters/postgres/drizzle-catalogue.adapter';",
    "export * as schema from './src/adapters/postgres/schema';",
    "export { rankRooms } from './src/domain/room-finder/room-match';",
    "export { PRICE_BANDS } from './src/domain/catalogue/property-filter';",
    "export { ROOM_KINDS } from './src/domain/catalogue/room-kinds';",
  ]);

function stats(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const round = (n) => Math.round(n * 10) / 10;
  return {
    n: sorted.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted.at(-1)),
  };
}

/** Runs `work(item)` for each item, `concurrency` at a time, and returns each one's milliseconds. */
async function timed(items, work) {
  const ms = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++];
        const started = performance.now();
        await work(item);
        ms.push(performance.now() - started);
      }
    }),
  );
  return ms;
}

/** `count` distinct items of `list`, in a seeded random order. */
function distinct(rng, list, count) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

/** A throwaway database: `{ target, serverUrl, drop }`. */
async function throwawayDatabase() {
  if (!pgUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'digs-scale-'));
    return {
      label: 'PGlite (temp data directory)',
      target: { kind: 'pglite', dataDir: dir },
      serverUrl: dir,
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  const name = `digs_scale_${randomUUID().slice(0, 8)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    label: `PostgreSQL (${url.host}, throwaway database)`,
    target: { kind: 'postgres', url: url.toString(), maxConnections: 10 },
    serverUrl: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

requireBuild('bench/scale');
const sources = await loadSources();
const { openDatabase, DrizzleCatalogueReader, schema, rankRooms, PRICE_BANDS, ROOM_KINDS } = sources;
const database = await throwawayDatabase();
const result = {
  benchmark: 'scale',
  date: new Date().toISOString(),
  machine: machine(),
  database: database.label,
  settings: { samples, concurrency },
};
let server;
try {
  // Generate and load.
  const rng = random(20260904);
  const rows = generate(rng, ROOM_KINDS);
  result.catalogue = Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length]));
  let t0 = performance.now();
  const handle = await openDatabase(database.target);
  await handle.migrate(path.join(root, 'drizzle'));
  await insertAll(handle.db, schema, rows);
  // A live database is analysed by autovacuum after a bulk load; do it now.
  await handle.db.execute('analyze');
  result.loadSeconds = Math.round((performance.now() - t0) / 100) / 10;
  console.log(`${database.label}: ${describeMachine(result.machine)}`);
  console.log(
    `Loaded in ${result.loadSeconds} s: ${Object.entries(result.catalogue)
      .map(([table, n]) => `${n.toLocaleString('en-US')} ${table}`)
      .join(', ')}`,
  );

  const cityOf = new Map(rows.cities.map((c) => [c.id, c]));
  const propertyOf = new Map(rows.properties.map((p) => [p.id, p]));
  const cities = distinct(rng, rows.cities, samples);
  const properties = distinct(rng, rows.properties, samples).map((p) => ({ city: cityOf.get(p.cityId), property: p }));
  const rooms = distinct(rng, rows.roomTypes, samples).map((r) => {
    const property = propertyOf.get(r.propertyId);
    return { city: cityOf.get(property.cityId), property, room: r };
  });
  const lookups = Array.from({ length: samples }, () => distinct(rng, rows.properties, 10).map((p) => p.id));
  const criteria = (city) => ({
    city,
    weeks: rng.some([44, 51]),
    bands: rng.some(PRICE_BANDS.map((b) => b.id)),
    kinds: rng.some(ROOM_KINDS),
  });
  const check = (ok, what) => {
    if (!ok) throw new Error(`unexpected answer: ${what}`);
  };

  // The adapter alone, no cache.
  const reader = new DrizzleCatalogueReader(handle.db);
  const readerCases = [
    [
      'listCities (every city)',
      [...Array(Math.min(samples, 20)).keys()],
      async () => check((await reader.listCities()).length === scale.cities, 'listCities'),
    ],
    [
      'getCity',
      cities,
      async (c) => check((await reader.getCity(c.slug))?.properties.length === scale.propertiesPerCity, c.slug),
    ],
    [
      'getProperty',
      properties,
      async ({ city, property }) =>
        check(
          (await reader.getProperty(city.slug, property.slug))?.room_types.length === scale.roomsPerProperty,
          property.slug,
        ),
    ],
    [
      'getRoomType',
      rooms,
      async ({ city, property, room }) =>
        check((await reader.getRoomType(city.slug, property.slug, room.slug)) !== null, room.slug),
    ],
    [
      'findProperties (10 ids)',
      lookups,
      async (ids) => check((await reader.findProperties(ids)).length === 10, 'findProperties'),
    ],
    [
      'listRoomCandidates + rankRooms',
      cities,
      async (c) => {
        const candidates = await reader.listRoomCandidates(c.slug);
        check(
          rankRooms(candidates, criteria(c.slug)).length === scale.propertiesPerCity * scale.roomsPerProperty,
          c.slug,
        );
      },
    ],
    [
      'listPropertyOptions (every residence)',
      [...Array(Math.min(samples, 20)).keys()],
      async () => check((await reader.listPropertyOptions()).length === rows.properties.length, 'listPropertyOptions'),
    ],
  ];
  result.reader = {};
  for (const [label, items, work] of readerCases) {
    await work(items[0]); // warm-up: the query plans and the JIT
    t0 = performance.now();
    result.reader[label] = stats(await timed(items, work));
    process.stderr.write(`reader ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  }
  await handle.close();

  // The built server on the same database.
  t0 = performance.now();
  server = await startBuiltServer({ DATABASE_URL: database.serverUrl, SEED_DEMO: 'false' });
  result.serverStartSeconds = Math.round((performance.now() - t0) / 100) / 10;
  // A fresh process compiles as it goes: a page that is not measured first.
  await fetch(`${server.base}/offers`).then((r) => r.arrayBuffer());
  const get = async (p) => {
    const response = await fetch(`${server.base}${p}`, { headers: { 'accept-encoding': 'br, gzip' } });
    const body = await response.arrayBuffer();
    check(response.status === 200, `${p} answered ${response.status}`);
    return body;
  };
  const getJson = async (p) => {
    const response = await fetch(`${server.base}${p}`);
    check(response.status === 200, `${p} answered ${response.status}`);
    return response.json();
  };
  const httpCases = [
    ['city page', cities.map((c) => `/${c.slug}`), get],
    [
      'city page, filtered (the city read just before)',
      cities.map((c) => `/${c.slug}?price=180-220&room=${rng.pick(ROOM_KINDS)}&sort=price`),
      get,
    ],
    ['property page', properties.map(({ city, property }) => `/${city.slug}/${property.slug}`), get],
    ['room page', rooms.map(({ city, property, room }) => `/${city.slug}/${property.slug}/${room.slug}`), get],
    ['home page', ['/'], get],
    ['GET /api/cities', ['/api/cities'], get],
    ['GET /api/cities/:city', cities.map((c) => `/api/cities/${c.slug}`), get],
    ['GET /api/properties?ids= (10)', lookups.map((ids) => `/api/properties?ids=${ids.join(',')}`), get],
    [
      'room finder match',
      cities.map((c) => c.slug),
      async (slug) => {
        const candidates = await getJson(`/api/cities/${slug}/room-candidates`);
        check(rankRooms(candidates, criteria(slug)).length === scale.propertiesPerCity * scale.roomsPerProperty, slug);
      },
    ],
  ];
  result.http = {};
  for (const [label, paths, work] of httpCases) {
    t0 = performance.now();
    const first = await timed(paths, work);
    const again = await timed(paths, work);
    result.http[label] = { firstVisit: stats(first), cached: stats(again) };
    process.stderr.write(`http ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  }

  const row = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(48) : c === '|' ? ' |' : String(c).padStart(8))).join(' ');
  console.log(`\nDatabase adapter, no cache, ${concurrency} at a time (ms)`);
  console.log(row(['call', 'n', 'p50', 'p95', 'p99', 'max']));
  for (const [label, s] of Object.entries(result.reader)) console.log(row([label, s.n, s.p50, s.p95, s.p99, s.max]));
  console.log(
    `\nBuilt server over HTTP, ${concurrency} at a time, distinct addresses: first visit | again, cached (ms)`,
  );
  console.log(row(['request', 'n', 'p50', 'p95', 'p99', '|', 'p50', 'p95', 'p99']));
  for (const [label, { firstVisit: f, cached: c }] of Object.entries(result.http))
    console.log(row([label, f.n, f.p50, f.p95, f.p99, '|', c.p50, c.p95, c.p99]));

  const out = path.join(root, 'bench/results/scale.json');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Written to ${path.relative(root, out)}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await server?.stop();
  await database.drop();
}
