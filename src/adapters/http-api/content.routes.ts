import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ReadContent } from '../../application/content/read-content.use-case';
import { maxCategoryLength, maxPostPage as maxPage } from '../../domain/content/post-list-query';
import { isSlug } from '../../domain/site/site-routes';
import { parseOr400, sendError } from './api-error';

const slugParams = z.object({
  slug: z.string().refine(isSlug, { message: 'must be a lower-case slug like about-us' }),
});
const postsQuery = z.object({
  page: z.coerce
    .number({ message: `must be a whole number from 1 to ${maxPage}` })
    .int({ message: `must be a whole number from 1 to ${maxPage}` })
    .min(1, { message: `must be a whole number from 1 to ${maxPage}` })
    .max(maxPage, { message: `must be a whole number from 1 to ${maxPage}` })
    .default(1),
  category: z
    .string({ message: 'must be one category name' })
    .trim()
    .max(maxCategoryLength, { message: `must be at most ${maxCategoryLength} characters` })
    .optional(),
});

/** As for the catalogue: editors' changes show within a minute, and shared caches take the load. */
const cacheControl = 'public, max-age=60, stale-while-revalidate=300';

export function contentRoutes(content: ReadContent) {
  return async (app: FastifyInstance) => {
    const notFound = (what: string) => ({ error: 'not_found', message: `No ${what} with that name.` });

    app.get('/api/pages/:slug', async (request, reply) => {
      const params = parseOr400(slugParams, request.params, reply);
      if (!params) return reply;
      const page = await content.page(params.slug);
      if (!page) return sendError(reply, 404, notFound('page'));
      return reply.header('cache-control', cacheControl).send(page);
    });

    app.get('/api/posts', async (request, reply) => {
      const query = parseOr400(postsQuery, request.query, reply);
      if (!query) return reply;
      const list = await content.posts({ page: query.page, category: query.category || null });
      return reply.header('cache-control', cacheControl).send(list);
    });

    app.get('/api/posts/:slug', async (request, reply) => {
      const params = parseOr400(slugParams, request.params, reply);
      if (!params) return reply;
      const post = await content.post(params.slug);
      if (!post) return sendError(reply, 404, notFound('post'));
      return reply.header('cache-control', cacheControl).send(post);
    });

    app.get('/api/faqs', async (_request, reply) => {
      return reply.header('cache-control', cacheControl).send(await content.faqs());
    });

    app.get('/api/offers', async (_request, reply) => {
      return reply.header('cache-control', cacheControl).send(await content.offers());
    });

    app.get('/api/published-paths', async (_request, reply) => {
      return reply.header('cache-control', cacheControl).send(await content.publishedPaths());
    });
  };
}
