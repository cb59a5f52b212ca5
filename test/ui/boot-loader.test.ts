// The page's inline loader (ADR 065): on a page the server drew, nothing is asked for until the
// largest picture is drawn; then the boot script, its imports and the page's modules are all
// preloaded at once (each once, the build's own files only) and the boot script runs.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_WARNING } from '../../src/domain/analytics/chunk-load';
import { RECOVERY_RELOAD_WINDOW_MS } from '../../src/domain/analytics/recovery-reload';
import type { PageReload } from '../../src/ports/page-reload.port';
import {
  LARGEST_PICTURE_WAIT_MS,
  LATER_PICTURES_CLASS,
  loadApp,
  loadAppOrReload,
  modulesToPreload,
} from '../../src/ui/boot-loader';
import type { PressWindow } from '../../src/ui/press-capture';
import { server } from './msw-server';

const bootFiles = ['/assets/main-A.js', '/assets/chunks/shared-B.js'];

function page(options: { drawn: boolean; modules?: string }) {
  document.body.innerHTML = options.drawn
    ? '<div id="root"><header>Digs</header><main><img fetchpriority="high" alt=""></main></div>'
    : '<div id="root"><main class="shell-fallback"><h1>Digs</h1></main></div>';
  if (options.modules !== undefined) {
    const meta = document.createElement('meta');
    meta.name = 'digs-modules';
    meta.content = options.modules;
    document.head.append(meta);
  }
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('the modules a page preloads', () => {
  it('are the boot files first, then the ones the page names, each once, and only the build’s own', () => {
    expect(
      modulesToPreload(bootFiles, '/assets/chunks/react-C.js /assets/chunks/shared-B.js https://evil.test/x.js  '),
    ).toEqual(['/assets/main-A.js', '/assets/chunks/shared-B.js', '/assets/chunks/react-C.js']);
    expect(modulesToPreload(bootFiles, null)).toEqual(bootFiles);
  });
});

describe('loading the app', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  it('asks for nothing on a drawn page until its largest picture is decoded, then for everything at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    page({ drawn: true, modules: '/assets/chunks/react-C.js /assets/chunks/page-D.js' });
    let decoded: () => void = () => {};
    const img = document.querySelector('img') as HTMLImageElement;
    img.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    const run = vi.fn(async (_entry: string) => undefined);
    document.documentElement.classList.add(LATER_PICTURES_CLASS);
    const loading = loadApp(document, bootFiles, run);
    await vi.advanceTimersByTimeAsync(500);
    expect(preloaded()).toEqual([]);
    expect(run).not.toHaveBeenCalled();
    // The lazy pictures wait with the app (ADR 067).
    expect(document.documentElement.classList.contains(LATER_PICTURES_CLASS)).toBe(true);
    decoded();
    await vi.advanceTimersByTimeAsync(20);
    await loading;
    expect(document.documentElement.classList.contains(LATER_PICTURES_CLASS)).toBe(false);
    expect(preloaded()).toEqual([
      '/assets/main-A.js',
      '/assets/chunks/shared-B.js',
      '/assets/chunks/react-C.js',
      '/assets/chunks/page-D.js',
    ]);
    expect(run).toHaveBeenCalledExactlyOnceWith('/assets/main-A.js');
  });

  it('stops waiting for the largest picture as soon as the visitor presses anything (ADR 088)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    page({ drawn: true });
    const img = document.querySelector('img') as HTMLImageElement;
    img.decode = () => new Promise<void>(() => {});
    const run = vi.fn(async (_entry: string) => undefined);
    const loading = loadApp(document, bootFiles, run);
    await vi.advanceTimersByTimeAsync(200);
    expect(run).not.toHaveBeenCalled();
    document.querySelector('header')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    await loading;
    expect(run).toHaveBeenCalledExactlyOnceWith('/assets/main-A.js');
  });

  it('does not wait at all when a press was held before the loader ran (ADR 088)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    page({ drawn: true });
    (document.querySelector('img') as HTMLImageElement).decode = () => new Promise<void>(() => {});
    const held = window as PressWindow;
    held.digsPresses = { ready: false, presses: [{ kind: 'click', target: document.body, at: 0 }] };
    try {
      const run = vi.fn(async (_entry: string) => undefined);
      await loadApp(document, bootFiles, run);
      expect(run).toHaveBeenCalledExactlyOnceWith('/assets/main-A.js');
    } finally {
      delete held.digsPresses;
    }
  });

  it('does not wait on a page the server did not draw (the console, a shell): not even for a frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    page({ drawn: false });
    document.documentElement.classList.add(LATER_PICTURES_CLASS);
    const run = vi.fn(async (_entry: string) => undefined);
    const loading = loadApp(document, bootFiles, run);
    expect(document.documentElement.classList.contains(LATER_PICTURES_CLASS)).toBe(false);
    // The clock has not moved: no frame, no timer has run.
    expect(preloaded()).toEqual(bootFiles);
    expect(run).toHaveBeenCalledExactlyOnceWith('/assets/main-A.js');
    await loading;
  });

  it('runs nothing when the build named no boot script', async () => {
    page({ drawn: false, modules: '/assets/chunks/react-C.js' });
    const run = vi.fn(async (_entry: string) => undefined);
    await loadApp(document, [], run);
    expect(run).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);
  });
});

