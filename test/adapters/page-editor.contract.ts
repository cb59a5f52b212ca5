import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredPageBlock } from '../../src/domain/content/content-records';
import type { PageDraft } from '../../src/domain/content/page-editing';
import type { EditableSiteSettings } from '../../src/domain/content/site-settings-editing';
import type { AuditEntry } from '../../src/domain/staff/audit-entry';
import type { AuditLog } from '../../src/ports/audit-log.port';
import type { EnquiryInboxes } from '../../src/ports/enquiry-inboxes.port';
import type { PageEditor, SiteSettingsEditor } from '../../src/ports/page-editor.port';

export interface PageEditorUnderTest {
  /** Holding no pages, and the cities of the catalogue fixture (manchester, leeds). */
  readonly pages: PageEditor;
  readonly settings: SiteSettingsEditor;
  /** The enquiry inboxes reading the same settings (the team addresses and the address replies come from). */
  readonly inboxes: EnquiryInboxes;
  readonly audit: AuditLog;
  /** Where an old address now goes, or null. */
  redirect(fromPath: string): Promise<string | null>;
  close?(): Promise<void>;
}

const entry = (action: string, entityId: string | null, summary: string, at = '2026-11-26T09:00:00Z'): AuditEntry => ({
  at: Date.parse(at),
  staffId: null,
  actor: 'editor@digs.test',
  action,
  entity: 'page',
  entityId,
  summary,
  before: null,
  after: null,
  ip: null,
});

const hostile = '<script>alert(1)</script><img src=x onerror=alert(1)>';
const blocks: StoredPageBlock[] = [
  { type: 'rich-text', heading: 'Welcome', body: hostile },
  { type: 'call-to-action', heading: 'Book', body: 'Come and see.', label: 'Book', href: '/book-a-viewing/x' },
];
const draft: PageDraft = { title: 'Open days', description: 'Come and see us.', blocks };

