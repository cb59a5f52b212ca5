import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { MemoryAuditLog } from '../../../src/adapters/memory/memory-audit-log';
import { MemoryCatalogue } from '../../../src/adapters/memory/memory-catalogue.adapter';
import { emptyContent, MemoryContent } from '../../../src/adapters/memory/memory-content.adapter';
import { MemoryContentTrash } from '../../../src/adapters/memory/memory-content-trash';
import { MemoryPageEditor, MemorySiteSettingsEditor } from '../../../src/adapters/memory/memory-page-editor';
import {
  EditPages,
  EditSiteSettings,
  PreviewPage,
  PublishDuePages,
} from '../../../src/application/content/pages-console.use-case';
import { contentKey } from '../../../src/domain/content/content-keys';
import { startJobs } from '../../../src/server/jobs';
import { fixtureSettings, fixtureSlice } from '../../support/catalogue-fixture';

const actor = { staffId: '00000000-0000-4000-8000-0000000057a1', email: 'ed@digs.test', ip: '127.0.0.1' };
const draft = {
  title: 'Open days',
  description: 'Come and see us.',
  blocks: [{ type: 'rich-text', heading: 'Welcome', body: '<script>alert(1)</script>' }],
};

function setUp() {
  const time = new ManualTime(Date.parse('2026-11-26T09:00:00Z'));
  const audit = new MemoryAuditLog();
  const editor = new MemoryPageEditor(audit, [], ['manchester', 'leeds']);
  let cleared = 0;
  const changes = { changed: () => void cleared++ };
  const trash = new MemoryContentTrash({ page: editor }, audit);
  const pages = new EditPages(editor, audit, changes, time, trash);
  return { time, audit, editor, pages, changes, trash, cleared: () => cleared };
}

describe('editing content pages', () => {
  it('creates a draft, refusing reserved, malformed and taken addresses with field messages', async () => {
    const { pages, cleared } = setUp();
    const made = await pages.create({ slug: 'open-days', ...draft }, actor);
    expect(made).toMatchObject({ outcome: 'saved', page: { slug: 'open-days', status: 'draft', version: 1 } });
    expect(cleared()).toBe(1);
    expect(await pages.create({ slug: 'admin', ...draft }, actor)).toEqual({
      outcome: 'invalid',
      fields: { slug: 'The site uses this address itself: choose another.' },
    });
    expect(await pages.create({ slug: 'manchester', ...draft }, actor)).toMatchObject({
      fields: { slug: expect.any(String) },
    });
    expect(await pages.create({ slug: 'open-days', ...draft }, actor)).toMatchObject({
      fields: { slug: expect.any(String) },
    });
    expect(await pages.create({ slug: 'x', title: '', description: 'd' }, actor)).toEqual({
      outcome: 'invalid',
      fields: { title: 'Fill this in.' },
    });
    expect(
      await pages.create(
        {
          slug: 'y',
          ...draft,
          blocks: [{ type: 'call-to-action', heading: 'h', body: 'b', label: 'l', href: 'javascript:alert(1)' }],
        },
        actor,
      ),
    ).toMatchObject({
      outcome: 'invalid',
      fields: { 'blocks.0.href': expect.any(String) },
    });
    expect(await pages.create({ slug: 'z', ...draft, blocks: [{ type: 'marquee' }] }, actor)).toMatchObject({
      outcome: 'invalid',
    });
  });

  it('saves drafts from their version, refuses a stale one naming who saved, publishes, and audits each step', async () => {
    const { pages, audit, time } = setUp();
    const made = await pages.create({ slug: 'open-days', ...draft }, actor);
    if (made.outcome !== 'saved') throw new Error('not made');
    const id = made.page.id;
    const saved = await pages.saveDraft(id, { version: 1, ...draft, title: 'Open days 2027' }, actor);
    expect(saved).toMatchObject({ outcome: 'saved', page: { version: 2, draft: { title: 'Open days 2027' } } });
    time.advance(60_000);
    const stale = await pages.saveDraft(id, { version: 1, ...draft }, { ...actor, email: 'other@digs.test' });
    expect(stale).toMatchObject({ outcome: 'stale', current: { version: 2 } });
    expect(stale.outcome === 'stale' && stale.message).toMatch(/^ed@digs\.test \(26 Nov, 09:00\) changed this/);
    const published = await pages.publish(id, { version: 2 }, actor);
    expect(published).toMatchObject({
      outcome: 'saved',
      page: { status: 'published', published: { title: 'Open days 2027' } },
    });
    const log = await audit.list({ entity: 'page', entityId: id, limit: 10 });
    expect(log.map((e) => [e.action, e.summary])).toEqual([
      ['publish', 'published /open-days'],
      ['update', 'saved a draft of /open-days'],
      ['create', 'created the page /open-days (a draft)'],
    ]);
  });

  it('moves a published page leaving a redirect, a draft without one', async () => {
    const { pages, editor } = setUp();
    const a = await pages.create({ slug: 'draft-only', ...draft }, actor);
    if (a.outcome !== 'saved') throw new Error('not made');
    await pages.changeSlug(a.page.id, { version: 1, slug: 'still-draft' }, actor);
    expect(editor.redirects.size).toBe(0);
    const b = await pages.create({ slug: 'live', ...draft }, actor);
    if (b.outcome !== 'saved') throw new Error('not made');
    await pages.publish(b.page.id, { version: 1 }, actor);
    expect(await pages.changeSlug(b.page.id, { version: 2, slug: 'blog' }, actor)).toMatchObject({
      outcome: 'invalid',
    });
    expect(await pages.changeSlug(b.page.id, { version: 2, slug: 'alive' }, actor)).toMatchObject({
      outcome: 'saved',
      page: { slug: 'alive' },
    });
    expect(editor.redirects.get('/live')).toBe('/alive');
  });

  it('schedules a publication in the future, and the job publishes it by itself when the clock gets there', async () => {
    const { pages, editor, time, changes, audit } = setUp();
    const made = await pages.create({ slug: 'summer', ...draft }, actor);
    if (made.outcome !== 'saved') throw new Error('not made');
    expect(await pages.schedule(made.page.id, { version: 1, publishAt: '2026-11-26T08:00:00Z' }, actor)).toEqual({
      outcome: 'invalid',
      fields: { publishAt: 'Choose a time in the future.' },
    });
    const scheduled = await pages.schedule(made.page.id, { version: 1, publishAt: '2026-11-27T08:00:00.000Z' }, actor);
    expect(scheduled).toMatchObject({
      outcome: 'saved',
      page: { status: 'scheduled', publishAt: '2026-11-27T08:00:00.000Z' },
    });
    expect((await audit.list({ entity: 'page', limit: 1 }))[0]?.summary).toBe(
      'scheduled /summer to publish at 27 Nov 2026, 08:00 (London)',
    );
    const job = new PublishDuePages(editor, changes, time);
    const running = startJobs([{ name: 'publish-pages', everyMs: 60_000, run: () => job.run() }], time, {
      error: () => {},
      info: () => {},
    });
    time.advance(23 * 3_600_000 - 60_000);
    await Promise.resolve();
    expect((await pages.get(made.page.id))?.status).toBe('scheduled');
    time.advance(60_000);
    await new Promise((r) => setImmediate(r));
    expect(await pages.get(made.page.id)).toMatchObject({ status: 'published', publishAt: null });
    expect((await audit.list({ entity: 'page', limit: 1 }))[0]).toMatchObject({
      actor: 'scheduled publication',
      summary: 'published /summer at its set time',
    });
    await running.stop();
  });

  it('deletes from the version read', async () => {
    const { pages } = setUp();
    const made = await pages.create({ slug: 'gone', ...draft }, actor);
    if (made.outcome !== 'saved') throw new Error('not made');
    expect(await pages.remove(made.page.id, 3, actor)).toMatchObject({ outcome: 'stale' });
    expect(await pages.remove(made.page.id, 1, actor)).toEqual({ outcome: 'deleted' });
    expect(await pages.get(made.page.id)).toBeNull();
  });
});

