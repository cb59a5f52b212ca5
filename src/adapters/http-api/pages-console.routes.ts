import type { FastifyInstance } from 'fastify';
import type {
  EditPages,
  EditSiteSettings,
  PageOutcome,
  PreviewPage,
} from '../../application/content/pages-console.use-case';
import type { PageDescription } from '../../application/site/describe-page.use-case';
import {
  invalidAnswer,
  notFoundAnswer,
  savedAnswer,
  staleAnswer,
  versionMissing,
  versionOf,
} from '../contracts/answers';
import { pagesContract as pages$ } from '../contracts/pages.contract';
import { serve } from './endpoint-route';
import { escapeHtml } from './spa-shell';
import { requirePermission, staffActor } from './staff-guard';

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's preview of a page description: the server's render, static, and its CSP (http-app.ts). */
    renderPreview?: (page: PageDescription) => Promise<{ readonly html: string; readonly csp: string }>;
  }
}

const notFound = notFoundAnswer('That page does not exist (it may have been deleted).');

/** A page's save in the contract's terms (200; the port names the record `page`). */
const answer = (outcome: PageOutcome) =>
  savedAnswer(outcome.outcome === 'saved' ? { outcome: 'saved', record: outcome.page } : outcome, 200, notFound);

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

    serve(app, pages$.list, write, async () => ({ status: 200, body: { items: await pages.list() } }));
    serve(app, pages$.create, write, async ({ body }, request) => {
      const created = answer(await pages.create(body, staffActor(request)));
      return created.status === 200 ? { status: 201, body: created.body } : created;
    });
    serve(app, pages$.get, write, async ({ params }) => {
      const page = await pages.get(params.id);
      return page ? { status: 200, body: page } : notFound;
    });
    serve(app, pages$.saveDraft, write, async ({ params, body }, request) =>
      answer(await pages.saveDraft(params.id, body, staffActor(request))),
    );
    serve(app, pages$.changeSlug, write, async ({ params, body }, request) =>
      answer(await pages.changeSlug(params.id, body, staffActor(request))),
    );
    serve(app, pages$.publish, write, async ({ params, body }, request) =>
      answer(await pages.publish(params.id, body, staffActor(request))),
    );
    serve(app, pages$.schedule, write, async ({ params, body }, request) =>
      answer(await pages.schedule(params.id, body, staffActor(request))),
    );
    serve(app, pages$.remove, write, async ({ params, query }, request) => {
      const version = versionOf(query);
      if (version === null) return versionMissing;
      const removed = await pages.remove(params.id, version, staffActor(request));
      if (removed.outcome === 'stale') return staleAnswer(removed);
      if (removed.outcome === 'not_found') return notFound;
      return { status: 204, body: null };
    });

    // The preview is HTML (the server's render), so it stays outside the contract.
    app.get<{ Params: { id: string } }>(`${base}/:id/preview`, write, async (request, reply) => {
      const described = await preview.run(request.params.id);
      if (!described) return reply.code(404).send(notFound.body);
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

    serve(app, pages$.readSettings, write, async () => ({ status: 200, body: await settings.read() }));
    serve(app, pages$.saveSettings, write, async ({ body }, request) => {
      const saved = await settings.save(body, staffActor(request));
      if (saved.outcome === 'invalid') return invalidAnswer(saved.fields);
      if (saved.outcome === 'stale') return staleAnswer(saved);
      return { status: 200, body: saved.current };
    });
  };
}
