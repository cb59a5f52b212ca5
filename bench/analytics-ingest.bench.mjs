#!/usr/bin/env node
// `npm run bench:ingest [-- --seconds 10 --connections 8 --batch 200 --devices 2000]`: how many
// analytics events per second the built server ingests at POST /api/analytics/2/httpapi (ADR 022).
// It starts dist/server/main.js on a throwaway PGlite data directory (durable, as in production:
// every commit flushed), or, when DATABASE_URL is a postgres:// URL, on a throwaway database on
// that server; `connections` clients post uploads of `batch` fresh events (each with its own
// insert_id, spread over `devices` devices, as browsers' batches are) for `seconds`, one after
// another per client. Prints events/s ingested and p50/p95/p99 latency per upload, and writes
// bench/results/analytics-ingest.json. Needs `npm run build` first. All uploads come from one
// address, so the server runs with the per-address limits (uploads and events a minute) raised out
// of the way: this measures ingestion, not refusals.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { requireBuild, startBuiltServer } from './built-server.mjs';
import { describeMachine, machine } from './machine.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    batch: { type: 'string', default: '200' },
    devices: { type: 'string', default: '2000' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const batchSize = Number(values.batch);
const devices = Number(values.devices);
// The server counts at most 50,000 devices a minute (ADR 022); more would measure its refusals.
if (!(devices >= 1 && devices <= 50_000)) {
  console.error('bench:ingest: --devices must be between 1 and 50000');
  process.exit(2);
}
const pgUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : null;

requireBuild('bench:ingest');

const userAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const paths = ['/', '/manchester', '/manchester/oak-house', '/book-a-viewing/oak-house', '/leeds/elm-court'];

let nextDevice = 0;
/** An upload as the browser SDK sends it: page views and web vitals, each with its own insert_id. */
function upload() {
  const now = Date.now();
  const events = Array.from({ length: batchSize }, (_, i) => {
    const device = `bench-device-${(nextDevice++ % devices).toString().padStart(6, '0')}`;
    const vital = i % 4 === 3;
    return {
      event_type: vital ? 'web_vitals_lcp' : 'page_viewed',
      device_id: device,
      session_id: now - 60_000,
      time: now - (batchSize - i),
      insert_id: randomUUID(),
      platform: 'Web',
      os_name: 'Chrome',
      language: 'en-GB',
      library: 'amplitude-ts/2.47.0',
      event_properties: vital
        ? { metric_name: 'LCP', metric_value: 1800 + (i % 900), metric_rating: 'good', page_path: paths[i % 5] }
        : {
            '[Amplitude] Page Path': paths[i % 5],
            '[Amplitude] Page URL': `https://digs.example${paths[i % 5]}`,
            '[Amplitude] Page Location': `https://digs.example${paths[i % 5]}`,
            '[Amplitude] Page Title': 'Digs',
          },
    };
  });
  return JSON.stringify({ api_key: 'digs-first-party', events, options: { min_id_length: 5 } });
}

function stats(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const round = (n) => Math.round(n * 10) / 10;
  return {
    n: sorted.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

async function throwawayDatabase() {
  if (!pgUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'digs-ingest-'));
    return {
      label: 'PGlite (temp data directory, durable)',
      url: dir,
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  const name = `digs_ingest_${randomUUID().slice(0, 8)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    label: `PostgreSQL (${url.host}, throwaway database)`,
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const database = await throwawayDatabase();
let server;
try {
  server = await startBuiltServer({
    DATABASE_URL: database.url,
    SEED_DEMO: 'false',
    ANALYTICS_RATE_LIMIT: '1000000000',
    ANALYTICS_EVENTS_PER_MINUTE: '1000000000',
  });
  const url = `${server.base}/api/analytics/2/httpapi`;
  const post = async (body) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      body,
    });
    return { status: response.status, body: await response.json() };
  };
  // A few uploads first, so the measurement does not include the first queries' planning.
  for (let i = 0; i < 3; i++) await post(upload());

  const latencies = [];
  const statuses = {};
  let ingested = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const body = upload();
        const t = performance.now();
        const answer = await post(body);
        latencies.push(performance.now() - t);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.status === 200) ingested += answer.body.events_ingested;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const latency = stats(latencies);
  const result = {
    bench: 'analytics-ingest',
    at: new Date().toISOString(),
    machine: machine(),
    database: database.label,
    settings: { seconds, connections, batch: batchSize, devices },
    uploads: latencies.length,
    statuses,
    eventsIngested: ingested,
    eventsPerSecond: Math.round(ingested / elapsed),
    latencyMs: latency,
  };
  console.log(`Analytics ingestion on ${database.label}`);
  console.log(describeMachine(result.machine));
  console.log(
    `${connections} connections x ${seconds} s, ${batchSize} events per upload, ${devices} devices: ` +
      `${latencies.length} uploads (${JSON.stringify(statuses)})`,
  );
  console.log(`${result.eventsPerSecond.toLocaleString('en-GB')} events/s ingested`);
  console.log(
    `latency per upload (ms): p50 ${latency.p50}, p95 ${latency.p95}, p99 ${latency.p99}, max ${latency.max}`,
  );
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  await writeFile(path.join(root, 'bench/results/analytics-ingest.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await server?.stop();
  await database.drop();
}
