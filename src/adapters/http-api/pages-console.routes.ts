import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type {
  EditPages,
  EditSiteSettings,
  PageOutcome,
  PreviewPage,
} from '../../application/content/pages-console.use-case';
import type { PageDescription } from '../../application/site/describe-page.use-case';
import { sendError } from './api-error';
import { escapeHtml } from './spa-shell';
import { requirePermission, staffActor } from './staff-guard';
import { sendInvalid, sendStale } from './versioned-record-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's preview of a page description: the server's render, static, and its CSP (http-app.ts). */
    renderPreview?: (page: PageDescription) => Promise<{ readonly html: string; readonly csp: string }>;
  }
}

const notFound = (reply: FastifyReply) =>
  sendError(reply, 404, { error: 'not_found', message: 'That page does not exist (it may have been deleted).' });

function answer(reply: FastifyReply, outcome: PageOutcome, created = false) {
  switch (outcome.outcome) {
    case 'saved':
      return reply.code(created ? 201 : 200).send(outcome.page);
    case 'invalid':
      return sendInvalid(reply, outcome.fields);
    case 'stale':
      return sendStale(reply, outcome);
    case 'not_found':
      return notFound(reply);
  }
}

const versionQuery = z.object({ version: z.coerce.number().int().min(1) });
type WithId = { Params: { id: string } };

/**
 * The console's content pages and site settings (issue 19 item 1, ADR 050), under
 * /api/admin/content: list, create, save a draft, move, publish now or at a set time, delete,
 * preview (the public page's render of the draft, never indexed or kept), and the site settings.
 * All of it needs content:write (editors and the owner). A save from an older version is a 409.
 */
export function pagesConsoleRoutes(pages: EditPages, preview: PreviewPage, settings: EditSiteSettings) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const write = { preHandler: requirePermission('content:write') };
    const base = '/api/admin/content/pages';

    app.get(base, write, async () => ({ items: await pages.list() }));
    app.post(base, write, async (request, reply) =>
      answer(reply, await pages.create(request.body ?? {}, staffActor(request)), true),
    );
    app.get<WithId>(`${base}/:id`, write, async (request, reply) => {
      const page = await pages.get(request.params.id);
      return page ?? notFound(reply);
    });
    app.put<WithId>(`${base}/:id/draft`, write, async (request, reply) =>
      answer(reply, await pages.saveDraft(request.params.id, request.body ?? {}, staffActor(request))),
    );
    app.put<WithId>(`${base}/:id/slug`, write, async (request, reply) =>
      answer(reply, await pages.changeSlug(request.params.id, request.body ?? {}, staffActor(request))),
    );
    app.post<WithId>(`${base}/:id/publish`, write, async (request, reply) =>
      answer(reply, await pages.publish(request.params.id, request.body ?? {}, staffActor(request))),
    );
    app.put<WithId>(`${base}/:id/schedule`, write, async (request, reply) =>
      answer(reply, await pages.schedule(request.params.id, request.body ?? {}, staffActor(request))),
    );
    app.delete<WithId>(`${base}/:id`, write, async (request, reply) => {
      const version = versionQuery.safeParse(request.query);
      if (!version.success)
        return sendError(reply, 400, {
          error: 'invalid',
          message: 'Say which version you are deleting (?version=).',
          fields: { version: 'Required.' },
        });
      const removed = await pages.remove(request.params.id, version.data.version, staffActor(request));
      if (removed.outcome === 'stale') return sendStale(reply, removed);
      if (removed.outcome === 'not_found') return notFound(reply);
      return reply.code(204).send();
    });

    app.get<WithId>(`${base}/:id/preview`, write, async (request, reply) => {
      const described = await preview.run(request.params.id);
      if (!described) return notFound(reply);
      const rendered = app.renderPreview
        ? await app.renderPreview(described)
        : { html: `<h1>${escapeHtml(described.heading)}</h1>`, csp: "default-src 'none'" };
      return reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('content-security-policy', rendered.csp)
        .type('text/html; charset=utf-8')
        .send(rendered.html);
    });

    app.get('/api/admin/content/settings', write, async () => settings.read());
    app.put('/api/admin/content/settings', write, async (request, reply) => {
      const saved = await settings.save(request.body ?? {}, staffActor(request));
      if (saved.outcome === 'invalid') return sendInvalid(reply, saved.fields);
      if (saved.outcome === 'stale') return sendStale(reply, saved);
      return saved.current;
    });
  };
}
