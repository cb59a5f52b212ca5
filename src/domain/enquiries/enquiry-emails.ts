import { PRICE_BANDS } from '../catalogue/property-filter';
import { ROOM_KIND_LABELS } from '../catalogue/room-kinds';
import { contactLinks, type MailBrand, type OutgoingMail, paragraphs, signOffBlocks } from '../mail/mail';
import { TENANCY_LENGTHS } from '../room-finder/enquiry-steps';
import { phoneForDisplay } from '../shared/phone-number';
import type { StoredEnquiry } from './enquiry';
import { answersInWords, enquiryForms } from './enquiry-forms';
import { enquiryNoun, enquiryTitle, nextSteps } from './enquiry-replies';
import { unsubscribeUrl } from './referrals';

/**
 * The e-mails an enquiry sends, composed from it as stored (its reference known): a notice to the
 * staff who handle its kind, answerable straight to the visitor, and an auto-reply to the visitor
 * with their reference, a copy of what they sent and what happens next. A referral also writes to
 * the friend, in a fixed message that carries nothing the visitor typed but the two names, so the
 * form cannot be used to send strangers someone else's words. Pure: queued by the caller in the
 * transaction that stores the enquiry.
 */

export interface EnquiryMailContext {
  readonly enquiry: StoredEnquiry;
  readonly brand: MailBrand;
  /** Where this kind of enquiry goes; '' when the operator has no address (then no notice goes). */
  readonly staffEmail: string;
  /** Catalogue names of the slugs among the answers (residences, the room finder's city). */
  readonly names: Readonly<Record<string, string>>;
  /**
   * A referral's friend: mailed only when `mailFriend` (not opted out, not mailed this week), with
   * the unsubscribe link's token. Without it a referral's friend is mailed with no link (a preview).
   */
  readonly friend?: { readonly mailFriend: boolean; readonly unsubscribeToken: string };
}

interface Answer {
  readonly label: string;
  readonly value: string;
}

