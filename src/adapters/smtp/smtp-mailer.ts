import { createTransport, type Transporter } from 'nodemailer';
import type { OutgoingMail } from '../../domain/mail/mail';
import type { Mailer } from '../../ports/mailer.port';
import { toNodemailerMessage } from './nodemailer-message';

export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465` (TLS from the start). */
  readonly url: string;
  /** The From mailbox, like `Ember & Oak <hello@emberandoak.example>`. */
  readonly from: string;
  /** Milliseconds; the defaults suit a real server, tests shorten them. */
  readonly timeouts?: {
    /** To open the connection (and resolve the host). Default 10 s. */
    readonly connectionMs?: number;
    /** For the server's greeting once connected. Default 10 s. */
    readonly greetingMs?: number;
    /** Of silence in the middle of a conversation. Default 20 s. */
    readonly socketMs?: number;
  };
}

/**
 * Sends through an SMTP server, one connection per message (the queue sends few, and a fresh
 * connection never finds a stale one). Resolves once the server accepted the message; rejects
 * when it refused it or could not be reached, within the timeouts, so a dead server turns into a
 * retry rather than a dispatcher that hangs.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpMailerOptions) {
    assertSmtpUrl(options.url);
    const timeouts = options.timeouts ?? {};
    const connectionTimeout = timeouts.connectionMs ?? 10_000;
    this.transport = createTransport({
      url: options.url,
      connectionTimeout,
      dnsTimeout: connectionTimeout,
      greetingTimeout: timeouts.greetingMs ?? 10_000,
      socketTimeout: timeouts.socketMs ?? 20_000,
      // Nothing to wait for once a failed connection is dropped.
      socketCloseTimeout: 1000,
    });
  }

  async send(mail: OutgoingMail): Promise<{ readonly messageId: string }> {
    const info = await this.transport.sendMail(toNodemailerMessage(mail, this.options.from));
    const refused = info.rejected?.length ?? 0;
    if (refused > 0) throw new Error(`The SMTP server refused ${refused} recipient(s): ${String(info.response)}`);
    return { messageId: String(info.messageId) };
  }

  /** Lets go of the transport's resources (none are held between messages). */
  close(): void {
    this.transport.close();
  }
}

/** Refuses anything but smtp:// or smtps:// with a host, without repeating the URL: it may hold a password. */
export function assertSmtpUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('The SMTP URL is not a URL; expected smtp://user:pass@host:port or smtps://…');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new Error(`The SMTP URL must start smtp:// or smtps://, not ${parsed.protocol}//`);
  }
  if (!parsed.hostname) throw new Error('The SMTP URL names no host');
}
