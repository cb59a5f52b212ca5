import { HttpResponse, http, type RequestHandler } from 'msw';
import {
  invalidAnswer,
  notFoundAnswer,
  savedAnswer,
  staleAnswer,
  versionMissing,
  versionOf,
} from '../../src/adapters/contracts/answers';
import { pagesContract as contract } from '../../src/adapters/contracts/pages.contract';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryAuditLog } from '../../src/adapters/memory/memory-audit-log';
import { MemoryContentTrash } from '../../src/adapters/memory/memory-content-trash';
import { MemoryPageEditor, MemorySiteSettingsEditor } from '../../src/adapters/memory/memory-page-editor';
import { EditPages, EditSiteSettings, type PageOutcome } from '../../src/application/content/pages-console.use-case';
import type { PageRecord } from '../../src/domain/content/content-records';
import { handle } from './contract-handler';

const actor = { staffId: 'staff-editor', email: 'eddie@digs.test', ip: null };

const notFound = notFoundAnswer('That page does not exist (it may have been deleted).');

/** A page's save in the contract's terms (200; the port names the record `page`). */
const answer = (outcome: PageOutcome) =>
  savedAnswer(outcome.outcome === 'saved' ? { outcome: 'saved', record: outcome.page } : outcome, 200, notFound);

/**
 * The console's content pages and site settings (the paths of pages-console.routes.ts) over the
 * application's own use cases on memory adapters: what QA's service worker answers. The preview is
 * the server's render, so QA shows a note in its place.
 */
export function pagesConsoleHandlers(
  published: readonly PageRecord[],
  now: number,
  trash = new MemoryContentTrash({}, new MemoryAuditLog()),
): RequestHandler[] {
  const audit = new MemoryAuditLog();
  const clock = new ManualTime(now);
  const changes = { changed: () => {} };
  const editor = new MemoryPageEditor(audit, published, ['manchester', 'leeds']);
  trash.attach('page', editor);
  const pages = new EditPages(editor, audit, changes, clock, trash);
  const settings = new EditSiteSettings(
    new MemorySiteSettingsEditor(audit, { supportEmail: 'hello@digs.test', phone: '+44 161 496 0000' }),
    audit,
    changes,
    clock,
    { sendingAddress: 'no-reply@digs.test' },
  );
  return [
    handle(contract.list, async () => ({ status: 200, body: { items: await pages.list() } })),
    handle(contract.create, async ({ body }) => {
      const created = answer(await pages.create(body, actor));
      return created.status === 200 ? { status: 201, body: created.body } : created;
    }),
    // The preview is the server's HTML render, outside the contract.
    http.get('*/api/admin/content/pages/:id/preview', () =>
      HttpResponse.text(
        '<!doctype html><title>Preview</title><p>The preview is the server’s render of the draft.</p>',
        { headers: { 'content-type': 'text/html' } },
      ),
    ),
    handle(contract.get, async ({ params }) => {
      const page = await pages.get(params.id);
      return page ? { status: 200, body: page } : notFound;
    }),
    handle(contract.saveDraft, async ({ params, body }) => answer(await pages.saveDraft(params.id, body, actor))),
    handle(contract.changeSlug, async ({ params, body }) => answer(await pages.changeSlug(params.id, body, actor))),
    handle(contract.publish, async ({ params, body }) => answer(await pages.publish(params.id, body, actor))),
    handle(contract.schedule, async ({ params, body }) => answer(await pages.schedule(params.id, body, actor))),
    handle(contract.remove, async ({ params, query }) => {
      const version = versionOf(query);
      if (version === null) return versionMissing;
      const removed = await pages.remove(params.id, version, actor);
      if (removed.outcome === 'stale') return staleAnswer(removed);
      return removed.outcome === 'deleted' ? { status: 204, body: null } : notFound;
    }),
    handle(contract.readSettings, async () => ({ status: 200, body: await settings.read() })),
    handle(contract.saveSettings, async ({ body }) => {
      const saved = await settings.save(body, actor);
      if (saved.outcome === 'invalid') return invalidAnswer(saved.fields);
      if (saved.outcome === 'stale') return staleAnswer(saved);
      return { status: 200, body: saved.current };
    }),
  ];
}
