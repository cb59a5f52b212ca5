import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Actor } from '../../application/catalogue/edit-catalogue.use-case';
import { sendError } from './api-error';
import { type PermissionCheck, staffActor } from './staff-guard';

/** A save refused for its fields: 400 with the message of each. */
export const sendInvalid = (reply: FastifyReply, fields: Readonly<Record<string, string>>) =>
  sendError(reply, 400, { error: 'invalid', message: 'Check the highlighted fields.', fields });

/** A save or deletion from an older version: 409 with who saved since and the record as it is. */
export const sendStale = (reply: FastifyReply, stale: { readonly message: string; readonly current?: unknown }) =>
  reply.code(409).send({ error: 'stale', message: stale.message, current: stale.current });

export const sendRecordNotFound = (reply: FastifyReply) =>
  sendError(reply, 404, { error: 'not_found', message: 'That record does not exist (it may have been deleted).' });

const versionQuery = z.object({ version: z.coerce.number().int().min(1) });

type Saved<R> =
  | { readonly outcome: 'saved'; readonly record: R }
  | { readonly outcome: 'invalid'; readonly fields: Readonly<Record<string, string>> }
  | { readonly outcome: 'stale'; readonly message: string; readonly current: R }
  | { readonly outcome: 'not_found' };

type Removed<R> =
  | { readonly outcome: 'deleted' }
  | { readonly outcome: 'stale'; readonly message: string; readonly current: R }
  | { readonly outcome: 'refused'; readonly message: string }
  | { readonly outcome: 'not_found' };

/** What a versioned record's use case offers its routes, for one kind. */
export interface VersionedRecordDesk<K, R> {
  get(kind: K, id: string): Promise<R | null>;
  create(kind: K, body: unknown, actor: Actor): Promise<Saved<R>>;
  update(kind: K, id: string, body: unknown, actor: Actor): Promise<Saved<R>>;
  remove(kind: K, id: string, version: number, actor: Actor): Promise<Removed<R>>;
}

/**
 * One versioned record kind's routes under `base` (ADR 096), the same for the catalogue's and the
 * content's: read one, create (201), change from the version it was read at (a 409 with the
 * record as it is when someone saved since) and delete from a version (`?version=`; 409 when it
 * is still in use).
 */
export function versionedRecordRoutes<K, R>(
  app: FastifyInstance,
  base: string,
  kind: K,
  desk: VersionedRecordDesk<K, R>,
  access: { readonly read: PermissionCheck; readonly write: PermissionCheck; readonly bodyLimit?: number },
): void {
  const read = { preHandler: access.read };
  const write = { preHandler: access.write, ...(access.bodyLimit ? { bodyLimit: access.bodyLimit } : {}) };

  app.get<{ Params: { id: string } }>(`${base}/:id`, read, async (request, reply) => {
    const record = await desk.get(kind, request.params.id);
    return record ?? sendRecordNotFound(reply);
  });

  const answer = (reply: FastifyReply, saved: Saved<R>, status: number) => {
    if (saved.outcome === 'invalid') return sendInvalid(reply, saved.fields);
    if (saved.outcome === 'stale') return sendStale(reply, saved);
    if (saved.outcome === 'not_found') return sendRecordNotFound(reply);
    return reply.code(status).send(saved.record);
  };

  app.post(base, write, async (request, reply) =>
    answer(reply, await desk.create(kind, request.body ?? {}, staffActor(request)), 201),
  );

  app.patch<{ Params: { id: string } }>(`${base}/:id`, write, async (request, reply) =>
    answer(reply, await desk.update(kind, request.params.id, request.body ?? {}, staffActor(request)), 200),
  );

  app.delete<{ Params: { id: string } }>(`${base}/:id`, { preHandler: access.write }, async (request, reply) => {
    const version = versionQuery.safeParse(request.query);
    if (!version.success)
      return sendError(reply, 400, {
        error: 'invalid',
        message: 'Say which version you are deleting (?version=).',
        fields: { version: 'Required.' },
      });
    const removed = await desk.remove(kind, request.params.id, version.data.version, staffActor(request));
    if (removed.outcome === 'stale') return sendStale(reply, removed);
    if (removed.outcome === 'refused') return sendError(reply, 409, { error: 'in_use', message: removed.message });
    if (removed.outcome === 'not_found') return sendRecordNotFound(reply);
    return reply.code(204).send();
  });
}
