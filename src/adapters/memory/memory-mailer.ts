import type { OutgoingMail } from '../../domain/mail/mail';
import type { Mailer } from '../../ports/mailer.port';

/**
 * A mailer that keeps what it is given, for tests and QA. `failNext(n)` makes the next n sends
 * reject, as a mail server that is down or refuses a message would; a failed send keeps nothing.
 */
export class MemoryMailer implements Mailer {
  /** Messages accepted, in order. */
  readonly sent: OutgoingMail[] = [];
  /** Messages refused by `failNext`, in order. */
  readonly refused: OutgoingMail[] = [];
  private failures = 0;
  private count = 0;

  async send(mail: OutgoingMail): Promise<{ readonly messageId: string }> {
    if (this.failures > 0) {
      this.failures -= 1;
      this.refused.push(mail);
      throw new Error(`MemoryMailer: refused the message to ${mail.to} (failNext)`);
    }
    this.sent.push(structuredClone(mail));
    this.count += 1;
    return { messageId: `<memory-${this.count}@digs.invalid>` };
  }

  /** The next `count` sends reject. */
  failNext(count = 1): void {
    this.failures += count;
  }

  /** Messages accepted for an address (compared without regard to case, name ignored). */
  sentTo(address: string): OutgoingMail[] {
    const wanted = address.toLowerCase();
    return this.sent.filter((m) => bareAddress(m.to) === wanted);
  }
}

/** `Zoë Ng <zoe@example.com>` -> `zoe@example.com`. */
function bareAddress(to: string): string {
  return (/<([^>]*)>\s*$/.exec(to)?.[1] ?? to).trim().toLowerCase();
}
