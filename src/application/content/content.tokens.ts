import { type Token, token } from '../../ports/token';
import type { ContentStore } from './content.store';
import type { ReadContent } from './read-content.use-case';

/** The content's application services, by token. */
export const CONTENT_STORE: Token<ContentStore> = /* @__PURE__ */ token<ContentStore>('ContentStore');
export const READ_CONTENT: Token<ReadContent> = /* @__PURE__ */ token<ReadContent>('ReadContent');
