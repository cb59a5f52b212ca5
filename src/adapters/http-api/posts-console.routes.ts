import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Actor } from '../../application/catalogue/edit-catalogue.use-case';
import type { EditPostsContent } from '../../application/content/posts-console.use-case';
import type { ContentEntity } from '../../ports/posts-editor.port';
import { sendError } from './api-error';
import { requirePermission } from './staff-guard';

/** The console's addresses, by the kind of record each holds. */
const collections: Readonly<Record<string, ContentEntity>> = { posts: 'post', faqs: 'faq', offers: 'offer' };

const listQuery = z.object({ q: z.string().max(200).optional() });
const versionQuery = z.object({ version: z.coerce.number().int().min(1) });
const moveBody = z.object({ direction: z.enum(['up', 'down']), version: z.number().int().min(1) });
const previewBody = z.object({ body: z.string().max(100_000) });

function actorOf(request: FastifyRequest): Actor {
  const staff = request.staff;
  if (!staff) throw new Error('a console route ran without a signed-in member');
  return { staffId: staff.id, email: staff.email, ip: request.ip };
}

const notFound = (reply: FastifyReply) =>
  sendError(reply, 404, { error: 'not_found', message: 'That record does not exist (it may have been deleted).' });

/**
 * The console's blog posts, FAQs and offers (issue 19 item 1), under /api/admin/content: list,
 * read, create, change (with the version it was read at: an older one is a 409) and delete each
 * kind; move a question within its category; a post body's preview as the site will show it.
 * Everything needs content:write (editors and the owner).
 */
export function postsConsoleRoutes(edit: EditPostsContent) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const write = { preHandler: requirePermission('content:write') };

    app.post('/api/admin/content/posts/preview', { ...write, bodyLimit: 512 * 1024 }, async (request, reply) => {
      const parsed = previewBody.safeParse(request.body);
      if (!parsed.success)
        return sendError(reply, 400, { error: 'bad_request', message: 'Send the body to preview as {body}.' });
      return { html: edit.preview(parsed.data.body) };
    });

    app.post<{ Params: { id: string } }>('/api/admin/content/faqs/:id/move', write, async (request, reply) => {
      const parsed = moveBody.safeParse(request.body);
      if (!parsed.success)
        return sendError(reply, 400, {
          error: 'invalid',
          message: 'Say which way (up or down) and the version you opened.',
        });
      const moved = await edit.moveFaq(request.params.id, parsed.data.direction, parsed.data.version, actorOf(request));
      if (moved.outcome === 'not_found') return notFound(reply);
      if (moved.outcome === 'stale') return sendError(reply, 409, { error: 'stale', message: moved.message });
      return { faqs: moved.faqs };
    });

    for (const [path, kind] of Object.entries(collections)) {
      const base = `/api/admin/content/${path}`;
      const bodyLimit = kind === 'post' ? 512 * 1024 : 64 * 1024;

      app.get(base, write, async (request, reply) => {
        const parsed = listQuery.safeParse(request.query);
        if (!parsed.success) return sendError(reply, 400, { error: 'bad_request', message: 'Check the search words.' });
        return { items: await edit.list(kind, parsed.data.q) };
      });

      app.get<{ Params: { id: string } }>(`${base}/:id`, write, async (request, reply) => {
        const record = await edit.get(kind, request.params.id);
        return record ?? notFound(reply);
      });

      app.post(base, { ...write, bodyLimit }, async (request, reply) => {
        const created = await edit.create(kind, request.body ?? {}, actorOf(request));
        if (created.outcome === 'invalid')
          return sendError(reply, 400, {
            error: 'invalid',
            message: 'Check the highlighted fields.',
            fields: created.fields,
          });
        if (created.outcome !== 'saved') return notFound(reply);
        return reply.code(201).send(created.record);
      });

      app.patch<{ Params: { id: string } }>(`${base}/:id`, { ...write, bodyLimit }, async (request, reply) => {
        const saved = await edit.update(kind, request.params.id, request.body ?? {}, actorOf(request));
        if (saved.outcome === 'invalid')
          return sendError(reply, 400, {
            error: 'invalid',
            message: 'Check the highlighted fields.',
            fields: saved.fields,
          });
        if (saved.outcome === 'stale')
          return reply.code(409).send({ error: 'stale', message: saved.message, current: saved.current });
        if (saved.outcome === 'not_found') return notFound(reply);
        return saved.record;
      });

      app.delete<{ Params: { id: string } }>(`${base}/:id`, write, async (request, reply) => {
        const version = versionQuery.safeParse(request.query);
        if (!version.success)
          return sendError(reply, 400, {
            error: 'invalid',
            message: 'Say which version you are deleting (?version=).',
            fields: { version: 'Required.' },
          });
        const removed = await edit.remove(kind, request.params.id, version.data.version, actorOf(request));
        if (removed.outcome === 'stale')
          return reply.code(409).send({ error: 'stale', message: removed.message, current: removed.current });
        if (removed.outcome === 'not_found') return notFound(reply);
        return reply.code(204).send();
      });
    }
  };
}
