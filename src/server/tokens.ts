import type { DatabaseHandle } from '../adapters/postgres/database';
import { type Token, token } from '../ports/token';

/** The open database, which the server's adapters are built over (the application's tokens live in src/application/<area>/). */
export const DATABASE: Token<DatabaseHandle> = token<DatabaseHandle>('server.Database');
