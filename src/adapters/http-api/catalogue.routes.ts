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
    // The cached reader's answers are serialised and compressed once each, not per request.
    const answers = new JsonAnswers();

    /** A read of the whole site's, answered from the shared cache. */
    const whole = (path: string, read: () => Promise<object>) =>
      app.get(path, async (request, reply) =>
        answers.send(request, reply.header('cache-control', cacheControl), await read()),
      );

    /** A read of one named thing (its slugs in the path): 404 naming `what` when there is none. */
    const named = <P>(path: string, params: z.ZodType<P>, what: string, read: (params: P) => Promise<object | null>) =>
      app.get(path, async (request, reply) => {
        const given = parseOr400(params, request.params, reply);
        if (!given) return reply;
        const found = await read(given);
        if (!found) return sendError(reply, 404, { error: 'not_found', message: `No ${what} with that name.` });
        return answers.send(request, reply.header('cache-control', cacheControl), found);
      });

    /** A look-up by ids (`?ids=`), whose answers vary too much to keep. */
    const lookup = (path: string, read: (ids: string[]) => Promise<unknown>) =>
      app.get(path, async (request, reply) => {
        const query = parseOr400(lookupQuery, request.query, reply);
        if (!query) return reply;
        return reply.header('cache-control', cacheControl).send(await read(query.ids));
      });

    whole('/api/settings', () => catalogue.siteSettings());
    whole('/api/cities', () => catalogue.cities());
    whole('/api/properties/featured', () => catalogue.featuredProperties());
    whole('/api/properties/options', () => catalogue.propertyOptions());
    lookup('/api/properties', (ids) => catalogue.properties(ids));
    // Property slugs are unique site-wide, so a property can be named without its city (the booking pages).
    named('/api/properties/by-slug/:propertySlug', propertySlugParams, 'property', (p) =>
      catalogue.propertyBySlug(p.propertySlug),
    );
    lookup('/api/room-types', (ids) => catalogue.roomTypes(ids));
    named('/api/cities/:citySlug', cityParams, 'city', (p) => catalogue.city(p.citySlug));
    named('/api/cities/:citySlug/properties', cityParams, 'city', (p) => catalogue.cityProperties(p.citySlug));
    named('/api/cities/:citySlug/room-candidates', cityParams, 'city', (p) => catalogue.roomCandidates(p.citySlug));
    named('/api/cities/:citySlug/properties/:propertySlug', propertyParams, 'property', (p) =>
      catalogue.property(p.citySlug, p.propertySlug),
    );
    named('/api/cities/:citySlug/properties/:propertySlug/rooms/:roomSlug', roomParams, 'room type', (p) =>
      catalogue.roomType(p.citySlug, p.propertySlug, p.roomSlug),
    );
  };
}
