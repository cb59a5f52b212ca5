import type { Clock } from '../../ports/clock.port';
import type { MailQueue } from '../../ports/mail-queue.port';
import type { Mailer } from '../../ports/mailer.port';

const minute = 60_000;
const hour = 60 * minute;

/** How long to wait after each failed attempt: first, second, …; the last repeats. */
export const retrySchedule: readonly number[] = [minute, 5 * minute, 15 * minute, hour, 3 * hour, 6 * hour, 12 * hour];

/** The wait before trying again after the `attempts`-th failed attempt (1 for the first). */
export function retryDelayMs(attempts: number): number {
  const index = Math.min(Math.max(1, Math.floor(attempts)), retrySchedule.length) - 1;
  return retrySchedule[index] ?? 12 * hour;
}

export interface DeliveryReport {
  readonly sent: number;
  /** Failed this time and scheduled to be tried again. */
  readonly retried: number;
  /** Failed for the last allowed time, and will not be tried again. */
  readonly gaveUp: number;
}

/**
 * Delivers the outbox: claims the messages due now, a batch at a time, hands each to the mailer,
 * and marks it sent, or schedules another attempt (1 min, 5 min, 15 min, 1 h, 3 h, 6 h, then every
 * 12 h), or gives up after `maxAttempts`. One message failing does not hold up the others.
 *
 * Delivery is at least once: a message whose mark is lost (the process dies between the server's
 * acceptance and the mark) is sent again when its claim's lease runs out.
 */
export class DeliverMail {
  private readonly batch: number;
  private readonly maxAttempts: number;

  constructor(
    private readonly queue: MailQueue,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    options: { readonly batch?: number; readonly maxAttempts?: number } = {},
  ) {
    this.batch = Math.max(1, Math.floor(options.batch ?? 10));
    this.maxAttempts = Math.max(1, Math.floor(options.maxAttempts ?? 10));
  }

  async run(): Promise<DeliveryReport> {
    let sent = 0;
    let retried = 0;
    let gaveUp = 0;
    for (;;) {
      const due = await this.queue.claimDue(this.clock.now(), this.batch);
      for (const message of due) {
        try {
          await this.mailer.send(message.mail);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          if (message.attempts >= this.maxAttempts) {
            await this.queue.markFailed(message.id, reason, null);
            gaveUp += 1;
          } else {
            await this.queue.markFailed(message.id, reason, this.clock.now() + retryDelayMs(message.attempts));
            retried += 1;
          }
          continue;
        }
        await this.queue.markSent(message.id, this.clock.now());
        sent += 1;
      }
      if (due.length < this.batch) return { sent, retried, gaveUp };
    }
  }
}