/** What every PageEditor and SiteSettingsEditor does: versioned, audited writes; drafts, publication, schedules exactly once. */
export function pageEditorContract(name: string, make: () => Promise<PageEditorUnderTest>) {
  describe(`PageEditor contract: ${name}`, () => {
    let subject: PageEditorUnderTest;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(async () => subject.close?.());

    it('creates a never-published page holding its draft as given, with its audit entry', async () => {
      const made = await subject.pages.create('open-days', draft, '2026-11-26T09:00:00.000Z', (p) =>
        entry('create', p.id, 'created open-days'),
      );
      expect(made.outcome).toBe('created');
      if (made.outcome !== 'created') return;
      expect(made.page).toMatchObject({
        slug: 'open-days',
        version: 1,
        published: null,
        publishedAt: null,
        hasDraft: true,
        draft,
      });
      expect(await subject.pages.get(made.page.id)).toEqual(made.page);
      expect((await subject.audit.list({ entity: 'page', entityId: made.page.id, limit: 5 }))[0]?.summary).toBe(
        'created open-days',
      );
      expect(await subject.pages.takenSlugs()).toEqual(expect.arrayContaining(['open-days', 'manchester', 'leeds']));
      expect(
        await subject.pages.create('open-days', draft, '2026-11-26T09:00:00.000Z', (p) => entry('create', p.id, 'x')),
      ).toEqual({
        outcome: 'slug_taken',
      });
    });

    it('saves a draft from its version, refuses one from an older version, and publishes the draft whole', async () => {
      const [page] = (await subject.pages.list()).filter((p) => p.slug === 'open-days');
      if (!page) throw new Error('no page');
      const changed = { ...draft, title: 'Open days 2027' };
      const saved = await subject.pages.update(
        page.id,
        page.version,
        { kind: 'draft', draft: changed },
        '2026-11-26T09:10:00.000Z',
        entry('update', page.id, 'draft'),
      );
      expect(saved).toMatchObject({
        outcome: 'saved',
        page: { version: page.version + 1, draft: changed, published: null },
      });
      const stale = await subject.pages.update(
        page.id,
        page.version,
        { kind: 'draft', draft },
        '2026-11-26T09:11:00.000Z',
        entry('update', page.id, 'lost'),
      );
      expect(stale).toMatchObject({ outcome: 'stale', current: { version: page.version + 1, draft: changed } });
      const published = await subject.pages.update(
        page.id,
        page.version + 1,
        { kind: 'publish' },
        '2026-11-26T09:20:00.000Z',
        entry('publish', page.id, 'published'),
      );
      expect(published).toMatchObject({
        outcome: 'saved',
        page: {
          published: changed,
          hasDraft: false,
          draft: changed,
          publishedAt: '2026-11-26T09:20:00.000Z',
          version: page.version + 2,
        },
      });
      const log = await subject.audit.list({ entity: 'page', entityId: page.id, limit: 10 });
      expect(log.map((e) => e.summary)).not.toContain('lost');
    });

    it('moves a page to a new address, leaving the old one to redirect (and retargeting older ones)', async () => {
      const [page] = (await subject.pages.list()).filter((p) => p.slug === 'open-days');
      if (!page) throw new Error('no page');
      const moved = await subject.pages.update(
        page.id,
        page.version,
        { kind: 'slug', slug: 'visit-us', redirects: [{ fromPath: '/open-days', toPath: '/visit-us' }] },
        '2026-11-26T09:30:00.000Z',
        entry('update', page.id, 'moved'),
      );
      expect(moved).toMatchObject({ outcome: 'saved', page: { slug: 'visit-us' } });
      expect(await subject.redirect('/open-days')).toBe('/visit-us');
      const again = await subject.pages.update(
        page.id,
        page.version + 1,
        { kind: 'slug', slug: 'come-and-see', redirects: [{ fromPath: '/visit-us', toPath: '/come-and-see' }] },
        '2026-11-26T09:31:00.000Z',
        entry('update', page.id, 'moved again'),
      );
      expect(again.outcome).toBe('saved');
      expect(await subject.redirect('/open-days')).toBe('/come-and-see');
      expect(await subject.redirect('/visit-us')).toBe('/come-and-see');
      const back = await subject.pages.update(
        page.id,
        page.version + 2,
        { kind: 'slug', slug: 'visit-us', redirects: [{ fromPath: '/come-and-see', toPath: '/visit-us' }] },
        '2026-11-26T09:32:00.000Z',
        entry('update', page.id, 'moved back'),
      );
      expect(back.outcome).toBe('saved');
      expect(await subject.redirect('/visit-us')).toBeNull();
      expect(await subject.redirect('/open-days')).toBe('/visit-us');
    });

    it('publishes a scheduled draft once its time comes, exactly once however many ask at once', async () => {
      const made = await subject.pages.create('summer', draft, '2026-11-26T09:00:00.000Z', (p) =>
        entry('create', p.id, 'made'),
      );
      if (made.outcome !== 'created') throw new Error('not made');
      const scheduled = await subject.pages.update(
        made.page.id,
        1,
        { kind: 'schedule', publishAt: '2026-11-27T08:00:00.000Z' },
        '2026-11-26T09:00:00.000Z',
        entry('schedule', made.page.id, 'scheduled'),
      );
      expect(scheduled).toMatchObject({
        outcome: 'saved',
        page: { publishAt: '2026-11-27T08:00:00.000Z', published: null },
      });
      expect(
        await subject.pages.publishDue('2026-11-27T07:59:59.999Z', (p) => entry('publish', p.id, 'too early')),
      ).toEqual([]);
      const runs = await Promise.all(
        Array.from({ length: 4 }, () =>
          subject.pages.publishDue('2026-11-27T08:00:00.000Z', (p) => entry('publish', p.id, 'published on time')),
        ),
      );
      const published = runs.flat();
      expect(published.map((p) => p.slug)).toEqual(['summer']);
      expect(published[0]).toMatchObject({
        publishAt: null,
        publishedAt: '2026-11-27T08:00:00.000Z',
        published: draft,
        hasDraft: false,
      });
      const log = await subject.audit.list({ entity: 'page', entityId: made.page.id, limit: 10 });
      expect(log.filter((e) => e.summary === 'published on time')).toHaveLength(1);
    });

    it('of two saves from one version only one wins', async () => {
      const made = await subject.pages.create('race', draft, '2026-11-26T09:00:00.000Z', (p) =>
        entry('create', p.id, 'made'),
      );
      if (made.outcome !== 'created') throw new Error('not made');
      const results = await Promise.all(
        ['a', 'b'].map((t) =>
          subject.pages.update(
            made.page.id,
            1,
            { kind: 'draft', draft: { ...draft, title: t } },
            '2026-11-26T09:00:00.000Z',
            entry('update', made.page.id, t),
          ),
        ),
      );
      expect(results.map((r) => r.outcome).sort()).toEqual(['saved', 'stale']);
    });

    it('deletes a page only from its version', async () => {
      const made = await subject.pages.create('gone', draft, '2026-11-26T09:00:00.000Z', (p) =>
        entry('create', p.id, 'made'),
      );
      if (made.outcome !== 'created') throw new Error('not made');
      expect(await subject.pages.remove(made.page.id, 7, entry('delete', made.page.id, 'x'))).toMatchObject({
        outcome: 'stale',
      });
      expect(await subject.pages.remove(made.page.id, 1, entry('delete', made.page.id, 'deleted'))).toEqual({
        outcome: 'deleted',
      });
      expect(await subject.pages.get(made.page.id)).toBeNull();
      expect(await subject.pages.remove(made.page.id, 1, entry('delete', made.page.id, 'x'))).toEqual({
        outcome: 'not_found',
      });
    });

    it('saves the site settings from their version, refusing a stale save', async () => {
      const before = await subject.settings.read();
      const next: EditableSiteSettings = {
        ...before.settings,
        phone: '+44 161 000 0001',
        enquiryEmails: { 'group-booking': 'groups@digs.test' },
        replyFrom: 'enquiries@digs.test',
        socialLinks: [{ network: 'instagram', url: 'https://instagram.com/digs' }],
      };
      const saved = await subject.settings.save(before.version, next, entry('update', null, 'settings'));
      expect(saved).toEqual({ outcome: 'saved', current: { settings: next, version: before.version + 1 } });
      const stale = await subject.settings.save(
        before.version,
        { ...next, phone: 'lost' },
        entry('update', null, 'lost'),
      );
      expect(stale).toEqual({ outcome: 'stale', current: { settings: next, version: before.version + 1 } });
      expect(await subject.settings.read()).toEqual({ settings: next, version: before.version + 1 });
      expect(await subject.inboxes.replyFrom()).toBe('enquiries@digs.test');
      expect((await subject.inboxes.staffAddresses())['group-booking']).toBe('groups@digs.test');
    });
  });
}
