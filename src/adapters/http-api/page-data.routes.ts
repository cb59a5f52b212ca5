import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400, sendError } from './api-error';
import { negotiated, type PageResponse } from './page-responses';

/** Where a small page's data are kept (ADR 067): the kept pages of this server, and the pages as they are now. */
export interface PageDataSource {
  /** The kept page under `id`, if this server still keeps it. */
  find(id: string): Promise<PageResponse> | undefined;
  /**
   * The data (JSON) of the small page at this address as it is now, when its id is `id`; null
   * when it is not a small page, or has changed since. The page itself is not made.
   */
  dataAt(pathname: string, search: string, id: string): Promise<string | null>;
}

const params = z.object({ id: z.string().regex(/^[\w-]{27}$/, { message: 'must be the id a page names' }) });
const query = z.object({
  at: z
    .string({ message: "must be the page's own address" })
    .max(2048, { message: 'must be at most 2048 characters' })
    .regex(/^\/(?!\/)/, { message: 'must be an address on this site, such as /manchester' }),
});

/** A version of a page's data is never changed: its id is made from everything the page was made from. */
const cacheControl = 'public, max-age=31536000, immutable';

/**
 * GET /api/page-data/:id?at=/address: a small page's initial data (ADR 067). The page names this
 * address instead of carrying its data. Another server's page (behind a proxy, the next request may
 * reach any server), or one this server no longer keeps, is described again from its address, and
 * its data are served when they are the same version; a page that has changed since is a 404
 * (never kept by a cache), and the app then renders the page afresh from the API.
 */
export function pageDataRoutes(source: PageDataSource) {
  return async (app: FastifyInstance) => {
    app.get('/api/page-data/:id', async (request, reply) => {
      const id = parseOr400(params, request.params, reply)?.id;
      if (id === undefined) return reply;
      const at = parseOr400(query, request.query, reply)?.at;
      if (at === undefined) return reply;
      const kept = await source.find(id)?.catch(() => null);
      if (kept?.data && kept.address === at) {
        reply.header('cache-control', cacheControl).type('application/json; charset=utf-8');
        return reply.send(negotiated(request, reply, kept.data));
      }
      // Not kept here: the page as it is now, described (not made), when it is still that version.
      const address = new URL(at, 'http://page.invalid');
      const data = await source.dataAt(address.pathname, address.search, id);
      if (data === null)
        return sendError(reply.header('cache-control', 'no-store'), 404, {
          error: 'not_found',
          message: 'That version of the page has changed since it was sent. Load the page again.',
        });
      return reply.header('cache-control', cacheControl).type('application/json; charset=utf-8').send(data);
    });
  };
}
