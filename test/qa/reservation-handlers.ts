import { HttpResponse, http, type RequestHandler } from 'msw';
import { defaultReservationTerms, formatPence, priceSummary } from '../../src/domain/reservations/price-summary';
import type { ReservationStatus } from '../../src/domain/reservations/reservation';
import { directPaymentDeadline } from '../../src/domain/reservations/reservation-emails';
import type { ReservationView } from '../../src/domain/reservations/reservation-view';
import { formatLondonDate } from '../../src/domain/shared/london-date';

/**
 * Reserving a room and the visitor's account in the QA build (issue 20): the reservations API
 * (`/api/reservations…`) and the account API (`/api/account…`) answered as the server answers them
 * (src/adapters/http-api/reservations.routes.ts and account.routes.ts), with the server's own
 * messages, for the named scenarios of this flow.
 */
export type ReservationScenario =
  /** Every step works; the holding deposit is paid to the operator directly. */
  | 'works'
  /** The room page showed one room left; by the time Reserve is pressed someone else has it. */
  | 'last-room-taken'
  /** The tenancy has started and the operator stopped selling it (ADR 083): a link from before is refused. */
  | 'no-longer-offered'
  /** The hold runs out while the visitor fills in their details: the confirmation is refused. */
  | 'hold-expiring'
  /** Stripe: the visitor comes back from Checkout unpaid (the card declined); the hold still stands. */
  | 'payment-declined'
  /** Stripe: the payment provider cannot be reached when the visitor goes to pay. */
  | 'provider-down';

export const qaVisitorEmail = 'zoe.ng@example.com';
/** The code the QA build's sign-in accepts (any other is refused, as a wrong code is). */
export const qaSignInCode = '123456';

const room = {
  roomTypeName: 'Classic Studio',
  propertyName: 'Square Gardens',
  cityName: 'Manchester',
  roomPath: '/manchester/square-gardens/classic-studio',
  academicYear: '2026/27',
  weeks: 51,
  startDate: '2026-09-12',
  endDate: '2027-09-03',
  pricePerWeekPence: 24_900,
};

function view(
  reference: string,
  status: ReservationStatus,
  method: 'direct' | 'stripe',
  expiresAt: number,
): ReservationView {
  const price = priceSummary(
    {
      pricePerWeekPence: room.pricePerWeekPence,
      weeks: room.weeks,
      startDate: room.startDate,
      billingFrequency: 'weekly',
    },
    defaultReservationTerms,
  );
  const payBy = directPaymentDeadline(new Date(Math.min(Date.now(), expiresAt)).toISOString());
  return {
    reference,
    status,
    heldAt: new Date(Math.min(Date.now(), expiresAt)).toISOString(),
    holdExpiresAt: new Date(expiresAt).toISOString(),
    room,
    price,
    agreedTotalPence: status === 'held' ? null : price.totalPence,
    termsVersion: defaultReservationTerms.termsVersion,
    termsUrl: null,
    lateCancellationRefundPercent: defaultReservationTerms.lateCancellationRefundPercent,
    paymentMethod: method,
    instructions:
      status === 'awaiting_payment'
        ? `Pay the holding deposit of ${formatPence(price.holdingDepositPence)} to Test Living by ${formatLondonDate(payBy)}, quoting your reference ${reference}.`
        : null,
    paymentDueBy: status === 'awaiting_payment' ? payBy : null,
    name: status === 'held' ? null : 'Zoë Ng',
    refundPence: status === 'cancelled' ? price.holdingDepositPence : null,
  };
}

const refusal = (status: number, error: string, message: string, extra: object = {}) =>
  HttpResponse.json({ error, message, ...extra }, { status });

