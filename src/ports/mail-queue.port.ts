import type { OutgoingMail } from '../domain/mail/mail';
import { type Token, token } from './token';

export interface QueuedMail {
  readonly id: string;
  readonly mail: OutgoingMail;
  /** Delivery attempts made so far. */
  readonly attempts: number;
}

/**
 * The outbox: e-mails waiting to be delivered, kept in the database. Writers that change data
 * (a booking, a cancellation) queue their messages in the same transaction, so a message exists
 * exactly when its change does. The dispatcher claims due messages, delivers them, and marks each
 * sent or schedules a retry.
 */
export interface MailQueue {
  enqueue(mails: readonly OutgoingMail[]): Promise<void>;
  /**
   * Up to `limit` messages due at `now` (pending, next attempt not in the future), oldest first,
   * claimed so that another dispatcher does not take them at the same time.
   */
  claimDue(now: number, limit: number): Promise<readonly QueuedMail[]>;
  markSent(id: string, now: number): Promise<void>;
  /** Delivery failed: try again at `retryAt`, or give up for good when `retryAt` is null. */
  markFailed(id: string, error: string, retryAt: number | null): Promise<void>;
  /**
   * Deletes messages sent before `before`: a sent message holds a visitor's details and their
   * manage link, and is kept only as long as it helps to answer "did it go?". Returns how many.
   */
  purgeSent(before: number): Promise<number>;
  /** What waits to go (for the operators' metrics): messages pending, and when the oldest was queued (epoch ms). */
  backlog(): Promise<MailBacklog>;
}

export interface MailBacklog {
  readonly pending: number;
  readonly oldestQueuedAt: number | null;
}

export const MAIL_QUEUE: Token<MailQueue> = token<MailQueue>('MailQueue');
