import { type Token, token } from '../../ports/token';
import type { CompareStore } from './compare.store';

/** The compare list's application services, by token. */
export const COMPARE_STORE: Token<CompareStore> = /* @__PURE__ */ token<CompareStore>('CompareStore');
