import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/staff/audit-entry';
import type { AuditLog } from '../../src/ports/audit-log.port';
import type { ContentTrash } from '../../src/ports/content-trash.port';
import type { PageEditor } from '../../src/ports/page-editor.port';
import type { PostsEditor } from '../../src/ports/posts-editor.port';
import { postsEditorReferences } from './posts-editor.contract';

export interface ContentTrashUnderTest {
  readonly trash: ContentTrash;
  /** Knowing the picture, city and residence of `postsEditorReferences`, holding no records. */
  readonly posts: PostsEditor;
  /** Knowing the cities manchester and leeds, holding no pages. */
  readonly pages: PageEditor;
  readonly audit: AuditLog;
  /** Deletes the residence of `postsEditorReferences` (what a trashed FAQ names). */
  removeResidence(): Promise<void>;
  close?(): Promise<void>;
}

const entry = (action: string, entity: string, entityId: string | null, summary: string): AuditEntry => ({
  at: Date.parse('2026-11-26T09:00:00Z'),
  staffId: null,
  actor: 'editor@digs.test',
  action,
  entity,
  entityId,
  summary,
  before: null,
  after: null,
  ip: null,
});

const by = (name: string, at: string) => ({ name, at, staffId: null, by: 'editor@digs.test' });

/** What every ContentTrash does: one trash for pages, posts, offers and FAQs, restored as drafts, purged after a time. */
export function contentTrashContract(name: string, make: () => Promise<ContentTrashUnderTest>) {
  describe(`ContentTrash contract: ${name}`, () => {
    let subject: ContentTrashUnderTest;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(async () => subject.close?.());

    it('moves a published page out of the editor and back as an unpublished draft with its words, audited both ways', async () => {
      const made = await subject.pages.create(
        'trash-me',
        { title: 'Trash me', description: 'Soon gone.', blocks: [] },
        '2026-11-26T09:00:00.000Z',
        (p) => entry('create', 'page', p.id, 'created'),
      );
      if (made.outcome !== 'created') throw new Error(made.outcome);
      const published = await subject.pages.update(
        made.page.id,
        1,
        { kind: 'publish' },
        '2026-11-26T09:01:00.000Z',
        entry('publish', 'page', made.page.id, 'published'),
      );
      if (published.outcome !== 'saved') throw new Error(published.outcome);
      const id = made.page.id;

      expect(
        (
          await subject.trash.moveToTrash(
            'page',
            id,
            1,
            by('Trash me', '2026-11-27T10:00:00.000Z'),
            entry('trash', 'page', id, 'x'),
          )
        ).outcome,
      ).toBe('stale');
      const moved = await subject.trash.moveToTrash(
        'page',
        id,
        2,
        by('Trash me', '2026-11-27T10:00:00.000Z'),
        entry('trash', 'page', id, 'moved Trash me to the trash'),
      );
      expect(moved).toEqual({
        outcome: 'trashed',
        record: {
          kind: 'page',
          id,
          name: 'Trash me',
          deletedAt: '2026-11-27T10:00:00.000Z',
          deletedBy: 'editor@digs.test',
        },
      });
      expect(await subject.pages.get(id)).toBeNull();
      expect((await subject.pages.list()).map((p) => p.id)).not.toContain(id);
      expect(await subject.trash.get('page', id)).toEqual(moved.outcome === 'trashed' ? moved.record : null);
      expect((await subject.audit.list({ entity: 'page', entityId: id, limit: 1 }))[0]?.summary).toBe(
        'moved Trash me to the trash',
      );

      expect(await subject.trash.restore('page', id, entry('restore', 'page', id, 'restored Trash me'))).toEqual({
        outcome: 'restored',
      });
      const back = await subject.pages.get(id);
      expect(back).toMatchObject({
        slug: 'trash-me',
        version: 3,
        published: null,
        publishedAt: null,
        publishAt: null,
        draft: { title: 'Trash me', description: 'Soon gone.', blocks: [] },
      });
      expect(await subject.trash.get('page', id)).toBeNull();
      expect((await subject.audit.list({ entity: 'page', entityId: id, limit: 1 }))[0]?.summary).toBe(
        'restored Trash me',
      );
    });

    it('restores a published post and an offer as drafts, their fields as they were', async () => {
      const post = await subject.posts.create(
        'post',
        {
          slug: 'trashed-post',
          title: 'A post',
          excerpt: 'Short.',
          body: 'Body',
          category: 'News',
          author: 'Ana',
          publishedAt: '2026-11-01T09:00:00.000Z',
          coverMediaId: postsEditorReferences.media,
          status: 'published',
        },
        (r) => entry('create', 'post', r.id, 'created'),
      );
      const offer = await subject.posts.create(
        'offer',
        {
          slug: 'trashed-offer',
          title: 'Half off',
          summary: 'Half.',
          terms: 'Terms.',
          code: 'HALF',
          startsAt: '2026-06-30T23:00:00.000Z',
          endsAt: '2026-08-01T23:00:00.000Z',
          cityId: postsEditorReferences.city,
          propertyId: null,
          status: 'published',
        },
        (r) => entry('create', 'offer', r.id, 'created'),
      );
      if (post.outcome !== 'created' || offer.outcome !== 'created') throw new Error('not created');
      for (const [kind, record] of [
        ['post', post.record],
        ['offer', offer.record],
      ] as const) {
        const moved = await subject.trash.moveToTrash(
          kind,
          record.id,
          1,
          by(record.title, '2026-11-27T10:00:00.000Z'),
          entry('trash', kind, record.id, 'x'),
        );
        expect(moved.outcome).toBe('trashed');
        expect(await subject.posts.get(kind, record.id)).toBeNull();
        expect((await subject.trash.restore(kind, record.id, entry('restore', kind, record.id, 'y'))).outcome).toBe(
          'restored',
        );
        expect(await subject.posts.get(kind, record.id)).toEqual({ ...record, status: 'draft', version: 2 });
      }
    });

    it('keeps in the trash what cannot go back: an address taken meanwhile, a residence gone', async () => {
      const first = await subject.posts.create(
        'offer',
        {
          slug: 'taken-later',
          title: 'First',
          summary: 'S.',
          terms: 'T.',
          code: 'ONE',
          startsAt: '2026-06-30T23:00:00.000Z',
          endsAt: '2026-08-01T23:00:00.000Z',
          cityId: null,
          propertyId: null,
          status: 'published',
        },
        (r) => entry('create', 'offer', r.id, 'created'),
      );
      if (first.outcome !== 'created') throw new Error(first.outcome);
      await subject.trash.moveToTrash(
        'offer',
        first.record.id,
        1,
        by('First', '2026-11-27T10:00:00.000Z'),
        entry('trash', 'offer', first.record.id, 'x'),
      );
      const second = await subject.posts.create('offer', { ...first.record, title: 'Second' }, (r) =>
        entry('create', 'offer', r.id, 'created'),
      );
      expect(second.outcome).toBe('created');
      expect(
        await subject.trash.restore('offer', first.record.id, entry('restore', 'offer', first.record.id, 'y')),
      ).toEqual({
        outcome: 'slug_taken',
      });
      expect(await subject.trash.get('offer', first.record.id)).not.toBeNull();

      const faq = await subject.posts.create(
        'faq',
        {
          category: 'Trash',
          question: 'Gone?',
          answer: 'Yes.',
          position: 0,
          propertyId: postsEditorReferences.property,
          status: 'published',
        },
        (r) => entry('create', 'faq', r.id, 'created'),
      );
      if (faq.outcome !== 'created') throw new Error(faq.outcome);
      await subject.trash.moveToTrash(
        'faq',
        faq.record.id,
        1,
        by('Gone?', '2026-11-27T10:00:00.000Z'),
        entry('trash', 'faq', faq.record.id, 'x'),
      );
      await subject.removeResidence();
      expect(await subject.trash.restore('faq', faq.record.id, entry('restore', 'faq', faq.record.id, 'y'))).toEqual({
        outcome: 'reference_gone',
      });
      expect(await subject.trash.get('faq', faq.record.id)).not.toBeNull();
    });

    it('answers not_found for what is not there, and lists newest first', async () => {
      const nobody = '00000000-0000-4000-8000-00000000dead';
      expect(
        (
          await subject.trash.moveToTrash(
            'post',
            nobody,
            1,
            by('x', '2026-11-27T10:00:00.000Z'),
            entry('trash', 'post', nobody, 'x'),
          )
        ).outcome,
      ).toBe('not_found');
      expect(
        (
          await subject.trash.moveToTrash(
            'post',
            'not-a-uuid',
            1,
            by('x', '2026-11-27T10:00:00.000Z'),
            entry('trash', 'post', null, 'x'),
          )
        ).outcome,
      ).toBe('not_found');
      expect((await subject.trash.restore('faq', nobody, entry('restore', 'faq', nobody, 'y'))).outcome).toBe(
        'not_found',
      );
      const listed = await subject.trash.list();
      expect(listed.map((r) => r.deletedAt)).toEqual([...listed.map((r) => r.deletedAt)].sort().reverse());
    });

    it('purges what was moved there at or before the cutoff, once, with an entry naming each', async () => {
      const made = await subject.posts.create(
        'faq',
        { category: 'Trash', question: 'Old one?', answer: 'Yes.', position: 1, propertyId: null, status: 'published' },
        (r) => entry('create', 'faq', r.id, 'created'),
      );
      if (made.outcome !== 'created') throw new Error(made.outcome);
      await subject.trash.moveToTrash(
        'faq',
        made.record.id,
        1,
        by('Old one?', '2026-10-01T10:00:00.000Z'),
        entry('trash', 'faq', made.record.id, 'x'),
      );
      const purged = await subject.trash.purge('2026-10-01T10:00:00.000Z', (r) =>
        entry('purge', r.kind, r.id, `purged ${r.name}`),
      );
      expect(purged.map((r) => r.name)).toEqual(['Old one?']);
      expect(await subject.trash.get('faq', made.record.id)).toBeNull();
      expect((await subject.trash.list()).length).toBeGreaterThan(0);
      expect(
        await subject.trash.purge('2026-10-01T10:00:00.000Z', (r) => entry('purge', r.kind, r.id, 'again')),
      ).toEqual([]);
      expect((await subject.audit.list({ entity: 'faq', entityId: made.record.id, limit: 1 }))[0]?.summary).toBe(
        'purged Old one?',
      );
    });
  });
}
