import type { RequestHandler } from 'msw';
import {
  type RemoveOutcome,
  readAnswer,
  removeAnswer,
  type SaveOutcome,
  savedAnswer,
} from '../../src/adapters/contracts/answers';
import type { ParsedOf, ReadonlyDeep, ServedAnswerOf } from '../../src/adapters/contracts/endpoint';
import type { VersionedRecordContract } from '../../src/adapters/contracts/versioned-records.contract';
import { handle } from './contract-handler';

/** What a versioned record's use case offers the QA handlers, for one kind (its actor already chosen). */
export interface KindDesk<R> {
  get(id: string): Promise<R | null>;
  create(body: unknown): Promise<SaveOutcome<R>>;
  update(id: string, body: unknown): Promise<SaveOutcome<R>>;
  remove(id: string, version: number): Promise<RemoveOutcome<R>>;
}

/**
 * One versioned record kind's QA handlers, from its contract, as `versionedRecordRoutes` serves
 * it (the same answers, from answers.ts). `guard(write)` stands for the routes' permission checks.
 */
export function versionedRecordHandlers<R, C extends VersionedRecordContract<R>>(
  contract: C,
  desk: KindDesk<ReadonlyDeep<R>>,
  list: (input: ParsedOf<C['list']>) => Promise<ServedAnswerOf<C['list']>>,
  guard?: (write: boolean) => Promise<Response | undefined>,
): RequestHandler[] {
  const read = guard && (() => guard(false));
  const write = guard && (() => guard(true));
  return [
    handle<C['list']>(contract.list, list, read),
    handle(contract.get, async ({ params }) => readAnswer<ReadonlyDeep<R>>(await desk.get(params.id)), read),
    handle(contract.create, async ({ body }) => savedAnswer(await desk.create(body), 201), write),
    handle(contract.update, async ({ params, body }) => savedAnswer(await desk.update(params.id, body), 200), write),
    handle(
      contract.remove,
      async ({ params, query }) => removeAnswer(query, (version) => desk.remove(params.id, version)),
      write,
    ),
  ];
}
