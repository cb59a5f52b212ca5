// The console's content pages and site settings over HTTP on a real database (issue 19 item 1):
// drafts hidden until published, stale saves refused, hostile block content stored as given and
// rendered inert (public page and preview), sitemap and redirects following each change at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { pages as pagesTable } from '../../src/adapters/postgres/schema';
import { SLUG_REDIRECTS } from '../../src/ports/catalogue-editor.port';
import { CATALOGUE_READER } from '../../src/ports/catalogue-reader.port';
import { CONTENT_READER } from '../../src/ports/content-reader.port';
import { ENQUIRY_INBOXES, type EnquiryInboxes } from '../../src/ports/enquiry-inboxes.port';
import { consoleApi } from '../../src/server/console-api';
import { createServerContainer } from '../../src/server/container';
import { renderPageHtml } from '../../src/ui/server-render';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { testServerSettings } from '../support/server-settings';
import { staffCookie, testPasswordHasher } from '../support/staff-session';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { buildTestApp, makeTestPublicDir } from '../support/test-server';

const publicUrl = 'http://localhost:3000';
const hostile = '<script>alert(1)</script><img src=x onerror=alert(1)>';

for (const kind of databaseKinds()) {
  describe(`the console’s content pages on ${kind}`, () => {
    let database: DatabaseHandle;
    let app: Awaited<ReturnType<typeof buildTestApp>>;
    let publicDir: Awaited<ReturnType<typeof makeTestPublicDir>>;
    let editor: string;
    let sales: string;
    let container: ReturnType<typeof createServerContainer>;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await database.db.transaction((tx) =>
        writeCatalogue(tx as unknown as typeof database.db, fixtureSlice, fixtureSettings),
      );
      container = createServerContainer(
        database,
        testServerSettings({ publicUrl, passwordHasher: testPasswordHasher }),
      );
      publicDir = await makeTestPublicDir();
      app = await buildTestApp({
        catalogue: container.get(CATALOGUE_READER),
        content: container.get(CONTENT_READER),
        redirects: container.get(SLUG_REDIRECTS),
        publicDir: publicDir.dir,
        publicUrl,
        renderPage: (path, search, data) => renderPageHtml(path, search, data),
        console: consoleApi(container, publicUrl),
      });
      await app.ready();
      editor = await staffCookie(database.db, 'editor');
      sales = await staffCookie(database.db, 'sales');
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await publicDir?.remove();
      await database?.close();
    });

    const ask = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: Record<string, unknown>,
      cookie = editor,
    ) =>
      app.inject({
        method,
        url,
        headers: { origin: publicUrl, cookie },
        ...(payload === undefined ? {} : { payload }),
      });

    const blocks = [
      { type: 'rich-text', heading: hostile, body: hostile },
      { type: 'cards', heading: null, cards: [{ title: 'Tour', body: hostile, href: '/open-days' }] },
      {
        type: 'call-to-action',
        heading: 'Book',
        body: 'Come and see.',
        label: 'Book a viewing',
        href: '/city-listing',
      },
      { type: 'form', form: 'contact', heading: 'Ask us' },
    ];
    let id = '';

    it('creates a draft only editors see: not on the site, not in the sitemap; sales may not', async () => {
      expect((await ask('GET', '/api/admin/content/pages', undefined, sales)).statusCode).toBe(403);
      const made = await ask('POST', '/api/admin/content/pages', {
        slug: 'open-days',
        title: 'Open days',
        description: 'Come and see us.',
        blocks,
      });
      expect(made.statusCode).toBe(201);
      id = made.json().id;
      expect(made.json()).toMatchObject({ status: 'draft', version: 1, draft: { blocks } });
      expect((await ask('GET', `/api/admin/content/pages/${id}`)).json().draft.blocks).toEqual(blocks);
      expect((await app.inject('/open-days')).statusCode).toBe(404);
      expect((await app.inject('/sitemap.xml')).body).not.toContain('/open-days');
    });

    it('refuses script links and reserved addresses with field messages', async () => {
      const bad = await ask('POST', '/api/admin/content/pages', {
        slug: 'admin',
        title: 'x',
        description: 'y',
        blocks: [{ type: 'call-to-action', heading: 'h', body: 'b', label: 'l', href: 'javascript:alert(1)' }],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({
        slug: 'The site uses this address itself: choose another.',
        'blocks.0.href': 'A path on the site (/about-us), an https:// address or a mailto: or tel: link.',
      });
    });

    it('refuses a link a browser reads as another host, in a block, an aside and the menus, naming the field (issue 40)', async () => {
      const message = 'A path on the site (/about-us), an https:// address or a mailto: or tel: link.';
      for (const href of ['/\\evil.example', '/%5Cevil.example', '/%2F/evil.example']) {
        const page = await ask('POST', '/api/admin/content/pages', {
          slug: 'leaving',
          title: 'x',
          description: 'y',
          blocks: [
            { type: 'call-to-action', heading: 'h', body: 'b', label: 'l', href },
            { type: 'aside', style: 'links', heading: 'A', links: [{ label: 'x', href }] },
          ],
        });
        expect(page.statusCode, href).toBe(400);
        expect(page.json().fields, href).toEqual({ 'blocks.0.href': message, 'blocks.1.links.0.href': message });
        const read = (await ask('GET', '/api/admin/content/settings')).json();
        const settings = await ask('PUT', '/api/admin/content/settings', {
          version: read.version,
          settings: { ...read.settings, footerNav: [{ heading: 'Legal', links: [{ label: 'x', href }] }] },
        });
        expect(settings.statusCode, href).toBe(400);
        expect(settings.json().fields, href).toEqual({ 'footerNav.0.links.0.href': message });
      }
    });

    it('previews the draft as the public page, inert, never indexed or kept', async () => {
      const preview = await ask('GET', `/api/admin/content/pages/${id}/preview`);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['cache-control']).toBe('no-store');
      expect(preview.headers['x-robots-tag']).toBe('noindex');
      expect(preview.body).toContain('<meta name="robots" content="noindex">');
      expect(preview.body).toContain('Book a viewing');
      expect(preview.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(preview.body).not.toMatch(/<script>alert|<img src=x|javascript:/i);
      expect(preview.body).not.toMatch(/<script[^>]*src=/);
      expect((await ask('GET', `/api/admin/content/pages/${id}/preview`, undefined, sales)).statusCode).toBe(403);
      expect((await app.inject(`/api/admin/content/pages/${id}/preview`)).statusCode).toBe(401);
    });

    it('refuses a stale publication with 409, then publishes: on the site and in the sitemap at once', async () => {
      const stale = await ask('PUT', `/api/admin/content/pages/${id}/draft`, {
        version: 1,
        title: 'Open days 2027',
        description: 'Come and see us.',
        blocks,
      });
      expect(stale.statusCode).toBe(200);
      const refused = await ask('POST', `/api/admin/content/pages/${id}/publish`, { version: 1 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/changed this since you opened it/);
      const published = await ask('POST', `/api/admin/content/pages/${id}/publish`, { version: 2 });
      expect(published.json()).toMatchObject({ status: 'published', version: 3 });
      const page = await app.inject('/open-days');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Open days 2027');
      expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(page.body).not.toMatch(/<script>alert|<img src=x/);
      expect((await app.inject('/sitemap.xml')).body).toContain(`${publicUrl}/open-days`);
    });

    it('moves the page, leaving a 301 at its old address', async () => {
      const moved = await ask('PUT', `/api/admin/content/pages/${id}/slug`, { version: 3, slug: 'visit-us' });
      expect(moved.json()).toMatchObject({ slug: 'visit-us' });
      const old = await app.inject('/open-days');
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe('/visit-us');
      expect((await app.inject('/visit-us')).statusCode).toBe(200);
    });

    it('renders a script address kept in the database as text, never as a link', async () => {
      await database.db.insert(pagesTable).values({
        slug: 'legacy',
        title: 'Legacy',
        description: 'Old.',
        blocks: [
          { type: 'call-to-action', heading: 'Go', body: 'b', label: 'Click me', href: 'javascript:alert(1)' },
          { type: 'cards', cards: [{ title: 'Card', body: 'b', href: 'JavaScript:alert(2)' }] },
        ],
      });
      const page = await app.inject('/legacy');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Click me');
      expect(page.body).not.toMatch(/javascript:/i);
    });

    it('schedules a publication in the future and refuses one in the past', async () => {
      const made = await ask('POST', '/api/admin/content/pages', {
        slug: 'later',
        title: 'Later',
        description: 'Soon.',
        blocks,
      });
      const later = made.json();
      expect(
        (
          await ask('PUT', `/api/admin/content/pages/${later.id}/schedule`, {
            version: 1,
            publishAt: '2020-01-01T00:00:00Z',
          })
        ).json().fields,
      ).toEqual({
        publishAt: 'Choose a time in the future.',
      });
      const at = new Date(Date.now() + 3_600_000).toISOString();
      const scheduled = await ask('PUT', `/api/admin/content/pages/${later.id}/schedule`, {
        version: 1,
        publishAt: at,
      });
      expect(scheduled.json()).toMatchObject({ status: 'scheduled', publishAt: at });
      const unversioned = await ask('DELETE', `/api/admin/content/pages/${later.id}?version=none`);
      expect([unversioned.statusCode, unversioned.json()]).toEqual([
        400,
        {
          error: 'invalid',
          message: 'Say which version you are deleting (?version=).',
          fields: { version: 'Required.' },
        },
      ]);
      expect((await ask('DELETE', `/api/admin/content/pages/${later.id}?version=1`)).statusCode).toBe(409);
      expect((await ask('DELETE', `/api/admin/content/pages/${later.id}?version=2`)).statusCode).toBe(204);
    });

    it('saves the site settings from their version: the site and the enquiry inboxes follow at once', async () => {
      const read = (await ask('GET', '/api/admin/content/settings')).json();
      const settings = {
        ...read.settings,
        phone: '+44 161 000 0009',
        supportEmail: 'hello@digs.test',
        enquiryEmails: { 'group-booking': 'groups@digs.test' },
        socialLinks: [{ network: 'instagram', url: 'https://instagram.com/digs' }],
        headerNav: [{ label: 'Visit us', href: '/visit-us' }],
      };
      const bad = await ask('PUT', '/api/admin/content/settings', {
        version: read.version,
        settings: { ...settings, headerNav: [{ label: 'x', href: 'javascript:alert(1)' }] },
      });
      expect(bad.statusCode).toBe(400);
      const saved = await ask('PUT', '/api/admin/content/settings', { version: read.version, settings });
      expect(saved.statusCode).toBe(200);
      expect((await ask('PUT', '/api/admin/content/settings', { version: read.version, settings })).statusCode).toBe(
        409,
      );
      const home = await app.inject('/');
      expect(home.body).toContain('+44 161 000 0009');
      expect(home.body).toContain('Visit us');
      const inboxes = await container.get<EnquiryInboxes>(ENQUIRY_INBOXES).staffAddresses();
      expect(inboxes['group-booking']).toBe('groups@digs.test');
      expect(inboxes.contact).toBe('hello@digs.test');
    });
  });
}
