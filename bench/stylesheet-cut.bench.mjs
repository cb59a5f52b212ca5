#!/usr/bin/env node
// What the stylesheet cut (ADR 067) costs the other requests while pages are first made (ADR 101):
// the built server with the demo data makes PAGES kept pages for the first time, CONCURRENCY at a
// time, while one client asks for /api/health over and over; the health answers' times are how
// long the event loop was held. `--in-process` runs the same build with its worker file set aside
// (the server then cuts in process, as before ADR 101). `--save DIR` writes each page's answer
// (uncompressed) to DIR, to compare two runs byte for byte.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { requireBuild, startBuiltServer } from './built-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const inProcess = args.includes('--in-process');
const saveTo = args.includes('--save') ? args[args.indexOf('--save') + 1] : null;
const PAGES = Number(process.env.PAGES ?? 24);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 2);
// PROBE=off: the pages alone, for the time they take without the health client's load.
const PROBE = process.env.PROBE !== 'off';

requireBuild('stylesheet-cut');
const worker = path.join(root, 'dist/server/stylesheet-cut-worker.js');
const aside = `${worker}.aside`;
if (inProcess) await rename(worker, aside);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

try {
  const app = await startBuiltServer({ SEED_DEMO: 'true' });
  try {
    const sitemap = await (await fetch(`${app.base}/sitemap.xml`)).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname).slice(0, PAGES);
    // Warm: the server's first answer and the health route, before anything is measured.
    await fetch(`${app.base}/api/health`);
    let making = PROBE;
    const health = [];
    const probe = (async () => {
      while (making) {
        const t = performance.now();
        await (await fetch(`${app.base}/api/health`)).arrayBuffer();
        health.push(performance.now() - t);
      }
    })();
    const started = performance.now();
    const pages = new Map();
    const queue = [...urls];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
          const res = await fetch(`${app.base}${url}`, { headers: { 'accept-encoding': 'identity' } });
          pages.set(url, {
            status: res.status,
            csp: res.headers.get('content-security-policy'),
            body: await res.text(),
          });
        }
      }),
    );
    const made = performance.now() - started;
    making = false;
    await probe;
    health.sort((a, b) => a - b);
    const ms = (n) => (n === undefined ? null : Number(n.toFixed(1)));
    const result = {
      cut: inProcess ? 'in process' : 'worker thread',
      pages: urls.length,
      concurrency: CONCURRENCY,
      pagesMadeInMs: ms(made),
      healthAnswers: health.length,
      healthMs: {
        p50: ms(percentile(health, 50)),
        p90: ms(percentile(health, 90)),
        p99: ms(percentile(health, 99)),
        max: ms(health.at(-1)),
      },
      healthOver50ms: health.filter((t) => t > 50).length,
    };
    console.log(JSON.stringify(result, null, 2));
    if (saveTo) {
      await mkdir(saveTo, { recursive: true });
      // The demo's pictures have new ids, and the server a new port, on every run: named, not compared.
      const named = (text) =>
        text
          .replaceAll(app.base, 'BASE')
          .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'PICTURE')
          .replace(/\/api\/page-data\/[\w-]+/g, '/api/page-data/ID');
      for (const [url, { status, csp, body }] of pages)
        await writeFile(path.join(saveTo, `${encodeURIComponent(url)}.html`), named(`${status}\n${csp}\n${body}`));
    }
  } finally {
    await app.stop();
  }
} finally {
  if (inProcess) await rename(aside, worker);
}
