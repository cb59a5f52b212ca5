// Text from the database (a residence's and a room's name and description, a blog post, a content
// page) and from a visitor's refused form, holding `</script>`, a comment opener, quotes, U+2028
// and U+2029 and other unicode: every page that shows it keeps its one data block whole (its JSON
// gives the exact strings back), renders it as text, never as markup, and names the data block's
// hash in its Content-Security-Policy.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptHash } from '../../src/adapters/http-api/security-headers';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleCatalogueReader } from '../../src/adapters/postgres/drizzle-catalogue.adapter';
import { DrizzleContentReader } from '../../src/adapters/postgres/drizzle-content.adapter';
import * as t from '../../src/adapters/postgres/schema';
import type { CatalogueSlice } from '../../src/domain/catalogue/catalogue-records';
import { renderPageHtml } from '../../src/ui/server-render';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { contentNow, writeFixtureContent } from '../support/content-fixture';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { buildTestApp, makeTestPublicDir, testLoader } from '../support/test-server';

/** Everything that has broken out of a script element or an attribute somewhere. */
const hostile = (label: string) =>
  `${label} </script><script>alert(1)</script> <!-- <script> "double" 'single' \`back\` \u2028line\u2029para <img src=x onerror=alert(2)> &amp; & Zoë 🏠 \u202Eevil\u202C </SCRIPT >`;

const names = {
  property: hostile('Residence'),
  propertyDescription: hostile('About the residence'),
  room: hostile('Room'),
  roomDescription: hostile('About the room'),
  post: hostile('Post'),
  postBody: hostile('Post body'),
  page: hostile('Page'),
  pageBody: hostile('Page text'),
};

const hostileSlice: CatalogueSlice = {
  ...fixtureSlice,
  properties: fixtureSlice.properties.map((p) =>
    p.slug === 'square-gardens' ? { ...p, name: names.property, description: names.propertyDescription } : p,
  ),
  roomTypes: fixtureSlice.roomTypes.map((r) =>
    r.slug === 'classic-studio' ? { ...r, name: names.room, description: names.roomDescription } : r,
  ),
};

/** Every string anywhere in a parsed JSON value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The page as a browser parses it (happy-dom's HTML parser; no script runs). */
function parse(html: string) {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true } });
  return new window.DOMParser().parseFromString(html, 'text/html');
}

interface PageCase {
  readonly path: string;
  /** The page's main heading (and the start of its title) when it is a hostile string. */
  readonly heading: string | null;
  /** Strings from the database this page must carry in its data and show as text. */
  readonly shows: readonly string[];
  /** What the page reads instead, where a string is Markdown (a post's body, ADR 051: `&amp;` reads "&", backticks make code). */
  readonly reads?: readonly string[];
}

const pages: readonly PageCase[] = [
  {
    path: '/manchester/square-gardens',
    heading: names.property,
    shows: [names.property, names.propertyDescription],
  },
  {
    path: '/manchester/square-gardens/classic-studio',
    heading: names.room,
    shows: [names.room, names.roomDescription],
  },
  { path: '/manchester', heading: null, shows: [names.property] },
  {
    path: '/blog/budgeting-basics',
    heading: names.post,
    shows: [names.post, names.postBody],
    reads: [
      names.post,
      `Post body </script><script>alert(1)</script> <!-- <script> "double" 'single' back \u2028line\u2029para <img src=x onerror=alert(2)> & & Zoë 🏠 \u202Eevil\u202C </SCRIPT >`,
    ],
  },
  { path: '/about-us', heading: names.page, shows: [names.page, names.pageBody] },
];

