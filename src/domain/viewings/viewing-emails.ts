import {
  contactLinks,
  type MailBlock,
  type MailBrand,
  type MailContent,
  type MailFact,
  type OutgoingMail,
  paragraphs,
  signOffBlocks,
} from '../mail/mail';
import { phoneForDisplay } from '../shared/phone-number';
import { calendarInvite } from './calendar-invite';
import type { StoredViewing, ViewingKind } from './viewing';
import { viewingClock, viewingDayInWords, viewingWhen } from './viewing-time';

/** The property, as the e-mails name it. */
export interface MailPlace {
  readonly slug: string;
  readonly name: string;
  readonly cityName: string;
  readonly addressLine1: string;
  readonly postcode: string;
  readonly staffEmail: string;
}

export interface ViewingMailContext {
  readonly viewing: StoredViewing;
  readonly place: MailPlace;
  readonly brand: MailBrand;
  /** The viewing's secret manage link, absolute. */
  readonly manageUrl: string;
}

const kindInWords: Record<ViewingKind, string> = {
  'in-person': 'in-person tour',
  'video-call': 'video call tour',
};

const address = (place: MailPlace) => `${place.name}, ${place.addressLine1}, ${place.cityName} ${place.postcode}`;

/** Where the viewing happens, as a calendar and the visitor read it. */
function whereInWords({ viewing, place }: ViewingMailContext): string {
  return viewing.kind === 'in-person'
    ? address(place)
    : `Video call: we will call ${phoneForDisplay(viewing.countryCode, viewing.phone)} with a video link at the time`;
}

function detailFacts(context: ViewingMailContext): MailFact[] {
  const { viewing, place } = context;
  const people = viewing.partySize === 1 ? '1 person' : `${viewing.partySize} people`;
  return [
    { label: 'Reference', value: viewing.reference },
    { label: 'When', value: `${viewingWhen(viewing.start, viewing.end)} (UK time)` },
    { label: 'What', value: `${kindInWords[viewing.kind]} of ${place.name}, ${place.cityName}` },
    { label: 'Where', value: whereInWords(context) },
    { label: 'Who', value: `${viewing.name}, ${people}` },
  ];
}

function details(context: ViewingMailContext): string[] {
  return detailFacts(context).map(({ label, value }) => `${label}: ${value}`);
}

/** The HTML part's document for a message to the visitor: the details, then the action, then the sign-off. */
function visitorContent(
  context: ViewingMailContext,
  parts: {
    readonly preheader: string;
    readonly heading: string;
    readonly intro: readonly string[];
    readonly facts?: boolean;
    readonly after: readonly string[];
    readonly action: MailBlock;
  },
): MailContent {
  const { viewing, brand } = context;
  return {
    preheader: parts.preheader,
    heading: parts.heading,
    blocks: [
      ...paragraphs(`Hello ${viewing.name},`, ...parts.intro),
      ...(parts.facts === false ? [] : [{ kind: 'facts', facts: detailFacts(context) } as const]),
      ...paragraphs(...parts.after),
      parts.action,
      ...signOffBlocks(brand),
    ],
    brand,
    footerLinks: contactLinks(brand),
  };
}

const manageAction = (context: ViewingMailContext, label: string, note?: string): MailBlock => ({
  kind: 'action',
  link: { label, href: context.manageUrl },
  ...(note ? { note } : {}),
});

/** The calendar event's version: 0 when booked, higher with every later change (whole seconds since). */
function sequenceOf(viewing: StoredViewing): number {
  return Math.max(0, Math.floor((Date.parse(viewing.updatedAt) - Date.parse(viewing.createdAt)) / 1000));
}

