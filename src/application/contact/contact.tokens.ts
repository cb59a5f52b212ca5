import { type Token, token } from '../../ports/token';
import type { CheckPhoneNumber } from './check-phone-number.use-case';

export const CHECK_PHONE_NUMBER: Token<CheckPhoneNumber> = /* @__PURE__ */ token<CheckPhoneNumber>('CheckPhoneNumber');
