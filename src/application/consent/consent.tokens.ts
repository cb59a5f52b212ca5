import { type Token, token } from '../../ports/token';
import type { ConsentStore } from './consent.store';

/** Consent's application services, by token. */
export const CONSENT_STORE: Token<ConsentStore> = token<ConsentStore>('application.ConsentStore');
