import { render } from '@react-email/render';
import type { MailContent, OutgoingMail } from '../../domain/mail/mail';
import type { Mailer } from '../../ports/mailer.port';
import { MailDocument } from './mail-document';

/** The HTML part for a message's content: the branded layout, rendered with React Email. */
export function renderMailHtml(content: MailContent): Promise<string> {
  return render(<MailDocument content={content} />);
}

/**
 * A Mailer in front of the one that delivers (ADR 027): a message that carries its content as a
 * document goes on with its HTML part drawn from it, beside its text (multipart/alternative,
 * attachments unchanged); a message without one, or with its HTML already written, goes as it is.
 * The domain composes both from the same data and never sees React.
 */
export class HtmlMailer implements Mailer {
  constructor(private readonly inner: Mailer) {}

  async send(mail: OutgoingMail): Promise<{ readonly messageId: string }> {
    if (!mail.content || mail.html !== undefined) return this.inner.send(mail);
    const { content, ...rest } = mail;
    return this.inner.send({ ...rest, html: await renderMailHtml(content) });
  }
}
