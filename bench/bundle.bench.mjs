#!/usr/bin/env node
// What each route makes a first load download, from the build's esbuild metafile (run
// `npm run build` first): the boot script and the app every page runs (ADR 013), plus the route's
// lazy page module and what it imports statically, the same sets the server names in each page
// (dist/public/route-chunks.json). Per route: initial JS and CSS, raw and gzip (level 9, as the
// build pre-compresses); then the largest modules (bytes in the minified output) of every chunk a
// first load fetches. Prints tables and writes bench/results/bundle.json.
// Budget (issue 21, ADR 059): every page kind's first load at most BUNDLE_BUDGET_KB KB gzip of
// JavaScript (default 105) in at most BUNDLE_BUDGET_REQUESTS files (default 8); the bench exits
// non-zero when a page kind is over either.
// As sent (issue 38 item 3): with BUNDLE_BROWSER_URL (a running server of this build, e.g.
// http://localhost:3742) it also opens each landing page kind in Chromium (CHROME_PATH, default
// /usr/bin/chromium), a new visitor each time, and counts what the browser received for scripts
// (CDP `encodedDataLength`: brotli as served, with headers) and how many script requests, until the
// app has taken the page over (`<html data-app="ready">`); the budget is then checked against these,
// BUNDLE_BROWSER_BUDGET_KB (default 100) in at most BUNDLE_BUDGET_REQUESTS.
// Usage: node bench/bundle.bench.mjs (BENCH_TOP_MODULES, default 5).
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const top = Number(process.env.BENCH_TOP_MODULES ?? 5);
const budgetKb = Number(process.env.BUNDLE_BUDGET_KB ?? 105);
const budgetRequests = Number(process.env.BUNDLE_BUDGET_REQUESTS ?? 8);
const metafilePath = path.join(root, 'dist/public/metafile.json');
if (!existsSync(metafilePath)) {
  console.error('bench/bundle: dist/public/metafile.json is missing; run `npm run build` first.');
  process.exit(1);
}
const meta = JSON.parse(await readFile(metafilePath, 'utf8'));

/** Raw and gzip bytes of an output file, read once. */
const sizes = new Map();
async function size(file) {
  if (!sizes.has(file)) {
    const data = await readFile(path.join(root, file));
    sizes.set(file, {
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
    });
  }
  return sizes.get(file);
}

/** An output and every output it imports statically: what loads before it can run. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const i of meta.outputs[file]?.imports ?? []) if (i.kind === 'import-statement') closure(i.path, seen);
  return seen;
}

const outputFor = (entryPoint) =>
  Object.keys(meta.outputs).find((f) => meta.outputs[f].entryPoint === entryPoint && f.endsWith('.js'));
const boot = outputFor('src/ui/main.tsx');
const app = outputFor('src/ui/start.tsx');
if (!boot || !app) throw new Error('bench/bundle: no output for src/ui/main.tsx or src/ui/start.tsx');
// The boot script's own imports, and what it imports before the app (React's DOM client, ADR 013).
const initial = new Set([...closure(boot), ...closure(app)]);
for (const i of meta.outputs[boot].imports) if (i.kind === 'dynamic-import') closure(i.path, initial);

// One row per page module; as the server does (http-app.ts, chunksFor), a city's first load goes
// through city-or-page, which loads the city page in turn, so the city row holds both; a content
// page's (/about-us) likewise holds city-or-page and content. Since ADR 059 city-or-page is part of
// the app, not a module of its own, and the rows hold what there is.
const pages = Object.fromEntries(
  Object.entries(meta.outputs)
    .filter(([file, out]) => out.entryPoint?.startsWith('src/ui/pages/') && file.endsWith('.js'))
    .map(([file, out]) => [path.basename(out.entryPoint).replace(/\.page\.tsx$/, ''), file]),
);
const modulesOf = (name) =>
  (name === 'city' ? ['city-or-page', 'city'] : name === 'content' ? ['city-or-page', 'content'] : [name]).filter(
    (m) => pages[m],
  );

async function totals(files) {
  const js = { raw: 0, gzip: 0 };
  const css = { raw: 0, gzip: 0 };
  const cssFiles = new Set();
  for (const f of files) {
    const s = await size(f);
    js.raw += s.raw;
    js.gzip += s.gzip;
    if (meta.outputs[f].cssBundle) cssFiles.add(meta.outputs[f].cssBundle);
  }
  for (const f of cssFiles) {
    const s = await size(f);
    css.raw += s.raw;
    css.gzip += s.gzip;
  }
  return { js, css, jsFiles: files.length, cssFiles: [...cssFiles] };
}

const shared = await totals([...initial]);
const routes = [];
for (const name of Object.keys(pages).sort()) {
  const own = [...new Set(modulesOf(name).flatMap((m) => [...closure(pages[m])]))].filter((f) => !initial.has(f));
  const all = await totals([...initial, ...own]);
  const extra = await totals(own);
  routes.push({ route: name, ...all, pageJs: extra.js, pageFiles: own });
}

/** The largest modules of a chunk by the bytes they put in its minified output. */
function largestModules(file) {
  return Object.entries(meta.outputs[file].inputs)
    .map(([module, { bytesInOutput }]) => ({ module, bytes: bytesInOutput }))
    .filter((m) => m.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top);
}
const fetched = [...new Set([...initial, ...routes.flatMap((r) => r.pageFiles)])];
const chunks = {};
for (const file of fetched)
  chunks[path.relative(path.join(root, 'dist/public'), path.join(root, file))] = {
    ...(await size(file)),
    loadedBy: initial.has(file)
      ? ['every route']
      : routes.filter((r) => r.pageFiles.includes(file)).map((r) => r.route),
    largestModules: largestModules(file),
  };

