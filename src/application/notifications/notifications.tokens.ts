import { type Token, token } from '../../ports/token';
import type { ToastStore } from './toast.store';

/** The notifications' application services, by token. */
export const TOAST_STORE: Token<ToastStore> = /* @__PURE__ */ token<ToastStore>('ToastStore');