function invite(context: ViewingMailContext, method: 'REQUEST' | 'CANCEL') {
  const { viewing, place, brand } = context;
  const host = new URL(brand.siteUrl).hostname;
  return {
    filename: method === 'CANCEL' ? 'viewing-cancelled.ics' : 'viewing.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendarInvite({
      uid: `viewing-${viewing.id}@${host}`,
      sequence: sequenceOf(viewing),
      method,
      start: viewing.start,
      end: viewing.end,
      stamp: viewing.updatedAt,
      summary: `Viewing at ${place.name} (${brand.name})`,
      description: [...details(context), '', `Change or cancel: ${context.manageUrl}`].join('\n'),
      location: whereInWords(context),
      url: context.manageUrl,
      organizer: { name: brand.name, email: brand.supportEmail },
      attendee: { name: viewing.name, email: viewing.email },
    }),
  };
}

function signOff(brand: MailBrand): string[] {
  return ['', `Questions? Reply to this e-mail or call us on ${brand.phone}.`, '', brand.name, brand.siteUrl];
}

function staffMail(context: ViewingMailContext, headline: string): OutgoingMail {
  const { viewing, place, brand } = context;
  const contact: MailFact[] = [
    { label: 'E-mail', value: viewing.email },
    { label: 'Phone', value: `${phoneForDisplay(viewing.countryCode, viewing.phone)}` },
    { label: 'Message', value: viewing.message || '(none)' },
  ];
  return {
    to: place.staffEmail,
    replyTo: viewing.email,
    subject: `${headline}: ${viewingDayInWords(viewing.start)} ${viewingClock(viewing.start)}, ${place.name} (${viewing.reference})`,
    text: [
      `${headline}.`,
      '',
      ...details(context),
      `E-mail: ${viewing.email}`,
      `Phone: ${phoneForDisplay(viewing.countryCode, viewing.phone)}`,
      `Message: ${viewing.message || '(none)'}`,
      '',
      'Reply to this e-mail to write to the visitor.',
    ].join('\n'),
    content: {
      preheader: `${viewing.reference}: ${viewing.name}, ${viewingDayInWords(viewing.start)} ${viewingClock(viewing.start)}`,
      heading: headline,
      blocks: [
        { kind: 'facts', facts: [...detailFacts(context), ...contact] },
        ...paragraphs('Reply to this e-mail to write to the visitor.'),
      ],
      brand,
    },
  };
}

/** Booked: the visitor's confirmation with the calendar file and manage link, and the staff's notice. */
export function bookedMails(context: ViewingMailContext): OutgoingMail[] {
  const { viewing, place, brand } = context;
  return [
    {
      to: viewing.email,
      replyTo: brand.supportEmail,
      subject: `Your viewing at ${place.name} is booked: ${viewingDayInWords(viewing.start)} at ${viewingClock(viewing.start)}`,
      text: [
        `Hello ${viewing.name},`,
        '',
        `Thank you for booking a viewing with ${brand.name}. Here are the details:`,
        '',
        ...details(context),
        '',
        viewing.kind === 'in-person'
          ? 'Please come to reception a few minutes early and bring photo ID.'
          : 'Have your phone or laptop ready; we will show you the rooms, the common areas and answer your questions.',
        'The attached calendar file adds the viewing to your calendar.',
        '',
        `To change the time or cancel, use your own link: ${context.manageUrl}`,
        'Keep it private: anyone with the link can change your booking.',
        ...signOff(brand),
      ].join('\n'),
      content: visitorContent(context, {
        preheader: `${viewingDayInWords(viewing.start)} at ${viewingClock(viewing.start)}, ${place.name}. Reference ${viewing.reference}.`,
        heading: 'Your viewing is booked',
        intro: [`Thank you for booking a viewing with ${brand.name}. Here are the details:`],
        after: [
          viewing.kind === 'in-person'
            ? 'Please come to reception a few minutes early and bring photo ID.'
            : 'Have your phone or laptop ready; we will show you the rooms, the common areas and answer your questions.',
          'The attached calendar file adds the viewing to your calendar.',
        ],
        action: manageAction(
          context,
          'Change or cancel',
          'This link is yours: keep it private, as anyone with it can change your booking.',
        ),
      }),
      attachments: [invite(context, 'REQUEST')],
    },
    staffMail(context, 'New viewing booked'),
  ];
}

