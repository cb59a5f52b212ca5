import type { RequestHandler } from 'msw';
import { trashContract } from '../../src/adapters/contracts/trash.contract';
import type { MemoryContentTrash } from '../../src/adapters/memory/memory-content-trash';
import { ContentTrashDesk } from '../../src/application/content/content-trash.use-case';
import { isTrashKind } from '../../src/domain/content/trash';
import type { Clock } from '../../src/ports/clock.port';
import { handle } from './contract-handler';

const actor = { staffId: 'staff-editor', email: 'editor@digs.test', ip: null };

/** The console's Trash (trash.contract.ts) over the real use case and the memory trash the QA pages and posts share. */
export function trashConsoleHandlers(trash: MemoryContentTrash, clock: Clock): RequestHandler[] {
  const desk = new ContentTrashDesk(trash, { changed: () => undefined }, clock);
  return [
    handle(trashContract.list, async () => ({ status: 200, body: { items: await desk.list() } })),
    handle(trashContract.restore, async ({ params: { kind, id } }) => {
      const restored = isTrashKind(kind) ? await desk.restore(kind, id, actor) : null;
      if (!restored || restored.outcome === 'not_found')
        return { status: 404, body: { error: 'not_found', message: 'That is not in the trash.' } };
      if (restored.outcome === 'refused')
        return { status: 409, body: { error: 'cannot_restore', message: restored.message } };
      return { status: 200, body: { restored: restored.item } };
    }),
  ];
}
