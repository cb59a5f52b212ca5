// The console's blog posts, FAQs and offers over HTTP on a real database (issue 19 item 1), on
// PGlite and (with TEST_DATABASE_URL) PostgreSQL: roles, stale saves refused with who saved, hostile
// Markdown stored as given and rendered inert, and every change on the site at once (the post API,
// the sitemap, old addresses, offers leaving by themselves as the clock passes their last day).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CachingCatalogueReader } from '../../src/adapters/cache/caching-catalogue.adapter';
import { CachingContentReader } from '../../src/adapters/cache/caching-content.adapter';
import { CachingSlugRedirects } from '../../src/adapters/cache/caching-slug-redirects.adapter';
import { postsConsoleRoutes } from '../../src/adapters/http-api/posts-console.routes';
import { trashConsoleRoutes } from '../../src/adapters/http-api/trash-console.routes';
import { MarkdownItRenderer } from '../../src/adapters/markdown/markdown-it.adapter';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleAuditLog } from '../../src/adapters/postgres/drizzle-audit-log';
import { DrizzleCatalogueReader } from '../../src/adapters/postgres/drizzle-catalogue.adapter';
import { DrizzleCatalogueEditor } from '../../src/adapters/postgres/drizzle-catalogue-editor.adapter';
import { DrizzleContentReader } from '../../src/adapters/postgres/drizzle-content.adapter';
import { DrizzleContentTrash } from '../../src/adapters/postgres/drizzle-content-trash.adapter';
import { DrizzlePostsEditor } from '../../src/adapters/postgres/drizzle-posts-editor';
import { ContentTrashDesk } from '../../src/application/content/content-trash.use-case';
import { EditPostsContent } from '../../src/application/content/posts-console.use-case';
import type { SignedInStaff } from '../../src/domain/staff/staff-roles';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { contentMediaIds, writeFixtureContent } from '../support/content-fixture';
import { expectInert, hostileMarkdown } from '../support/hostile-markdown';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { buildTestApp, makeTestPublicDir } from '../support/test-server';

const editor: SignedInStaff = {
  id: '00000000-0000-4000-8000-0000000057b1',
  email: 'ed@digs.test',
  name: 'Ed',
  role: 'editor',
};
const sales: SignedInStaff = {
  id: '00000000-0000-4000-8000-0000000057b2',
  email: 'sam@digs.test',
  name: 'Sam',
  role: 'sales',
};
const owner: SignedInStaff = {
  id: '00000000-0000-4000-8000-0000000057b3',
  email: 'olu@digs.test',
  name: 'Olu',
  role: 'owner',
};
const origin = 'https://digs.test';
const manchester = '00000000-0000-4000-8000-00000000c001';

