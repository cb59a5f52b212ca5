import type { DatabaseHandle } from '../adapters/postgres/database';
import type { DescribePage } from '../domain/site/describe-page.use-case';
import { type Token, token } from '../ports/token';

/** Tokens the server's composition root binds beside the ports. */
export const DATABASE: Token<DatabaseHandle> = token<DatabaseHandle>('server.Database');
export const DESCRIBE_PAGE: Token<DescribePage> = token<DescribePage>('server.DescribePage');
