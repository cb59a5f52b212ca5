import { beforeEach, describe, expect, it } from 'vitest';
import { MarkdownItRenderer } from '../../../src/adapters/markdown/markdown-it.adapter';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { MemoryAuditLog } from '../../../src/adapters/memory/memory-audit-log';
import { MemoryContentTrash } from '../../../src/adapters/memory/memory-content-trash';
import { MemoryPostsEditor } from '../../../src/adapters/memory/memory-posts-editor';
import { EditPostsContent } from '../../../src/application/content/posts-console.use-case';
import type { ContentEntities } from '../../../src/ports/posts-editor.port';
import { expectInert } from '../../support/hostile-markdown';

const picture = '00000000-0000-4000-8000-0000000ca001';
const city = '00000000-0000-4000-8000-00000000c001';
const ana = { staffId: 'staff-ana', email: 'ana@digs.test', ip: '203.0.113.9' };
const ben = { staffId: 'staff-ben', email: 'ben@digs.test', ip: null };

const post = {
  slug: 'moving-day',
  title: 'Moving day',
  excerpt: 'What to bring.',
  body: '## Bring\n\n- a kettle\n\n<script>alert(1)</script>',
  category: 'Moving in',
  author: 'Ana',
};

const offer = {
  slug: 'autumn',
  title: 'Autumn',
  summary: 'A week free.',
  terms: 'New bookings.',
  code: 'AUTUMN',
  validFrom: '2026-09-01',
  validTo: '2026-09-30',
};

