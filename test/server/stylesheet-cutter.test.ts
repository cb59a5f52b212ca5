// Pages' stylesheets cut off the event loop (ADR 101): the worker gives exactly what the cut in
// process gives, and a cut is never lost, whatever the worker does (throws, crashes, is closed).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPageStylesheets } from '../../src/adapters/http-api/critical-css';
import { criticalStylesheet } from '../../src/adapters/http-api/stylesheet-cut';
import { stylesheetCutter, workerBeside } from '../../src/adapters/http-api/stylesheet-cutter';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryContent } from '../../src/adapters/memory/memory-content.adapter';
import { renderPageHtml } from '../../src/ui/server-render';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { contentNow, fixtureContent } from '../support/content-fixture';
import { buildTestApp, makeTestPublicDir } from '../support/test-server';

const css = [
  '.card{padding:1rem}',
  '.missing{color:red}',
  '.card:hover{outline:1px solid}',
  '@media (min-width:40rem){.card{padding:2rem}.missing{margin:0}}',
  '@keyframes pulse{from{opacity:0}to{opacity:1}}',
  '.pulse{animation:pulse 1s}',
  ':root{--ink:#111}',
  ".pictures-later .card-media img[loading='lazy']{display:none}",
  '.faq[open] summary::after{content:"-"}',
  '.room-row{display:grid}',
].join('\n');

const markups = [
  '<main><div class="card pulse">A room</div></main>',
  '<div class="card-media"><img loading="lazy" alt=""></div><details class="faq"><summary>Q</summary>A</details>',
  '<p>&lt;div class="missing"&gt; .missing</p>',
  '<div class="room-row">Ensuite</div>',
];

// The worker as the build makes it (build.mjs' server options), beside the packages it imports.
const root = path.resolve(import.meta.dirname, '../..');
let dir = '';
let built: URL;
/** A worker of a few lines, for what the real one never does. */
const tinyWorker = async (name: string, onMessage: string) => {
  const file = path.join(dir, `${name}.mjs`);
  await writeFile(
    file,
    `import { parentPort } from 'node:worker_threads';\nparentPort.on('message', (m) => { ${onMessage} });\n`,
  );
  return pathToFileURL(file);
};

beforeAll(async () => {
  const cache = path.join(root, 'node_modules/.cache');
  await mkdir(cache, { recursive: true });
  dir = await mkdtemp(path.join(cache, 'stylesheet-cut-'));
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { 'stylesheet-cut-worker': 'src/adapters/http-api/stylesheet-cut.worker.ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: dir,
    logLevel: 'warning',
  });
  built = workerBeside(pathToFileURL(path.join(dir, 'server.js')));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the stylesheet cutter', () => {
  it('gives in its worker exactly what the cut in process gives, for cuts asked for at once', async () => {
    const cutter = stylesheetCutter(built);
    try {
      expect(cutter.inWorker).toBe(true);
      const inWorker = await Promise.all(markups.map((markup) => cutter.cut(markup, css)));
      const inProcess = await Promise.all(markups.map((markup) => criticalStylesheet(markup, css)));
      expect(inWorker).toEqual(inProcess);
      expect(new Set(inWorker).size).toBe(markups.length);
    } finally {
      await cutter.close();
    }
  });

  it('fails as the cut in process fails: a stylesheet that would end its element', async () => {
    const cutter = stylesheetCutter(built);
    try {
      await expect(cutter.cut('<p>x</p>', 'p::after{content:"</style>"}')).rejects.toThrow(/style/);
      // The worker goes on answering.
      expect(await cutter.cut(markups[0] ?? '', css)).toBe(await criticalStylesheet(markups[0] ?? '', css));
    } finally {
      await cutter.close();
    }
  });

  it('cuts in process without a worker file (the sources, a build without it)', async () => {
    const missing = stylesheetCutter(workerBeside(import.meta.url));
    const none = stylesheetCutter(null);
    expect([missing.inWorker, none.inWorker]).toEqual([false, false]);
    expect(await missing.cut(markups[1] ?? '', css)).toBe(await criticalStylesheet(markups[1] ?? '', css));
  });

  it('cuts in process what a crashing worker could not, and stops starting it after three crashes in a row', async () => {
    const warnings: string[] = [];
    const cutter = stylesheetCutter(await tinyWorker('crashes', 'process.exit(3);'), (m) => warnings.push(m));
    try {
      for (const markup of [...markups, ...markups])
        expect(await cutter.cut(markup, css)).toBe(await criticalStylesheet(markup, css));
      expect(warnings).toHaveLength(3);
      expect(warnings[0]).toMatch(/exit code 3/);
      expect(warnings[2]).toMatch(/every cut from now on/);
    } finally {
      await cutter.close();
    }
  });

  it('cuts in process what a worker answered with an error, or whose worker threw', async () => {
    const erring = stylesheetCutter(
      await tinyWorker('errs', "parentPort.postMessage({ id: m.id, error: 'out of sorts' });"),
    );
    const throwing = stylesheetCutter(await tinyWorker('throws', "throw new Error('uncaught');"));
    try {
      for (const cutter of [erring, throwing])
        expect(await cutter.cut(markups[0] ?? '', css)).toBe(await criticalStylesheet(markups[0] ?? '', css));
    } finally {
      await erring.close();
      await throwing.close();
    }
  });

  it('answers a cut still waiting when it is closed, and every cut after', async () => {
    const cutter = stylesheetCutter(await tinyWorker('silent', ''));
    const waiting = cutter.cut(markups[0] ?? '', css);
    await cutter.close();
    expect(await waiting).toBe(await criticalStylesheet(markups[0] ?? '', css));
    expect(await cutter.cut(markups[3] ?? '', css)).toBe(await criticalStylesheet(markups[3] ?? '', css));
  });

  it("makes a page's stylesheet as the cut in process does", async () => {
    const cutter = stylesheetCutter(built);
    const shell = { html: `<html><head><style>${css}</style></head><body></body></html>`, scriptHashes: [] };
    const sheets = [{ href: '/assets/main-X.css', css }];
    try {
      expect(await withPageStylesheets(shell, markups[1] ?? '', sheets, cutter.cut)).toEqual(
        await withPageStylesheets(shell, markups[1] ?? '', sheets),
      );
    } finally {
      await cutter.close();
    }
  });
});

describe('a server cutting in its worker', () => {
  const catalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings);
  const content = new MemoryContent(fixtureContent, catalogue, new ManualTime(contentNow));
  const renderPage = (at: string, search: string, data: Readonly<Record<string, unknown>>) =>
    renderPageHtml(at, search, data, contentNow);

  it('sends the same pages as one cutting in process, and closes', async () => {
    const publicDir = await makeTestPublicDir({ stylesheet: css });
    const inWorker = await buildTestApp({
      catalogue,
      content,
      publicDir: publicDir.dir,
      renderPage,
      stylesheetWorker: built,
    });
    const inProcess = await buildTestApp({ catalogue, content, publicDir: publicDir.dir, renderPage });
    try {
      for (const url of ['/manchester', '/manchester/square-gardens']) {
        const [a, b] = await Promise.all([inWorker.inject(url), inProcess.inject(url)]);
        expect(a.statusCode).toBe(200);
        expect(a.body).toContain('<style data-full=');
        expect(a.body).toBe(b.body);
        expect(a.headers['content-security-policy']).toBe(b.headers['content-security-policy']);
      }
    } finally {
      await inWorker.close();
      await inProcess.close();
      await publicDir.remove();
    }
  });
});
