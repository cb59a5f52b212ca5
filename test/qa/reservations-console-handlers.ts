import { HttpResponse, http, type RequestHandler } from 'msw';
import { actionAnswer, badFiltersAnswer, notFoundAnswer } from '../../src/adapters/contracts/answers';
import { reservationsContract as api } from '../../src/adapters/contracts/reservations.contract';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import type { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryMailQueue } from '../../src/adapters/memory/memory-mail-queue';
import { MemoryReservationRepository } from '../../src/adapters/memory/memory-reservation.repository';
import {
  ManageReservations,
  type ReservationAction,
  type ReservationsActor,
} from '../../src/application/reservations/manage-reservations.use-case';
import type { Guarantor } from '../../src/domain/reservations/reservation';
import type { Payments } from '../../src/ports/payments.port';
import type { ReservableOption } from '../../src/ports/reservation-repository.port';
import type { ManageTokens } from '../../src/ports/viewing-repository.port';
import { consoleNow } from '../support/staff-console-fixture';
import { handle } from './contract-handler';

const notFound = notFoundAnswer('No reservation has that reference.');

const option = (
  id: string,
  residence: string,
  residenceName: string,
  room: string,
  rooms: number,
): ReservableOption => ({
  tenancyOptionId: `00000000-0000-4000-8000-0000000c000${id}`,
  academicYear: '2026/27',
  weeks: 51,
  startDate: '2026-09-12',
  endDate: '2027-09-03',
  pricePerWeekPence: 24_900,
  billingFrequency: 'weekly',
  currency: 'GBP',
  roomsAvailable: rooms,
  roomTypeName: room,
  propertyName: residenceName,
  cityName: 'Manchester',
  roomPath: `/manchester/${residence}/${room.toLowerCase().replace(/\s+/g, '-')}`,
});

const options = [
  option('1', 'square-gardens', 'Square Gardens', 'Classic Studio', 6),
  option('2', 'canal-view', 'Canal View', 'En-suite', 4),
];

/** Tokens for QA's e-mails only (nobody opens them): not secret. */
const qaTokens: ManageTokens = { tokenFor: (id) => `qa-${id}`, matches: (id, token) => token === `qa-${id}` };

/** The direct adapter as QA plays it: no provider, nothing to refund through one. */
const directPayments: Payments = {
  method: 'direct',
  start: async () => ({ kind: 'direct', instructions: '' }),
  verifyEvent: () => null,
  payment: async () => null,
  refund: async () => undefined,
};

const hour = 3_600_000;

const paymentsEntry = (at: number, action: string, reference: string, summary: string) => ({
  at,
  staffId: null,
  actor: 'payments (automatic)',
  action,
  entity: 'reservation',
  entityId: reference,
  summary,
  before: null,
  after: null,
  ip: null,
});
const students: readonly {
  name: string;
  email: string;
  guarantor: Guarantor;
  optionIndex: number;
  hoursAgo: number;
  to: 'held' | 'awaiting_payment' | 'paid' | 'cancelled' | 'expired' | 'refund_due';
}[] = [
  {
    name: 'Priya Shah',
    email: 'priya.shah@example.com',
    guarantor: 'uk_guarantor',
    optionIndex: 0,
    hoursAgo: 0.1,
    to: 'held',
  },
  {
    name: 'Tom Becker',
    email: 'tom.becker@example.com',
    guarantor: 'international',
    optionIndex: 0,
    hoursAgo: 3,
    to: 'awaiting_payment',
  },
  {
    name: 'Amara Okoye',
    email: 'amara.okoye@example.com',
    guarantor: 'pay_upfront',
    optionIndex: 1,
    hoursAgo: 26,
    to: 'paid',
  },
  {
    name: 'Luca Romano',
    email: 'luca.romano@example.com',
    guarantor: 'uk_guarantor',
    optionIndex: 1,
    hoursAgo: 50,
    to: 'awaiting_payment',
  },
  {
    name: 'Hana Kim',
    email: 'hana.kim@example.com',
    guarantor: 'international',
    optionIndex: 0,
    hoursAgo: 120,
    to: 'cancelled',
  },
  {
    name: 'Jo Evans',
    email: 'jo.evans@example.com',
    guarantor: 'uk_guarantor',
    optionIndex: 1,
    hoursAgo: 170,
    to: 'expired',
  },
  {
    name: 'Mei Lin',
    email: 'mei.lin@example.com',
    guarantor: 'international',
    optionIndex: 0,
    hoursAgo: 200,
    to: 'refund_due',
  },
];

/**
 * The console's reservations for QA and the UI tests (issue 20 item 6): the server's own use case
 * over the memory repository, seeded with a reservation in every state, so actions, refusals, the
 * refund rule and the terms' stale-save refusal behave as on the server. `othersSaveTermsFirst`
 * has someone else save the terms before each save (the stale refusal).
 */
