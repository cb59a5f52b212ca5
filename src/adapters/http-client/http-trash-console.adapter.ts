import type { TrashKind } from '../../domain/content/trash';
import type { TrashConsole, TrashConsoleItem, TrashRestoreAnswer } from '../../ports/trash-console.port';
import { trashContract } from '../contracts/trash.contract';
import { callEndpoint } from './call-endpoint';
import type { Fetch } from './get-json';

/** The console's Trash over the API (/api/admin/trash), with the session cookie; answers parsed by the contract. */
export class HttpTrashConsole implements TrashConsole {
  constructor(private readonly fetchFn: Fetch) {}

  async list(): Promise<readonly TrashConsoleItem[]> {
    const answer = await callEndpoint(this.fetchFn, trashContract.list, {}, 'The trash could not be read.');
    return answer.body.items;
  }

  async restore(kind: TrashKind, id: string): Promise<TrashRestoreAnswer> {
    const answer = await callEndpoint(
      this.fetchFn,
      trashContract.restore,
      { params: { kind, id } },
      'It could not be restored.',
    );
    return answer.status === 200 ? { kind: 'restored' } : { kind: 'refused', message: answer.body.message };
  }
}
