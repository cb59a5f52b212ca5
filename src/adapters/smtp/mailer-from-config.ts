import type { Mailer } from '../../ports/mailer.port';
import { OutboxFolderMailer } from './outbox-folder-mailer';
import { SmtpMailer } from './smtp-mailer';

export interface MailerSettings {
  /** SMTP_URL; unset, messages go to the outbox folder. */
  readonly smtpUrl?: string | undefined;
  /** MAIL_FROM. */
  readonly from: string;
  /** MAIL_OUTBOX_DIR, or the data directory's outbox. */
  readonly outboxDir: string;
  readonly log: (line: string) => void;
}

/** The SMTP server when one is set, otherwise .eml files in the outbox folder; says which, once. */
export function createMailer(settings: MailerSettings): Mailer {
  if (settings.smtpUrl) {
    const mailer = new SmtpMailer({ url: settings.smtpUrl, from: settings.from });
    const { protocol, hostname, port } = new URL(settings.smtpUrl);
    settings.log(`E-mail: sending through ${protocol}//${hostname}${port ? `:${port}` : ''}`);
    return mailer;
  }
  settings.log(
    `E-mail: no SMTP_URL, so messages are written to ${settings.outboxDir} and nobody receives them; set SMTP_URL to send them`,
  );
  return new OutboxFolderMailer({ dir: settings.outboxDir, from: settings.from, log: settings.log });
}
