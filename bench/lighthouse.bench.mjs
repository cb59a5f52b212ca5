#!/usr/bin/env node
// Lighthouse (mobile emulation, simulated throttling: the default config) for a home, city,
// property, room-type and blog-post page of the production build, 3 runs each, median by
// performance score. Prints the four category scores, LCP, TBT, CLS, the script bytes each
// page transfers (gzip/br as served) and the bytes of the page and its largest picture against a new
// connection's first window, lists every failed audit, and writes the figures to
// bench/results/lighthouse.json. Usage: node bench/lighthouse.bench.mjs [baseUrl] (default:
// builds if stale, then starts the server on a free port on an in-memory database with the demo
// data). Every picture file the pages name is asked for first, until each is made (not a stop-gap);
// that also makes and keeps the pages, so even the first run measures a kept page.
// CHROME_PATH (default /usr/bin/chromium) and LIGHTHOUSE_RUNS (default 3) and LIGHTHOUSE_PORT (default: a free one) tune it; LIGHTHOUSE_TRACES=dir
// writes each run's Chromium trace there (open it in DevTools' Performance panel, or read it with
// bench/trace-breakdown.mjs). The Chromium version, Lighthouse's benchmarkIndex and the load average
// are printed with the figures: they say what the figures are worth.
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
let base = process.argv[2]?.replace(/\/+$/, '');
let server;

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

async function startServer() {
  const port = Number(process.env.LIGHTHOUSE_PORT) || (await freePort());
  // scripts/start.mjs builds when the build is missing or stale, then runs dist/server/main.js.
  server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT: '100000',
    },
    // Build and server output go to stderr, so stdout is the figures alone.
    stdio: ['ignore', 2, 2],
  });
  let exited = null;
  server.on('exit', (code) => (exited = code ?? 1));
  // PUBLIC_URL defaults to http://localhost:PORT: use the same origin, so canonical URLs match.
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`server exited with ${exited} before it was healthy`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return origin;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server was not healthy after 180 s');
}

function stopServer() {
  if (server && server.exitCode === null) server.kill('SIGTERM');
}

/** The failed audits of a category: scored below 1 (performance: opportunities and diagnostics). */
function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (a) =>
        a &&
        a.score !== null &&
        a.score < (category === 'performance' ? 0.9 : 1) &&
        !['notApplicable', 'manual', 'informative'].includes(a.scoreDisplayMode) &&
        // Performance metrics are in the table; list what would move them.
        !(
          category === 'performance' &&
          lhr.categories.performance.auditRefs.find((r) => r.id === a.id)?.group === 'metrics'
        ),
    )
    .map((a) => ({
      id: a.id,
      title: a.title,
      score: a.score,
      displayValue: a.displayValue ?? null,
      items: (Array.isArray(a.details?.items) ? a.details.items : []).slice(0, 5).map((item) => {
        const where = item.node?.snippet ?? item.url ?? item.source?.url ?? item.label ?? item.description;
        return typeof where === 'string' ? where.slice(0, 200) : JSON.stringify(item).slice(0, 200);
      }),
    }));
}

/**
 * The bytes (headers and body, as transferred) of the page and of its largest picture: each must fit
 * a new connection's first window (10 segments, FIRST_WINDOW bytes) or costs another round trip
 * (ADR 067, ADR 068).
 */
const FIRST_WINDOW = 14_600;
function windowBytes(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items ?? [];
  // The snippet shortens a long attribute with an ellipsis: match what it keeps, and only one picture.
  const src = /\ssrc="([^"]+)"/.exec(lcpItems[0]?.node?.snippet ?? '')?.[1]?.replace(/…$/, '');
  const documentRequest = requests.find((r) => r.resourceType === 'Document');
  const candidates = src ? requests.filter((r) => r.resourceType === 'Image' && r.url.startsWith(src)) : [];
  const picture = candidates.length === 1 ? candidates[0] : undefined;
  return {
    documentBytes: documentRequest?.transferSize ?? null,
    lcpPictureBytes: picture?.transferSize ?? null,
  };
}

function summarise(lhr) {
  const mainThread = Object.fromEntries(
    (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [i.group, Math.round(i.duration)]),
  );
  const scriptBytes = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    finalUrl: lhr.finalDisplayedUrl,
    status: lhr.runtimeError?.code ?? 'ok',
    scores: Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN),
    jsTransferKB: Number((scriptBytes / 1024).toFixed(1)),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
    mainThread,
    ...windowBytes(lhr),
    failed: Object.fromEntries(categories.map((c) => [c, failedAudits(lhr, c)])),
  };
}

/**
 * Asks once for every picture file the pages name, until none is a stop-gap (`max-age=60`: a file
 * not made yet is answered by another while it is made, ADR 045/066), so that the runs measure the
 * files every later visitor gets and Chromium does not share the CPU with the server's encoder.
 */
