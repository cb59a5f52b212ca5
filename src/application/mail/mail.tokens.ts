import { type Token, token } from '../../ports/token';
import type { DeliverMail } from './deliver-mail.use-case';

/** Mail's application services, by token. */
export const DELIVER_MAIL: Token<DeliverMail> = /* @__PURE__ */ token<DeliverMail>('DeliverMail');
