import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EditPostsContent } from '../../application/content/posts-console.use-case';
import type { ContentEntity } from '../../ports/posts-editor.port';
import { sendError } from './api-error';
import { requirePermission, staffActor } from './staff-guard';
import { sendRecordNotFound, versionedRecordRoutes } from './versioned-record-routes';

/** The console's addresses, by the kind of record each holds. */
const collections: Readonly<Record<string, ContentEntity>> = { posts: 'post', faqs: 'faq', offers: 'offer' };

const listQuery = z.object({ q: z.string().max(200).optional() });
const moveBody = z.object({ direction: z.enum(['up', 'down']), version: z.number().int().min(1) });
const previewBody = z.object({ body: z.string().max(100_000) });

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
      const moved = await edit.moveFaq(
        request.params.id,
        parsed.data.direction,
        parsed.data.version,
        staffActor(request),
      );
      if (moved.outcome === 'not_found') return sendRecordNotFound(reply);
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

      versionedRecordRoutes(app, base, kind, edit, { read: write.preHandler, write: write.preHandler, bodyLimit });
    }
  };
}
