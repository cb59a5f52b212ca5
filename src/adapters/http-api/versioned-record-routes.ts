import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../application/catalogue/edit-catalogue.use-case';
import { type RemoveOutcome, readAnswer, removeAnswer, type SaveOutcome, savedAnswer } from '../contracts/answers';
import type { ParsedOf, ReadonlyDeep, ServedAnswerOf } from '../contracts/endpoint';
import type { VersionedRecordContract } from '../contracts/versioned-records.contract';
import { serve } from './endpoint-route';
import { type PermissionCheck, staffActor } from './staff-guard';

/** What a versioned record's use case offers its routes, for one kind. */
export interface VersionedRecordDesk<K, R> {
  get(kind: K, id: string): Promise<R | null>;
  create(kind: K, body: unknown, actor: Actor): Promise<SaveOutcome<R>>;
  update(kind: K, id: string, body: unknown, actor: Actor): Promise<SaveOutcome<R>>;
  remove(kind: K, id: string, version: number, actor: Actor): Promise<RemoveOutcome<R>>;
}

/**
 * One versioned record kind's routes (ADR 096), served from its contract (ADR 095), the same for
 * the catalogue's kinds and the content's: its list (as `list` answers it), read one, create
 * (201), change from the version it was read at (a 409 with the record as it is when someone
 * saved since) and delete from a version (`?version=`; 409 when it is still in use).
 */
export function versionedRecordRoutes<K, R, C extends VersionedRecordContract<R>>(
  app: FastifyInstance,
  contract: C,
  kind: K,
  desk: VersionedRecordDesk<K, ReadonlyDeep<R>>,
  access: { readonly read: PermissionCheck; readonly write: PermissionCheck; readonly bodyLimit?: number },
  list: (input: ParsedOf<C['list']>) => Promise<ServedAnswerOf<C['list']>>,
): void {
  const read = { preHandler: access.read };
  const write = { preHandler: access.write, ...(access.bodyLimit ? { bodyLimit: access.bodyLimit } : {}) };

  serve<C['list']>(app, contract.list, read, list);
  serve(app, contract.get, read, async ({ params }) => readAnswer<ReadonlyDeep<R>>(await desk.get(kind, params.id)));
  serve(app, contract.create, write, async ({ body }, request) =>
    savedAnswer(await desk.create(kind, body, staffActor(request)), 201),
  );
  serve(app, contract.update, write, async ({ params, body }, request) =>
    savedAnswer(await desk.update(kind, params.id, body, staffActor(request)), 200),
  );
  serve(app, contract.remove, { preHandler: access.write }, async ({ params, query }, request) =>
    removeAnswer(query, (version) => desk.remove(kind, params.id, version, staffActor(request))),
  );
}
