import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { OutgoingMail } from '../../domain/mail/mail';
import type { MailBacklog, MailQueue, QueuedMail } from '../../ports/mail-queue.port';
import type { Database } from './database';
import { mailOutbox } from './schema';
import { sweepAlone } from './sweep-alone';

/** The database itself, or a transaction on it: whatever a writer queues its messages with. */
export type OutboxWriter = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Long enough for a batch of sends through a slow server; a dispatcher that dies frees its messages after it. */
export const defaultLeaseMs = 15 * 60_000;

/** An error is kept for the operator, not as a transcript. */
const maxErrorLength = 2000;

/**
 * Queues messages in the outbox with the caller's database or transaction, so they commit or roll
 * back with the change that caused them. Each row's created_at is the transaction's time plus its
 * place in the list in microseconds, so the messages of one call keep their order.
 */
export async function insertOutboxMail(executor: OutboxWriter, mails: readonly OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await executor.insert(mailOutbox).values(
    mails.map((mail, index) => ({
      mail,
      createdAt: sql`now() + make_interval(secs => ${index / 1_000_000})`,
    })),
  );
}

/**
 * The outbox in PostgreSQL or PGlite (table mail_outbox). Times of claims and retries are the
 * caller's clock, not the database's, so tests can move time; a message never tried is due at
 * once, whatever that clock says.
 *
 * A claim is one `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING`: it counts the
 * attempt and pushes next_attempt_at a lease ahead in the same statement, so two dispatchers never
 * take one message, and a dispatcher that dies mid-send leaves it due again when the lease ends.
 */
export class DrizzleMailQueue implements MailQueue {
  private readonly leaseMs: number;

  constructor(
    private readonly db: Database,
    options: { readonly leaseMs?: number } = {},
  ) {
    this.leaseMs = options.leaseMs ?? defaultLeaseMs;
  }

  enqueue(mails: readonly OutgoingMail[]): Promise<void> {
    return insertOutboxMail(this.db, mails);
  }

  async claimDue(now: number, limit: number): Promise<readonly QueuedMail[]> {
    if (limit < 1) return [];
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          or(eq(mailOutbox.attempts, 0), sql`${mailOutbox.nextAttemptAt} <= ${new Date(now).toISOString()}`),
        ),
      )
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
      .limit(Math.floor(limit))
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now + this.leaseMs) })
      .where(inArray(mailOutbox.id, due))
      .returning({
        id: mailOutbox.id,
        mail: mailOutbox.mail,
        attempts: mailOutbox.attempts,
        // To the microsecond (a Date keeps milliseconds), in a form that sorts as text.
        order: sql<string>`to_char(${mailOutbox.createdAt} at time zone 'UTC', 'YYYYMMDDHH24MISSUS') || ${mailOutbox.id}::text`,
      });
    // RETURNING keeps no order; oldest first again.
    return claimed
      .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0))
      .map(({ id, mail, attempts }) => ({ id, mail, attempts }));
  }

  async markSent(id: string, now: number): Promise<void> {
    if (!isUuid(id)) return;
    await this.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date(now), lastError: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
  }

  async markFailed(id: string, error: string, retryAt: number | null): Promise<void> {
    if (!isUuid(id)) return;
    const lastError = cleanError(error);
    await this.db
      .update(mailOutbox)
      .set(retryAt === null ? { status: 'failed', lastError } : { nextAttemptAt: new Date(retryAt), lastError })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
  }

  async backlog(): Promise<MailBacklog> {
    const [row] = await this.db
      .select({ pending: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${mailOutbox.createdAt})::text` })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    return { pending: row?.pending ?? 0, oldestQueuedAt: row?.oldest ? Date.parse(row.oldest) : null };
  }

  async purgeSent(before: number): Promise<number> {
    const purged = await sweepAlone(this.db, 'mail-purge', [], (tx) =>
      tx
        .delete(mailOutbox)
        .where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, new Date(before))))
        .returning({ id: mailOutbox.id }),
    );
    return purged.length;
  }
}

/** An id that is not a uuid names no row; asking PostgreSQL would be an error instead. */
function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

/** PostgreSQL text holds no NUL character; a long error is cut. */
function cleanError(error: string): string {
  const clean = error.replaceAll('\u0000', '');
  return clean.length > maxErrorLength ? `${clean.slice(0, maxErrorLength - 1)}…` : clean;
}
