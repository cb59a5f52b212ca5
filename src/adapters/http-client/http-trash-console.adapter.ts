import { z } from 'zod';
import { TRASH_KINDS, type TrashKind } from '../../domain/content/trash';
import type { TrashConsole, TrashConsoleItem, TrashRestoreAnswer } from '../../ports/trash-console.port';
import { type ApiAnswer, callApi, signedIn } from './api-call';
import type { Fetch } from './get-json';

const listAnswer = z.object({
  items: z.array(
    z.object({
      kind: z.enum(TRASH_KINDS),
      id: z.string(),
      name: z.string(),
      deletedAt: z.string(),
      deletedBy: z.string(),
      daysLeft: z.number(),
    }),
  ),
});
const errorAnswer = z.object({ message: z.string() });

/** The console's Trash over the API (/api/admin/trash), with the session cookie; answers parsed, never cast. */
export class HttpTrashConsole implements TrashConsole {
  constructor(private readonly fetchFn: Fetch) {}

  private async call(path: string, init: RequestInit = {}): Promise<ApiAnswer> {
    return signedIn(await callApi(this.fetchFn, path, init));
  }

  async list(): Promise<readonly TrashConsoleItem[]> {
    const { status, body } = await this.call('/api/admin/trash');
    const parsed = listAnswer.safeParse(body);
    if (status !== 200 || !parsed.success)
      throw new Error(errorAnswer.safeParse(body).data?.message ?? 'The trash could not be read.');
    return parsed.data.items;
  }

  async restore(kind: TrashKind, id: string): Promise<TrashRestoreAnswer> {
    const { status, body } = await this.call(
      `/api/admin/trash/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/restore`,
      { method: 'POST' },
    );
    if (status === 200) return { kind: 'restored' };
    return { kind: 'refused', message: errorAnswer.safeParse(body).data?.message ?? 'It could not be restored.' };
  }
}
