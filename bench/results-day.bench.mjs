#!/usr/bin/env node
// Results day (issue 37 item 7): thousands of students browse, hold and confirm a room in the same
// hour. Three built servers (dist/server/main.js; run `npm run build` first) behind nginx from
// deploy/nginx/digs.conf, on one fresh PostgreSQL database (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres: a database is made there and dropped) and Redis
// (BENCH_REDIS_URL, default redis://127.0.0.1:6379) for the rate limits, raised as the other benches
// raise them (bench/built-server.mjs). The test catalogue is written first, with BENCH_OPTIONS (100)
// tenancy options of BENCH_ROOMS (15) rooms each over its room types.
// BENCH_VISITORS (2,000) visitors, BENCH_CONCURRENCY (200) at a time, each from an address of its own
// (X-Forwarded-For, which the servers believe from nginx: TRUST_PROXY=127.0.0.1) so the caps on holds
// per address (ADR 081) stay on at their defaults: a city page, a room page, a hold of one of that
// room type's tenancies (POST /api/reservations) and, held, its confirmation with the details and the
// price the hold showed (POST …/confirm: direct payment, so the reservation awaits payment).
// Prints holds a second, p50/p95/p99 of each step, the outcomes, and the database's counts at the
// end (per option, reservations holding a room never exceed the rooms it had, and rooms left plus
// those equal the rooms it had); writes bench/results/results-day.json; exits non-zero on an
// oversell, a lost room, or an answer other than the expected ones (200, 201, 409 sold out).
// Needs nginx (NGINX_BIN), PostgreSQL and Redis; nginx listens on BENCH_RESULTS_DAY_PORT (3620).
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { requireBuild, startBuiltServer } from './built-server.mjs';
import { loadSources } from './bundle-sources.mjs';
import { describeMachine, machine } from './machine.mjs';
import { startNginx } from './nginx.mjs';

const root = path.resolve(import.meta.dirname, '..');
const visitors = Number(process.env.BENCH_VISITORS ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 200);
const optionCount = Number(process.env.BENCH_OPTIONS ?? 100);
const roomsPerOption = Number(process.env.BENCH_ROOMS ?? 15);
const nginxPort = Number(process.env.BENCH_RESULTS_DAY_PORT ?? 3620);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const nginxBinary =
  process.env.NGINX_BIN ?? ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(existsSync);

requireBuild('bench/results-day');
if (!nginxBinary) {
  console.error('bench/results-day: nginx is missing (apt-get install nginx, or NGINX_BIN=/path/to/nginx).');
  process.exit(1);
}

function stats(samples) {
  if (samples.length === 0) return { n: 0 };
  const sorted = [...samples].sort((a, b) => a - b);
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

/** One HTTP request through nginx: its status, JSON body (for the API) and time. */
function request(agent, base, { method = 'GET', path: target, body, headers = {} }) {
  const payload = body === undefined ? null : JSON.stringify(body);
  const url = new URL(target, base);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        agent,
        headers: {
          // Pages as a browser asks for them; the API's JSON as it is, to be read here.
          ...(target.startsWith('/api/') ? {} : { 'accept-encoding': 'br, gzip' }),
          ...(payload === null
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), origin: base }),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            if (String(response.headers['content-type'] ?? '').includes('json')) json = JSON.parse(text);
          } catch {
            json = { unreadable: text.slice(0, 80) };
          }
          resolve({ status: response.statusCode, json, ms: performance.now() - started });
        });
      },
    );
    req.on('error', reject);
    req.end(payload ?? undefined);
  });
}

const details = (i) => ({
  name: `Results Day ${i}`,
  email: `student.${i}@example.com`,
  countryCode: '+44',
  phone: '07700 900123',
  dateOfBirth: '2007-03-14',
  university: 'The University of Manchester',
  yearOfStudy: 'First year',
  guarantor: 'uk_guarantor',
});

