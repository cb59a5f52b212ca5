import {
  contactLinks,
  type MailBrand,
  type MailFact,
  type OutgoingMail,
  paragraphs,
  signOffBlocks,
} from '../mail/mail';
import { formatLondonDate, londonDate } from '../shared/london-date';
import { addDays } from '../shared/london-time';
import { formatPence } from './pence';
import { DIRECT_PAYMENT_DAYS, type Reservation } from './reservation';

/** The tenancy option reserved, as the e-mails name it. */
export interface ReservedRoom {
  readonly roomTypeName: string;
  readonly propertyName: string;
  readonly cityName: string;
  readonly academicYear: string;
  readonly weeks: number;
  readonly startDate: string;
  readonly endDate: string;
}

export interface ReservationMailContext {
  readonly reservation: Reservation;
  readonly room: ReservedRoom;
  readonly brand: MailBrand;
  /** Where the visitor sees their reservation, absolute. */
  readonly reservationUrl: string;
  /** The e-mail's button, when it is not "See your reservation". */
  readonly actionLabel?: string;
}

/** The last London day (YYYY-MM-DD) to pay a holding deposit directly, for a reservation confirmed at `confirmedAt` (ISO). */
export function directPaymentDeadline(confirmedAt: string): string {
  return addDays(londonDate(Date.parse(confirmedAt)), DIRECT_PAYMENT_DAYS);
}

/** How to pay the operator directly, with the amount and the last day: what the page, the e-mail and /account say. */
export function directPaymentInstructions(
  reference: string,
  depositPence: number,
  brand: MailBrand,
  deadline: string,
): string {
  const reach = [brand.phone && `call ${brand.phone}`, brand.supportEmail && `e-mail ${brand.supportEmail}`]
    .filter(Boolean)
    .join(' or ');
  return `Pay the holding deposit of ${formatPence(depositPence)} to ${brand.name} by ${formatLondonDate(deadline)}, quoting your reference ${reference}: ${reach} and we will take the payment with you by card or bank transfer. We keep your room while we wait for it; nothing has been paid yet.`;
}

function facts({ reservation, room }: ReservationMailContext): MailFact[] {
  return [
    { label: 'Reference', value: reservation.reference },
    { label: 'Room', value: `${room.roomTypeName}, ${room.propertyName}, ${room.cityName}` },
    { label: 'Tenancy', value: `${room.academicYear}: ${room.weeks} weeks, ${room.startDate} to ${room.endDate}` },
    ...(reservation.totalPence !== null
      ? [{ label: 'Total for the tenancy', value: formatPence(reservation.totalPence) }]
      : []),
    ...(reservation.depositPence !== null
      ? [
          reservation.status === 'awaiting_payment' && reservation.confirmedAt
            ? {
                label: 'Holding deposit to pay',
                value: `${formatPence(reservation.depositPence)} by ${formatLondonDate(directPaymentDeadline(reservation.confirmedAt))}`,
              }
            : { label: 'Holding deposit', value: formatPence(reservation.depositPence) },
        ]
      : []),
    ...(reservation.termsVersion
      ? [{ label: 'Tenancy terms accepted', value: `version ${reservation.termsVersion}` }]
      : []),
  ];
}

function mail(
  context: ReservationMailContext,
  parts: { subject: string; heading: string; intro: readonly string[]; after: readonly string[] },
): OutgoingMail {
  const { reservation, brand } = context;
  const name = reservation.details?.name ?? 'there';
  const to = reservation.details?.email;
  if (!to) return { to: brand.supportEmail, subject: parts.subject, text: parts.intro.join('\n') };
  const lines = facts(context).map(({ label, value }) => `${label}: ${value}`);
  return {
    to,
    replyTo: brand.supportEmail,
    subject: parts.subject,
    text: [
      `Hello ${name},`,
      '',
      ...parts.intro,
      '',
      ...lines,
      '',
      ...parts.after,
      '',
      `${context.actionLabel ?? 'Your reservation'}: ${context.reservationUrl}`,
      '',
      brand.name,
      brand.siteUrl,
    ].join('\n'),
    content: {
      preheader: `${reservation.reference}: ${context.room.roomTypeName}, ${context.room.propertyName}`,
      heading: parts.heading,
      blocks: [
        ...paragraphs(`Hello ${name},`, ...parts.intro),
        { kind: 'facts', facts: facts(context) },
        ...paragraphs(...parts.after),
        {
          kind: 'action',
          link: { label: context.actionLabel ?? 'See your reservation', href: context.reservationUrl },
        },
        ...signOffBlocks(brand),
      ],
      brand,
      footerLinks: contactLinks(brand),
    },
  };
}

