#!/usr/bin/env node
// `npm run bench`: every bench in turn (bundle, load, scale, lighthouse, match, booking, reserve,
// results day (nginx, PostgreSQL and Redis), and the analytics ingest when it is there), each printing its own tables, then one summary of their
// headline figures with the machine they came from, written to bench/results/summary.json.
// The benches measure the production build: run `npm run build` first.
// Usage: node bench/run-all.mjs [--quick] [--only bundle,load,…]
//   --quick  short runs that prove the benches work (load 3 s per target, scale 30 samples,
//            Lighthouse 1 run, match 50 iterations); the figures are not for quoting.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { requireBuild } from './built-server.mjs';
import { describeMachine, machine } from './machine.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, only: { type: 'string' } } });
const quick = values.quick;

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n} ms`;
const range = (list) => {
  const lo = Math.min(...list);
  const hi = Math.max(...list);
  return lo === hi ? `${lo}` : `${lo}-${hi}`;
};

/** Each bench: its script, the arguments and environment of a quick run, its results and its headline figures. */
const benches = [
  {
    name: 'bundle',
    script: 'bundle.bench.mjs',
    results: 'bundle.json',
    headline: (r) => {
      const largest = [...r.routes].sort((a, b) => b.js.gzip - a.js.gzip)[0];
      return [
        ['initial JS, every page (boot + app)', `${kb(r.initial.js.gzip)} gzip (${kb(r.initial.js.raw)} raw)`],
        ['CSS, every page', `${kb(r.initial.css.gzip)} gzip (${kb(r.initial.css.raw)} raw)`],
        [
          'first-load JS per route',
          `${range(r.routes.map((x) => Number((x.js.gzip / 1024).toFixed(1))))} KB gzip (largest: ${largest.route})`,
        ],
      ];
    },
  },
  {
    name: 'load',
    script: 'load.bench.mjs',
    quickArgs: ['--duration', '3', '--warmup', '1'],
    results: 'load.json',
    headline: (r) =>
      r.results.map((x) => [
        `${x.target} ${x.path}`,
        `${x.app.requestsPerSecond} req/s, p50 ${ms(x.app.latencyMs.p50)}, p99 ${ms(x.app.latencyMs.p99)}; static ${x.static.requestsPerSecond} req/s (${Math.round(x.ratio * 100)}%)`,
      ]),
  },
  {
    name: 'scale',
    script: 'scale.bench.mjs',
    quickArgs: ['--samples', '30'],
    results: 'scale.json',
    headline: (r) => [
      ['catalogue', `${r.catalogue.properties} residences, ${r.catalogue.roomTypes} room types, ${r.database}`],
      ...Object.entries(r.http).map(([label, { firstVisit: f, cached: c }]) => [
        label,
        `first visit p50/p95/p99 ${f.p50}/${f.p95}/${f.p99} ms; cached p95 ${c.p95} ms`,
      ]),
    ],
  },
  {
    name: 'lighthouse',
    script: 'lighthouse.bench.mjs',
    quickEnv: { LIGHTHOUSE_RUNS: '1' },
    results: 'lighthouse.json',
    headline: (r) => {
      const ok = r.results.filter((x) => x.status === 'ok');
      const scores = (key) => range(ok.map((x) => x.scores[key]));
      return [
        [
          `mobile, ${ok.length} pages`,
          `performance ${scores('performance')}, accessibility ${scores('accessibility')}, best practices ${scores('best-practices')}, SEO ${scores('seo')}`,
        ],
        [
          'LCP, TBT, CLS',
          `${range(ok.map((x) => x.lcpMs))} ms, ${range(ok.map((x) => x.tbtMs))} ms, ${range(ok.map((x) => x.cls))}`,
        ],
      ];
    },
  },
  {
    name: 'match',
    script: 'room-match.bench.mjs',
    quickEnv: { BENCH_ITERATIONS: '50', BENCH_WARMUP: '5' },
    results: 'room-match.json',
    headline: (r) => [
      [
        `a city's ${r.candidatesPerCity} candidates, loaded and ranked`,
        `p50/p95/p99 ${r.ms.total.p50.toFixed(1)}/${r.ms.total.p95.toFixed(1)}/${r.ms.total.p99.toFixed(1)} ms`,
      ],
    ],
  },
  {
    name: 'booking',
    script: 'booking-contention.bench.mjs',
    results: 'booking-contention.json',
    headline: (r) =>
      r.results.flatMap((x) =>
        x.skipped
          ? [['PostgreSQL', `skipped: ${x.skipped}`]]
          : [
              [
                `${x.kind}, ${r.requests} at once for one slot of 2`,
                `${x.oneSlot.requestsPerSecond} req/s, ${Object.entries(x.oneSlot.outcomes)
                  .map(([code, n]) => `${code}×${n}`)
                  .join(' ')}`,
              ],
              [
                `${x.kind}, 100 slots of 2`,
                `${x.spread.bookingsPerSecond} bookings/s, p99 ${ms(x.spread.latencyMs.p99)}`,
              ],
            ],
      ),
  },
  {
    name: 'reserve',
    script: 'reserve.bench.mjs',
    quickEnv: { BENCH_TARGETS: 'off' },
    results: 'reserve.json',
    headline: (r) =>
      r.results.flatMap((x) =>
        x.skipped
          ? [['PostgreSQL', `skipped: ${x.skipped}`]]
          : [
              [
                `${x.kind}, ${r.requests} holds at once over ${r.optionCount} options`,
                `${x.spread.holdsPerSecond} holds/s, p95 ${ms(x.spread.latencyMs.p95)}, ${x.spread.cpuMsPerRequest ?? '?'} CPU ms a request, oversold ${x.spread.counts.oversold}`,
              ],
            ],
      ),
  },
  {
    name: 'results-day',
    script: 'results-day.bench.mjs',
    quickEnv: { BENCH_VISITORS: '100', BENCH_CONCURRENCY: '20' },
    results: 'results-day.json',
    headline: (r) => [
      [
        `${r.visitors} visitors through nginx, 3 servers`,
        `${r.holdsPerSecond} holds/s, hold p95 ${ms(r.latencyMs.hold.p95)}, visit p95 ${ms(r.latencyMs.visit.p95)}, oversold ${r.counts.oversoldOptions}`,
      ],
    ],
  },
  {
    name: 'ingest',
    script: 'analytics-ingest.bench.mjs',
    optional: true,
    results: 'analytics-ingest.json',
    // Its own format: the top-level figures, whatever they are.
    headline: (r) =>
      Object.entries(r)
        .filter(([, v]) => typeof v === 'number' || (typeof v === 'string' && v.length < 80))
        .filter(([k]) => !['date', 'when', 'benchmark'].includes(k))
        .slice(0, 6)
        .map(([k, v]) => [k, String(v)]),
  },
];