const name = `digs_rd_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${name}`;
const servers = [];
let proxy;
let failed = false;
try {
  // The test catalogue and the bench's tenancies, before any server starts (so none seeds the demo).
  const sources = await loadSources('results-day', [
    "export { openDatabase } from './src/adapters/postgres/database';",
    "export { writeCatalogue } from './src/adapters/postgres/catalogue-writer';",
    "export { fixtureSlice, fixtureSettings } from './test/support/catalogue-fixture';",
  ]);
  const database = await sources.openDatabase({ kind: 'postgres', url: dbUrl.toString() });
  await database.migrate(path.join(root, 'drizzle'));
  await database.db.transaction((tx) => sources.writeCatalogue(tx, sources.fixtureSlice, sources.fixtureSettings));
  await database.close();
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  const roomTypeIds = sources.fixtureSlice.roomTypes.map((r) => r.id);
  const inserted = await db.query(
    `insert into tenancy_options (room_type_id, academic_year, weeks, start_date, end_date, price_per_week_pence, rooms_available)
     select ($1::uuid[])[1 + (i % array_length($1::uuid[], 1))], 'results day ' || i, 51,
       (current_date + 200), (current_date + 557), 24900, $2
     from generate_series(0, $3 - 1) as i
     returning id`,
    [roomTypeIds, roomsPerOption, optionCount],
  );
  const options = (
    await db.query(
      `select o.id, '/' || c.slug as city, '/' || c.slug || '/' || p.slug || '/' || rt.slug as room
       from tenancy_options o join room_types rt on rt.id = o.room_type_id
       join properties p on p.id = rt.property_id join cities c on c.id = p.city_id
       where o.id = any($1::uuid[]) order by o.id`,
      [inserted.rows.map((r) => r.id)],
    )
  ).rows;

  const env = {
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: redisUrl,
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    SEED_DEMO: 'false',
  };
  console.log('Starting three servers and nginx…');
  for (let i = 0; i < 3; i++) servers.push(await startBuiltServer(env));
  proxy = await startNginx(
    nginxBinary,
    nginxPort,
    servers.map((s) => new URL(s.base).host),
  );
  const base = proxy.base;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  // One unmeasured visit per page, so the first visitors do not pay for the servers' first renders.
  for (const o of options.slice(0, 3)) {
    await request(agent, base, { path: o.city });
    await request(agent, base, { path: o.room });
  }

  const m = machine();
  console.log(`Machine: ${describeMachine(m)}`);
  console.log(
    `${visitors} visitors, ${concurrency} at a time, each from an address of its own, over ${optionCount} tenancies of ${roomsPerOption} rooms (${optionCount * roomsPerOption} rooms).`,
  );
  const times = { cityPage: [], roomPage: [], hold: [], confirm: [], visit: [] };
  const outcomes = { cityPage: {}, roomPage: {}, hold: {}, confirm: {} };
  const count = (step, status) => {
    outcomes[step][status] = (outcomes[step][status] ?? 0) + 1;
  };
  const unexpected = [];

  async function visit(i) {
    const option = options[i % options.length];
    const forwarded = { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
    const started = performance.now();
    const city = await request(agent, base, { path: option.city, headers: forwarded });
    times.cityPage.push(city.ms);
    count('cityPage', city.status);
    const room = await request(agent, base, { path: option.room, headers: forwarded });
    times.roomPage.push(room.ms);
    count('roomPage', room.status);
    const hold = await request(agent, base, {
      method: 'POST',
      path: '/api/reservations',
      body: { tenancyOptionId: option.id, idempotencyKey: randomUUID() },
      headers: forwarded,
    });
    times.hold.push(hold.ms);
    count('hold', hold.status === 409 ? `409 ${hold.json?.error}` : hold.status);
    if (hold.status === 201) {
      const { reservation, token } = hold.json;
      const confirm = await request(agent, base, {
        method: 'POST',
        path: `/api/reservations/${reservation.reference}/confirm`,
        body: {
          ...details(i),
          acceptedTermsVersion: reservation.termsVersion,
          shownTotalPence: reservation.price.totalPence,
        },
        headers: { ...forwarded, authorization: `Bearer ${token}` },
      });
      times.confirm.push(confirm.ms);
      count('confirm', confirm.status);
      if (confirm.status !== 200) unexpected.push(`confirm ${confirm.status} ${JSON.stringify(confirm.json)}`);
    } else if (!(hold.status === 409 && hold.json?.error === 'sold_out')) {
      unexpected.push(`hold ${hold.status} ${JSON.stringify(hold.json)}`);
    }
    if (city.status !== 200 || room.status !== 200) unexpected.push(`pages ${city.status} ${room.status}`);
    times.visit.push(performance.now() - started);
  }

  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < visitors) await visit(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();

  // The database's word: per option, what holds a room never exceeds what it had.
  const counts = (
    await db.query(
      `select o.id, o.rooms_available as left,
         count(r.id) filter (where r.status in ('held', 'awaiting_payment', 'paid'))::int as holding,
         count(r.id) filter (where r.status = 'awaiting_payment')::int as confirmed
       from tenancy_options o left join reservations r on r.tenancy_option_id = o.id
       where o.id = any($1::uuid[]) group by o.id`,
      [options.map((o) => o.id)],
    )
  ).rows;
  await db.end();
  const oversold = counts.filter((c) => c.holding > roomsPerOption || c.left < 0).length;
  const lost = counts.filter((c) => c.left + c.holding !== roomsPerOption).length;
  const held = outcomes.hold[201] ?? 0;
  const confirmed = counts.reduce((n, c) => n + c.confirmed, 0);
  const result = {
    visitors,
    concurrency,
    options: optionCount,
    roomsPerOption,
    seconds: Math.round(seconds * 10) / 10,
    visitorsPerSecond: Math.round((visitors / seconds) * 10) / 10,
    holdsPerSecond: Math.round((held / seconds) * 10) / 10,
    requestsPerSecond:
      Math.round(
        (Object.values(outcomes).reduce((n, o) => n + Object.values(o).reduce((a, b) => a + b, 0), 0) / seconds) * 10,
      ) / 10,
    latencyMs: Object.fromEntries(Object.entries(times).map(([k, v]) => [k, stats(v)])),
    outcomes,
    counts: {
      roomsBefore: optionCount * roomsPerOption,
      holding: counts.reduce((n, c) => n + c.holding, 0),
      confirmed,
      roomsLeft: counts.reduce((n, c) => n + c.left, 0),
      oversoldOptions: oversold,
      optionsWithRoomsLost: lost,
    },
    // The bench's own process (the 2,000 visitors' HTTP), per visitor: not the servers'.
    clientCpuMsPerVisitor: Math.round(((cpu.user + cpu.system) / 1000 / visitors) * 10) / 10,
    unexpected: unexpected.slice(0, 10),
    unexpectedCount: unexpected.length,
  };

  const pad = (s, n) => String(s).padEnd(n);
  const padL = (s, n) => String(s).padStart(n);
  console.log(
    `\n${visitors} visitors in ${result.seconds} s: ${result.visitorsPerSecond} visitors/s, ${result.holdsPerSecond} holds/s, ${result.requestsPerSecond} requests/s through nginx to 3 servers.`,
  );
  console.log(
    `${pad('step', 12)}${padL('n', 6)}${padL('p50 ms', 9)}${padL('p95 ms', 9)}${padL('p99 ms', 9)}  outcomes`,
  );
  for (const step of ['cityPage', 'roomPage', 'hold', 'confirm', 'visit']) {
    const s = result.latencyMs[step];
    const o = outcomes[step]
      ? Object.entries(outcomes[step])
          .map(([k, v]) => `${k}×${v}`)
          .join(' ')
      : '';
    console.log(
      `${pad(step, 12)}${padL(s.n, 6)}${padL(s.p50 ?? '', 9)}${padL(s.p95 ?? '', 9)}${padL(s.p99 ?? '', 9)}  ${o}`,
    );
  }
  const c = result.counts;
  console.log(
    `Database: ${c.roomsBefore} rooms, ${c.holding} held or confirmed (${c.confirmed} confirmed, awaiting payment), ${c.roomsLeft} left; oversold options ${c.oversoldOptions}, options with rooms lost ${c.optionsWithRoomsLost}.`,
  );
  if (unexpected.length > 0) console.log(`Unexpected answers: ${unexpected.length}, e.g. ${unexpected[0]}`);
  failed = oversold > 0 || lost > 0 || unexpected.length > 0 || c.holding !== held;
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  const out = path.join(root, 'bench/results/results-day.json');
  await writeFile(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), machine: m, loadAverageAtEnd: machine().loadAverage, ...result }, null, 2)}\n`,
  );
  console.log(`Written to ${path.relative(root, out)}.`);
} finally {
  await proxy?.stop();
  await Promise.all(servers.map((s) => s.stop()));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
if (failed) {
  console.error('Results day went wrong: an oversell, a lost room or an unexpected answer (above).');
  process.exitCode = 1;
}
