// Small pages over HTTP (ADR 067): a kept page drawn by the server names the address of its data
// instead of carrying them, and carries only the rules of the stylesheet its markup uses; its data
// are served at that address by any server that can make the same version of the page.
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { styleHash } from '../../src/adapters/http-api/security-headers';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryContent } from '../../src/adapters/memory/memory-content.adapter';
import { renderPageHtml } from '../../src/ui/server-render';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { contentNow, fixtureContent } from '../support/content-fixture';
import { buildTestApp, makeTestPublicDir } from '../support/test-server';

/** The site's stylesheet in small: rules the property page uses, and rules it does not. */
const stylesheet = [
  'body{margin:0}',
  '.room-row{display:grid}',
  '.never-drawn-by-anyone{color:red}',
  '@media (min-width:60rem){.room-row{gap:2rem}.never-drawn-by-anyone{gap:0}}',
].join('\n');

const dataBlock = /<script id="digs-data" type="application\/json"(?: data-src="([^"]*)")?>(.*?)<\/script>/s;
const addressOf = (html: string) => dataBlock.exec(html)?.[1]?.replaceAll('&amp;', '&');

describe('small pages', () => {
  const catalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings);
  const content = new MemoryContent(fixtureContent, catalogue, new ManualTime(contentNow));
  const renderPage = (path: string, search: string, data: Readonly<Record<string, unknown>>) =>
    renderPageHtml(path, search, data, contentNow);
  let publicDir: Awaited<ReturnType<typeof makeTestPublicDir>>;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let other: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    publicDir = await makeTestPublicDir({ stylesheet });
    app = await buildTestApp({ catalogue, content, publicDir: publicDir.dir, renderPage });
    // A second server over the same data (its own copies of it), as behind a proxy.
    const otherCatalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings);
    const otherContent = new MemoryContent(fixtureContent, otherCatalogue, new ManualTime(contentNow));
    other = await buildTestApp({
      catalogue: otherCatalogue,
      content: otherContent,
      publicDir: publicDir.dir,
      renderPage,
    });
  });
  afterAll(async () => {
    await app?.close();
    await other?.close();
    await publicDir?.remove();
  });

  it('name the address of their data, carry the rules they use, and allow those rules by their hash', async () => {
    const res = await app.inject('/manchester/square-gardens');
    expect(res.statusCode).toBe(200);
    expect(addressOf(res.body)).toMatch(/^\/api\/page-data\/[\w-]{27}\?at=%2Fmanchester%2Fsquare-gardens$/);
    expect(dataBlock.exec(res.body)?.[2]).toBe('');
    const own = /<style data-full="\/assets\/main-TEST\.css">([^<]*)<\/style>/.exec(res.body)?.[1] ?? '';
    expect(own).toContain('.room-row{display:grid}');
    expect(own).toContain('gap:2rem');
    expect(own).not.toContain('never-drawn-by-anyone');
    expect(res.body).not.toContain('<style>');
    // Its own rules are the only inline style it allows: the whole stylesheet is not in it.
    expect(res.headers['content-security-policy']).toContain(`style-src 'self' ${styleHash(own)};`);
  });

  it('serve the data the page was drawn from at that address, compressed, and for good', async () => {
    const address = addressOf((await app.inject('/manchester/square-gardens')).body) ?? '';
    const data = await app.inject(address);
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-type']).toContain('application/json');
    expect(data.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(data.json()).toHaveProperty(['property:manchester/square-gardens', 'name'], 'Square Gardens');
    const br = await app.inject({ url: address, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(data.json());
  });

  it('serve the data of a page another server sent, when it is the same version of the page', async () => {
    const address = addressOf((await app.inject('/manchester')).body) ?? '';
    const fromOther = await other.inject(address);
    expect(fromOther.statusCode).toBe(200);
    expect(fromOther.json()).toEqual((await app.inject(address)).json());
  });

  it('answer 404 for a version of a page that is no longer the page, and 400 for an address that is not one', async () => {
    const address = addressOf((await app.inject('/manchester')).body) ?? '';
    const changed = address.replace(/page-data\/[\w-]{27}/, `page-data/${'x'.repeat(27)}`);
    const gone = await other.inject(changed);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: 'not_found' });
    // A 404 here may be a 200 a moment later elsewhere: no cache keeps it.
    expect(gone.headers['cache-control']).toBe('no-store');
    // A kept page's id with another page's address is not that page's data, on any server.
    const elsewhere = address.replace(/\?at=.*$/, `?at=${encodeURIComponent('/manchester/square-gardens')}`);
    expect((await app.inject(elsewhere)).statusCode).toBe(404);
    expect((await other.inject(elsewhere)).statusCode).toBe(404);
    for (const url of [
      '/api/page-data/short?at=%2F',
      `/api/page-data/${'x'.repeat(27)}`,
      `/api/page-data/${'x'.repeat(27)}?at=%2F%2Fevil.test`,
      `/api/page-data/${'x'.repeat(27)}?at=manchester`,
    ]) {
      expect((await app.inject(url)).statusCode, url).toBe(400);
    }
    // An address whose page is not kept (a form on it, no such page) has no data of this kind.
    for (const at of ['/about-us', '/manchester/no-such-place', '/login']) {
      const res = await app.inject(`/api/page-data/${'x'.repeat(27)}?at=${encodeURIComponent(at)}`);
      expect(res.statusCode, at).toBe(404);
    }
  });

  it('leave a page holding a form, and a private page, whole: their data and the whole stylesheet in them', async () => {
    const res = await app.inject('/about-us');
    expect(res.statusCode).toBe(200);
    expect(addressOf(res.body)).toBeUndefined();
    expect(JSON.parse(dataBlock.exec(res.body)?.[2] ?? 'null')).toHaveProperty(['form-token']);
    expect(res.body).toContain(`<style>${stylesheet}</style>`);
    const signIn = await app.inject('/login');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('private, no-store');
    expect(addressOf(signIn.body)).toBeUndefined();
    expect(signIn.body).toContain(`<style>${stylesheet}</style>`);
  });
});
