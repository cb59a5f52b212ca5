#!/usr/bin/env node
// Requests per second through nginx with 1, 2 and 3 Digs servers on one PostgreSQL (issue 21 item
// 5, ADR 057). Makes a fresh database on the PostgreSQL server (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; dropped at the end), starts the built servers
// (dist/server/main.js; run `npm run build` first) with the demo data, Redis for the rate limits
// (BENCH_REDIS_URL, default redis://127.0.0.1:6379; the limits raised so they never refuse) and
// TRUST_PROXY=127.0.0.1, and nginx from deploy/nginx/digs.conf (its upstreams, listen and cache
// folder swapped) on BENCH_CLUSTER_PORT (3610). For a page and the JSON API it runs autocannon
// (50 connections, 10 s after a 2 s warm-up, `br, gzip` as a browser asks): one server without
// nginx (what the proxy costs), then nginx in front of 1, 2 and 3. Prints req/s, p50 and p95, the
// gain over one server, and what the curve says; writes bench/results/cluster.json.
// Usage: node bench/cluster.bench.mjs [--duration 10] [--connections 50] [--warmup 2]
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { requireBuild, startBuiltServer } from './built-server.mjs';
import { describeMachine, machine } from './machine.mjs';
import { startNginx } from './nginx.mjs';

const root = path.resolve(import.meta.dirname, '..');
const acceptEncoding = 'br, gzip';
const targets = [
  { name: 'page (residence)', path: '/manchester/square-gardens' },
  { name: 'JSON API (residence)', path: '/api/cities/manchester/properties/square-gardens' },
];

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '10' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '50' },
    warmup: { type: 'string', default: process.env.BENCH_WARMUP ?? '2' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const warmup = Number(values.warmup);
const nginxPort = Number(process.env.BENCH_CLUSTER_PORT ?? 3610);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const nginxBinary =
  process.env.NGINX_BIN ?? ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(existsSync);

requireBuild('bench/cluster');
if (!nginxBinary) {
  console.error('bench/cluster: nginx is missing (apt-get install nginx, or NGINX_BIN=/path/to/nginx).');
  process.exit(1);
}

/** autocannon against `url` after a warm-up; p95 from every response's time. */
async function cannon(url) {
  if (warmup > 0)
    await autocannon({ url, connections, duration: warmup, headers: { 'accept-encoding': acceptEncoding } });
  const times = [];
  const instance = autocannon({ url, connections, duration, headers: { 'accept-encoding': acceptEncoding } });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const at = (q) => Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: at(0.5), p95: at(0.95), p99: at(0.99) },
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const name = `digs_bench_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${name}`;
const servers = [];
let proxy;
const results = [];
try {
  const env = {
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: redisUrl,
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    SEED_DEMO: 'true',
  };
  // The first seeds the demo (its pictures take a while); the others find it there.
  console.log('Starting the first server (it loads the demo data)…');
  servers.push(await startBuiltServer(env));
  const m = machine();
  console.log(`Machine: ${describeMachine(m)}`);
  console.log(`autocannon: ${connections} connections, ${duration} s per run after ${warmup} s of warm-up.\n`);
  // The first server may still be making the demo's AVIF pictures in the background: a first,
  // unmeasured run on each target lets that and the JIT settle before anything is measured.
  for (const target of targets) {
    await autocannon({ url: `${servers[0].base}${target.path}`, connections, duration: 5 });
  }
  for (const n of [1, 2, 3]) {
    while (servers.length < n) servers.push(await startBuiltServer(env));
    proxy = await startNginx(
      nginxBinary,
      nginxPort,
      servers.map((s) => new URL(s.base).host),
    );
    for (const target of targets) {
      results.push({ servers: n, proxy: true, target: target.name, ...(await cannon(`${proxy.base}${target.path}`)) });
    }
    await proxy.stop();
    proxy = undefined;
  }
  // One server without nginx, last: what the proxy costs.
  for (const target of targets) {
    results.push({
      servers: 1,
      proxy: false,
      target: target.name,
      ...(await cannon(`${servers[0].base}${target.path}`)),
    });
  }

  const pad = (s, n) => String(s).padEnd(n);
  const padL = (s, n) => String(s).padStart(n);
  console.log(
    `${pad('target', 22)}${pad('through', 16)}${padL('req/s', 8)}${padL('p50 ms', 9)}${padL('p95 ms', 9)}${padL('x 1 server', 12)}`,
  );
  for (const r of [...results.filter((o) => !o.proxy), ...results.filter((o) => o.proxy)]) {
    const one = results.find((o) => o.target === r.target && o.proxy && o.servers === 1);
    const gain = r.proxy && one ? (r.requestsPerSecond / one.requestsPerSecond).toFixed(2) : '';
    console.log(
      `${pad(r.target, 22)}${pad(r.proxy ? `nginx + ${r.servers}` : 'direct, 1', 16)}${padL(r.requestsPerSecond, 8)}` +
        `${padL(r.latencyMs.p50, 9)}${padL(r.latencyMs.p95, 9)}${padL(gain, 12)}`,
    );
  }
  const gains = targets.map((t) => {
    const rps = (n) => results.find((r) => r.target === t.name && r.proxy && r.servers === n)?.requestsPerSecond ?? 0;
    return { target: t.name, two: rps(2) / rps(1), three: rps(3) / rps(1) };
  });
  const best = Math.max(...gains.map((g) => Math.max(g.two, g.three)));
  const words = gains
    .map((g) => `${g.target} x${g.two.toFixed(2)} with 2 and x${g.three.toFixed(2)} with 3`)
    .join('; ');
  console.log(
    `\nOn ${m.cores} cores shared by nginx, autocannon, PostgreSQL, Redis and the servers: ${words}. ` +
      (best < 1.3
        ? 'The servers cannot scale here: the machine has no core left for a second Node process, so the curve is flat or falls, and what it says is about this machine, not the design. '
        : 'Each added server helps only while a core is free for it. ') +
      'These reads come from each server’s own memory (the page and API caches; PostgreSQL is hardly asked) and a Redis count per API request, ' +
      'so with more cores the throughput should grow close to one server’s figure per core given to a server (nginx needs about one core per several servers), ' +
      'until PostgreSQL, Redis or the network is the limit; beyond one machine, add machines behind the same proxy.',
  );
  const out = path.join(root, 'bench/results/cluster.json');
  await writeFile(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), machine: m, loadAverageAtEnd: os.loadavg(), duration, connections, warmup, results }, null, 2)}\n`,
  );
  console.log(`\nWritten to ${path.relative(root, out)}.`);
  const failed = results.filter((r) => r.errors + r.non2xx > 0);
  if (failed.length) {
    console.error(
      `Failed requests: ${failed.map((r) => `${r.target} via ${r.servers}: ${r.errors} errors, ${r.non2xx} non-2xx`).join('; ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  await proxy?.stop();
  await Promise.all(servers.map((s) => s.stop()));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