/** The reservations API for one scenario: one reservation at a time, kept in memory. */
export function reservationHandlers(scenario: ReservationScenario): RequestHandler[] {
  const method = scenario === 'payment-declined' || scenario === 'provider-down' ? 'stripe' : 'direct';
  const reference = 'RS-QA7K3P';
  const token = 'qa-owner-token';
  let current: ReservationView | null = null;
  const holdFor = () => (scenario === 'hold-expiring' ? 90_000 : 15 * 60_000);
  return [
    http.post('*/api/reservations', () => {
      if (scenario === 'no-longer-offered')
        return refusal(409, 'not_offered', 'No longer offered: this tenancy began on 12 Sep 2026.', {
          alternatives: [],
          room: {
            title: 'Classic Studio, Square Gardens',
            url: 'http://localhost/manchester/square-gardens/classic-studio',
          },
        });
      if (scenario === 'last-room-taken')
        return refusal(
          409,
          'sold_out',
          'Sorry, the last room of this tenancy has just been reserved. These still have rooms:',
          {
            alternatives: [
              {
                title: 'Classic Studio, Square Gardens: 2026/27, 44 weeks at £259.00 a week',
                url: 'http://localhost/manchester/square-gardens/classic-studio',
              },
              {
                title: 'Premium Studio, Square Gardens: 2026/27, 51 weeks at £289.00 a week',
                url: 'http://localhost/manchester/square-gardens/premium-studio',
              },
            ],
          },
        );
      current = view(reference, 'held', method, Date.now() + holdFor());
      return HttpResponse.json({ reservation: current, token }, { status: 201 });
    }),
    http.get('*/api/reservations/:reference', ({ params, request }) => {
      const held = params.reference === reference && request.headers.get('authorization') === `Bearer ${token}`;
      // Back from Checkout unpaid (declined): the hold is as it was.
      if (held && !current && scenario === 'payment-declined')
        current = view(reference, 'held', method, Date.now() + 10 * 60_000);
      return held && current
        ? HttpResponse.json({ reservation: current })
        : refusal(404, 'not_found', 'We could not find that reservation. Check the link in your e-mail.');
    }),
    http.post('*/api/reservations/:reference/confirm', () => {
      if (!current)
        return refusal(404, 'not_found', 'We could not find that reservation. Check the link in your e-mail.');
      if (scenario === 'hold-expiring') {
        current = view(reference, 'expired', method, Date.now() - 1000);
        return refusal(
          409,
          'expired',
          'Your 15 minutes to reserve this room ran out and the room was released. Please start again.',
          { reservation: current },
        );
      }
      if (scenario === 'provider-down')
        return refusal(
          503,
          'payments_unavailable',
          'We could not reach our payment provider just now. Your room is still held: please try again in a minute.',
        );
      if (method === 'stripe')
        return HttpResponse.json({ reservation: current, redirectUrl: `/reserve?ref=${reference}&token=${token}` });
      current = view(reference, 'awaiting_payment', method, Date.parse(current.holdExpiresAt));
      return HttpResponse.json({ reservation: current, redirectUrl: null });
    }),
    http.post('*/api/reservations/:reference/cancel', () => {
      if (!current)
        return refusal(404, 'not_found', 'We could not find that reservation. Check the link in your e-mail.');
      current = view(reference, 'cancelled', method, Date.parse(current.holdExpiresAt));
      return HttpResponse.json({ reservation: current });
    }),
    http.post('*/api/reservations/:reference/release', () => new HttpResponse(null, { status: 204 })),
  ];
}

/**
 * The account API: signed in as qaVisitorEmail when `signedIn` (start-qa.ts keeps the marker then),
 * otherwise signed out until the code qaSignInCode is typed on /login.
 */
export function accountHandlers(signedIn: boolean): RequestHandler[] {
  let session = signedIn;
  let version = 1;
  let lists: unknown = { favourites: [], compareProperties: [], compareRooms: [] };
  const account = { email: qaVisitorEmail, name: 'Zoë Ng', marketingEmails: false };
  const signedOut = () => refusal(401, 'signed_out', 'Please sign in again.');
  return [
    http.post('*/api/account/sign-in', () => HttpResponse.json({ message: 'Check your e-mail.' }, { status: 202 })),
    http.post('*/api/account/sign-in/code', async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { code?: string };
      if (body.code !== qaSignInCode)
        return refusal(400, 'wrong_code', 'That code did not work. Check it, or ask for a new one.');
      session = true;
      return HttpResponse.json({ account, next: '/account' });
    }),
    http.post('*/api/account/sign-in/link', () => {
      session = true;
      return HttpResponse.json({ account, next: '/account' });
    }),
    http.get('*/api/account', () =>
      session
        ? HttpResponse.json({
            account,
            viewings: [
              {
                reference: 'VW-QA1234',
                kind: 'in-person',
                start: '2026-12-03T14:00:00.000Z',
                end: '2026-12-03T14:30:00.000Z',
                status: 'booked',
                propertyName: 'Square Gardens',
                managePath: '/viewing/VW-QA1234?token=qa',
              },
            ],
            enquiries: [
              { reference: 'EN-QA5678', kind: 'contact', createdAt: '2026-11-20T10:00:00.000Z', status: 'new' },
            ],
            reservations: [
              {
                reference: 'RS-QA2468',
                title: 'Classic Studio, Square Gardens (2026/27)',
                status: 'awaiting_payment',
                path: '/reserve?ref=RS-QA2468&token=qa',
              },
            ],
            suggestedName: account.name,
          })
        : signedOut(),
    ),
    http.patch('*/api/account/details', async ({ request }) => {
      if (!session) return signedOut();
      Object.assign(account, (await request.json().catch(() => ({}))) as object);
      return HttpResponse.json({ account });
    }),
    http.get('*/api/account/lists', () => (session ? HttpResponse.json({ version, lists }) : signedOut())),
    http.put('*/api/account/lists', async ({ request }) => {
      if (!session) return signedOut();
      lists = ((await request.json().catch(() => ({}))) as { lists?: unknown }).lists ?? lists;
      version += 1;
      return HttpResponse.json({ version });
    }),
    http.delete('*/api/account/session', () => {
      session = false;
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('*/api/account/sessions', () => {
      session = false;
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('*/api/account', () => {
      session = false;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