async function warmPictures(paths) {
  const files = new Set();
  for (const p of paths) {
    const html = await (await fetch(`${base}${p}`)).text();
    for (const [file] of html.matchAll(/\/media\/[0-9a-f-]{36}\/[a-z]+\.(?:avif|webp)/g)) files.add(file);
  }
  for (let round = 0; round < 60; round++) {
    const stopGaps = [];
    for (const file of files) {
      const answer = await fetch(`${base}${file}`);
      await answer.arrayBuffer();
      // A file that is not there (or failed) is not waited for: the runs will show it.
      if (answer.ok && !String(answer.headers.get('cache-control')).includes('immutable')) stopGaps.push(file);
    }
    if (stopGaps.length === 0) return console.error(`Pictures warmed: ${files.size} files.`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.error('Pictures warmed: some are still stop-gaps after a minute; measuring anyway.');
}

let chrome;
try {
  if (!base) base = await startServer();
  const property = await (await fetch(`${base}/api/cities/manchester/properties/square-gardens`)).json();
  const room = property.room_types?.[0]?.id;
  const pages = [
    ['home', '/'],
    ['city', '/manchester'],
    ['property', '/manchester/square-gardens'],
    ['room type', room ? `/manchester/square-gardens/${room}` : '/manchester/square-gardens/unknown-room'],
    ['blog post', '/blog/budgeting-your-first-year'],
  ];

  await warmPictures(pages.map(([, url]) => url));

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  };

  const results = [];
  for (const [label, url] of pages) {
    const status = (await fetch(`${base}${url}`)).status;
    const all = [];
    for (let i = 0; i < runs; i++) {
      const { lhr, artifacts } = await lighthouse(`${base}${url}`, flags); // default config: mobile, simulated throttling
      all.push(summarise(lhr));
      if (process.env.LIGHTHOUSE_TRACES) {
        await mkdir(process.env.LIGHTHOUSE_TRACES, { recursive: true });
        const name = `${label.replace(/\W+/g, '-')}-${i + 1}.trace.json`;
        await writeFile(path.join(process.env.LIGHTHOUSE_TRACES, name), JSON.stringify(artifacts.Trace));
      }
      process.stderr.write(`${label} run ${i + 1}: performance ${all.at(-1).scores.performance}\n`);
    }
    const sorted = [...all].sort((a, b) => a.scores.performance - b.scores.performance);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    results.push({
      page: label,
      path: url,
      httpStatus: status,
      ...median,
      runs: all.map((r) => r.scores.performance),
    });
  }

  const width = Math.max(...results.map((r) => `${r.page} ${r.path}`.length));
  const row = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(width) : String(c).padStart(7))).join(' ');
  const version = JSON.parse(await readFile(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  const environment = {
    // The user agent says 156.0.0.0 (reduced); the binary says which build it is.
    chromium: execFileSync(chromePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim(),
    benchmarkIndex: results.map((r) => r.benchmarkIndex),
    loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
  };
  console.log(`Lighthouse ${version}, mobile, simulated throttling, median of ${runs} by performance, ${base}`);
  console.log(
    `${environment.chromium}, benchmarkIndex ${environment.benchmarkIndex.join(' ')}, load average ${environment.loadAverage.join(' ')}`,
  );
  console.log(row(['page', 'perf', 'a11y', 'b-p', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'doc B', 'LCP pic B']));
  for (const r of results) {
    const label = `${r.page} ${r.path}`;
    // A page Lighthouse could not load (e.g. a 404) has no figures: say why instead.
    if (r.status !== 'ok') console.log(`${label.padEnd(width)} HTTP ${r.httpStatus}, Lighthouse ${r.status}`);
    else
      console.log(
        row([
          label,
          r.scores.performance,
          r.scores.accessibility,
          r.scores['best-practices'],
          r.scores.seo,
          r.lcpMs,
          r.tbtMs,
          r.cls,
          r.jsTransferKB,
          r.documentBytes ?? '-',
          r.lcpPictureBytes ?? '-',
        ]),
      );
  }
  const over = results.flatMap((r) =>
    [
      ['the page', r.documentBytes],
      ['its largest picture', r.lcpPictureBytes],
    ]
      .filter(([, bytes]) => bytes > FIRST_WINDOW)
      .map(([what, bytes]) => `  ${r.page}: ${what} is ${bytes} bytes, ${bytes - FIRST_WINDOW} over`),
  );
  console.log(
    `\nFirst window of a new connection: ${FIRST_WINDOW} bytes (headers and body; each byte over costs a round trip)${over.length === 0 ? ': every page and largest picture fits.' : ':'}`,
  );
  for (const line of over) console.log(line);
  console.log('\nMain-thread time (median run, ms, as Lighthouse counts it: the times in the trace x4):');
  for (const r of results)
    console.log(
      `  ${r.page}: ${Object.entries(r.mainThread ?? {})
        .map(([g, ms]) => `${g} ${ms}`)
        .join(', ')}`,
    );
  console.log('\nFailed audits (median run):');
  for (const r of results)
    for (const c of categories)
      for (const a of r.failed[c])
        console.log(`  ${r.page} · ${c} · ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);

  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  await writeFile(
    path.join(root, 'bench/results/lighthouse.json'),
    `${JSON.stringify({ date: new Date().toISOString(), runs, base, ...environment, results }, null, 2)}\n`,
  );
  console.log('\nWritten to bench/results/lighthouse.json');
} finally {
  await chrome?.kill();
  stopServer();
}