for (const kind of databaseKinds()) {
  describe(`hostile text from the database on ${kind}`, () => {
    let database: DatabaseHandle;
    let publicDir: Awaited<ReturnType<typeof makeTestPublicDir>>;
    let rendered: Awaited<ReturnType<typeof buildTestApp>>;
    let shellOnly: Awaited<ReturnType<typeof buildTestApp>>;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await database.db.transaction(async (tx) => {
        const db = tx as unknown as DatabaseHandle['db'];
        await writeCatalogue(db, hostileSlice, fixtureSettings);
        await writeFixtureContent(db);
        await db
          .update(t.posts)
          .set({ title: names.post, excerpt: names.post, body: names.postBody })
          .where(eq(t.posts.slug, 'budgeting-basics'));
        await db
          .update(t.pages)
          .set({
            title: names.page,
            description: names.page,
            blocks: [{ type: 'rich-text', heading: names.page, body: names.pageBody }],
          })
          .where(eq(t.pages.slug, 'about-us'));
      });
      const catalogue = new DrizzleCatalogueReader(database.db);
      const content = new DrizzleContentReader(database.db, catalogue, new ManualTime(contentNow));
      publicDir = await makeTestPublicDir();
      const options = { catalogue, content, publicDir: publicDir.dir, enquiryRateLimit: 100 };
      rendered = await buildTestApp({
        ...options,
        renderPage: (path, search, data) => renderPageHtml(path, search, data, contentNow),
      });
      // Without the server render (or when it fails): the shell's own plain summary.
      shellOnly = await buildTestApp(options);
    });
    afterAll(async () => {
      await rendered?.close();
      await shellOnly?.close();
      await database?.close();
      await publicDir?.remove();
    });

    /** The inline scripts of the page template as the test's built site has it. */
    const templateScripts = [
      ...readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8').matchAll(
        /<script>([^<]*)<\/script>/g,
      ),
    ]
      .map(([, text = '']) => text)
      .concat(testLoader);

    /** The checks every page holding hostile text passes; returns its parsed document. */
    function expectContained(html: string, csp: string | undefined, shows: readonly string[]) {
      expect(html).not.toMatch(/<script>alert/i);
      expect(html).not.toMatch(/<img src=x/i);
      const doc = parse(html);
      const dataBlocks = doc.querySelectorAll('script#digs-data');
      expect(dataBlocks).toHaveLength(1);
      const dataText = dataBlocks[0]?.textContent ?? '';
      // Nothing in the text could end the element, open a comment or end a line in old parsers.
      expect(dataText).not.toMatch(/[<>&\u2028\u2029]/);
      const data = stringsIn(JSON.parse(dataText));
      for (const text of shows) expect(data, 'the data holds the exact string').toContain(text);
      expect(csp).toContain(scriptHash(dataText));

      // The only scripts are the template's own (its head script and its loader, each exactly as
      // built and allowed by its hash), the data block and the structured data, each whole.
      const scripts = [...doc.querySelectorAll('script')];
      for (const script of scripts) {
        const kindOf = templateScripts.includes(script.textContent ?? '')
          ? 'template'
          : script.id === 'digs-data'
            ? 'data'
            : script.getAttribute('type');
        expect(['template', 'data', 'application/ld+json'], script.outerHTML.slice(0, 80)).toContain(kindOf);
        if (kindOf === 'template') expect(csp).toContain(scriptHash(script.textContent ?? ''));
        if (kindOf === 'application/ld+json') {
          expect(script.textContent).not.toMatch(/[<>&\u2028\u2029]/);
          expect(() => JSON.parse(script.textContent ?? '')).not.toThrow();
          expect(csp).toContain(scriptHash(script.textContent ?? ''));
        }
      }
      // No element was made from the text: no event handler attribute anywhere, no <img src=x>.
      const handlers = [...doc.querySelectorAll('*')].flatMap((element) =>
        element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')),
      );
      expect(handlers).toEqual([]);
      expect(doc.querySelectorAll('img[src="x"]')).toHaveLength(0);
      return doc;
    }

    for (const page of pages) {
      it(`keeps ${page.path} whole, rendered on the server`, async () => {
        const res = await rendered.inject(page.path);
        expect(res.statusCode).toBe(200);
        const doc = expectContained(res.body, res.headers['content-security-policy'], page.shows);
        // Rendered as text: the page's text reads exactly as stored (U+2028 included).
        const root = doc.querySelector('#root');
        const text = root?.textContent ?? '';
        for (const shown of page.reads ?? page.shows) expect(text).toContain(shown);
        if (page.heading) {
          expect(root?.querySelector('h1')?.textContent).toBe(page.heading);
          expect(doc.title.startsWith(page.heading)).toBe(true);
        }
      });

      it(`keeps ${page.path} whole in the plain shell`, async () => {
        const res = await shellOnly.inject(page.path);
        expect(res.statusCode).toBe(200);
        const doc = expectContained(res.body, res.headers['content-security-policy'], page.shows);
        if (page.heading) {
          expect(doc.querySelector('#root h1')?.textContent).toBe(page.heading);
          expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('alert(1)');
        }
      });
    }

    it('keeps a refused form’s hostile answers whole when the page comes back without JavaScript', async () => {
      const message = hostile('Message');
      const body = new URLSearchParams({
        name: hostile('Name'),
        email: 'not an address',
        topic: 'payments',
        message,
        countryCode: '+44',
        sourcePage: '/about-us',
        submissionId: '',
        formToken: '',
      }).toString();
      for (const app of [rendered, shellOnly]) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/enquiries/contact',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: body,
        });
        expect(res.statusCode).toBe(400);
        expectContained(res.body, res.headers['content-security-policy'], [hostile('Name'), message]);
      }
    });
  });
}