const kb = (n) => (n / 1024).toFixed(1);
console.log(
  `Initial JS (boot script + app, every page): ${kb(shared.js.gzip)} KB gzip (${kb(shared.js.raw)} KB raw) in ${shared.jsFiles} files; CSS ${kb(shared.css.gzip)} KB gzip (${kb(shared.css.raw)} KB raw)`,
);
const overBudget = (r) => r.js.gzip > budgetKb * 1024 || r.jsFiles > budgetRequests;
console.log(
  `\nroute               JS raw KB  JS gzip KB  page gzip KB   CSS raw KB  CSS gzip KB  JS files  budget (${budgetKb} KB, ${budgetRequests} files)`,
);
for (const r of routes)
  console.log(
    [
      r.route.padEnd(18),
      kb(r.js.raw).padStart(10),
      kb(r.js.gzip).padStart(11),
      `+${kb(r.pageJs.gzip)}`.padStart(13),
      kb(r.css.raw).padStart(12),
      kb(r.css.gzip).padStart(12),
      String(r.jsFiles).padStart(9),
      `  ${overBudget(r) ? 'OVER' : 'ok'}`,
    ].join(' '),
  );
console.log(
  `\nLargest modules (top ${top} by minified bytes) of each chunk a first load fetches, largest chunks first:`,
);
for (const [file, c] of Object.entries(chunks).sort((a, b) => b[1].gzip - a[1].gzip)) {
  console.log(`  ${file}  ${kb(c.raw)} KB raw, ${kb(c.gzip)} KB gzip (${c.loadedBy.join(', ')})`);
  for (const m of c.largestModules) console.log(`      ${kb(m.bytes).padStart(7)} KB  ${m.module}`);
}

