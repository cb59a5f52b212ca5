import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/staff/audit-entry';
import type { AuditLog } from '../../src/ports/audit-log.port';
import type { NewContent, PostsEditor } from '../../src/ports/posts-editor.port';

export interface PostsEditorUnderTest {
  /** Knowing the picture, city and residence of `references`. */
  readonly editor: PostsEditor;
  readonly audit: AuditLog;
  close?(): Promise<void>;
}

export const postsEditorReferences = {
  media: '00000000-0000-4000-8000-0000000ca001',
  city: '00000000-0000-4000-8000-00000000c001',
  property: '00000000-0000-4000-8000-00000000e001',
};

const entry = (entity: string, entityId: string | null, summary: string): AuditEntry => ({
  at: Date.parse('2026-11-25T12:00:00Z'),
  staffId: null,
  actor: 'editor@digs.test',
  action: 'update',
  entity,
  entityId,
  summary,
  before: null,
  after: null,
  ip: null,
});

const newPost = (slug: string): NewContent<'post'> => ({
  slug,
  title: `Title of ${slug}`,
  excerpt: 'Short.',
  body: '<script>alert(1)</script> kept as given',
  category: 'News',
  author: 'Ana',
  publishedAt: '2026-12-01T09:00:00.000Z',
  coverMediaId: postsEditorReferences.media,
  status: 'draft',
});

const newOffer = (slug: string): NewContent<'offer'> => ({
  slug,
  title: 'Half off',
  summary: 'Half off the first month.',
  terms: 'New bookings only.',
  code: 'HALF',
  startsAt: '2026-06-30T23:00:00.000Z',
  endsAt: '2026-08-01T23:00:00.000Z',
  cityId: postsEditorReferences.city,
  propertyId: null,
  status: 'published',
});

const newFaq = (question: string, position: number): NewContent<'faq'> => ({
  category: 'Contract test',
  question,
  answer: 'Yes.',
  position,
  propertyId: postsEditorReferences.property,
  status: 'draft',
});

