#!/usr/bin/env node
// The room finder at scale: on a throwaway in-memory PGlite with the committed migrations and a
// catalogue of 200 cities, 10,000 properties, 50,000 room types and 100,000 tenancy options,
// the time to load a random city's candidates (DrizzleCatalogueReader.listRoomCandidates, no
// cache) and rank them (the domain's rankRooms) with random answers. Usage:
// node bench/room-match.bench.mjs (BENCH_ITERATIONS, default 500; BENCH_WARMUP, default 50).
// Prints percentiles, writes bench/results/room-match.json, and exits non-zero on an error or when
// the p95 of load + rank is not under the budget (issue 21: 50 ms).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSources as loadSourcesAs } from './bundle-sources.mjs';
import { generate, insertAll, random, scale } from './scale-catalogue.mjs';

const root = path.resolve(import.meta.dirname, '..');
const iterations = Number(process.env.BENCH_ITERATIONS ?? 500);
const warmup = Number(process.env.BENCH_WARMUP ?? 50);
const budgetP95Ms = 50;

const loadSources = () =>
  loadSourcesAs('room-match', [
    "export { openDatabase } from './src/adapters/postgres/database';",
    "export { DrizzleCatalogueReader } from './src/adapters/postgres/drizzle-catalogue.adapter';",
    "export * as schema from './src/adapters/postgres/schema';",
    "export { rankRooms } from './src/domain/room-finder/room-match';",
    "export { PRICE_BANDS } from './src/domain/catalogue/property-filter';",
    "export { ROOM_KINDS } from './src/domain/catalogue/room-kinds';",
  ]);

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const round = (n) => Math.round(n * 1000) / 1000;
  return {
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    mean: round(sorted.reduce((s, x) => s + x, 0) / sorted.length),
    max: round(sorted.at(-1)),
  };
}

let database;
try {
  const started = performance.now();
  const { openDatabase, DrizzleCatalogueReader, schema, rankRooms, PRICE_BANDS, ROOM_KINDS } = await loadSources();
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate(path.join(root, 'drizzle'));
  const ready = performance.now();

  const rng = random(20260904);
  const rows = generate(rng, ROOM_KINDS);
  await insertAll(database.db, schema, rows);
  // A live database is analysed by autovacuum after a bulk load; PGlite runs none, so do it here.
  await database.db.execute('analyze');
  const generated = performance.now();
  const counts = Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length]));
  console.log(
    `PGlite ready in ${((ready - started) / 1000).toFixed(1)} s; generated and inserted in ${((generated - ready) / 1000).toFixed(1)} s:`,
    Object.entries(counts)
      .map(([table, n]) => `${n.toLocaleString('en-US')} ${table}`)
      .join(', '),
  );

  const reader = new DrizzleCatalogueReader(database.db);
  const bandIds = PRICE_BANDS.map((b) => b.id);
  const timings = { load: [], rank: [], total: [] };
  let candidatesSeen = 0;
  let rankedSeen = 0;
  for (let i = 0; i < warmup + iterations; i++) {
    const city = rng.pick(rows.cities).slug;
    const criteria = { city, weeks: rng.some([44, 51]), bands: rng.some(bandIds), kinds: rng.some(ROOM_KINDS) };
    const t0 = performance.now();
    const candidates = await reader.listRoomCandidates(city);
    const t1 = performance.now();
    const ranked = rankRooms(candidates, criteria);
    const t2 = performance.now();
    const expected = scale.propertiesPerCity * scale.roomsPerProperty;
    if (candidates.length !== expected || ranked.length !== expected)
      throw new Error(`${city}: ${candidates.length} candidates and ${ranked.length} ranked, expected ${expected}`);
    if (i < warmup) continue;
    timings.load.push(t1 - t0);
    timings.rank.push(t2 - t1);
    timings.total.push(t2 - t0);
    candidatesSeen += candidates.length;
    rankedSeen += ranked.length;
  }

  const result = {
    benchmark: 'room-match',
    date: new Date().toISOString(),
    node: process.version,
    database: 'PGlite (in memory)',
    catalogue: counts,
    iterations,
    warmup,
    candidatesPerCity: candidatesSeen / iterations,
    rankedPerCity: rankedSeen / iterations,
    setupSeconds: { pglite: (ready - started) / 1000, generateAndInsert: (generated - ready) / 1000 },
    ms: {
      listRoomCandidates: stats(timings.load),
      rankRooms: stats(timings.rank),
      total: stats(timings.total),
    },
    budget: { p95Ms: budgetP95Ms },
  };
  result.budget.met = result.ms.total.p95 < budgetP95Ms;

  console.log(
    `\n${iterations} random cities after ${warmup} warm-up, ${result.candidatesPerCity} candidates each (ms):`,
  );
  console.log(`${''.padEnd(22)}${['p50', 'p95', 'p99', 'mean', 'max'].map((h) => h.padStart(9)).join('')}`);
  for (const [label, s] of Object.entries(result.ms))
    console.log(
      `${label.padEnd(22)}${[s.p50, s.p95, s.p99, s.mean, s.max].map((n) => n.toFixed(2).padStart(9)).join('')}`,
    );
  console.log(
    `\nBudget: p95 of load + rank < ${budgetP95Ms} ms: ${result.budget.met ? 'met' : 'NOT met'} (${result.ms.total.p95.toFixed(2)} ms)`,
  );

  const out = path.join(root, 'bench/results/room-match.json');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Written to ${path.relative(root, out)}`);
  if (!result.budget.met) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database?.close();
}