/** Text a visitor typed, for a header or one line: whitespace (line breaks included) as single spaces. */
function oneLine(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

function line({ label, value }: Answer): string {
  const lines = value.split(/\r\n|\r|\n/);
  return lines.length === 1 ? `${label}: ${value}` : `${label}:\n${lines.map((l) => `  ${l}`).join('\n')}`;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

function withCountryCode(fields: Readonly<Record<string, unknown>>): string {
  return phoneForDisplay(text(fields.countryCode), text(fields.phone));
}

const labelled = (options: readonly { id: string; label: string }[], value: unknown): string =>
  (Array.isArray(value) ? value : [value])
    .map((id) => options.find((o) => o.id === id)?.label ?? text(id))
    .filter(Boolean)
    .join(', ');

/** The room finder's answers, by the names its steps show. */
function roomFinderAnswers(enquiry: StoredEnquiry, names: Readonly<Record<string, string>>): Answer[] {
  const f = enquiry.fields;
  const roomKinds = Object.entries(ROOM_KIND_LABELS).map(([id, label]) => ({ id, label }));
  const answers: Answer[] = [
    { label: 'City', value: names[text(f.city)] ?? text(f.city) },
    { label: 'Move-in date', value: text(f.moveInDate) },
    { label: 'Tenancy length', value: labelled(TENANCY_LENGTHS, f.duration) },
    { label: 'Budget a week', value: labelled(PRICE_BANDS, f.price) },
    { label: 'Kinds of room', value: labelled(roomKinds, f.space) },
    { label: 'Your name', value: enquiry.name },
    { label: 'Email address', value: enquiry.email },
    { label: 'Phone number', value: withCountryCode(f) },
  ];
  return answers.filter((a) => a.value !== '');
}

/** Every answer of an enquiry by its label, in the order it was asked. */
export function enquiryAnswers(enquiry: StoredEnquiry, names: Readonly<Record<string, string>> = {}): Answer[] {
  const { kind } = enquiry;
  if (kind === 'room-finder') return roomFinderAnswers(enquiry, names);
  if (kind === 'chat') {
    return [
      { label: 'Message', value: text(enquiry.fields.message) },
      { label: 'Your name', value: enquiry.name },
      { label: 'Email address', value: enquiry.email },
    ];
  }
  return answersInWords(
    kind,
    { ...enquiry.fields, name: enquiry.name, email: enquiry.email, phone: withCountryCode(enquiry.fields) },
    (slug) => names[slug] ?? slug,
  );
}

function campaign(enquiry: StoredEnquiry): string {
  const parts = (['source', 'medium', 'campaign', 'term', 'content'] as const)
    .filter((key) => enquiry.utm[key])
    .map((key) => `${key} ${oneLine(enquiry.utm[key] ?? '')}`);
  return parts.length ? parts.join(', ') : 'none';
}

function signOff(brand: MailBrand): string[] {
  return [
    '',
    brand.phone ? `Questions? Reply to this e-mail or call us on ${brand.phone}.` : 'Questions? Reply to this e-mail.',
    '',
    brand.name,
    brand.siteUrl,
  ];
}

function staffNotice(context: EnquiryMailContext): OutgoingMail {
  const { enquiry, brand, names } = context;
  const referral = text(enquiry.fields.referralCode);
  return {
    to: context.staffEmail,
    replyTo: enquiry.email,
    subject: `${enquiryTitle(enquiry.kind)} from ${oneLine(enquiry.name)} (${enquiry.reference})`,
    text: [
      `New ${enquiryTitle(enquiry.kind).toLowerCase()} from the website.`,
      '',
      `Reference: ${enquiry.reference}`,
      ...enquiryAnswers(enquiry, names).map(line),
      ...(referral ? [`Referral code: ${referral}`] : []),
      '',
      `Sent from: ${brand.siteUrl}${enquiry.source_page}`,
      `Campaign: ${campaign(enquiry)}`,
      `Terms and privacy policy: ${enquiry.consent ? 'accepted' : 'not asked on this form'}`,
      '',
      `Reply to this e-mail to write to ${oneLine(enquiry.name)}.`,
    ].join('\n'),
    content: {
      preheader: `${enquiry.reference}: ${oneLine(enquiry.name)}`,
      heading: `New ${enquiryTitle(enquiry.kind).toLowerCase()}`,
      blocks: [
        {
          kind: 'facts',
          facts: [
            { label: 'Reference', value: enquiry.reference },
            ...enquiryAnswers(enquiry, names),
            ...(referral ? [{ label: 'Referral code', value: referral }] : []),
          ],
        },
        { kind: 'heading', text: 'Where it came from' },
        {
          kind: 'facts',
          facts: [
            { label: 'Sent from', value: `${brand.siteUrl}${enquiry.source_page}` },
            { label: 'Campaign', value: campaign(enquiry) },
            { label: 'Terms and privacy policy', value: enquiry.consent ? 'accepted' : 'not asked on this form' },
          ],
        },
        ...paragraphs(`Reply to this e-mail to write to ${oneLine(enquiry.name)}.`),
      ],
      brand,
    },
  };
}

function replyTo(context: EnquiryMailContext): { replyTo?: string } {
  const address = context.staffEmail || context.brand.supportEmail;
  return address ? { replyTo: address } : {};
}

/** Answers a visitor types freely: never copied to the address they typed, so the site cannot carry anyone's text to anyone. */
const typedFreely: ReadonlySet<string> = new Set(['text', 'textarea', 'email', 'tel']);

/**
 * What the auto-reply repeats: the visitor's choices (topics, dates, residences, kinds of room),
 * not what they typed. Anyone can type any address into a form; with the text left out, the
 * auto-reply is no use for sending a stranger someone else's words (ADR 020).
 */
export function visitorCopy(enquiry: StoredEnquiry, names: Readonly<Record<string, string>> = {}): Answer[] {
  const { kind } = enquiry;
  if (kind === 'chat') return [];
  if (kind === 'room-finder') {
    return roomFinderAnswers(enquiry, names).filter(
      (a) => !['Your name', 'Email address', 'Phone number'].includes(a.label),
    );
  }
  const chosen = Object.fromEntries(
    enquiryForms[kind].fields.filter((f) => !typedFreely.has(f.input)).map((f) => [f.key, enquiry.fields[f.key]]),
  );
  return answersInWords(kind, chosen, (slug) => names[slug] ?? slug);
}

function autoReply(context: EnquiryMailContext): OutgoingMail {
  const { enquiry, brand, names } = context;
  const noun = enquiryNoun[enquiry.kind];
  const copy = visitorCopy(enquiry, names);
  return {
    to: enquiry.email,
    ...replyTo(context),
    subject: `We have your ${noun} (${enquiry.reference})`,
    text: [
      'Hello,',
      '',
      `Thank you for contacting ${brand.name}. We have your ${noun}; its reference is ${enquiry.reference}. Please quote it if you write or call about it.`,
      '',
      `What happens next: ${nextSteps[enquiry.kind]}`,
      ...(copy.length ? ['', 'What you chose:', '', ...copy.map(line)] : []),
      '',
      'What you wrote is with our team; for your privacy we do not repeat it by e-mail.',
      ...signOff(brand),
    ].join('\n'),
    content: {
      preheader: `Your reference is ${enquiry.reference}. ${nextSteps[enquiry.kind]}`,
      heading: `We have your ${noun}`,
      blocks: [
        ...paragraphs(
          'Hello,',
          `Thank you for contacting ${brand.name}. We have your ${noun}; its reference is ${enquiry.reference}. Please quote it if you write or call about it.`,
        ),
        { kind: 'heading', text: 'What happens next' },
        ...paragraphs(nextSteps[enquiry.kind]),
        ...(copy.length
          ? [{ kind: 'heading', text: 'What you chose' } as const, { kind: 'facts', facts: copy } as const]
          : []),
        { kind: 'note', text: 'What you wrote is with our team; for your privacy we do not repeat it by e-mail.' },
        ...signOffBlocks(brand),
      ],
      brand,
      footerLinks: contactLinks(brand),
    },
  };
}

/** The referral's three names, as typed: one line each, no longer than a name may be. */
function referral(context: EnquiryMailContext) {
  const { enquiry, names } = context;
  const residence = text(enquiry.fields.property);
  return {
    resident: oneLine(enquiry.name, 100),
    friend: oneLine(text(enquiry.fields.friendName), 100),
    friendEmail: text(enquiry.fields.friendEmail),
    residence: names[residence] ?? residence,
    code: text(enquiry.fields.referralCode),
  };
}

function referralReceipt(context: EnquiryMailContext): OutgoingMail {
  const { enquiry, brand } = context;
  const r = referral(context);
  return {
    to: enquiry.email,
    ...replyTo(context),
    subject: `Your referral code: ${r.code}`,
    text: [
      `Hello ${r.resident},`,
      '',
      `Thanks for recommending ${brand.name} to ${r.friend}. Your referral code is ${r.code}. We e-mail it to ${r.friend} once, unless they have asked us not to write to them.`,
      '',
      `${nextSteps.friend} The offer's terms are on our offers page: ${brand.siteUrl}/offers`,
      '',
      `The reference of this referral is ${enquiry.reference}.`,
      ...signOff(brand),
    ].join('\n'),
    content: {
      preheader: `${r.code}: your referral code for ${r.friend}.`,
      heading: 'Your referral code',
      blocks: [
        ...paragraphs(
          `Hello ${r.resident},`,
          `Thanks for recommending ${brand.name} to ${r.friend}. We e-mail your code to ${r.friend} once, unless they have asked us not to write to them.`,
        ),
        { kind: 'facts', facts: [{ label: 'Referral code', value: r.code }] },
        ...paragraphs(nextSteps.friend),
        { kind: 'action', link: { label: "The offer's terms", href: `${brand.siteUrl}/offers` } },
        { kind: 'note', text: `The reference of this referral is ${enquiry.reference}.` },
        ...signOffBlocks(brand),
      ],
      brand,
      footerLinks: contactLinks(brand),
    },
  };
}

function referralInvitation(context: EnquiryMailContext): OutgoingMail {
  const { brand, friend } = context;
  const r = referral(context);
  const unsubscribeLink = friend?.unsubscribeToken ? unsubscribeUrl(brand.siteUrl, friend.unsubscribeToken) : null;
  const unsubscribe = unsubscribeLink
    ? ['', `To get no more referral e-mails from us at this address: ${unsubscribeLink}`]
    : [];
  return {
    to: r.friendEmail,
    ...(brand.supportEmail ? { replyTo: brand.supportEmail } : {}),
    subject: `A referral code for ${brand.name}`,
    text: [
      `Hello ${r.friend},`,
      '',
      `${r.resident} lives at ${r.residence} and asked us to send you their referral code for ${brand.name}: ${r.code}`,
      '',
      `Quote it when you book a room with us and you both get the referral reward. Our residences and current offers: ${brand.siteUrl}/offers`,
      '',
      'We have not added you to any mailing list: we write again only if another resident refers you (at most once a week) or you get in touch.',
      ...unsubscribe,
      '',
      brand.name,
      brand.siteUrl,
    ].join('\n'),
    content: {
      preheader: `${r.resident} asked us to send you their referral code.`,
      heading: `A referral code for ${brand.name}`,
      blocks: [
        ...paragraphs(
          `Hello ${r.friend},`,
          `${r.resident} lives at ${r.residence} and asked us to send you their referral code for ${brand.name}:`,
        ),
        { kind: 'facts', facts: [{ label: 'Referral code', value: r.code }] },
        ...paragraphs('Quote it when you book a room with us and you both get the referral reward.'),
        { kind: 'action', link: { label: 'Our residences and offers', href: `${brand.siteUrl}/offers` } },
        {
          kind: 'note',
          text: 'We have not added you to any mailing list: we write again only if another resident refers you (at most once a week) or you get in touch.',
        },
      ],
      brand,
      footerLinks: unsubscribeLink ? [{ label: 'Stop referral e-mails', href: unsubscribeLink }] : [],
    },
  };
}

/** The staff notice (when there is an address for it), the visitor's auto-reply and, for a referral, the friend's code. */
export function enquiryMails(context: EnquiryMailContext): OutgoingMail[] {
  const staff = context.staffEmail ? [staffNotice(context)] : [];
  if (context.enquiry.kind === 'friend') {
    // Opted out or mailed this week: the referral is kept, the friend not written to (ADR 029).
    const invitation = context.friend?.mailFriend === false ? [] : [referralInvitation(context)];
    return [...staff, referralReceipt(context), ...invitation];
  }
  return [...staff, autoReply(context)];
}
