import type { OutgoingMail } from '../domain/mail/mail';
import { type Token, token } from './token';

/**
 * Hands one e-mail to whatever delivers mail: an SMTP server, the outbox folder when none is set,
 * or memory in tests. Resolves once the message was accepted; rejects when it was not, so the
 * queue can try again later.
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<{ readonly messageId: string }>;
}

export const MAILER: Token<Mailer> = token<Mailer>('Mailer');
