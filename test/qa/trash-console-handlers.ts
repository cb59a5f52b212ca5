import { HttpResponse, http, type RequestHandler } from 'msw';
import type { MemoryContentTrash } from '../../src/adapters/memory/memory-content-trash';
import { ContentTrashDesk } from '../../src/application/content/content-trash.use-case';
import { isTrashKind } from '../../src/domain/content/trash';
import type { Clock } from '../../src/ports/clock.port';

const actor = { staffId: 'staff-editor', email: 'editor@digs.test', ip: null };

/** The console's Trash (the paths of trash-console.routes.ts) over the real use case and the memory trash the QA pages and posts share. */
export function trashConsoleHandlers(trash: MemoryContentTrash, clock: Clock): RequestHandler[] {
  const desk = new ContentTrashDesk(trash, { changed: () => undefined }, clock);
  return [
    http.get('*/api/admin/trash', async () => HttpResponse.json({ items: await desk.list() })),
    http.post('*/api/admin/trash/:kind/:id/restore', async ({ params }) => {
      const kind = String(params.kind);
      const restored = isTrashKind(kind) ? await desk.restore(kind, String(params.id), actor) : null;
      if (!restored || restored.outcome === 'not_found')
        return HttpResponse.json({ error: 'not_found', message: 'That is not in the trash.' }, { status: 404 });
      if (restored.outcome === 'refused')
        return HttpResponse.json({ error: 'cannot_restore', message: restored.message }, { status: 409 });
      return HttpResponse.json({ restored: restored.item });
    }),
  ];
}
