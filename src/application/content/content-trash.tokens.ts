import { type Token, token } from '../../ports/token';
import type { ContentTrashDesk } from './content-trash.use-case';
import type { TrashConsoleStore } from './trash-console.store';

/** The console's Trash, by token (bound in the server's composition root). */
export const CONTENT_TRASH_DESK: Token<ContentTrashDesk> = token<ContentTrashDesk>('ContentTrashDesk');
export const TRASH_CONSOLE_STORE: Token<TrashConsoleStore> = token<TrashConsoleStore>('TrashConsoleStore');
