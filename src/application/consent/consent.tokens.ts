import { type Token, token } from '../../ports/token';
import type { ConsentStore } from './consent.store';
import type { RecordConsent } from './record-consent.use-case';

/** Consent's application services, by token. */
export const CONSENT_STORE: Token<ConsentStore> = /* @__PURE__ */ token<ConsentStore>('ConsentStore');
export const RECORD_CONSENT: Token<RecordConsent> = /* @__PURE__ */ token<RecordConsent>('RecordConsent');
