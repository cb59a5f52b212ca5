import type { TrashKind } from '../domain/content/trash';
import { type Token, token } from './token';

/** A record in the trash as the console's browser side sees it (ADR 086). */
export interface TrashConsoleItem {
  readonly kind: TrashKind;
  readonly id: string;
  readonly name: string;
  readonly deletedAt: string;
  readonly deletedBy: string;
  readonly daysLeft: number;
}

export type TrashRestoreAnswer =
  | { readonly kind: 'restored' }
  /** Not restorable (its address taken, its residence gone, or no longer in the trash): why. */
  | { readonly kind: 'refused'; readonly message: string };

/** The console's Trash over the API; a failure to reach the server rejects. */
export interface TrashConsole {
  list(): Promise<readonly TrashConsoleItem[]>;
  restore(kind: TrashKind, id: string): Promise<TrashRestoreAnswer>;
}

export const TRASH_CONSOLE: Token<TrashConsole> = token<TrashConsole>('TrashConsole');
