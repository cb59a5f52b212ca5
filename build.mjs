#!/usr/bin/env node
// Builds the SPA (ESM, code splitting, hashed names, CSS, metafile, index.html with the hashed
// assets and modulepreload links) and the server bundle. `--watch` rebuilds on change;
// `--qa` builds the QA SPA (memory fakes + msw worker) into dist/qa.
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const root = path.dirname(new URL(import.meta.url).pathname);
const args = new Set(process.argv.slice(2));
const watch = args.has('--watch');
const qa = args.has('--qa');
const outPublic = path.join(root, qa ? 'dist/qa' : 'dist/public');
const outServer = path.join(root, 'dist/server');

const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} KB`;

/** Writes index.html for the build (the boot script and the CSS) and each page's module list. */
async function writeIndexHtml(metafile) {
  const outputs = metafile.outputs;
  const rel = (file) => `/${path.relative(outPublic, path.join(root, file)).split(path.sep).join('/')}`;
  const entryFile = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'src/ui/main.tsx' && f.endsWith('.js'));
  if (!entryFile) throw new Error('build: no output for src/ui/main.tsx');
  const entry = outputs[entryFile];
  const css = entry.cssBundle ? [entry.cssBundle] : [];
  // The entry is a small boot script; the app (start.tsx) and each page load after the first paint
  // (ADR 013). For each page, the modules it needs beyond the boot script, which the server names
  // in the page so the boot script can preload them all at once.
  const boot = staticClosure(metafile, entryFile);
  const appFile = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'src/ui/start.tsx' && f.endsWith('.js'));
  if (!appFile) throw new Error('build: no output for src/ui/start.tsx');
  // The app, and what else the boot script imports before starting it (React's DOM client).
  const app = new Set();
  for (const i of entry.imports) if (i.kind === 'dynamic-import') staticClosure(metafile, i.path, app);
  staticClosure(metafile, appFile, app);
  const initial = new Set([...boot, ...app]);
  const routeChunks = { '*': [...app].filter((f) => !boot.has(f)).map(rel) };
  for (const [file, out] of Object.entries(outputs)) {
    if (!out.entryPoint?.startsWith('src/ui/pages/') || !file.endsWith('.js')) continue;
    const name = path.basename(out.entryPoint).replace(/\.page\.tsx$/, '');
    routeChunks[name] = [...staticClosure(metafile, file)].filter((f) => !initial.has(f)).map(rel);
  }
  // The console (/admin): its chunk and what it imports, which the server's /admin shell names.
  for (const [file, out] of Object.entries(outputs))
    if (out.entryPoint === 'src/ui/admin/admin-app.tsx' && file.endsWith('.js'))
      routeChunks.admin = [...staticClosure(metafile, file)].filter((f) => !initial.has(f)).map(rel);
  const template = await readFile(path.join(root, 'index.html'), 'utf8');
  const tags = css.map((f) => `<link rel="stylesheet" href="${rel(f)}">`).join('\n    ');
  // The boot script is not linked: the page's inline loader asks for it, and what it imports, once
  // the largest picture is drawn (ADR 065). The server allows that one inline script by its hash.
  const loader = await bootLoader([...boot].map(rel));
  // The head's first script holds the presses made before the app takes the page over (ADR 088).
  const capture = await inlineScript('src/ui/press-inline.ts', 'iife', {});
  await writeFile(
    path.join(outPublic, 'index.html'),
    template
      .replace('/*app-capture*/', () => capture)
      .replace('<!--app-assets-->', () => tags)
      .replace('<!--app-boot-->', () => `<script type="module">${loader}</script>`),
  );
  await writeFile(path.join(outPublic, 'route-chunks.json'), JSON.stringify(routeChunks, null, 2));
  // Where the built client sends analytics and whether it may record sessions: the server's CSP
  // must allow exactly those (ADR 023), whatever the server's own environment says.
  await writeFile(
    path.join(outPublic, 'client-settings.json'),
    JSON.stringify({
      analyticsServerUrl: process.env.ANALYTICS_SERVER_URL ?? '/api/analytics/2/httpapi',
      replayEnabled: (process.env.REPLAY_ENABLED ?? 'true') === 'true',
    }),
  );
  return { entryFile, initial };
}

/** The page's inline loader (src/ui/boot-inline.ts) for these boot files, minified, as text. */
function bootLoader(bootFiles) {
  return inlineScript('src/ui/boot-inline.ts', 'esm', { __BOOT_FILES__: JSON.stringify(bootFiles) });
}

/** A script the template carries inline (the server allows each by its hash), bundled and minified, as text. */
async function inlineScript(entry, format, define) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    write: false,
    format,
    platform: 'browser',
    target: spaOptions.target,
    minify: true,
    legalComments: 'none',
    define,
    // No "use strict" prologue: the head's script is counted in bytes (ADR 088).
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
    logLevel: 'warning',
  });
  const text = result.outputFiles[0].text.trim();
  // The head's script is also read as `<script>[^<]*</script>` (its hash), so it holds no `<` at all.
  if (/<\/script|<!--/i.test(text) || (format === 'iife' && text.includes('<')))
    throw new Error(`build: the inline script of ${entry} would end its <script> early`);
  return text;
}

/** An output and every output it imports statically: what loads before it can run. */
function staticClosure(metafile, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const i of metafile.outputs[file]?.imports ?? [])
    if (i.kind === 'import-statement') staticClosure(metafile, i.path, seen);
  return seen;
}

/** Pre-compressed copies so the server sends assets without compressing on every request. */
async function precompress(files) {
  for (const file of files) {
    if (!/\.(js|css|svg|json)$/.test(file)) continue;
    const data = await readFile(file);
    await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
    await writeFile(`${file}.br`, brotliCompressSync(data));
  }
}

async function report(metafile, label) {
  const rows = [];
  for (const file of Object.keys(metafile.outputs).filter((f) => !f.endsWith('.map'))) {
    const data = await readFile(path.join(root, file));
    rows.push([file, data.length, gzipSync(data, { level: 9 }).length]);
  }
  rows.sort((a, b) => b[2] - a[2]);
  console.log(`\n${label}`);
  for (const [file, raw, gz] of rows) console.log(`  ${kb(raw)} raw ${kb(gz)} gzip  ${file}`);
}

async function gzipBytes(files) {
  let total = 0;
  for (const f of files) total += gzipSync(await readFile(path.join(root, f)), { level: 9 }).length;
  return total;
}

/**
 * The analytics SDK's own copy of tslib's helpers (ADR 024): rxjs, in the first load, imports
 * tslib too, and one shared module would carry the SDK's helpers into every first load (and split
 * off a chunk of its own). Resolving the SDK's imports to tslib's other ES build keeps them apart.
 */
const sdkHelpersApart = {
  name: 'sdk-helpers-apart',
  setup(build) {
    build.onResolve({ filter: /^tslib$/ }, (args) =>
      /node_modules[\\/]@amplitude[\\/]/.test(args.importer)
        ? { path: path.join(root, 'node_modules/tslib/tslib.es6.js') }
        : undefined,
    );
  },
};

/**
 * The public pages a visit lands on (ADR 059): each one's first load is the boot script, React,
 * the app with what these pages share, and the page's own chunk. The other pages (forms,
 * accounts, booking) load after an interaction and may fetch shared chunks of their own.
 */
const LANDING_PAGES = [
  'home',
  'city-or-page',
  'city',
  'content',
  'property',
  'room-type',
  'city-listing',
  'blog-listing',
  'blog-post',
  'faqs',
  'offers',
  'compare',
  'favourites',
  'not-found',
].map((name) => `src/ui/pages/${name}.page.tsx`);
const APP_ENTRY = 'src/ui/start.tsx';

/**
 * How the first load is grouped (ADR 059), from a first pass's module graph. esbuild puts each
 * module in the chunk of the set of entry points (the SPA entry and every `import()` target) that
 * reach it, so the app's modules, reached by ever-different sets of lazy pages and features, were
 * spread over some 30 small chunks, and each page over 15 more. Here every lazy module of our own
 * imports the app (src/ui/start.tsx) first, which it needs loaded anyway, so all the app's modules
 * have one set and make one chunk; and the app imports what a landing page shares with any other
 * lazy module, so a landing page's first load adds one chunk, its own. Lazy code stays lazy: only
 * what the landing pages share moves into the app.
 */
function firstLoadGroups(meta) {
  const reach = (start, seen = new Set()) => {
    if (seen.has(start) || !meta.inputs[start]) return seen;
    seen.add(start);
    for (const i of meta.inputs[start].imports) if (i.kind === 'import-statement' && !i.external) reach(i.path, seen);
    return seen;
  };
  const lazy = new Set();
  for (const input of Object.values(meta.inputs))
    for (const i of input.imports) if (i.kind === 'dynamic-import' && !i.external) lazy.add(i.path);
  const app = reach(APP_ENTRY);
  // What a landing page shares with any other lazy module (another page, a feature, the console).
  const reachedBy = new Map();
  for (const entry of lazy) for (const m of reach(entry)) reachedBy.set(m, (reachedBy.get(m) ?? 0) + 1);
  const landing = new Set(LANDING_PAGES.filter((p) => meta.inputs[p]).flatMap((p) => [...reach(p)]));
  const shared = [...landing].filter((m) => reachedBy.get(m) >= 2 && !app.has(m) && !lazy.has(m)).sort();
  // Our own lazy modules import the app first; not those the app itself imports.
  const importApp = new Set([...lazy].filter((m) => /^(src|test)\//.test(m) && m !== APP_ENTRY && !app.has(m)));
  return { shared, importApp };
}

/** The plugin that applies firstLoadGroups' plan to the sources as esbuild reads them. */
function groupFirstLoad({ shared, importApp }) {
  const abs = (m) => path.join(root, m);
  const appFile = abs(APP_ENTRY);
  const prepend = new Set([...importApp].map(abs));
  return {
    name: 'group-first-load',
    setup(build) {
      build.onLoad({ filter: /\.(ts|tsx)$/ }, async (args) => {
        const isApp = args.path === appFile;
        if (!isApp && !prepend.has(args.path)) return undefined;
        const source = await readFile(args.path, 'utf8');
        const loader = args.path.endsWith('.tsx') ? 'tsx' : 'ts';
        const imports = isApp
          ? shared.map((m) => `import ${JSON.stringify(abs(m))};`).join('\n')
          : `import ${JSON.stringify(appFile)};`;
        // Prepended on the first line, so the source map's lines stay the file's own.
        // watchFiles: `npm run dev` rebuilds when the file changes, as for a file esbuild read itself.
        return { contents: isApp ? `${source}\n${imports}\n` : `${imports}${source}`, loader, watchFiles: [args.path] };
      });
    },
  };
}

/** Builds the SPA in two passes: the module graph first (not written), then grouped (ADR 059). */
async function buildSpa(options) {
  const graph = await esbuild.build({ ...options, minify: false, sourcemap: false, write: false });
  return esbuild.build({ ...options, plugins: [...options.plugins, groupFirstLoad(firstLoadGroups(graph.metafile))] });
}

const spaOptions = {
  absWorkingDir: root,
  entryPoints: ['src/ui/main.tsx'],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  // rxjs's ES2015 build (native classes, no tslib helpers) rather than its ES5 one (ADR 059).
  conditions: ['es2015'],
  target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
  outdir: path.join(outPublic, 'assets'),
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
  minify: !watch,
  sourcemap: watch ? 'inline' : 'linked',
  metafile: true,
  jsx: 'automatic',
  legalComments: 'none',
  define: {
    'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production'),
    __QA__: JSON.stringify(qa),
    // Analytics (ADR 024): the site's own endpoint and key unless a provider's are given at build time.
    __ANALYTICS_API_KEY__: JSON.stringify(process.env.ANALYTICS_API_KEY ?? 'digs-first-party'),
    __ANALYTICS_SERVER_URL__: JSON.stringify(process.env.ANALYTICS_SERVER_URL ?? '/api/analytics/2/httpapi'),
    __REPLAY_ENABLED__: JSON.stringify(process.env.REPLAY_ENABLED ?? 'true'),
    __REPLAY_SAMPLE_RATE__: JSON.stringify(process.env.REPLAY_SAMPLE_RATE ?? '1'),
    __REPLAY_DEBUG__: JSON.stringify(process.env.REPLAY_DEBUG ?? 'true'),
  },
  loader: { '.svg': 'file', '.woff2': 'file' },
  plugins: [sdkHelpersApart],
  logLevel: 'warning',
  // groupFirstLoad's bare imports of what the landing pages share name some modules of packages
  // marked side-effect free (date-fns): esbuild warns that such an import does nothing, yet still
  // counts it when it groups modules into chunks, which is all the import is for.
  logOverride: { 'ignored-bare-import': 'silent' },
};

const serverOptions = {
  absWorkingDir: root,
  // The server, and the personal-data, staff and analytics-report commands (scripts/*.mjs) beside it.
  entryPoints: {
    server: 'src/server/main.ts',
    'personal-data': 'src/server/personal-data.ts',
    staff: 'src/server/staff.ts',
    'analytics-report': 'src/server/analytics-report.ts',
    'db-backup': 'src/server/db-backup.ts',
    // The worker thread that cuts pages' stylesheets (ADR 101); the server finds it beside itself.
    'stylesheet-cut-worker': 'src/adapters/http-api/stylesheet-cut.worker.ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outdir: outServer,
  jsx: 'automatic',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
};

/**
 * dist/server/main.js: production mode unless told otherwise, set before the bundle (and React,
 * an external package that reads NODE_ENV when first imported) is loaded.
 */
async function writeServerEntry() {
  await mkdir(outServer, { recursive: true });
  await writeFile(
    path.join(outServer, 'main.js'),
    "process.env.NODE_ENV ??= 'production';\nawait import('./server.js');\n",
  );
}

/**
 * The demo operator's loader (ADR 036): a bundle of its own in dist/demo, which the server imports
 * only when SEED_DEMO is on, so that dist/server carries no demo code; its data is read from demo/.
 */
const demoOptions = {
  ...serverOptions,
  entryPoints: { 'seed-demo': 'src/server/seed/seed-demo.ts' },
  outdir: path.join(root, 'dist/demo'),
};

/**
 * The console's stylesheet (src/ui/admin/admin.css), built apart from the site's: CSS imported by
 * a lazily loaded module would be folded into the first load's stylesheet, so the console's chunk
 * links this file itself when it starts (its address is given to the SPA build as
 * __ADMIN_STYLESHEET__). A visitor's first load carries none of it.
 */
async function buildAdminStylesheet() {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/ui/admin/admin.css'],
    bundle: true,
    minify: !watch,
    outdir: path.join(outPublic, 'assets'),
    entryNames: watch ? '[name]' : '[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    loader: { '.svg': 'file', '.woff2': 'file' },
    sourcemap: watch ? 'inline' : false,
    metafile: true,
    logLevel: 'warning',
  });
  const file = Object.keys(result.metafile.outputs).find((f) => f.endsWith('.css'));
  if (!file) throw new Error('build: no output for src/ui/admin/admin.css');
  const href = `/${path.relative(outPublic, path.join(root, file)).split(path.sep).join('/')}`;
  return { file, href, metafile: result.metafile };
}

const withAdminStylesheet = (options, href) => ({
  ...options,
  define: { ...options.define, __ADMIN_STYLESHEET__: JSON.stringify(href) },
});

async function buildOnce() {
  const started = performance.now();
  await rm(outPublic, { recursive: true, force: true });
  await mkdir(outPublic, { recursive: true });
  await cp(path.join(root, 'public'), outPublic, { recursive: true });
  if (qa)
    await cp(
      path.join(root, 'node_modules/msw/lib/mockServiceWorker.js'),
      path.join(outPublic, 'mockServiceWorker.js'),
    );
  const adminCss = await buildAdminStylesheet();
  const spa = await buildSpa(withAdminStylesheet(spaOptions, adminCss.href));
  const info = await writeIndexHtml(spa.metafile);
  await writeFile(path.join(outPublic, 'metafile.json'), JSON.stringify(spa.metafile));
  await precompress([...Object.keys(spa.metafile.outputs), adminCss.file].map((f) => path.join(root, f)));
  await report(spa.metafile, qa ? 'QA SPA (dist/qa)' : 'SPA (dist/public)');
  await report(adminCss.metafile, 'Console stylesheet (loaded by the /admin chunk only)');
  const initial = await gzipBytes(info.initial);
  console.log(`  initial JS (boot script + app, what every first load runs): ${kb(initial)} gzip`);
  if (!qa) {
    // The pictures' formats the journeys' servers kept (PICTURE_CACHE_DIR) were made by the last build's code.
    await rm(path.join(root, 'dist/picture-cache'), { recursive: true, force: true });
    const server = await esbuild.build(serverOptions);
    await writeServerEntry();
    await report(server.metafile, 'Server (dist/server)');
    await rm(demoOptions.outdir, { recursive: true, force: true });
    const demo = await esbuild.build(demoOptions);
    await report(demo.metafile, 'Demo loader (dist/demo)');
  }
  // The production build's stamp (scripts/build-fresh.mjs): a QA build leaves dist/public as it was.
  if (!qa) {
    const hash = createHash('sha256')
      .update(JSON.stringify(Object.keys(spa.metafile.outputs)))
      .digest('hex')
      .slice(0, 8);
    await writeFile(path.join(root, 'dist/.build-stamp'), `${new Date().toISOString()} ${hash}\n`);
  }
  console.log(`\nBuilt in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