describe("the head's script that holds the lazy pictures back (ADR 067)", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.className = '';
  });

  it('marks the page at once and, should the loader never run, shows the pictures after the same wait', async () => {
    const template = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const head = template.slice(0, template.indexOf('</head>'));
    const script = /<script>([^<]*)<\/script>/.exec(head)?.[1] ?? '';
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    new Function(script)();
    expect(document.documentElement.classList.contains(LATER_PICTURES_CLASS)).toBe(true);
    vi.advanceTimersByTime(LARGEST_PICTURE_WAIT_MS - 1);
    expect(document.documentElement.classList.contains(LATER_PICTURES_CLASS)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(document.documentElement.classList.contains(LATER_PICTURES_CLASS)).toBe(false);
  });
});

describe('a small page (ADR 067)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  function smallPage() {
    page({ drawn: false });
    document.head.insertAdjacentHTML('afterbegin', '<style data-full="/assets/main-S.css">.card{padding:1rem}</style>');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script id="digs-data" type="application/json" data-src="/api/page-data/abc?at=%2F"></script>',
    );
  }

  it('asks for its data beside the modules, adds the whole stylesheet after its own rules, and runs once that has settled', async () => {
    smallPage();
    // The test's browser loads no stylesheet file: each one fails at once (a real one would load).
    const order: string[] = [];
    document.addEventListener('error', () => order.push('stylesheet settled'), { capture: true });
    const run = vi.fn(async (_entry: string) => void order.push('boot script'));
    server.use(http.get('/api/page-data/abc', () => HttpResponse.json({})));
    await loadApp(document, bootFiles, run);
    const data = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect(data?.getAttribute('href')).toBe('/api/page-data/abc?at=%2F');
    expect(data?.as).toBe('fetch');
    expect(data?.crossOrigin).toBe('anonymous');
    expect(document.querySelector('style[data-full] + link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/assets/main-S.css',
    );
    expect(preloaded()).toEqual(bootFiles);
    expect(order).toEqual(['stylesheet settled', 'boot script']);
    expect(run).toHaveBeenCalledExactlyOnceWith('/assets/main-A.js');
  });

  it('runs when the whole stylesheet has not come within the limit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    smallPage();
    server.use(http.get('/api/page-data/abc', () => HttpResponse.json({})));
    // A stylesheet that never comes: its link is made but never reaches the page.
    vi.spyOn(HTMLStyleElement.prototype, 'after').mockImplementation(() => undefined);
    const run = vi.fn(async (_entry: string) => undefined);
    const late = loadApp(document, bootFiles, run);
    await vi.advanceTimersByTimeAsync(LARGEST_PICTURE_WAIT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await late;
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('preloads no data on a page that carries its own, and adds no stylesheet to one that carries it whole', async () => {
    page({ drawn: false });
    document.head.insertAdjacentHTML('afterbegin', '<style>.card{padding:1rem}</style>');
    document.body.insertAdjacentHTML('beforeend', '<script id="digs-data" type="application/json">{}</script>');
    const run = vi.fn(async (_entry: string) => undefined);
    await loadApp(document, bootFiles, run);
    expect(document.querySelector('link[rel="preload"], link[rel="stylesheet"]')).toBeNull();
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('when the boot script cannot be loaded', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  function reloads(lastReloadAt: number | null) {
    const made: [number, string][] = [];
    const reload: PageReload = { lastReloadAt: () => lastReloadAt, reload: (at, warning) => made.push([at, warning]) };
    return { reload, made };
  }
  const gone = async () => {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/main-A.js');
  };
  const now = 10 * RECOVERY_RELOAD_WINDOW_MS;

  it('reloads the page once, to get the new deploy', async () => {
    page({ drawn: false });
    const { reload, made } = reloads(null);
    await loadAppOrReload(document, bootFiles, gone, reload, () => now);
    expect(made).toEqual([[now, CHUNK_RELOAD_WARNING]]);
  });

  it('does not reload again within the recovery window, so a broken deploy cannot loop', async () => {
    page({ drawn: false });
    const { reload, made } = reloads(now - 1000);
    await loadAppOrReload(document, bootFiles, gone, reload, () => now);
    expect(made).toEqual([]);
  });

  it('does not reload when the boot script runs', async () => {
    page({ drawn: false });
    const { reload, made } = reloads(null);
    await loadAppOrReload(
      document,
      bootFiles,
      async () => undefined,
      reload,
      () => now,
    );
    expect(made).toEqual([]);
  });
});