/** What every PostsEditor does: versioned reads and writes of posts, FAQs and offers, each with its audit entry. */
export function postsEditorContract(name: string, make: () => Promise<PostsEditorUnderTest>) {
  describe(`PostsEditor contract: ${name}`, () => {
    let subject: PostsEditorUnderTest;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(async () => subject.close?.());

    it('creates a post at version 1 as given (times as ISO strings), with its audit entry', async () => {
      const created = await subject.editor.create('post', newPost('contract-post'), (r) =>
        entry('post', r.id, `Created ${r.slug}`),
      );
      expect(created.outcome).toBe('created');
      if (created.outcome !== 'created') return;
      expect(created.record).toEqual({ ...newPost('contract-post'), id: created.record.id, version: 1 });
      expect(await subject.editor.get('post', created.record.id)).toEqual(created.record);
      expect((await subject.editor.list('post')).map((p) => p.slug)).toContain('contract-post');
      const [last] = await subject.audit.list({ entity: 'post', entityId: created.record.id, limit: 1 });
      expect(last?.summary).toBe('Created contract-post');
      expect(await subject.editor.get('post', 'not-an-id')).toBeNull();
    });

    it('saves a change from the current version with its redirects; refuses an older version and writes nothing', async () => {
      const created = await subject.editor.create('post', newPost('before-move'), (r) => entry('post', r.id, 'c'));
      if (created.outcome !== 'created') throw new Error('not created');
      const id = created.record.id;
      const saved = await subject.editor.update(
        'post',
        id,
        1,
        { slug: 'after-move', status: 'published' },
        entry('post', id, 'moved'),
        [{ fromPath: '/blog/before-move', toPath: '/blog/after-move' }],
      );
      expect(saved).toMatchObject({
        outcome: 'saved',
        record: { slug: 'after-move', status: 'published', version: 2 },
      });
      expect(await subject.editor.listRedirects()).toContainEqual({
        fromPath: '/blog/before-move',
        toPath: '/blog/after-move',
      });
      const stale = await subject.editor.update('post', id, 1, { title: 'Lost' }, entry('post', id, 'lost'));
      expect(stale).toMatchObject({ outcome: 'stale', current: { title: 'Title of before-move', version: 2 } });
      const entries = await subject.audit.list({ entity: 'post', entityId: id, limit: 10 });
      expect(entries.map((e) => e.summary)).not.toContain('lost');
      expect(
        await subject.editor.update('post', '00000000-0000-4000-8000-000000000999', 1, {}, entry('post', null, 'x')),
      ).toEqual({ outcome: 'not_found' });
    });

    it('keeps post and offer slugs unique', async () => {
      await subject.editor.create('post', newPost('taken-slug'), (r) => entry('post', r.id, 'c'));
      expect(await subject.editor.create('post', newPost('taken-slug'), (r) => entry('post', r.id, 'c'))).toEqual({
        outcome: 'slug_taken',
      });
      const other = await subject.editor.create('post', newPost('free-slug'), (r) => entry('post', r.id, 'c'));
      if (other.outcome !== 'created') throw new Error('not created');
      expect(
        await subject.editor.update('post', other.record.id, 1, { slug: 'taken-slug' }, entry('post', null, 'x')),
      ).toEqual({ outcome: 'slug_taken' });
      await subject.editor.create('offer', newOffer('taken-offer'), (r) => entry('offer', r.id, 'c'));
      expect(await subject.editor.create('offer', newOffer('taken-offer'), (r) => entry('offer', r.id, 'c'))).toEqual({
        outcome: 'slug_taken',
      });
    });

    it('keeps an offer’s times and places as given, and deletes it only from its current version', async () => {
      const created = await subject.editor.create('offer', newOffer('summer-half'), (r) => entry('offer', r.id, 'c'));
      if (created.outcome !== 'created') throw new Error('not created');
      expect(created.record).toEqual({ ...newOffer('summer-half'), id: created.record.id, version: 1 });
      const id = created.record.id;
      await subject.editor.update('offer', id, 1, { code: 'HALF2' }, entry('offer', id, 'code'));
      expect(await subject.editor.remove('offer', id, 1, entry('offer', id, 'del'))).toMatchObject({
        outcome: 'stale',
        current: { code: 'HALF2', version: 2 },
      });
      expect(await subject.editor.remove('offer', id, 2, entry('offer', id, 'del'))).toEqual({ outcome: 'deleted' });
      expect(await subject.editor.get('offer', id)).toBeNull();
      expect(await subject.editor.remove('offer', id, 2, entry('offer', id, 'del'))).toEqual({ outcome: 'not_found' });
    });

    it('moves questions all together from their versions, or not at all', async () => {
      const a = await subject.editor.create('faq', newFaq('A?', 900), (r) => entry('faq', r.id, 'c'));
      const b = await subject.editor.create('faq', newFaq('B?', 901), (r) => entry('faq', r.id, 'c'));
      if (a.outcome !== 'created' || b.outcome !== 'created') throw new Error('not created');
      expect(a.record).toMatchObject({ question: 'A?', position: 900, propertyId: postsEditorReferences.property });
      const swap = [
        { id: a.record.id, version: 1, position: 901 },
        { id: b.record.id, version: 1, position: 900 },
      ];
      expect(await subject.editor.reposition(swap, entry('faq', null, 'moved A down'))).toEqual({ outcome: 'moved' });
      expect(await subject.editor.get('faq', a.record.id)).toMatchObject({ position: 901, version: 2 });
      // From versions since moved on: nothing changes, not even the first question's.
      const again = [
        { id: b.record.id, version: 2, position: 950 },
        { id: a.record.id, version: 1, position: 951 },
      ];
      expect(await subject.editor.reposition(again, entry('faq', null, 'lost'))).toEqual({ outcome: 'stale' });
      expect(await subject.editor.get('faq', b.record.id)).toMatchObject({ position: 900, version: 2 });
    });

    it('knows which pictures, cities and residences exist', async () => {
      expect(await subject.editor.exists('media', postsEditorReferences.media)).toBe(true);
      expect(await subject.editor.exists('city', postsEditorReferences.city)).toBe(true);
      expect(await subject.editor.exists('property', postsEditorReferences.property)).toBe(true);
      expect(await subject.editor.exists('city', postsEditorReferences.property)).toBe(false);
      expect(await subject.editor.exists('media', 'not-an-id')).toBe(false);
    });
  });
}