if (watch) {
  // Development: rebuild on change. Both contexts write where `npm start` reads.
  const rebuildPlugin = (label, after) => ({
    name: 'announce',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length) return console.error(`${label}: ${result.errors.length} error(s)`);
        await after?.(result);
        console.log(`${new Date().toLocaleTimeString('en-GB')} ${label} rebuilt`);
      });
    },
  });
  await rm(outPublic, { recursive: true, force: true });
  await mkdir(outPublic, { recursive: true });
  await cp(path.join(root, 'public'), outPublic, { recursive: true });
  const adminCss = await buildAdminStylesheet();
  // The first load grouped as in production (ADR 059), by the plan of the module graph at start: a
  // lazy module added while watching is grouped once `npm run dev` starts again.
  const devSpaOptions = withAdminStylesheet(spaOptions, adminCss.href);
  const graph = await esbuild.build({ ...devSpaOptions, sourcemap: false, write: false });
  const spa = await esbuild.context({
    ...devSpaOptions,
    plugins: [
      ...spaOptions.plugins,
      groupFirstLoad(firstLoadGroups(graph.metafile)),
      rebuildPlugin('SPA', (r) => writeIndexHtml(r.metafile)),
    ],
  });
  await writeServerEntry();
  const server = await esbuild.context({ ...serverOptions, plugins: [rebuildPlugin('server')] });
  const demo = await esbuild.context({ ...demoOptions, plugins: [rebuildPlugin('demo loader')] });
  await Promise.all([spa.watch(), server.watch(), demo.watch()]);
  console.log('Watching src/ for changes…');
} else {
  await buildOnce();
}
