import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../../application/catalogue/edit-catalogue.use-case';
import type { ContentTrashDesk } from '../../application/content/content-trash.use-case';
import { isTrashKind } from '../../domain/content/trash';
import { sendError } from './api-error';
import { requirePermission } from './staff-guard';

function actorOf(request: FastifyRequest): Actor {
  const staff = request.staff;
  if (!staff) throw new Error('a console route ran without a signed-in member');
  return { staffId: staff.id, email: staff.email, ip: request.ip };
}

/**
 * The console's Trash (issue 36 item 7, ADR 086), content:write like the screens that delete into
 * it: GET /api/admin/trash lists pages, posts, offers and FAQs deleted in the last 30 days with
 * the days they have left; POST /api/admin/trash/:kind/:id/restore puts one back as a draft.
 */
export function trashConsoleRoutes(desk: ContentTrashDesk) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const write = { preHandler: requirePermission('content:write') };
    app.get('/api/admin/trash', write, async () => ({ items: await desk.list() }));
    app.post<{ Params: { kind: string; id: string } }>(
      '/api/admin/trash/:kind/:id/restore',
      write,
      async (request, reply) => {
        const { kind, id } = request.params;
        const notFound = () =>
          sendError(reply, 404, {
            error: 'not_found',
            message: 'That is not in the trash (it may have been restored or purged).',
          });
        if (!isTrashKind(kind)) return notFound();
        const restored = await desk.restore(kind, id, actorOf(request));
        if (restored.outcome === 'not_found') return notFound();
        if (restored.outcome === 'refused')
          return sendError(reply, 409, { error: 'cannot_restore', message: restored.message });
        return { restored: restored.item };
      },
    );
  };
}
