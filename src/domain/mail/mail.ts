/**
 * An e-mail the site sends: composed by pure rules, queued in the database with the change that
 * caused it (so a crash or a mail-server outage loses nothing), delivered by a Mailer.
 */

export interface MailAttachment {
  readonly filename: string;
  /** Like `text/calendar; charset=utf-8; method=REQUEST`. */
  readonly contentType: string;
  /** The attachment's text. */
  readonly content: string;
}

export interface OutgoingMail {
  readonly to: string;
  readonly replyTo?: string;
  readonly subject: string;
  /** The plain-text body; every message has one. */
  readonly text: string;
  readonly html?: string;
  readonly attachments?: readonly MailAttachment[];
}

/** Who is writing: the operator's brand and how to reach them. */
export interface MailBrand {
  readonly name: string;
  readonly supportEmail: string;
  readonly phone: string;
  /** The site's public address, like https://emberandoak.example. */
  readonly siteUrl: string;
}
