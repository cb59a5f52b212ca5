import { type Token, token } from '../../ports/token';
import type { ContentStore } from './content.store';

/** The content's application services, by token. */
export const CONTENT_STORE: Token<ContentStore> = token<ContentStore>('application.ContentStore');