/** The day before: a reminder to the visitor. */
export function reminderMails(context: ViewingMailContext): OutgoingMail[] {
  const { viewing, place, brand } = context;
  return [
    {
      to: viewing.email,
      replyTo: brand.supportEmail,
      subject: `Reminder: your viewing at ${place.name}, ${viewingDayInWords(viewing.start)} at ${viewingClock(viewing.start)}`,
      text: [
        `Hello ${viewing.name},`,
        '',
        `A reminder of your viewing with ${brand.name}:`,
        '',
        ...details(context),
        '',
        `Can't make it? Change the time or cancel here: ${context.manageUrl}`,
        ...signOff(brand),
      ].join('\n'),
      content: visitorContent(context, {
        preheader: `${viewingDayInWords(viewing.start)} at ${viewingClock(viewing.start)}, ${place.name}.`,
        heading: 'A reminder of your viewing',
        intro: [`A reminder of your viewing with ${brand.name}:`],
        after: ["Can't make it? Change the time or cancel:"],
        action: manageAction(context, 'Change or cancel'),
      }),
    },
  ];
}

/** Moved (or its kind changed): the visitor's new details with an updated calendar file, and the staff's notice. */
export function movedMails(context: ViewingMailContext): OutgoingMail[] {
  const { viewing, place, brand } = context;
  return [
    {
      to: viewing.email,
      replyTo: brand.supportEmail,
      subject: `Your viewing at ${place.name} has changed: now ${viewingDayInWords(viewing.start)} at ${viewingClock(viewing.start)}`,
      text: [
        `Hello ${viewing.name},`,
        '',
        'Your viewing has been changed. The new details are:',
        '',
        ...details(context),
        '',
        'The attached calendar file updates the event in your calendar.',
        `Your link to change or cancel it again: ${context.manageUrl}`,
        ...signOff(brand),
      ].join('\n'),
      content: visitorContent(context, {
        preheader: `Now ${viewingDayInWords(viewing.start)} at ${viewingClock(viewing.start)}, ${place.name}.`,
        heading: 'Your viewing has changed',
        intro: ['Your viewing has been changed. The new details are:'],
        after: ['The attached calendar file updates the event in your calendar.'],
        action: manageAction(context, 'Change or cancel again'),
      }),
      attachments: [invite(context, 'REQUEST')],
    },
    staffMail(context, 'Viewing changed'),
  ];
}

/** Cancelled: the visitor's confirmation with a calendar cancellation, and the staff's notice. */
export function cancelledMails(context: ViewingMailContext): OutgoingMail[] {
  const { viewing, place, brand } = context;
  return [
    {
      to: viewing.email,
      replyTo: brand.supportEmail,
      subject: `Your viewing at ${place.name} on ${viewingDayInWords(viewing.start)} is cancelled`,
      text: [
        `Hello ${viewing.name},`,
        '',
        `Your viewing (${viewing.reference}) on ${viewingWhen(viewing.start, viewing.end)} is cancelled.`,
        'The attached calendar file removes it from your calendar.',
        '',
        `Want to come another time? Book again: ${brand.siteUrl}/book-a-viewing/${place.slug}`,
        ...signOff(brand),
      ].join('\n'),
      content: visitorContent(context, {
        preheader: `${place.name}, ${viewingWhen(viewing.start, viewing.end)}. Reference ${viewing.reference}.`,
        heading: 'Your viewing is cancelled',
        intro: [
          `Your viewing (${viewing.reference}) on ${viewingWhen(viewing.start, viewing.end)} is cancelled.`,
          'The attached calendar file removes it from your calendar.',
        ],
        facts: false,
        after: ['Want to come another time?'],
        action: {
          kind: 'action',
          link: { label: 'Book again', href: `${brand.siteUrl}/book-a-viewing/${place.slug}` },
        },
      }),
      attachments: [invite(context, 'CANCEL')],
    },
    staffMail(context, 'Viewing cancelled'),
  ];
}
