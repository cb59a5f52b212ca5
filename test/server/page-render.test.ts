// Pages rendered on the server through the HTTP app: the UI's render in the shell, made once per
// version of the data, and the plain shell (tried again next time) when the render fails.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryContent } from '../../src/adapters/memory/memory-content.adapter';
import { renderPageHtml } from '../../src/ui/server-render';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { contentNow, fixtureContent } from '../support/content-fixture';
import { buildTestApp, makeTestPublicDir } from '../support/test-server';

describe('pages rendered on the server', () => {
  const catalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings);
  const content = new MemoryContent(fixtureContent, catalogue, new ManualTime(contentNow));
  let publicDir: Awaited<ReturnType<typeof makeTestPublicDir>>;
  let failNext = 0;
  const render = vi.fn(async (path: string, search: string, data: Readonly<Record<string, unknown>>) => {
    if (failNext > 0) {
      failNext -= 1;
      throw new Error('render failed');
    }
    return renderPageHtml(path, search, data, contentNow);
  });
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    publicDir = await makeTestPublicDir();
    app = await buildTestApp({ catalogue, content, publicDir: publicDir.dir, renderPage: render });
  });
  afterAll(async () => {
    await app?.close();
    await publicDir?.remove();
  });

  it('sends the rendered page in the shell, compressed as the browser asks, rendering it once', async () => {
    render.mockClear();
    const plain = await app.inject('/manchester/square-gardens');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toMatch(/<div id="root">(<link rel="preload" as="image"[^>]*>)?<a class="skip-link"/);
    expect(plain.body).toMatch(/<h1>Square Gardens/);
    const br = await app.inject({ url: '/manchester/square-gardens', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ url: '/manchester/square-gardens', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders the Not Found page with its 404', async () => {
    const res = await app.inject('/manchester/no-such-place');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('We couldn’t find that page');
  });

  it('sends the plain shell when the render fails, and renders again on the next visit', async () => {
    failNext = 1;
    const failed = await app.inject('/about-us');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<main class="shell-fallback">');
    const next = await app.inject('/about-us');
    expect(next.body).not.toContain('shell-fallback');
    expect(next.body).toMatch(/<h1>About us/);
  });
});
