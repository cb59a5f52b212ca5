import type { MailSender } from './reply-sender';

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
  /**
   * Who it is from, when not the site's sending mailbox (MAIL_FROM): an inbox reply names the
   * member of staff (ADR 092). The mail adapter sends it only on MAIL_FROM's own domain.
   */
  readonly from?: MailSender;
  readonly replyTo?: string;
  readonly subject: string;
  /** The plain-text body; every message has one. */
  readonly text: string;
  readonly html?: string;
  /**
   * The same message as a structured document, from the same data as `text`: a mail adapter
   * renders it as the HTML part (ADR 027). Messages without it go as text only.
   */
  readonly content?: MailContent;
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

/** The brand a mail signs with: the operator's name, support address and phone as the site settings hold them, and the site's address. */
export function mailBrand(
  settings: { readonly brand_name: string; readonly support_email: string; readonly phone: string },
  siteUrl: string,
): MailBrand {
  return { name: settings.brand_name, supportEmail: settings.support_email, phone: settings.phone, siteUrl };
}

/** A link in an e-mail: always absolute (https:, mailto: or tel:), since a mail client has no base address. */
export interface MailLink {
  readonly label: string;
  readonly href: string;
}

/** A label and its value, like "When" and "Monday 14 June 2027, 09:30 to 10:00". Line breaks in the value are kept. */
export interface MailFact {
  readonly label: string;
  readonly value: string;
}

/**
 * One block of an e-mail's body, in reading order. Values are plain text, never markup: the
 * renderer escapes them, so whatever a visitor typed stays text.
 */
export type MailBlock =
  | { readonly kind: 'paragraph'; readonly text: string }
  /** A heading inside the body, under the message's own. */
  | { readonly kind: 'heading'; readonly text: string }
  /** Details set out as labels and values. */
  | { readonly kind: 'facts'; readonly facts: readonly MailFact[] }
  /** The message's main action, shown as a large button, with a line under it when given. */
  | { readonly kind: 'action'; readonly link: MailLink; readonly note?: string }
  /** Small print, like "keep this link private". */
  | { readonly kind: 'note'; readonly text: string };

/**
 * What an e-mail says, as a document rather than text: what a templating adapter needs to draw
 * the branded HTML part. Pure data, so it is queued with the message (ADR 027).
 */
export interface MailContent {
  /** The inbox's one-line preview, shown after the subject. */
  readonly preheader: string;
  /** The message's heading. */
  readonly heading: string;
  readonly blocks: readonly MailBlock[];
  /** Who writes: the header and the footer. */
  readonly brand: MailBrand;
  /** The footer's links, after the site's own address (an unsubscribe link goes here). */
  readonly footerLinks?: readonly MailLink[];
}

/** One paragraph block per text, empty ones left out. */
export function paragraphs(...texts: readonly string[]): MailBlock[] {
  return texts.filter((t) => t.trim() !== '').map((text) => ({ kind: 'paragraph', text }));
}

/** The sign-off every message to a visitor ends with, as blocks; the phone is a tap-to-call link when there is one. */
export function signOffBlocks(brand: MailBrand): MailBlock[] {
  return [
    {
      kind: 'paragraph',
      text: brand.phone
        ? `Questions? Reply to this e-mail or call us on ${brand.phone}.`
        : 'Questions? Reply to this e-mail.',
    },
  ];
}

/** The footer's contact links: the phone (tap to call) and the support address, when the brand has them. */
export function contactLinks(brand: MailBrand): MailLink[] {
  return [
    ...(brand.phone ? [{ label: brand.phone, href: `tel:${brand.phone.replace(/[^+\d]/g, '')}` }] : []),
    ...(brand.supportEmail ? [{ label: brand.supportEmail, href: `mailto:${brand.supportEmail}` }] : []),
  ];
}
