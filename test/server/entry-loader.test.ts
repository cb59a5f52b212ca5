// The app's entry script asked for once the largest picture is drawn (ADR 064): the template's
// script tag replaced by the inline loader, the hash the CSP names made from that exact text, and
// the loader's behaviour in a page (happy-dom): it waits for the picture's decoding, then a frame.
// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryLoader, LARGEST_PICTURE_WAIT_MS, loadEntryLate } from '../../src/adapters/http-api/entry-loader';
import { scriptHash } from '../../src/adapters/http-api/security-headers';

const template = (head: string) => `<html><head><style>p{}</style>${head}<!--app-head--></head><body></body></html>`;
const entry = '<script type="module" src="/assets/main-AB12_cd.js"></script>';

describe('the entry loaded late', () => {
  it('replaces the entry script with the inline loader and gives its hash', () => {
    const { html, scriptHashes } = loadEntryLate(template(entry));
    const loader = entryLoader('/assets/main-AB12_cd.js');
    expect(html).toBe(template(`<script type="module">${loader}</script>`));
    expect(html).not.toContain('src="/assets/main-');
    expect(loader).toContain('import("/assets/main-AB12_cd.js")');
    expect(scriptHashes).toEqual([scriptHash(loader)]);
  });

  it('leaves a template without the build entry as it is, with no hash', () => {
    for (const head of [
      '',
      '<script type="module" src="/qa/main.js"></script>',
      '<script src="/assets/main-X.js"></script>',
    ]) {
      expect(loadEntryLate(template(head))).toEqual({ html: template(head), scriptHashes: [] });
    }
  });
});

describe('the loader in a page', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  /** Runs the loader's text with `import` replaced by a spy (a module script cannot run here). */
  function run(imported: (src: string) => void) {
    const text = entryLoader('/assets/main-X.js').replace('import(', 'imported(');
    new Function('imported', text)(imported);
  }

  it('imports the entry only after the largest picture is decoded and a frame has passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    let decoded: () => void = () => {};
    const picture = document.createElement('img');
    picture.setAttribute('fetchpriority', 'high');
    picture.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    document.body.append(picture);
    const imported = vi.fn();
    run(imported);
    await vi.advanceTimersByTimeAsync(100);
    expect(imported).not.toHaveBeenCalled();
    decoded();
    await vi.advanceTimersByTimeAsync(0);
    expect(imported).not.toHaveBeenCalled(); // the frame that draws it comes first
    await vi.advanceTimersByTimeAsync(20);
    expect(imported).toHaveBeenCalledExactlyOnceWith('/assets/main-X.js');
  });

  it('loads anyway when the picture fails or takes longer than the limit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const failing = document.createElement('img');
    failing.setAttribute('fetchpriority', 'high');
    failing.decode = () => Promise.reject(new Error('EncodingError'));
    document.body.append(failing);
    const first = vi.fn();
    run(first);
    await vi.advanceTimersByTimeAsync(20);
    expect(first).toHaveBeenCalledOnce();

    failing.decode = () => new Promise<void>(() => {});
    const second = vi.fn();
    run(second);
    await vi.advanceTimersByTimeAsync(LARGEST_PICTURE_WAIT_MS - 1);
    expect(second).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(second).toHaveBeenCalledOnce();
  });

  it('loads after the first frame on a page without a largest picture', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const imported = vi.fn();
    run(imported);
    expect(imported).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(imported).toHaveBeenCalledOnce();
  });
});
