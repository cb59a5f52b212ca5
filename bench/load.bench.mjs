#!/usr/bin/env node
// Throughput of the production build under load, against what this machine can serve at all.
// Starts dist/server/main.js (run `npm run build` first) on a throwaway in-memory PGlite with the
// demo data and the API's per-address limits raised, picks a real city, residence and room from the
// API, and runs autocannon (50 connections, 15 s each, after a 2 s warm-up) against the home, city,
// property and room pages and two API calls, asking for `br, gzip` as a browser does. Then, for
// each target, the same response bytes (fetched once with the same Accept-Encoding; same status,
// type and encoding) from a minimal node:http server in its own process: the practical ceiling for
// those bytes here. Prints req/s, p50 and p99 latency, the static req/s and the ratio; writes
// bench/results/load.json. Exits non-zero when a request failed or was answered other than 200, or
// when a target is under its share of node:http's rate (issue 21: pages 60%, the API 30%).
// Usage: node bench/load.bench.mjs [--duration 15] [--connections 50] [--warmup 2]
// (or BENCH_DURATION, BENCH_CONNECTIONS, BENCH_WARMUP).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, requireBuild, startBuiltServer } from './built-server.mjs';
import { describeMachine, machine } from './machine.mjs';

const root = path.resolve(import.meta.dirname, '..');
const acceptEncoding = 'br, gzip';

// `--static <dir> <port>`: this file is also the static server, run in a process of its own so it
// does not share autocannon's event loop (the app server has its own process too).
if (process.argv[2] === '--static') {
  const [dir, port] = process.argv.slice(3);
  const targets = JSON.parse(await readFile(path.join(dir, 'targets.json'), 'utf8'));
  const bodies = new Map();
  for (const t of targets) bodies.set(t.path, { ...t, body: await readFile(path.join(dir, t.file)) });
  http
    .createServer((request, response) => {
      const t = bodies.get(request.url);
      if (!t) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(t.status, { ...t.headers, 'content-length': t.body.length }).end(t.body);
    })
    .listen(Number(port), '127.0.0.1', () => process.stdout.write('static serving\n'));
} else {
  await main();
}

async function main() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: process.env.BENCH_DURATION ?? '15' },
      connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '50' },
      warmup: { type: 'string', default: process.env.BENCH_WARMUP ?? '2' },
    },
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const warmup = Number(values.warmup);
  requireBuild('bench/load');

  const app = await startBuiltServer({ SEED_DEMO: 'true' });
  let staticServer;
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'digs-load-'));
  try {
    const targets = await pickTargets(app.base);
    // The bytes each target answers, as the load test will be answered.
    for (const [i, t] of targets.entries()) {
      const answer = await get(`${app.base}${t.path}`);
      if (answer.status !== 200) throw new Error(`${t.path} answered ${answer.status}`);
      t.file = `body-${i}`;
      t.status = answer.status;
      t.bytes = answer.body.length;
      t.headers = Object.fromEntries(
        ['content-type', 'content-encoding', 'cache-control', 'vary']
          .filter((h) => answer.headers[h] !== undefined)
          .map((h) => [h, answer.headers[h]]),
      );
      await writeFile(path.join(scratch, t.file), answer.body);
    }
    await writeFile(path.join(scratch, 'targets.json'), JSON.stringify(targets));
    staticServer = await startStatic(scratch);

    const m = machine();
    console.log(
      `autocannon, ${connections} connections, ${duration} s each after ${warmup} s warm-up, Accept-Encoding: ${acceptEncoding}`,
    );
    console.log(`Machine: ${describeMachine(m)}`);
    const results = [];
    for (const t of targets) {
      const measured = await cannon(`${app.base}${t.path}`, { duration, connections, warmup });
      const ceiling = await cannon(`${staticServer.base}${t.path}`, { duration, connections, warmup });
      results.push({
        target: t.name,
        path: t.path,
        bytes: t.bytes,
        encoding: t.headers['content-encoding'] ?? 'identity',
        app: measured,
        static: ceiling,
        ratio: Math.round((measured.requestsPerSecond / ceiling.requestsPerSecond) * 1000) / 1000,
        needed: t.needed,
      });
    }

    const row = (cells, widths) => cells.map((c, i) => String(c)[i === 0 ? 'padEnd' : 'padStart'](widths[i])).join(' ');
    const widths = [52, 9, 8, 8, 10, 8, 8, 7];
    console.log(row(['target', 'req/s', 'p50 ms', 'p99 ms', 'static/s', 'ratio', 'needed', 'KB'], widths));
    for (const r of results)
      console.log(
        row(
          [
            `${r.target} ${r.path}`.slice(0, 52),
            r.app.requestsPerSecond,
            r.app.latencyMs.p50,
            r.app.latencyMs.p99,
            r.static.requestsPerSecond,
            `${Math.round(r.ratio * 100)}%`,
            `${r.ratio >= r.needed ? '' : '< '}${Math.round(r.needed * 100)}%`,
            (r.bytes / 1024).toFixed(1),
          ],
          widths,
        ),
      );
    const out = path.join(root, 'bench/results/load.json');
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(
      out,
      `${JSON.stringify(
        {
          benchmark: 'load',
          date: new Date().toISOString(),
          machine: m,
          database: 'PGlite (in memory), demo data',
          settings: { duration, connections, warmup, acceptEncoding },
          results,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`Written to ${path.relative(root, out)}`);
    const failed = results.filter((r) => r.app.errors + r.app.non2xx + r.static.errors + r.static.non2xx > 0);
    if (failed.length > 0) {
      console.error(`Failed or non-200 answers on: ${failed.map((r) => r.path).join(', ')}`);
      process.exitCode = 1;
    }
    const under = results.filter((r) => r.ratio < r.needed);
    if (under.length > 0) {
      console.error(
        `Under the target share of node:http: ${under.map((r) => `${r.target} ${Math.round(r.ratio * 100)}% < ${Math.round(r.needed * 100)}%`).join(', ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await staticServer?.stop();
    await app.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The pages and API calls measured, with slugs the demo data really has. */
async function pickTargets(base) {
  const json = async (p) => {
    const response = await fetch(`${base}${p}`);
    if (!response.ok) throw new Error(`${p} answered ${response.status}`);
    return response.json();
  };
  const cities = await json('/api/cities');
  const city = cities.find((c) => c.property_count > 0) ?? cities[0];
  const detail = await json(`/api/cities/${city.id}`);
  const propertySlug = detail.properties[0].id;
  const propertyApi = `/api/cities/${city.id}/properties/${propertySlug}`;
  const property = await json(propertyApi);
  const room = property.room_types[0].id;
  // `needed`: the least share of the static server's rate each must reach.
  return [
    { name: 'home', path: '/', needed: 0.6 },
    { name: 'city', path: `/${city.id}`, needed: 0.6 },
    { name: 'property', path: `/${city.id}/${propertySlug}`, needed: 0.6 },
    { name: 'room', path: `/${city.id}/${propertySlug}/${room}`, needed: 0.6 },
    { name: 'API cities', path: '/api/cities', needed: 0.3 },
    { name: 'API property', path: propertyApi, needed: 0.3 },
  ];
}

/** One GET with the load test's Accept-Encoding, the body left as sent (compressed). */
function get(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

async function startStatic(dir) {
  const port = await freePort();
  const child = spawn(process.execPath, [import.meta.filename, '--static', dir, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    exited.then((code) => reject(new Error(`the static server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function cannon(url, { duration, connections, warmup }) {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { 'accept-encoding': acceptEncoding },
    ...(warmup > 0 ? { warmup: { connections, duration: warmup } } : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