describe('EditPostsContent', () => {
  let time: ManualTime;
  let audit: MemoryAuditLog;
  let editor: MemoryPostsEditor;
  let cleared: number;
  let edit: EditPostsContent;
  let trash: MemoryContentTrash;

  beforeEach(() => {
    time = new ManualTime(Date.parse('2026-11-25T10:00:00.000Z'));
    audit = new MemoryAuditLog();
    editor = new MemoryPostsEditor(audit, { references: { media: [picture], city: [city] } });
    cleared = 0;
    trash = new MemoryContentTrash({ content: editor }, audit);
    edit = new EditPostsContent(editor, audit, { changed: () => cleared++ }, time, new MarkdownItRenderer(), trash);
  });

  const created = async <K extends keyof ContentEntities>(kind: K, input: object): Promise<ContentEntities[K]> => {
    const result = await edit.create(kind, input, ana);
    if (result.outcome !== 'saved') throw new Error(JSON.stringify(result));
    return result.record;
  };

  it('creates a post as a draft dated now, body stored as given, audited, and tells the caches', async () => {
    const record = await created('post', post);
    expect(record).toMatchObject({
      ...post,
      status: 'draft',
      coverMediaId: null,
      publishedAt: '2026-11-25T10:00:00.000Z',
      version: 1,
    });
    expect(cleared).toBe(1);
    const [entry] = await audit.list({ entity: 'post', limit: 5 });
    expect(entry).toMatchObject({ actor: 'ana@digs.test', action: 'create', summary: 'Created post "Moving day"' });
  });

  it('refuses a bad or taken slug, an unknown picture and a status it does not know, field by field', async () => {
    await created('post', post);
    const refused = await edit.create(
      'post',
      { ...post, slug: 'Moving Day!', coverMediaId: '00000000-0000-4000-8000-000000000bad' },
      ana,
    );
    expect(refused).toMatchObject({
      outcome: 'invalid',
      fields: { slug: expect.stringContaining('lower-case'), coverMediaId: 'No such picture.' },
    });
    expect(await edit.create('post', post, ana)).toMatchObject({
      outcome: 'invalid',
      fields: { slug: expect.stringContaining('already used') },
    });
    expect(await edit.create('post', { ...post, slug: 'other', status: 'live' }, ana)).toMatchObject({
      outcome: 'invalid',
      fields: { status: 'Draft or published.' },
    });
    expect(cleared).toBe(1);
  });

  it('refuses a save from an older version, naming who saved since and when (London time)', async () => {
    const record = await created('post', post);
    expect(await edit.update('post', record.id, { version: 1, title: 'Ana’s title' }, ana)).toMatchObject({
      outcome: 'saved',
      record: { title: 'Ana’s title', version: 2 },
    });
    const stale = await edit.update('post', record.id, { version: 1, title: 'Ben’s title' }, ben);
    expect(stale).toMatchObject({ outcome: 'stale', current: { title: 'Ana’s title' } });
    if (stale.outcome === 'stale') expect(stale.message).toMatch(/^ana@digs\.test \(25 Nov, 10:00\) changed this/);
    expect(await edit.update('post', record.id, { title: 'No version' }, ben)).toMatchObject({
      outcome: 'invalid',
      fields: { version: expect.any(String) },
    });
  });

  it('leaves a 301 when a published post’s slug changes, none for a draft', async () => {
    const draft = await created('post', post);
    await edit.update('post', draft.id, { version: 1, slug: 'moving-day-2027' }, ana);
    expect(await editor.listRedirects()).toEqual([]);
    await edit.update('post', draft.id, { version: 2, status: 'published' }, ana);
    await edit.update('post', draft.id, { version: 3, slug: 'moving-in-day' }, ana);
    expect(await editor.listRedirects()).toEqual([
      { fromPath: '/blog/moving-day-2027', toPath: '/blog/moving-in-day' },
    ]);
    const [entry] = await audit.list({ entity: 'post', limit: 1 });
    expect(entry?.summary).toBe('Changed post "Moving day": slug moving-day-2027 -> moving-in-day');
  });

  it('takes an offer as London days and keeps the first day when only the last changes', async () => {
    const offer = await created('offer', {
      slug: 'summer',
      title: 'Summer',
      summary: 'Half off.',
      terms: 'New bookings.',
      code: 'SUMMER-26',
      validFrom: '2026-07-01',
      validTo: '2026-07-31',
      cityId: city,
    });
    expect(offer).toMatchObject({ startsAt: '2026-06-30T23:00:00.000Z', endsAt: '2026-07-31T23:00:00.000Z' });
    const longer = await edit.update('offer', offer.id, { version: 1, validTo: '2026-12-31' }, ana);
    expect(longer).toMatchObject({
      outcome: 'saved',
      record: { startsAt: '2026-06-30T23:00:00.000Z', endsAt: '2027-01-01T00:00:00.000Z' },
    });
    expect(await edit.update('offer', offer.id, { version: 2, validTo: '2026-06-01' }, ana)).toMatchObject({
      outcome: 'invalid',
      fields: { validTo: 'The last day cannot be before the first.' },
    });
    expect(await edit.update('offer', offer.id, { version: 2, code: 'lower' }, ana)).toMatchObject({
      outcome: 'invalid',
      fields: { code: expect.any(String) },
    });
  });

  it('adds questions at the end and moves one within its category, refusing an older version', async () => {
    const a = await created('faq', { category: 'Booking', question: 'A?', answer: 'Yes.' });
    const b = await created('faq', { category: 'Booking', question: 'B?', answer: 'No.' });
    expect([a.position, b.position]).toEqual([0, 1]);
    const moved = await edit.moveFaq(b.id, 'up', 1, ana);
    expect(moved.outcome).toBe('moved');
    if (moved.outcome === 'moved') expect(moved.faqs.map((f) => f.question)).toEqual(['B?', 'A?']);
    expect(await edit.moveFaq(b.id, 'up', 2, ana)).toMatchObject({ outcome: 'unchanged' });
    expect(await edit.moveFaq(a.id, 'up', 1, ana)).toMatchObject({ outcome: 'stale' });
    expect(await edit.moveFaq('nope', 'up', 1, ana)).toEqual({ outcome: 'not_found' });
    const [entry] = await audit.list({ entity: 'faq', limit: 1 });
    expect(entry?.summary).toBe('Moved question "B?" up in Booking');
  });

  it('deletes from the current version only', async () => {
    const record = await created('post', post);
    await edit.update('post', record.id, { version: 1, excerpt: 'Changed.' }, ana);
    expect(await edit.remove('post', record.id, 1, ben)).toMatchObject({ outcome: 'stale' });
    expect(await edit.remove('post', record.id, 2, ben)).toEqual({ outcome: 'deleted' });
    expect(await edit.get('post', record.id)).toBeNull();
  });

  it('deletes into the trash, by name and by whom, audited as such', async () => {
    const record = await created('offer', { ...offer });
    expect(await edit.remove('offer', record.id, 1, ben)).toEqual({ outcome: 'deleted' });
    expect(await trash.list()).toEqual([
      {
        kind: 'offer',
        id: record.id,
        name: offer.title,
        deletedAt: '2026-11-25T10:00:00.000Z',
        deletedBy: 'ben@digs.test',
      },
    ]);
    const [entry] = await audit.list({ entity: 'offer', limit: 1 });
    expect(entry).toMatchObject({ action: 'trash', summary: `moved the offer “${offer.title}” to the trash` });
  });

  it('keeps a new FAQ or offer published unless given as a draft, and a draft stays a draft when changed', async () => {
    const faq = await created('faq', { category: 'Booking', question: 'Q?', answer: 'A.' });
    expect(faq.status).toBe('published');
    const draftOffer = await created('offer', { ...offer, slug: 'draft-offer', status: 'draft' });
    expect(draftOffer.status).toBe('draft');
    const changed = await edit.update('offer', draftOffer.id, { version: 1, title: 'Renamed' }, ana);
    expect(changed).toMatchObject({ outcome: 'saved', record: { status: 'draft', title: 'Renamed' } });
    expect(await edit.update('faq', faq.id, { version: 1, status: 'hidden' }, ana)).toMatchObject({
      outcome: 'invalid',
      fields: { status: expect.any(String) },
    });
  });

  it('lists newest posts first and finds them by words', async () => {
    await created('post', { ...post, publishedAt: '2026-01-01T00:00:00.000Z' });
    await created('post', { ...post, slug: 'newer', title: 'Newer', publishedAt: '2026-06-01T00:00:00.000Z' });
    expect((await edit.list('post')).map((p) => p.slug)).toEqual(['newer', 'moving-day']);
    expect((await edit.list('post', 'NEWER')).map((p) => p.slug)).toEqual(['newer']);
  });

  it('previews a body as the post page will show it, hostile markup inert', () => {
    const html = edit.preview(post.body);
    expect(html).toContain('<h2>Bring</h2>');
    expectInert(html);
  });
});