const only = values.only ? new Set(values.only.split(',').map((s) => s.trim())) : null;
const chosen = benches.filter(
  (b) => (!only || only.has(b.name)) && (!b.optional || existsSync(path.join(import.meta.dirname, b.script))),
);
requireBuild('npm run bench');

const started = performance.now();
const runs = [];
for (const bench of chosen) {
  console.log(`\n━━ ${bench.name} (bench/${bench.script}${quick ? ', quick' : ''}) ━━`);
  const t0 = performance.now();
  const wallStart = Date.now();
  const run = spawnSync(
    process.execPath,
    [path.join(import.meta.dirname, bench.script), ...(quick ? (bench.quickArgs ?? []) : [])],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...(quick ? bench.quickEnv : {}) } },
  );
  const seconds = Math.round((performance.now() - t0) / 1000);
  let figures = [];
  let note = run.status === 0 ? 'ok' : `exited ${run.status ?? run.signal}`;
  try {
    const file = path.join(root, 'bench/results', bench.results);
    // A failed run leaves the last run's file: its figures are not this run's.
    if ((await stat(file)).mtimeMs < wallStart) throw new Error('not written by this run');
    figures = bench.headline(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    note += `; no figures (${error.message.split('\n')[0]})`;
  }
  runs.push({ bench: bench.name, status: note, seconds, results: `bench/results/${bench.results}`, figures });
}

const m = machine();
console.log(`\n━━ Summary${quick ? ' (quick runs: not figures to quote)' : ''} ━━`);
console.log(`Machine: ${describeMachine(m)}; ${new Date().toISOString()}`);
const width = Math.max(...runs.flatMap((r) => r.figures.map(([label]) => label.length)), 20);
for (const r of runs) {
  console.log(`\n${r.bench} (${r.status}, ${r.seconds} s)`);
  for (const [label, value] of r.figures) console.log(`  ${label.padEnd(width)}  ${value}`);
}
const summary = {
  date: new Date().toISOString(),
  quick,
  machine: m,
  totalSeconds: Math.round((performance.now() - started) / 1000),
  runs: runs.map((r) => ({ ...r, figures: Object.fromEntries(r.figures) })),
};
await mkdir(path.join(root, 'bench/results'), { recursive: true });
await writeFile(path.join(root, 'bench/results/summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
console.log(`\nAll in ${summary.totalSeconds} s; written to bench/results/summary.json`);
if (runs.some((r) => r.status !== 'ok')) process.exitCode = 1;
