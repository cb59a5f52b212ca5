import { type Token, token } from '../../ports/token';
import type { ShortlistSync } from './shortlist-sync';

/** The browser's shortlist sync (ADR 053), bound by the account chunk only (src/ui/account/account-module.ts). */
export const SHORTLIST_SYNC: Token<ShortlistSync> = /* @__PURE__ */ token<ShortlistSync>('ShortlistSync');
