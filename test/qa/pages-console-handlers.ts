import { HttpResponse, http, type RequestHandler } from 'msw';
import { pagesContract as contract } from '../../src/adapters/contracts/pages.contract';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryAuditLog } from '../../src/adapters/memory/memory-audit-log';
import { MemoryContentTrash } from '../../src/adapters/memory/memory-content-trash';
import { MemoryPageEditor, MemorySiteSettingsEditor } from '../../src/adapters/memory/memory-page-editor';
import { EditPages, EditSiteSettings, type PageOutcome } from '../../src/application/content/pages-console.use-case';
import type { PageRecord } from '../../src/domain/content/content-records';
import { handle } from './contract-handler';

const actor = { staffId: 'staff-editor', email: 'eddie@digs.test', ip: null };

const notFound = { status: 404, body: { error: 'not_found', message: 'That page does not exist.' } } as const;
const invalid = (fields: Readonly<Record<string, string>>) =>
  ({ status: 400, body: { error: 'invalid', message: 'Check the highlighted fields.', fields } }) as const;
const stale = <T>(outcome: { readonly message: string; readonly current: T }) =>
  ({ status: 409, body: { error: 'stale', message: outcome.message, current: outcome.current } }) as const;

const answer = (outcome: PageOutcome) => {
  switch (outcome.outcome) {
    case 'saved':
      return { status: 200, body: outcome.page } as const;
    case 'invalid':
      return invalid(outcome.fields);
    case 'stale':
      return stale(outcome);
    case 'not_found':
      return notFound;
  }
};

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
      const version = Number(query.version);
      if (!Number.isInteger(version) || version < 1)
        return {
          status: 400,
          body: {
            error: 'invalid',
            message: 'Say which version you are deleting (?version=).',
            fields: { version: 'Required.' },
          },
        };
      const removed = await pages.remove(params.id, version, actor);
      if (removed.outcome === 'stale') return stale(removed);
      return removed.outcome === 'deleted' ? { status: 204, body: null } : notFound;
    }),
    handle(contract.readSettings, async () => ({ status: 200, body: await settings.read() })),
    handle(contract.saveSettings, async ({ body }) => {
      const saved = await settings.save(body, actor);
      if (saved.outcome === 'invalid') return invalid(saved.fields);
      if (saved.outcome === 'stale') return stale(saved);
      return { status: 200, body: saved.current };
    }),
  ];
}
