import { isEmailAddress } from '../shared/email-address';

/**
 * Who an inbox reply is from (issue 36 item 8, ADR 092). A reply names the member of staff and the
 * operator ("Sana at Ember & Oak") but is sent from an address the operator's domain can
 * authenticate: the sending mailbox (MAIL_FROM) by default, or the address the operator set for
 * replies when it is on the sending mailbox's own domain. Never a member's own address, which the
 * sending server cannot sign for: receiving servers would treat the message as forged (DMARC).
 * Answers go to the team address for the enquiry's kind (or the support address).
 */

/** A From mailbox as the mail adapter sends it: the name is encoded by the adapter, never pasted into a header. */
export interface MailSender {
  readonly name: string;
  readonly address: string;
}

/** The longest display name a reply carries. */
export const SENDER_NAME_MAX = 120;

/** `Ember & Oak <no-reply@emberandoak.example>` or a bare address -> the address. */
export function mailboxAddress(mailbox: string): string {
  const angled = /<([^<>]*)>\s*$/.exec(mailbox);
  return (angled?.[1] ?? mailbox).trim();
}

/** The domain of an address, lower-cased: what follows its last @; '' when it has none. */
export function addressDomain(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 0
    ? ''
    : address
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** Whether two addresses are on the same domain (exactly: a subdomain is another domain here). */
export function sameDomain(a: string, b: string): boolean {
  const domain = addressDomain(a);
  return domain !== '' && domain === addressDomain(b);
}

/**
 * What is wrong with the address the operator set for replies; null when it may be used. Empty is
 * allowed (replies then come from the sending address). An address on another domain is refused,
 * not accepted with a warning: a warning would still let every reply go out failing DMARC.
 */
export function replyFromIssue(replyFrom: string, sendingAddress: string): string | null {
  if (replyFrom === '') return null;
  const domain = addressDomain(sendingAddress);
  if (!isEmailAddress(replyFrom)) return `An e-mail address, like enquiries@${domain || 'example.com'}.`;
  if (!sameDomain(replyFrom, sendingAddress))
    return `Use an address on ${domain}, the domain this site sends mail from: receiving servers check (SPF, DKIM, DMARC) that a message comes from its own domain and treat others as forged.`;
  return null;
}

/** Any run of spaces or control characters (line breaks included) as one space. */
const spacesAndControls = /[\s\p{Cc}\u2028\u2029]+/gu;
const oneLine = (text: string) => text.replace(spacesAndControls, ' ').trim();

/**
 * "Sana at Ember & Oak": the member's name as their account has it and the operator's; the
 * operator's alone when the member has no name. One line (control characters become spaces, so no
 * name can add a header line), at most SENDER_NAME_MAX characters.
 */
export function senderName(staffName: string, brandName: string): string {
  const staff = oneLine(staffName);
  const brand = oneLine(brandName);
  const name = staff && brand ? `${staff} at ${brand}` : staff || brand;
  let kept = '';
  for (const character of name) {
    if (kept.length + character.length > SENDER_NAME_MAX) break;
    kept += character;
  }
  return kept.trim();
}

export interface ReplySenderContext {
  readonly staffName: string;
  readonly brandName: string;
  /** The operator's setting ('' for none). */
  readonly replyFrom: string;
  /** The sending mailbox's address (MAIL_FROM's). */
  readonly sendingAddress: string;
  /** The team address for the enquiry's kind; '' when there is none. */
  readonly teamAddress: string;
  readonly supportEmail: string;
}

/** A reply's From and Reply-To (see the module's note). */
export function inboxReplySender(context: ReplySenderContext): { from: MailSender; replyTo: string } {
  const { sendingAddress } = context;
  const address =
    context.replyFrom !== '' && replyFromIssue(context.replyFrom, sendingAddress) === null
      ? context.replyFrom
      : sendingAddress;
  return {
    from: { name: senderName(context.staffName, context.brandName), address },
    replyTo: context.teamAddress || context.supportEmail || address,
  };
}

/** The From as a mail client shows it: `Sana at Ember & Oak <enquiries@…>`, or the address alone. */
export function senderLine(sender: MailSender): string {
  return sender.name ? `${sender.name} <${sender.address}>` : sender.address;
}
