import type { FastifyInstance } from 'fastify';
import type { EditPostsContent } from '../../application/content/posts-console.use-case';
import type { ContentEntity } from '../../ports/posts-editor.port';
import { notFoundAnswer } from '../contracts/answers';
import { postsConsoleContract as contract } from '../contracts/posts-console.contract';
import { serve } from './endpoint-route';
import { requirePermission, staffActor } from './staff-guard';
import { versionedRecordRoutes } from './versioned-record-routes';

/**
 * The console's blog posts, FAQs and offers (issue 19 item 1), under /api/admin/content, served
 * from their contract (ADR 095): list, read, create, change (with the version it was read at: an
 * older one is a 409) and delete each kind; move a question within its category; a post body's
 * preview as the site will show it. Everything needs content:write (editors and the owner).
 */
export function postsConsoleRoutes(edit: EditPostsContent) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const write = { preHandler: requirePermission('content:write') };

    serve(app, contract.previewPost, { ...write, bodyLimit: 512 * 1024 }, async ({ body }) => ({
      status: 200,
      body: { html: edit.preview(body.body) },
    }));

    serve(app, contract.moveFaq, write, async ({ params, body }, request) => {
      const moved = await edit.moveFaq(params.id, body.direction, body.version, staffActor(request));
      if (moved.outcome === 'not_found') return notFoundAnswer();
      if (moved.outcome === 'stale') return { status: 409, body: { error: 'stale', message: moved.message } };
      return { status: 200, body: { faqs: moved.faqs } };
    });

    const access = (bodyLimit: number) => ({ read: write.preHandler, write: write.preHandler, bodyLimit });
    const listOf =
      <K extends ContentEntity>(kind: K) =>
      async ({ query }: { readonly query: { readonly q?: string | undefined } }) =>
        ({ status: 200, body: { items: await edit.list(kind, query.q) } }) as const;
    versionedRecordRoutes(app, contract.post, 'post', edit, access(512 * 1024), listOf('post'));
    versionedRecordRoutes(app, contract.faq, 'faq', edit, access(64 * 1024), listOf('faq'));
    versionedRecordRoutes(app, contract.offer, 'offer', edit, access(64 * 1024), listOf('offer'));
  };
}
