import type { SendMailOptions } from 'nodemailer';
import type { MailAttachment, OutgoingMail } from '../../domain/mail/mail';
import { mailboxAddress, sameDomain } from '../../domain/mail/reply-sender';

/** `text/calendar; charset=utf-8; method=REQUEST` -> `REQUEST`; undefined for anything else. */
function calendarMethod(attachment: MailAttachment): string | undefined {
  if (!/^\s*text\/calendar\s*(;|$)/i.test(attachment.contentType)) return undefined;
  return /;\s*method\s*=\s*"?([A-Za-z-]+)"?/i.exec(attachment.contentType)?.[1]?.toUpperCase();
}

/**
 * The nodemailer message for one of ours. An invitation (the first text/calendar attachment with a
 * method) goes the way calendar-aware clients (Gmail, Outlook, Apple Mail) look for it, as
 * Google Calendar sends its own: a text/calendar part with the method beside the text and HTML
 * (multipart/alternative), and the same file attached as `<filename>`. Other attachments are
 * attached as they are, base64-encoded so their bytes and line endings arrive unchanged.
 *
 * A message naming its sender (an inbox reply, ADR 092) goes from that sender only when its address
 * is on the From mailbox's own domain, which the sending server can sign for; otherwise from the
 * From mailbox. The name goes as nodemailer's address object, which quotes or encodes it, so no
 * name can break the header or add one.
 */
export function toNodemailerMessage(mail: OutgoingMail, from: string): SendMailOptions {
  const attachments = mail.attachments ?? [];
  const invitation = attachments.find((a) => calendarMethod(a) !== undefined);
  const method = invitation && calendarMethod(invitation);
  const sender = mail.from && sameDomain(mail.from.address, mailboxAddress(from)) ? mail.from : undefined;
  return {
    from: sender ? { name: sender.name, address: sender.address } : from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html !== undefined ? { html: mail.html } : {}),
    ...(invitation && method
      ? { icalEvent: { method, filename: invitation.filename, content: invitation.content } }
      : {}),
    attachments: attachments
      .filter((a) => a !== invitation)
      .map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.contentType,
        contentTransferEncoding: 'base64' as const,
      })),
  };
}
