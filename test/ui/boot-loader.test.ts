// The page's inline loader (ADR 065): on a page the server drew, nothing is asked for until the
// largest picture is drawn; then the boot script, its imports and the page's modules are all
// preloaded at once (each once, the build's own files only) and the boot script runs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_WARNING } from '../../src/domain/analytics/chunk-load';
import { RECOVERY_RELOAD_WINDOW_MS } from '../../src/domain/analytics/recovery-reload';
import type { PageReload } from '../../src/ports/page-reload.port';
import { loadApp, loadAppOrReload, modulesToPreload } from '../../src/ui/boot-loader';

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
    const loading = loadApp(document, bootFiles, run);
    await vi.advanceTimersByTimeAsync(500);
    expect(preloaded()).toEqual([]);
    expect(run).not.toHaveBeenCalled();
    decoded();
    await vi.advanceTimersByTimeAsync(20);
    await loading;
    expect(preloaded()).toEqual([
      '/assets/main-A.js',
      '/assets/chunks/shared-B.js',
      '/assets/chunks/react-C.js',
      '/assets/chunks/page-D.js',
    ]);
    expect(run).toHaveBeenCalledExactlyOnceWith('/assets/main-A.js');
  });

  it('does not wait on a page the server did not draw (the console, a shell): not even for a frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    page({ drawn: false });
    const run = vi.fn(async (_entry: string) => undefined);
    const loading = loadApp(document, bootFiles, run);
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
