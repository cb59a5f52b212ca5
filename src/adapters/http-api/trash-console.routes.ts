import type { FastifyInstance } from 'fastify';
import type { ContentTrashDesk } from '../../application/content/content-trash.use-case';
import { isTrashKind } from '../../domain/content/trash';
import { trashContract } from '../contracts/trash.contract';
import { serve } from './endpoint-route';
import { requirePermission, staffActor } from './staff-guard';

const notFound = {
  status: 404,
  body: { error: 'not_found', message: 'That is not in the trash (it may have been restored or purged).' },
} as const;

/**
 * The console's Trash (issue 36 item 7, ADR 086), content:write like the screens that delete into
 * it, as src/adapters/contracts/trash.contract.ts declares it: the list of pages, posts, offers and
 * FAQs deleted in the last 30 days with the days they have left, and restoring one as a draft.
 */
export function trashConsoleRoutes(desk: ContentTrashDesk) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const write = { preHandler: requirePermission('content:write') };
    serve(app, trashContract.list, write, async () => ({ status: 200, body: { items: await desk.list() } }));
    serve(app, trashContract.restore, write, async ({ params: { kind, id } }, request) => {
      if (!isTrashKind(kind)) return notFound;
      const restored = await desk.restore(kind, id, staffActor(request));
      if (restored.outcome === 'not_found') return notFound;
      if (restored.outcome === 'refused')
        return { status: 409, body: { error: 'cannot_restore', message: restored.message } };
      return { status: 200, body: { restored: restored.item } };
    });
  };
}
