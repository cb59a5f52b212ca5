import { describe, expect, it } from 'vitest';
import { MarkdownItRenderer } from '../../../src/adapters/markdown/markdown-it.adapter';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { MemoryAuditLog } from '../../../src/adapters/memory/memory-audit-log';
import { MemoryContentTrash } from '../../../src/adapters/memory/memory-content-trash';
import { MemoryPageEditor } from '../../../src/adapters/memory/memory-page-editor';
import { MemoryPostsEditor } from '../../../src/adapters/memory/memory-posts-editor';
import { ContentTrashDesk } from '../../../src/application/content/content-trash.use-case';
import { EditPages } from '../../../src/application/content/pages-console.use-case';
import { EditPostsContent } from '../../../src/application/content/posts-console.use-case';

const ana = { staffId: 'staff-ana', email: 'ana@digs.test', ip: null };
const dayMs = 86_400_000;

function setUp() {
  const time = new ManualTime(Date.parse('2026-11-25T10:00:00.000Z'));
  const audit = new MemoryAuditLog();
  const posts = new MemoryPostsEditor(audit);
  const pageEditor = new MemoryPageEditor(audit, [], []);
  const trash = new MemoryContentTrash({ page: pageEditor, content: posts }, audit);
  let cleared = 0;
  const changes = { changed: () => void cleared++ };
  return {
    time,
    audit,
    edit: new EditPostsContent(posts, audit, changes, time, new MarkdownItRenderer(), trash),
    pages: new EditPages(pageEditor, audit, changes, time, trash),
    desk: new ContentTrashDesk(trash, changes, time),
    cleared: () => cleared,
  };
}

describe('the Trash (ADR 086)', () => {
  it('lists what was deleted with the days left, and restores it as a draft, audited by name', async () => {
    const { time, audit, edit, pages, desk, cleared } = setUp();
    const faq = await edit.create('faq', { category: 'Booking', question: 'Can I bring a bike?', answer: 'Yes.' }, ana);
    const page = await pages.create({ slug: 'open-days', title: 'Open days', description: 'Come.', blocks: [] }, ana);
    if (faq.outcome !== 'saved' || page.outcome !== 'saved') throw new Error('not made');
    await edit.remove('faq', faq.record.id, 1, ana);
    time.advance(dayMs + 1);
    await pages.remove(page.page.id, 1, ana);
    time.advance(2 * dayMs);

    expect(await desk.list()).toMatchObject([
      { kind: 'page', name: 'Open days', daysLeft: 28 },
      { kind: 'faq', name: 'Can I bring a bike?', daysLeft: 27 },
    ]);
    const before = cleared();
    expect(await desk.restore('faq', faq.record.id, ana)).toMatchObject({ outcome: 'restored' });
    expect(cleared()).toBe(before + 1);
    expect(await edit.get('faq', faq.record.id)).toMatchObject({ question: 'Can I bring a bike?', status: 'draft' });
    const [entry] = await audit.list({ entity: 'faq', limit: 1 });
    expect(entry).toMatchObject({
      action: 'restore',
      actor: 'ana@digs.test',
      summary: 'restored the question “Can I bring a bike?” from the trash, as a draft',
    });
    expect(await desk.restore('faq', faq.record.id, ana)).toEqual({ outcome: 'not_found' });
  });

  it('refuses with a reason to restore over an address taken meanwhile', async () => {
    const { edit, desk } = setUp();
    const offer = {
      slug: 'autumn',
      title: 'Autumn',
      summary: 'S.',
      terms: 'T.',
      code: 'AUTUMN',
      validFrom: '2026-09-01',
      validTo: '2026-09-30',
    };
    const first = await edit.create('offer', offer, ana);
    if (first.outcome !== 'saved') throw new Error('not made');
    await edit.remove('offer', first.record.id, 1, ana);
    expect((await edit.create('offer', offer, ana)).outcome).toBe('saved');
    expect(await desk.restore('offer', first.record.id, ana)).toMatchObject({
      outcome: 'refused',
      message: expect.stringContaining('address'),
    });
    expect(await desk.list()).toHaveLength(1);
  });

  it('purges by the clock: nothing before 30 days, then each once, audited with its name', async () => {
    const { time, audit, edit, desk } = setUp();
    const post = await edit.create(
      'post',
      { slug: 'old', title: 'Old news', excerpt: 'E.', body: 'B.', category: 'News', author: 'Ana' },
      ana,
    );
    if (post.outcome !== 'saved') throw new Error('not made');
    await edit.remove('post', post.record.id, 1, ana);
    time.advance(30 * dayMs - 1);
    expect(await desk.purgeDue()).toEqual([]);
    expect(await desk.list()).toMatchObject([{ name: 'Old news', daysLeft: 1 }]);
    time.advance(1);
    expect((await desk.purgeDue()).map((r) => r.name)).toEqual(['Old news']);
    expect(await desk.list()).toEqual([]);
    expect(await desk.purgeDue()).toEqual([]);
    const [entry] = await audit.list({ entity: 'post', limit: 1 });
    expect(entry).toMatchObject({ action: 'purge', staffId: null, summary: expect.stringContaining('“Old news”') });
  });
});
