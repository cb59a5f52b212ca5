import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { OutgoingMail } from '../../domain/mail/mail';
import type { Mailer } from '../../ports/mailer.port';
import { toNodemailerMessage } from './nodemailer-message';

export interface OutboxFolderMailerOptions {
  /** Where the .eml files go; made when missing. */
  readonly dir: string;
  /** The From mailbox. */
  readonly from: string;
  /** Told one line per message: the file only (never the recipient, subject or body: ADR 071). */
  readonly log?: (line: string) => void;
}

/**
 * The mailer when no SMTP server is set: each message becomes a real RFC 822 file in a folder
 * (open it in any mail client), named `<UTC time>-<sequence>-<random>.eml` so names sort by time
 * and never collide. A file appears whole or not at all: it is written under a temporary name and
 * renamed.
 */
export class OutboxFolderMailer implements Mailer {
  private readonly transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  private sequence = 0;

  constructor(private readonly options: OutboxFolderMailerOptions) {}

  async send(mail: OutgoingMail): Promise<{ readonly messageId: string }> {
    const info = await this.transport.sendMail(toNodemailerMessage(mail, this.options.from));
    const message = info.message;
    if (!Buffer.isBuffer(message)) throw new Error('The stream transport gave no buffer');
    await mkdir(this.options.dir, { recursive: true });
    this.sequence += 1;
    const name = `${fileTime(Date.now())}-${String(this.sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
    const file = path.join(this.options.dir, name);
    const temporary = path.join(this.options.dir, `.${name}.tmp`);
    try {
      await writeFile(temporary, message);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    // The file only: recipients are personal data, and subjects and bodies carry sign-in codes and
    // one-time links (ADR 071), so all of them stay out of the log. The file holds the message.
    this.options.log?.(`E-mail written to ${file}`);
    return { messageId: String(info.messageId) };
  }
}

/** `20261121T215712.345Z`: sorts as it reads, and is a valid file name everywhere. */
function fileTime(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:]/g, '');
}