describe('previewing a page', () => {
  it('describes the draft as the public page, private, with the draft’s blocks and the site’s header data', async () => {
    const { pages, editor, time } = setUp();
    const made = await pages.create({ slug: 'open-days', ...draft }, actor);
    if (made.outcome !== 'saved') throw new Error('not made');
    const catalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings);
    const preview = new PreviewPage(editor, new MemoryContent(emptyContent, catalogue, time), catalogue, time);
    const described = await preview.run(made.page.id);
    expect(described).toMatchObject({ page: 'content-page', status: 200, private: true, canonicalPath: '/open-days' });
    expect(described?.initialData[contentKey.page('open-days')]).toMatchObject({
      title: 'Open days',
      blocks: [{ type: 'rich-text', heading: 'Welcome', body: '<script>alert(1)</script>' }],
    });
    expect(described?.initialData.settings).toBeDefined();
    expect(await preview.run('00000000-0000-4000-8000-999999999999')).toBeNull();
  });
});

describe('the site settings', () => {
  it('saves valid settings from their version, refuses bad addresses and stale saves, and clears the caches', async () => {
    const audit = new MemoryAuditLog();
    const time = new ManualTime(Date.parse('2026-11-26T09:00:00Z'));
    let cleared = 0;
    const edit = new EditSiteSettings(
      new MemorySiteSettingsEditor(audit),
      audit,
      { changed: () => void cleared++ },
      time,
      { sendingAddress: 'no-reply@digs.test' },
    );
    const { settings, version, sendingAddress } = await edit.read();
    expect(version).toBe(0);
    expect(sendingAddress).toBe('no-reply@digs.test');
    expect(settings.replyFrom).toBe('');
    expect(settings.headerNav.length).toBeGreaterThan(0);
    const next = {
      ...settings,
      supportEmail: 'hello@digs.test',
      enquiryEmails: { 'group-booking': 'groups@digs.test' },
      replyFrom: 'enquiries@digs.test',
    };
    expect(await edit.save({ version: 0, settings: { ...next, supportEmail: 'nope' } }, actor)).toEqual({
      outcome: 'invalid',
      fields: { supportEmail: 'An e-mail address, like hello@example.com.' },
    });
    expect(await edit.save({ version: 0, settings: { ...next, replyFrom: 'sana@gmail.example' } }, actor)).toEqual({
      outcome: 'invalid',
      fields: {
        replyFrom: expect.stringMatching(/^Use an address on digs\.test, the domain this site sends mail from/),
      },
    });
    expect(await edit.save({ version: 0, settings: next }, actor)).toMatchObject({
      outcome: 'saved',
      current: { version: 1 },
    });
    expect(cleared).toBe(1);
    expect((await edit.read()).settings.replyFrom).toBe('enquiries@digs.test');
    expect(await edit.save({ version: 0, settings: next }, actor)).toMatchObject({
      outcome: 'stale',
      current: { version: 1 },
    });
    expect((await audit.list({ entity: 'site_settings', limit: 5 })).map((e) => e.summary)).toEqual([
      'changed the site settings',
    ]);
  });
});
