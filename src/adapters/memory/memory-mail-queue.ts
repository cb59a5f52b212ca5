import type { OutgoingMail } from '../../domain/mail/mail';
import type { MailBacklog, MailQueue, QueuedMail } from '../../ports/mail-queue.port';

/** One message in the memory outbox, as the table would hold it. */
export interface MemoryOutboxEntry {
  readonly id: string;
  readonly mail: OutgoingMail;
  readonly status: 'pending' | 'sent' | 'failed';
  readonly attempts: number;
  /** Epoch ms; null until first claimed (a new message is due at once). */
  readonly nextAttemptAt: number | null;
  readonly lastError: string | null;
  readonly sentAt: number | null;
  /** Epoch ms by the wall clock, as the table's created_at. */
  readonly queuedAt: number;
}

export const defaultLeaseMs = 15 * 60_000;

/**
 * The outbox in memory, for tests and QA, with the database adapter's rules: a new message is due
 * at once; a claim takes the oldest due messages, counts the attempt and holds them for the lease;
 * sent and given-up messages stay out of reach. Each call runs in one synchronous step, so
 * concurrent claims cannot take the same message.
 */
export class MemoryMailQueue implements MailQueue {
  private readonly entries: MemoryOutboxEntry[] = [];
  private readonly leaseMs: number;

  constructor(options: { readonly leaseMs?: number } = {}) {
    this.leaseMs = options.leaseMs ?? defaultLeaseMs;
  }

  async enqueue(mails: readonly OutgoingMail[]): Promise<void> {
    for (const mail of mails) {
      this.entries.push({
        id: globalThis.crypto.randomUUID(),
        mail: structuredClone(mail),
        status: 'pending',
        attempts: 0,
        nextAttemptAt: null,
        lastError: null,
        sentAt: null,
        queuedAt: Date.now(),
      });
    }
  }

  async claimDue(now: number, limit: number): Promise<readonly QueuedMail[]> {
    const due = this.entries
      .map((entry, index) => ({ entry, index }))
      .filter(({ entry }) => entry.status === 'pending' && (entry.nextAttemptAt === null || entry.nextAttemptAt <= now))
      .slice(0, Math.max(0, limit));
    return due.map(({ entry, index }) => {
      const claimed = { ...entry, attempts: entry.attempts + 1, nextAttemptAt: now + this.leaseMs };
      this.entries[index] = claimed;
      return { id: claimed.id, mail: structuredClone(claimed.mail), attempts: claimed.attempts };
    });
  }

  async markSent(id: string, now: number): Promise<void> {
    this.update(id, (entry) => ({ ...entry, status: 'sent', sentAt: now, lastError: null }));
  }

  async markFailed(id: string, error: string, retryAt: number | null): Promise<void> {
    this.update(id, (entry) =>
      retryAt === null
        ? { ...entry, status: 'failed', lastError: error }
        : { ...entry, nextAttemptAt: retryAt, lastError: error },
    );
  }

  async purgeSent(before: number): Promise<number> {
    const kept = this.entries.filter((e) => !(e.status === 'sent' && e.sentAt !== null && e.sentAt < before));
    const purged = this.entries.length - kept.length;
    this.entries.splice(0, this.entries.length, ...kept);
    return purged;
  }

  /** Every message ever queued, oldest first, in its current state (for tests' assertions). */
  snapshot(): readonly MemoryOutboxEntry[] {
    return this.entries.map((entry) => structuredClone(entry));
  }

  /** Forgets every message. */
  clear(): void {
    this.entries.length = 0;
  }

  async backlog(): Promise<MailBacklog> {
    const pending = this.entries.filter((entry) => entry.status === 'pending');
    return {
      pending: pending.length,
      oldestQueuedAt: pending.length === 0 ? null : Math.min(...pending.map((entry) => entry.queuedAt)),
    };
  }

  private update(id: string, change: (entry: MemoryOutboxEntry) => MemoryOutboxEntry): void {
    const index = this.entries.findIndex((e) => e.id === id && e.status === 'pending');
    const entry = this.entries[index];
    if (entry) this.entries[index] = change(entry);
  }
}