for (const kind of databaseKinds()) {
  describe(`the console’s posts, FAQs and offers API on ${kind}`, () => {
    let database: DatabaseHandle;
    let app: Awaited<ReturnType<typeof buildTestApp>>;
    let publicDir: Awaited<ReturnType<typeof makeTestPublicDir>>;
    const time = new ManualTime(Date.parse('2026-11-25T10:00:00Z'));

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await database.db.transaction(async (tx) => {
        const db = tx as unknown as typeof database.db;
        await writeCatalogue(db, fixtureSlice, fixtureSettings);
        await writeFixtureContent(db);
      });
      await database.db.execute(
        `insert into staff_members (id, email, name, role, password_hash) values ('${editor.id}', '${editor.email}', 'Ed', 'editor', 'x'), ('${sales.id}', '${sales.email}', 'Sam', 'sales', 'x'), ('${owner.id}', '${owner.email}', 'Olu', 'owner', 'x')` as never,
      );
      const catalogue = new CachingCatalogueReader(new DrizzleCatalogueReader(database.db), time);
      const content = new CachingContentReader(new DrizzleContentReader(database.db, catalogue, time), time);
      const catalogueEditor = new DrizzleCatalogueEditor(database.db);
      const redirects = new CachingSlugRedirects((path) => catalogueEditor.findRedirect(path), time);
      const changes = {
        changed: () => {
          catalogue.clear();
          content.clear();
          redirects.clear();
        },
      };
      const edit = new EditPostsContent(
        new DrizzlePostsEditor(database.db),
        new DrizzleAuditLog(database.db),
        changes,
        time,
        new MarkdownItRenderer(),
        new DrizzleContentTrash(database.db),
      );
      publicDir = await makeTestPublicDir();
      app = await buildTestApp({
        catalogue,
        publicDir: publicDir.dir,
        content,
        redirects,
        console: {
          authenticate: async (id) => ({ 'editor-s': editor, 'sales-s': sales, 'owner-s': owner })[id] ?? null,
          routes: [
            postsConsoleRoutes(edit),
            trashConsoleRoutes(new ContentTrashDesk(new DrizzleContentTrash(database.db), changes, time)),
          ],
        },
      });
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await publicDir?.remove();
    });

    const as = (session: string | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      app.inject({
        method,
        url,
        headers: { ...(session ? { cookie: `digs_staff=${session}` } : {}), ...(method === 'GET' ? {} : { origin }) },
        ...(payload === undefined ? {} : { payload }),
      });
    const site = (url: string) => app.inject(url);
    // A NUL is refused (PostgreSQL's text cannot hold it): that vector is checked on its own below.
    const hostileBody = hostileMarkdown.filter((v) => !v.includes('\u0000')).join('\n\n');

    it('answers 401 without a session and 403 to sales, reading or writing', async () => {
      expect((await as(null, 'GET', '/api/admin/content/posts')).statusCode).toBe(401);
      expect((await as('sales-s', 'GET', '/api/admin/content/posts')).statusCode).toBe(403);
      expect((await as('sales-s', 'POST', '/api/admin/content/offers', {})).statusCode).toBe(403);
      const listed = await as('owner-s', 'GET', '/api/admin/content/posts');
      expect(listed.statusCode).toBe(200);
      expect(listed.headers['cache-control']).toBe('no-store');
    });

    it('keeps a draft offer off the site, moves a deleted one to the trash and restores it as a draft (ADR 086)', async () => {
      const offer = {
        slug: 'trash-offer',
        title: 'Trash offer',
        summary: 'A week free.',
        terms: 'New bookings only.',
        code: 'TRASH-26',
        validFrom: '2026-11-25',
        validTo: '2026-12-20',
      };
      const slugs = async () => (await site('/api/offers')).json().map((o: { slug: string }) => o.slug);
      const draft = await as('editor-s', 'POST', '/api/admin/content/offers', {
        ...offer,
        slug: 'draft-offer',
        status: 'draft',
      });
      expect(draft.json()).toMatchObject({ status: 'draft' });
      const created = (await as('editor-s', 'POST', '/api/admin/content/offers', offer)).json();
      expect(created).toMatchObject({ status: 'published' });
      expect(await slugs()).toContain('trash-offer');
      expect(await slugs()).not.toContain('draft-offer');

      expect((await as('editor-s', 'DELETE', `/api/admin/content/offers/${created.id}?version=1`)).statusCode).toBe(
        204,
      );
      expect(await slugs()).not.toContain('trash-offer');
      expect((await as('sales-s', 'GET', '/api/admin/trash')).statusCode).toBe(403);
      const listed = await as('editor-s', 'GET', '/api/admin/trash');
      expect(listed.json().items).toContainEqual({
        kind: 'offer',
        id: created.id,
        name: 'Trash offer',
        deletedAt: new Date(time.now()).toISOString(),
        deletedBy: editor.email,
        daysLeft: 30,
      });
      expect((await as('sales-s', 'POST', `/api/admin/trash/offer/${created.id}/restore`)).statusCode).toBe(403);
      expect((await as('editor-s', 'POST', `/api/admin/trash/page/${created.id}/restore`)).statusCode).toBe(404);
      expect((await as('editor-s', 'POST', `/api/admin/trash/nonsense/x/restore`)).statusCode).toBe(404);
      const restored = await as('editor-s', 'POST', `/api/admin/trash/offer/${created.id}/restore`);
      expect(restored.statusCode).toBe(200);
      expect((await as('editor-s', 'GET', `/api/admin/content/offers/${created.id}`)).json()).toMatchObject({
        status: 'draft',
        version: 2,
      });
      expect(await slugs()).not.toContain('trash-offer');
      const audit = await database.db.execute(
        `select action, summary from audit_log where entity_id = '${created.id}' order by id` as never,
      );
      expect((audit as unknown as { rows: { action: string; summary: string }[] }).rows.map((r) => r.action)).toEqual([
        'create',
        'trash',
        'restore',
      ]);
      expect(
        (await as('editor-s', 'PATCH', `/api/admin/content/offers/${created.id}`, { version: 2, status: 'published' }))
          .statusCode,
      ).toBe(200);
      expect(await slugs()).toContain('trash-offer');
    });

    it('stores hostile Markdown as given and the site renders it inert once published, at once', async () => {
      const created = await as('editor-s', 'POST', '/api/admin/content/posts', {
        slug: 'hostile-post',
        title: 'Hostile <img src=x onerror=alert(1)>',
        excerpt: 'Excerpt "><script>alert(1)</script>',
        body: hostileBody,
        category: 'News',
        author: 'Ed',
        coverMediaId: contentMediaIds.coverMoney,
      });
      expect(created.statusCode).toBe(201);
      const post = created.json();
      expect(post).toMatchObject({ status: 'draft', version: 1, body: hostileBody });
      // A draft is not on the site.
      expect((await site('/api/posts/hostile-post')).statusCode).toBe(404);
      const published = await as('editor-s', 'PATCH', `/api/admin/content/posts/${post.id}`, {
        version: 1,
        status: 'published',
      });
      expect(published.statusCode).toBe(200);
      const shown = await site('/api/posts/hostile-post');
      expect(shown.statusCode).toBe(200);
      const doc = shown.json();
      expect(doc.body).toBe(hostileBody);
      expect(doc.title).toBe('Hostile <img src=x onerror=alert(1)>');
      expect(doc.cover._id).toBe(contentMediaIds.coverMoney);
      expectInert(doc.body_html);
      expect(doc.body_html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect((await site('/sitemap.xml')).body).toContain('/blog/hostile-post');
      const listing = (await site('/api/posts?page=1')).json();
      expect(listing.posts[0].slug).toBe('hostile-post');
    });

    it('refuses a NUL character with a field message rather than failing', async () => {
      const refused = await as('editor-s', 'POST', '/api/admin/content/posts', {
        slug: 'nul-post',
        title: 'NUL',
        excerpt: 'x',
        body: '[click](java\u0000script:alert(1))',
        category: 'News',
        author: 'Ed',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.body).toMatch(/NUL/);
    });

    it('previews a body as the site will show it, inert', async () => {
      const preview = await as('editor-s', 'POST', '/api/admin/content/posts/preview', { body: hostileBody });
      expect(preview.statusCode).toBe(200);
      expectInert(preview.json().html);
      expect((await as('sales-s', 'POST', '/api/admin/content/posts/preview', { body: 'x' })).statusCode).toBe(403);
    });

    it('keeps a post with a future date off the site until then', async () => {
      const created = await as('editor-s', 'POST', '/api/admin/content/posts', {
        slug: 'new-year-news',
        title: 'New year',
        excerpt: 'Soon.',
        body: 'Happy new year.',
        category: 'News',
        author: 'Ed',
        status: 'published',
        publishedAt: '2026-11-25T12:00:00.000Z',
      });
      expect(created.statusCode).toBe(201);
      expect((await site('/api/posts/new-year-news')).statusCode).toBe(404);
      expect((await site('/sitemap.xml')).body).not.toContain('/blog/new-year-news');
      time.advance(2 * 3_600_000);
      expect((await site('/api/posts/new-year-news')).statusCode).toBe(200);
    });

    it('refuses a save from an older version with 409 naming who saved, and leaves a 301 when a slug changes', async () => {
      const [post] = (await as('editor-s', 'GET', '/api/admin/content/posts?q=hostile')).json().items;
      const moved = await as('owner-s', 'PATCH', `/api/admin/content/posts/${post.id}`, {
        version: post.version,
        slug: 'friendly-post',
      });
      expect(moved.statusCode).toBe(200);
      const stale = await as('editor-s', 'PATCH', `/api/admin/content/posts/${post.id}`, {
        version: post.version,
        title: 'Mine',
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toMatch(/^olu@digs\.test \(25 Nov, 1[02]:00\) changed this since you opened it/);
      const old = await site('/blog/hostile-post');
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe('/blog/friendly-post');
      expect((await site('/api/posts/friendly-post')).statusCode).toBe(200);
      const invalid = await as('editor-s', 'PATCH', `/api/admin/content/posts/${post.id}`, {
        version: post.version + 1,
        slug: 'Not A Slug',
        coverMediaId: '00000000-0000-4000-8000-000000000bad',
      });
      expect(invalid.statusCode).toBe(400);
      expect(Object.keys(invalid.json().fields).sort()).toEqual(['coverMediaId', 'slug']);
    });

    it('runs an offer on its London days: on the site from the first, gone by itself after the last', async () => {
      const created = await as('editor-s', 'POST', '/api/admin/content/offers', {
        slug: 'winter-warmer',
        title: 'Winter warmer',
        summary: 'A week free.',
        terms: 'New bookings only.',
        code: 'WARM-26',
        validFrom: '2026-11-25',
        validTo: '2026-11-30',
        cityId: manchester,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        startsAt: '2026-11-25T00:00:00.000Z',
        endsAt: '2026-12-01T00:00:00.000Z',
      });
      const slugs = async () => (await site('/api/offers')).json().map((o: { slug: string }) => o.slug);
      expect(await slugs()).toContain('winter-warmer');
      time.advance(Date.parse('2026-11-30T23:59:00Z') - time.now());
      expect(await slugs()).toContain('winter-warmer');
      time.advance(2 * 60_000);
      expect(await slugs()).not.toContain('winter-warmer');
    });

    it('adds questions and moves one up within its category, the FAQ page at once', async () => {
      const add = async (question: string) =>
        (
          await as('editor-s', 'POST', '/api/admin/content/faqs', {
            category: 'Console questions',
            question,
            answer: 'Yes.',
          })
        ).json();
      const first = await add('First?');
      const second = await add('Second?');
      const moved = await as('editor-s', 'POST', `/api/admin/content/faqs/${second.id}/move`, {
        direction: 'up',
        version: 1,
      });
      expect(moved.statusCode).toBe(200);
      const order = (await site('/api/faqs'))
        .json()
        .filter((f: { category: string }) => f.category === 'Console questions')
        .map((f: { question: string }) => f.question);
      expect(order).toEqual(['Second?', 'First?']);
      const stale = await as('editor-s', 'POST', `/api/admin/content/faqs/${first.id}/move`, {
        direction: 'up',
        version: 1,
      });
      expect(stale.statusCode).toBe(409);
      const removed = await as('editor-s', 'DELETE', `/api/admin/content/faqs/${first.id}?version=2`);
      expect(removed.statusCode).toBe(204);
    });
  });
}
