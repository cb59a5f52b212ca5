import type { TrashKind } from '../../domain/content/trash';
import type { TrashConsole } from '../../ports/trash-console.port';

/** The Trash screen's way to the API (screens never resolve a port): list, restore. */
export class TrashConsoleStore {
  constructor(private readonly api: TrashConsole) {}

  list() {
    return this.api.list();
  }

  restore(kind: TrashKind, id: string) {
    return this.api.restore(kind, id);
  }
}
