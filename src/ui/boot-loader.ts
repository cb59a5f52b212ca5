/**
 * What the page's only inline script does (ADR 065; boot-inline.ts is that script): nothing
 * of the app's code is asked for before the page's largest picture is drawn (ADR 064). Then the
 * boot script, what it imports and the modules the page names (`<meta name="digs-modules">`) are
 * all asked for at once, so none of them waits for another's round trip, and the boot script runs.
 * A `<script src>` in the head, as before, was fetched before the picture and shared its first
 * round trips.
 */
import { CHUNK_RELOAD_WARNING } from '../domain/analytics/chunk-load';
import { shouldReloadToRecover } from '../domain/analytics/recovery-reload';
import type { PageReload } from '../ports/page-reload.port';
import { largestPictureDrawn } from './largest-picture';
import type { PressWindow } from './press-capture';

/** The longest the app waits for the page's largest picture before it loads anyway. */
export const LARGEST_PICTURE_WAIT_MS = 3000;

/** The build's own module files named by the page, each once: the boot script's first. */
export function modulesToPreload(bootFiles: readonly string[], named: string | null | undefined): string[] {
  const listed = (named ?? '').split(' ').filter((href) => href.startsWith('/assets/'));
  return [...new Set([...bootFiles, ...listed])];
}

/** Whether the server drew the page (not the plain shell that waits for the app, nor an empty root). */
export function drawnByServer(doc: Document): boolean {
  return doc.querySelector('#root > :not(.shell-fallback)') !== null;
}

/**
 * A small page's whole stylesheets (ADR 067: the page carries the rules its markup uses, marked with
 * the whole one's address), added after them; resolves once each has loaded or failed, or after
 * `limitMs`; null on a page that carries its stylesheets whole. The app's other screens need the
 * whole stylesheet before the visitor can reach them.
 */
export function addWholeStylesheets(doc: Document, limitMs: number): Promise<void> | null {
  const links = [...doc.querySelectorAll<HTMLStyleElement>('style[data-full]')].map((style) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = style.dataset.full ?? '';
    const settled = new Promise<void>((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
    });
    style.after(link);
    return settled;
  });
  if (links.length === 0) return null;
  return Promise.race([Promise.all(links).then(() => undefined), new Promise<void>((r) => setTimeout(r, limitMs))]);
}

/**
 * The head's script marks the page `pictures-later` (ADR 067): lazy pictures below the largest one
 * (cards, a phone's further gallery slides) are not drawn,
 * so not asked for, and do not share its bandwidth. They are shown once it is drawn (or by that
 * script itself after 3 s, should this loader never run); each is then asked for as the browser's
 * lazy loading decides.
 */
export function showLaterPictures(doc: Document): void {
  doc.documentElement.classList.remove(LATER_PICTURES_CLASS);
}

/** The class on <html> that holds the lazy pictures back (index.html's head script puts it there). */
export const LATER_PICTURES_CLASS = 'pictures-later';

/** A small page's data (ADR 067), asked for beside the modules; the app fetches the same address and gets this answer. */
export function preloadPageData(doc: Document): void {
  const address = doc.getElementById('digs-data')?.dataset.src;
  if (!address?.startsWith('/api/page-data/')) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  // The credentials a plain fetch() sends, so that the app's fetch takes this answer.
  link.crossOrigin = 'anonymous';
  link.href = address;
  doc.head.append(link);
}

/**
 * Waits for the largest picture (on a page the server drew), then asks for every module, the page's
 * data and the whole stylesheet at once, and runs the boot script once the stylesheet is there.
 */
export async function loadApp(
  doc: Document,
  bootFiles: readonly string[],
  run: (entry: string) => Promise<unknown>,
): Promise<void> {
  // A visitor who presses something wants the page to work now, not its pictures first (ADR 088).
  if (drawnByServer(doc)) await Promise.race([largestPictureDrawn(doc, LARGEST_PICTURE_WAIT_MS), pressed(doc)]);
  showLaterPictures(doc);
  const [entry] = bootFiles;
  if (entry === undefined) return;
  const named = doc.querySelector('meta[name="digs-modules"]')?.getAttribute('content');
  for (const href of modulesToPreload(bootFiles, named)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
  preloadPageData(doc);
  // Only a small page waits: any other page runs the boot script in the same task.
  const wholeStylesheets = addWholeStylesheets(doc, LARGEST_PICTURE_WAIT_MS);
  if (wholeStylesheets) await wholeStylesheets;
  await run(entry);
}

/**
 * Once the visitor presses anything (a click, a key) on the page, or at once when the head's script
 * already holds a press (press-capture.ts). The window hears a press before the document, where
 * that script holds it.
 */
export function pressed(doc: Document): Promise<void> {
  const win = doc.defaultView as PressWindow | null;
  if (!win || win.digsPresses?.presses.some((press) => press.kind !== 'value')) return Promise.resolve();
  return new Promise<void>((resolve) => {
    for (const type of ['click', 'keydown']) win.addEventListener(type, () => resolve(), { capture: true, once: true });
  });
}

/**
 * loadApp, and when the boot script cannot be loaded (a deploy replaced it, the network dropped
 * it) a reload, at most once in the recovery window, as the boot script does for an outdated chunk.
 */
export async function loadAppOrReload(
  doc: Document,
  bootFiles: readonly string[],
  run: (entry: string) => Promise<unknown>,
  reload: PageReload,
  now: () => number,
): Promise<void> {
  try {
    await loadApp(doc, bootFiles, run);
  } catch {
    const at = now();
    if (shouldReloadToRecover(at, reload.lastReloadAt())) reload.reload(at, CHUNK_RELOAD_WARNING);
  }
}
