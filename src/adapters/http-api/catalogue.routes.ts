import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { lookupLimit, type ReadCatalogue } from '../../application/catalogue/read-catalogue.use-case';
import { isSlug } from '../../domain/site/site-routes';
import { parseOr400, sendError } from './api-error';
import { JsonAnswers } from './json-answers';

const slug = z.string().refine(isSlug, { message: 'must be a lower-case slug like square-gardens' });
const cityParams = z.object({ citySlug: slug });
const propertyParams = cityParams.extend({ propertySlug: slug });
const roomParams = propertyParams.extend({ roomSlug: slug });
const propertySlugParams = z.object({ propertySlug: slug });

/** `?ids=a,b,c`: 1 to `lookupLimit` comma-separated uuids. */
const lookupQuery = z.object({
  ids: z
    .string({ error: 'give the ids, separated by commas' })
    .transform((ids) => ids.split(','))
    .pipe(
      z
        .array(z.guid({ error: 'each id must be a uuid' }))
        .min(1)
        .max(lookupLimit, { error: `at most ${lookupLimit} ids at once` }),
    ),
});

/** Catalogue reads change when the operator edits them; a short shared cache keeps them fresh and cheap. */
const cacheControl = 'public, max-age=60, stale-while-revalidate=300';

export function catalogueRoutes(catalogue: ReadCatalogue) {
  return async (app: FastifyInstance) => {
    const notFound = (what: string) => ({ error: 'not_found', message: `No ${what} with that name.` });
    // The cached reader's answers are serialised and compressed once each, not per request.
    const answers = new JsonAnswers();

    app.get('/api/settings', async (request, reply) => {
      return answers.send(request, reply.header('cache-control', cacheControl), await catalogue.siteSettings());
    });

    app.get('/api/cities', async (request, reply) => {
      return answers.send(request, reply.header('cache-control', cacheControl), await catalogue.cities());
    });

    app.get('/api/properties/featured', async (request, reply) => {
      return answers.send(request, reply.header('cache-control', cacheControl), await catalogue.featuredProperties());
    });

    app.get('/api/properties/options', async (request, reply) => {
      return answers.send(request, reply.header('cache-control', cacheControl), await catalogue.propertyOptions());
    });

    app.get('/api/properties', async (request, reply) => {
      const query = parseOr400(lookupQuery, request.query, reply);
      if (!query) return reply;
      return reply.header('cache-control', cacheControl).send(await catalogue.properties(query.ids));
    });

    // Property slugs are unique site-wide, so a property can be named without its city (the booking pages).
    app.get('/api/properties/by-slug/:propertySlug', async (request, reply) => {
      const params = parseOr400(propertySlugParams, request.params, reply);
      if (!params) return reply;
      const property = await catalogue.propertyBySlug(params.propertySlug);
      if (!property) return sendError(reply, 404, notFound('property'));
      return answers.send(request, reply.header('cache-control', cacheControl), property);
    });

    app.get('/api/room-types', async (request, reply) => {
      const query = parseOr400(lookupQuery, request.query, reply);
      if (!query) return reply;
      return reply.header('cache-control', cacheControl).send(await catalogue.roomTypes(query.ids));
    });

    app.get('/api/cities/:citySlug', async (request, reply) => {
      const params = parseOr400(cityParams, request.params, reply);
      if (!params) return reply;
      const city = await catalogue.city(params.citySlug);
      if (!city) return sendError(reply, 404, notFound('city'));
      return answers.send(request, reply.header('cache-control', cacheControl), city);
    });

    app.get('/api/cities/:citySlug/properties', async (request, reply) => {
      const params = parseOr400(cityParams, request.params, reply);
      if (!params) return reply;
      const properties = await catalogue.cityProperties(params.citySlug);
      if (!properties) return sendError(reply, 404, notFound('city'));
      return answers.send(request, reply.header('cache-control', cacheControl), properties);
    });

    app.get('/api/cities/:citySlug/room-candidates', async (request, reply) => {
      const params = parseOr400(cityParams, request.params, reply);
      if (!params) return reply;
      const candidates = await catalogue.roomCandidates(params.citySlug);
      if (!candidates) return sendError(reply, 404, notFound('city'));
      return answers.send(request, reply.header('cache-control', cacheControl), candidates);
    });

    app.get('/api/cities/:citySlug/properties/:propertySlug', async (request, reply) => {
      const params = parseOr400(propertyParams, request.params, reply);
      if (!params) return reply;
      const property = await catalogue.property(params.citySlug, params.propertySlug);
      if (!property) return sendError(reply, 404, notFound('property'));
      return answers.send(request, reply.header('cache-control', cacheControl), property);
    });

    app.get('/api/cities/:citySlug/properties/:propertySlug/rooms/:roomSlug', async (request, reply) => {
      const params = parseOr400(roomParams, request.params, reply);
      if (!params) return reply;
      const room = await catalogue.roomType(params.citySlug, params.propertySlug, params.roomSlug);
      if (!room) return sendError(reply, 404, notFound('room type'));
      return answers.send(request, reply.header('cache-control', cacheControl), room);
    });
  };
}