/** Each landing page kind's first load in Chromium: script bytes as received and script requests (see the head). */
async function firstLoadsInChromium(base) {
  const { chromium } = await import('playwright');
  const property = await (await fetch(`${base}/api/cities/manchester/properties/square-gardens`)).json();
  const room = property.room_types?.[0]?.id;
  const paths = [
    ['home', '/'],
    ['city', '/manchester'],
    ['property', '/manchester/square-gardens'],
    ['room-type', `/manchester/square-gardens/${room}`],
    ['content', '/about-us'],
    ['blog-post', '/blog/budgeting-your-first-year'],
    ['blog-listing', '/blog-listing'],
    ['faqs', '/faqs'],
    ['offers', '/offers'],
    ['city-listing', '/city-listing'],
    ['compare', '/compare'],
    ['favourites', '/favourite'],
  ];
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  const rows = [];
  try {
    for (const [route, at] of paths) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const scripts = new Map();
      cdp.on(
        'Network.responseReceived',
        (e) =>
          e.type === 'Script' &&
          scripts.set(e.requestId, {
            url: e.response.url,
            bytes: 0,
            encoding:
              Object.entries(e.response.headers).find(([h]) => h.toLowerCase() === 'content-encoding')?.[1] ??
              'identity',
          }),
      );
      cdp.on('Network.loadingFinished', (e) => {
        const script = scripts.get(e.requestId);
        if (script) script.bytes = e.encodedDataLength;
      });
      const answer = await page.goto(`${base}${at}`);
      await page.waitForSelector('html[data-app="ready"]', { timeout: 60_000 });
      // Any response still arriving as the app is ready (none expected) counts too.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
      const list = [...scripts.values()];
      // The body of each as the server keeps it (the encoding it sent), so the rest is its headers.
      for (const s of list) {
        const file = path.join(root, 'dist/public', new URL(s.url).pathname);
        const sent = { br: `${file}.br`, gzip: `${file}.gz` }[s.encoding] ?? file;
        s.body = existsSync(sent) ? (await readFile(sent)).length : s.bytes;
      }
      rows.push({
        route,
        path: at,
        status: answer?.status() ?? null,
        bytes: list.reduce((sum, s) => sum + s.bytes, 0),
        bodies: list.reduce((sum, s) => sum + s.body, 0),
        requests: list.length,
        // Chromium asks for brotli over HTTPS only: against http://localhost the same files come gzip.
        encodings: [...new Set(list.map((s) => s.encoding))],
        files: list.map((s) => ({
          file: new URL(s.url).pathname,
          bytes: s.bytes,
        })),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const browserBase = process.env.BUNDLE_BROWSER_URL?.replace(/\/+$/, '');
const browserBudgetKb = Number(process.env.BUNDLE_BROWSER_BUDGET_KB ?? 100);
const asSent = browserBase ? await firstLoadsInChromium(browserBase) : null;
const overAsSent = (r) => r.bytes > browserBudgetKb * 1024 || r.requests > budgetRequests;
if (asSent) {
  const chromiumVersion = (await import('node:child_process'))
    .execFileSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    .trim();
  console.log(
    `\nFirst load as sent, in ${chromiumVersion} (scripts received until the app is ready, headers included):`,
  );
  console.log(
    `route              path                                 sent KB  bodies KB  headers KB  requests  budget (${browserBudgetKb} KB, ${budgetRequests})`,
  );
  for (const r of asSent)
    console.log(
      `${r.route.padEnd(18)} ${r.path.slice(0, 36).padEnd(36)} ${kb(r.bytes).padStart(7)} ${kb(r.bodies).padStart(10)} ${kb(r.bytes - r.bodies).padStart(11)} ${String(r.requests).padStart(9)}  ${overAsSent(r) ? 'OVER' : 'ok  '}  ${r.encodings.join(',')}`,
    );
}

const out = path.join(root, 'bench/results/bundle.json');
await mkdir(path.dirname(out), { recursive: true });
await writeFile(
  out,
  `${JSON.stringify(
    {
      benchmark: 'bundle',
      date: new Date().toISOString(),
      budget: {
        gzipKb: budgetKb,
        requests: budgetRequests,
        over: routes.filter(overBudget).map((r) => r.route),
      },
      initial: { js: shared.js, css: shared.css, files: shared.jsFiles },
      routes: routes.map(({ pageFiles, ...r }) => ({
        ...r,
        pageFiles: pageFiles.map((f) => path.relative(path.join(root, 'dist/public'), path.join(root, f))),
      })),
      chunks,
      asSent: asSent && {
        budgetKb: browserBudgetKb,
        requests: budgetRequests,
        routes: asSent,
      },
    },
    null,
    2,
  )}\n`,
);
console.log(`\nWritten to ${path.relative(root, out)}`);
const overSent = (asSent ?? []).filter(overAsSent);
if (overSent.length) {
  console.error(
    `\nOver the first-load budget as sent (${browserBudgetKb} KB, ${budgetRequests} scripts): ${overSent
      .map((r) => `${r.route} ${kb(r.bytes)} KB in ${r.requests}`)
      .join(', ')}`,
  );
  process.exitCode = 1;
}
const over = routes.filter(overBudget);
if (over.length) {
  console.error(
    `\nOver the first-load budget (${budgetKb} KB gzip, ${budgetRequests} JS files): ${over
      .map((r) => `${r.route} ${kb(r.js.gzip)} KB in ${r.jsFiles}`)
      .join(', ')}`,
  );
  process.exitCode = 1;
} else console.log(`\nEvery page kind within the first-load budget (${budgetKb} KB gzip, ${budgetRequests} JS files).`);
