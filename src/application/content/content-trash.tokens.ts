import { type Token, token } from '../../ports/token';
import type { TrashConsole } from '../../ports/trash-console.port';
import type { ContentTrashDesk } from './content-trash.use-case';

/** The console's Trash, by token (bound in the server's composition root). */
export const CONTENT_TRASH_DESK: Token<ContentTrashDesk> = token<ContentTrashDesk>('ContentTrashDesk');
/** The Trash screen's list and restore: the port's calls as they are, by a token a screen may resolve. */
export const TRASH_CONSOLE_STORE: Token<TrashConsole> = token<TrashConsole>('TrashConsoleStore');
