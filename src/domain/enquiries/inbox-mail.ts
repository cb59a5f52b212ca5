import { neutralisedCell } from '../catalogue/price-sheet';
import { type MailBrand, type OutgoingMail, paragraphs, signOffBlocks } from '../mail/mail';
import type { MailSender } from '../mail/reply-sender';
import { londonParts } from '../shared/london-time';
import type { EnquiryKind, EnquiryStatus, StoredEnquiry } from './enquiry';
import { enquiryNoun, enquiryTitle } from './enquiry-replies';
import { INBOX_STATUS_LABELS } from './inbox-status';

/**
 * What the inbox sends and exports (issue 19 item 3): an operator's reply to a visitor, and the
 * filtered list as spreadsheet rows. Pure: the use case queues the mail with the reply it keeps.
 */

/**
 * How long the console's texts on an enquiry may be: a note, a reply's subject (one line) and its
 * message. The inbox's contract (src/adapters/contracts/inbox.contract.ts) checks them; the
 * enquiry screen's subject field holds no more.
 */
export const INBOX_TEXT_LIMITS = { note: 5_000, subject: 200, reply: 20_000 } as const;

export interface InboxReplyContext {
  readonly enquiry: Pick<StoredEnquiry, 'email' | 'reference' | 'kind'>;
  readonly subject: string;
  /** What the operator typed: plain text, paragraphs split by blank lines. */
  readonly body: string;
  readonly brand: MailBrand;
  /** Who it is from, as ../mail/reply-sender.ts decides: the member and the operator, on an address the operator's domain signs. */
  readonly from: MailSender;
  /** The team address for this kind of enquiry; '' when there is none (then the support address). */
  readonly replyTo: string;
}

/** The subject the reply form starts with: "Re: your group booking enquiry (EQ-7K3P9Q)". */
export function defaultReplySubject(enquiry: Pick<StoredEnquiry, 'kind' | 'reference'>): string {
  return `Re: your ${enquiryNoun[enquiry.kind]} (${enquiry.reference})`;
}

/** The reply as an e-mail: the operator's words as text (never markup), the reference, the usual sign-off. */
export function inboxReplyMail(context: InboxReplyContext): OutgoingMail {
  const { enquiry, brand, subject, body } = context;
  const replyTo = context.replyTo || brand.supportEmail;
  const quote = `Your reference: ${enquiry.reference}`;
  return {
    to: enquiry.email,
    from: context.from,
    ...(replyTo ? { replyTo } : {}),
    subject,
    text: [body, '', quote, '', brand.name, brand.siteUrl].join('\n'),
    content: {
      preheader: `${enquiry.reference}: ${subject}`,
      heading: subject,
      blocks: [...paragraphs(...body.split(/\n\s*\n/)), { kind: 'note', text: quote }, ...signOffBlocks(brand)],
      brand,
    },
  };
}

/** A row of the list as the export reads it. */
export interface InboxCsvRow {
  readonly reference: string;
  readonly kind: EnquiryKind;
  readonly name: string;
  readonly email: string;
  readonly status: EnquiryStatus;
  /** ISO 8601, UTC. */
  readonly created_at: string;
  readonly residence: string | null;
  readonly assignee: { readonly name: string; readonly email: string } | null;
}

export const INBOX_CSV_COLUMNS = [
  'reference',
  'received (London)',
  'kind',
  'status',
  'name',
  'email',
  'residence',
  'assigned to',
] as const;

/**
 * The export's cells, the header first: London time, kinds and statuses by their names, residences
 * by name where known. Every cell a spreadsheet would run as a formula is neutralised (a leading
 * apostrophe), since names and addresses are typed by anyone.
 */
export function inboxCsvCells(
  rows: readonly InboxCsvRow[],
  residenceNames: Readonly<Record<string, string>>,
): string[][] {
  return [
    [...INBOX_CSV_COLUMNS],
    ...rows.map((r) => {
      const { date, time } = londonParts(Date.parse(r.created_at));
      return [
        r.reference,
        `${date} ${time}`,
        enquiryTitle(r.kind),
        INBOX_STATUS_LABELS[r.status],
        r.name,
        r.email,
        r.residence === null ? '' : (residenceNames[r.residence] ?? r.residence),
        r.assignee ? r.assignee.name || r.assignee.email : '',
      ].map(neutralisedCell);
    }),
  ];
}
