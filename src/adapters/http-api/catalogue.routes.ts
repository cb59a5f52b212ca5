import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isSlug } from '../../domain/site/site-routes';
import { type CatalogueReader, lookupLimit } from '../../ports/catalogue-reader.port';
import { parseOr400, sendError } from './api-error';

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

export function catalogueRoutes(catalogue: CatalogueReader) {
  return async (app: FastifyInstance) => {
    const notFound = (what: string) => ({ error: 'not_found', message: `No ${what} with that name.` });

    app.get('/api/settings', async (_request, reply) => {
      return reply.header('cache-control', cacheControl).send(await catalogue.getSiteSettings());
    });

    app.get('/api/cities', async (_request, reply) => {
      return reply.header('cache-control', cacheControl).send(await catalogue.listCities());
    });

    app.get('/api/properties/featured', async (_request, reply) => {
      return reply.header('cache-control', cacheControl).send(await catalogue.listFeaturedProperties());
    });

    app.get('/api/properties/options', async (_request, reply) => {
      return reply.header('cache-control', cacheControl).send(await catalogue.listPropertyOptions());
    });

    app.get('/api/properties', async (request, reply) => {
      const query = parseOr400(lookupQuery, request.query, reply);
      if (!query) return reply;
      return reply.header('cache-control', cacheControl).send(await catalogue.findProperties(query.ids));
    });

    // Property slugs are unique site-wide, so a property can be named without its city (the booking pages).
    app.get('/api/properties/by-slug/:propertySlug', async (request, reply) => {
      const params = parseOr400(propertySlugParams, request.params, reply);
      if (!params) return reply;
      const property = await catalogue.getPropertyBySlug(params.propertySlug);
      if (!property) return sendError(reply, 404, notFound('property'));
      return reply.header('cache-control', cacheControl).send(property);
    });

    app.get('/api/room-types', async (request, reply) => {
      const query = parseOr400(lookupQuery, request.query, reply);
      if (!query) return reply;
      return reply.header('cache-control', cacheControl).send(await catalogue.findRoomTypes(query.ids));
    });

    app.get('/api/cities/:citySlug', async (request, reply) => {
      const params = parseOr400(cityParams, request.params, reply);
      if (!params) return reply;
      const city = await catalogue.getCity(params.citySlug);
      if (!city) return sendError(reply, 404, notFound('city'));
      return reply.header('cache-control', cacheControl).send(city);
    });

    app.get('/api/cities/:citySlug/properties', async (request, reply) => {
      const params = parseOr400(cityParams, request.params, reply);
      if (!params) return reply;
      const city = await catalogue.getCity(params.citySlug);
      if (!city) return sendError(reply, 404, notFound('city'));
      return reply.header('cache-control', cacheControl).send(city.properties);
    });

    // A known city without rooms answers []; only then is it worth asking whether the city exists.
    app.get('/api/cities/:citySlug/room-candidates', async (request, reply) => {
      const params = parseOr400(cityParams, request.params, reply);
      if (!params) return reply;
      const candidates = await catalogue.listRoomCandidates(params.citySlug);
      if (candidates.length === 0 && !(await catalogue.getCity(params.citySlug)))
        return sendError(reply, 404, notFound('city'));
      return reply.header('cache-control', cacheControl).send(candidates);
    });

    app.get('/api/cities/:citySlug/properties/:propertySlug', async (request, reply) => {
      const params = parseOr400(propertyParams, request.params, reply);
      if (!params) return reply;
      const property = await catalogue.getProperty(params.citySlug, params.propertySlug);
      if (!property) return sendError(reply, 404, notFound('property'));
      return reply.header('cache-control', cacheControl).send(property);
    });

    app.get('/api/cities/:citySlug/properties/:propertySlug/rooms/:roomSlug', async (request, reply) => {
      const params = parseOr400(roomParams, request.params, reply);
      if (!params) return reply;
      const room = await catalogue.getRoomType(params.citySlug, params.propertySlug, params.roomSlug);
      if (!room) return sendError(reply, 404, notFound('room type'));
      return reply.header('cache-control', cacheControl).send(room);
    });
  };
}