export function reservationsHandlers(
  catalogue: MemoryCatalogue,
  signedIn: string | null,
  { othersSaveTermsFirst = false }: { othersSaveTermsFirst?: boolean } = {},
): RequestHandler[] {
  const time = new ManualTime(consoleNow);
  const repository = new MemoryReservationRepository(options, new MemoryMailQueue());
  const use = new ManageReservations(repository, directPayments, repository.audit, qaTokens, catalogue, time, {
    publicUrl: 'https://digs.test',
  });
  const actor: ReservationsActor =
    signedIn === 'staff-owner'
      ? { staffId: 'staff-owner', email: 'olivia.owner@digs.test', name: 'Olivia Hart', ip: null }
      : { staffId: 'staff-sales', email: 'sam.sales@digs.test', name: 'Sam Okafor', ip: null };
  const seeded = (async () => {
    let serial = 0;
    for (const s of students) {
      serial += 1;
      const at = consoleNow - s.hoursAgo * hour;
      const held = await repository.hold(
        (options[s.optionIndex] as ReservableOption).tenancyOptionId,
        `00000000-0000-4000-9000-${String(serial).padStart(12, '0')}`,
        at,
      );
      if (held.outcome !== 'held') continue;
      const reference = held.reservation.reference;
      if (s.to === 'expired') {
        await repository.expireDue(at + hour, 10);
        continue;
      }
      await repository.saveDetails(
        reference,
        {
          details: {
            name: s.name,
            email: s.email,
            countryCode: 'GB',
            phone: '+447700900123',
            dateOfBirth: '2006-05-04',
            university: 'The University of Manchester',
            yearOfStudy: 'First year',
            guarantor: s.guarantor,
          },
          termsVersion: '2026-1',
          totalPence: 24_900 * 51,
          depositPence: 10_000,
          paymentMethod: 'direct',
        },
        at,
      );
      if (s.to === 'refund_due') {
        // Paid on the provider's page after the hold ended, the room gone; the provider refused the refund.
        await repository.setPaymentReference(reference, 'cs_test_late_qa', at);
        await repository.expireDue(at + hour, 10);
        await repository.change(
          reference,
          {
            from: ['expired'],
            to: 'refund_due',
            refundPence: 10_000,
            audit: paymentsEntry(
              at + 2 * hour,
              'late_payment',
              reference,
              `${reference}: £100.00 paid after the hold ended, and no room was left: refund due`,
            ),
          },
          at + 2 * hour,
        );
        await repository.change(
          reference,
          {
            from: ['refund_due'],
            to: 'refund_due',
            audit: paymentsEntry(
              at + 2 * hour + 1000,
              'refund_failed',
              reference,
              `${reference}: the payment provider refused the refund of £100.00 (Stripe is down); tried again every 1 minute`,
            ),
          },
          at + 2 * hour + 1000,
        );
        continue;
      }
      if (s.to === 'held') continue;
      await repository.change(reference, { from: ['held'], to: 'awaiting_payment' }, at + 60_000);
      if (s.to === 'paid' || s.to === 'cancelled')
        await repository.change(reference, { from: ['awaiting_payment'], to: 'paid' }, at + 2 * hour);
      if (s.to === 'cancelled')
        await repository.change(reference, { from: ['paid'], to: 'cancelled', refundPence: 10_000 }, at + 3 * hour);
    }
  })();

  const answer = (action: ReservationAction) => actionAnswer(action, notFound);

  return [
    handle(api.list, async ({ query }) => {
      await seeded;
      const listed = await use.list(query);
      return listed.outcome === 'ok' ? { status: 200, body: listed.page } : badFiltersAnswer(listed.fields);
    }),
    http.get('*/api/admin/reservations.csv', async ({ request }) => {
      await seeded;
      const exported = await use.csv(Object.fromEntries(new URL(request.url).searchParams));
      if (exported.outcome !== 'ok')
        return HttpResponse.json({ error: 'bad_request', message: 'Check the filters.' }, { status: 400 });
      return new HttpResponse(exported.csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="reservations.csv"',
        },
      });
    }),
    handle(api.choices, async () => ({ status: 200, body: await use.choices() })),
    handle(api.get, async ({ params }) => {
      await seeded;
      const detail = await use.get(params.reference);
      return detail ? { status: 200, body: detail } : notFound;
    }),
    handle(api.markPaid, async ({ params }) => answer(await use.markPaid(params.reference, actor))),
    handle(api.cancel, async ({ params }) => answer(await use.cancel(params.reference, actor))),
    handle(api.release, async ({ params }) => answer(await use.release(params.reference, actor))),
    handle(api.terms, async () => ({ status: 200, body: await use.terms() })),
    // Only the owner saves the terms (reservation-terms:manage); anyone else falls to this refusal first.
    http.put('*/api/admin/reservation-terms', () =>
      signedIn === 'staff-owner'
        ? undefined
        : HttpResponse.json(
            { error: 'forbidden', message: 'Your role cannot do this. Ask the owner if you need it.' },
            { status: 403 },
          ),
    ),
    handle(api.saveTerms, async ({ body }) => {
      if (othersSaveTermsFirst) {
        const { version, terms } = await use.terms();
        await use.saveTerms(
          { version, ...terms, lateCancellationRefundPercent: 20 },
          { staffId: 'other', email: 'alex.owner@digs.test', name: 'Alex', ip: null },
        );
      }
      const saved = await use.saveTerms(body, actor);
      switch (saved.outcome) {
        case 'saved':
          return { status: 200, body: saved.record };
        case 'invalid':
          return {
            status: 400,
            body: { error: 'invalid', message: 'Check the highlighted fields.', fields: saved.fields },
          };
        case 'unlawful':
          return {
            status: 422,
            body: { error: 'unlawful', message: saved.message, guidanceUrl: saved.guidanceUrl, fields: saved.fields },
          };
        case 'stale':
          return { status: 409, body: { error: 'stale', message: saved.message, current: saved.record } };
      }
    }),
  ];
}