/** Confirmed, awaiting the holding deposit paid to the operator directly. */
export function awaitingPaymentMails(context: ReservationMailContext): OutgoingMail[] {
  const { reservation, room, brand } = context;
  return [
    mail(context, {
      subject: `Your room at ${room.propertyName} is reserved: ${reservation.reference}`,
      heading: 'Your room is reserved',
      intro: [`Thank you for reserving a room with ${brand.name}. Here are the details:`],
      after: [
        directPaymentInstructions(
          reservation.reference,
          reservation.depositPence ?? 0,
          brand,
          directPaymentDeadline(reservation.confirmedAt ?? reservation.heldAt),
        ),
        'You can cancel within 14 days and get the whole holding deposit back.',
      ],
    }),
  ];
}

/** The holding deposit is paid. */
export function paidMails(context: ReservationMailContext): OutgoingMail[] {
  const { reservation, room, brand } = context;
  return [
    mail(context, {
      subject: `Your room at ${room.propertyName} is reserved: ${reservation.reference}`,
      heading: 'Your room is reserved',
      intro: [`Thank you: we have your holding deposit, and your room with ${brand.name} is reserved.`],
      after: ['It goes towards your first rent. You can cancel within 14 days and get the whole holding deposit back.'],
    }),
  ];
}

export function cancelledMails(context: ReservationMailContext): OutgoingMail[] {
  const { reservation, room } = context;
  const refund = reservation.refundPence ?? 0;
  return [
    mail(context, {
      subject: `Your reservation at ${room.propertyName} is cancelled: ${reservation.reference}`,
      heading: 'Your reservation is cancelled',
      intro: ['Your reservation is cancelled and the room is released.'],
      after: [
        refund > 0
          ? `We refund ${formatPence(refund)} of your holding deposit to you.`
          : 'No holding deposit is refunded under the terms you accepted.',
      ],
    }),
  ];
}

/** Another tenancy with rooms left, offered instead (absolute link to its room page). */
export interface ReservationAlternative {
  readonly title: string;
  readonly url: string;
}

/**
 * Money taken after the hold ended, when the room had gone to someone else: it is refunded, and
 * the visitor is told why, with up to three tenancies that still have rooms.
 */
export function latePaymentMails(
  context: ReservationMailContext & { readonly alternatives: readonly ReservationAlternative[] },
): OutgoingMail[] {
  const { reservation, room, alternatives } = context;
  const amount = formatPence(reservation.refundPence ?? reservation.depositPence ?? 0);
  return [
    mail(context, {
      subject: `Your payment is being refunded: the room at ${room.propertyName} was taken (${reservation.reference})`,
      heading: 'Your payment is being refunded',
      intro: [
        `Your payment of ${amount} reached us after your 15 minutes to reserve had run out, and by then the last room of this tenancy had been reserved by someone else. We are sorry.`,
        `We are refunding the whole ${amount} to the card you paid with: it usually shows within 5 to 10 working days. You do not need to do anything.`,
      ],
      after:
        alternatives.length > 0
          ? ['These still have rooms, if one suits you:', ...alternatives.map((a) => `${a.title}: ${a.url}`)]
          : ['You are welcome to reserve another room on our site.'],
    }),
  ];
}

/** A hold ended unpaid (the visitor gave their details, then did not pay in time): the room is released, nothing taken. */
export function holdExpiredMails(context: ReservationMailContext & { readonly roomUrl: string }): OutgoingMail[] {
  const { reservation, room } = context;
  return [
    mail(
      { ...context, reservationUrl: context.roomUrl, actionLabel: 'See the room' },
      {
        subject: `Your hold on the room at ${room.propertyName} has ended: ${reservation.reference}`,
        heading: 'Your hold has ended',
        intro: [
          'We held this room for you for 15 minutes, but the holding deposit was not paid in that time, so the room has been released for others to reserve.',
          'You have not been charged. If you did pay on the payment page just now, we will tell you by e-mail what happens to that payment.',
        ],
        after: ['If the room is still free, you can start again from its page.'],
      },
    ),
  ];
}
