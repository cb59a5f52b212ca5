import { HttpResponse, http, type RequestHandler } from 'msw';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryAuditLog } from '../../src/adapters/memory/memory-audit-log';
import { MemoryContentTrash } from '../../src/adapters/memory/memory-content-trash';
import { MemoryPageEditor, MemorySiteSettingsEditor } from '../../src/adapters/memory/memory-page-editor';
import { EditPages, EditSiteSettings, type PageOutcome } from '../../src/application/content/pages-console.use-case';
import type { PageRecord } from '../../src/domain/content/content-records';

const actor = { staffId: 'staff-editor', email: 'eddie@digs.test', ip: null };

const answer = (outcome: PageOutcome, status = 200) => {
  switch (outcome.outcome) {
    case 'saved':
      return HttpResponse.json(outcome.page, { status });
    case 'invalid':
      return HttpResponse.json(
        { error: 'invalid', message: 'Check the highlighted fields.', fields: outcome.fields },
        { status: 400 },
      );
    case 'stale':
      return HttpResponse.json({ error: 'stale', message: outcome.message, current: outcome.current }, { status: 409 });
    case 'not_found':
      return HttpResponse.json({ error: 'not_found', message: 'That page does not exist.' }, { status: 404 });
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
  const base = '*/api/admin/content/pages';
  const body = async (request: Request) => (await request.json().catch(() => ({}))) as unknown;
  return [
    http.get(base, async () => HttpResponse.json({ items: await pages.list() })),
    http.post(base, async ({ request }) => answer(await pages.create(await body(request), actor), 201)),
    http.get(`${base}/:id/preview`, () =>
      HttpResponse.text(
        '<!doctype html><title>Preview</title><p>The preview is the server’s render of the draft.</p>',
        {
          headers: { 'content-type': 'text/html' },
        },
      ),
    ),
    http.get(`${base}/:id`, async ({ params }) => {
      const page = await pages.get(String(params.id));
      return page ? HttpResponse.json(page) : HttpResponse.json({ error: 'not_found' }, { status: 404 });
    }),
    http.put(`${base}/:id/draft`, async ({ params, request }) =>
      answer(await pages.saveDraft(String(params.id), await body(request), actor)),
    ),
    http.put(`${base}/:id/slug`, async ({ params, request }) =>
      answer(await pages.changeSlug(String(params.id), await body(request), actor)),
    ),
    http.post(`${base}/:id/publish`, async ({ params, request }) =>
      answer(await pages.publish(String(params.id), await body(request), actor)),
    ),
    http.put(`${base}/:id/schedule`, async ({ params, request }) =>
      answer(await pages.schedule(String(params.id), await body(request), actor)),
    ),
    http.delete(`${base}/:id`, async ({ params, request }) => {
      const removed = await pages.remove(
        String(params.id),
        Number(new URL(request.url).searchParams.get('version')),
        actor,
      );
      if (removed.outcome === 'deleted') return new HttpResponse(null, { status: 204 });
      return removed.outcome === 'stale'
        ? HttpResponse.json({ error: 'stale', message: removed.message, current: removed.current }, { status: 409 })
        : HttpResponse.json({ error: 'not_found' }, { status: 404 });
    }),
    http.get('*/api/admin/content/settings', async () => HttpResponse.json(await settings.read())),
    http.put('*/api/admin/content/settings', async ({ request }) => {
      const saved = await settings.save(await body(request), actor);
      if (saved.outcome === 'invalid')
        return HttpResponse.json(
          { error: 'invalid', message: 'Check the highlighted fields.', fields: saved.fields },
          { status: 400 },
        );
      if (saved.outcome === 'stale')
        return HttpResponse.json({ error: 'stale', message: saved.message, current: saved.current }, { status: 409 });
      return HttpResponse.json(saved.current);
    }),
  ];
}
