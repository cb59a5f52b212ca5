import * as z from 'zod/mini';
import type { TermsRecord } from '../../ports/reservation-repository.port';
import type { StaffReservationDetail, StaffReservationList, TermsInput } from '../../ports/reservations-console.port';
import { singleLine } from '../forms/wire-text';
import { apiErrorSchema, endpoint, wholeQuery } from './endpoint';

/**
 * The console's reservations (issue 20 item 6) and the operator's reservation terms as they cross
 * the wire, written once (ADR 095). The filters' days and status are the use case's to judge (it
 * names the filter that is wrong); the terms' body is checked by the use case too, whose 400
 * `invalid` names each field as the form shows it.
 */

const oneLine = 'One line, without control characters.';

/** A filter's text as typed: one line, at most `max` characters. */
const filterText = (max: number) => z.optional(z.string().check(z.maxLength(max), singleLine(oneLine)));

const filters = {
  status: filterText(20),
  residence: filterText(100),
  /** London days, YYYY-MM-DD, both included; the use case says what is wrong with one. */
  from: filterText(10),
  to: filterText(10),
  q: filterText(200),
};
const listQuery = z.object({
  ...filters,
  limit: wholeQuery(1, 500),
});

const status = z.enum(['held', 'awaiting_payment', 'paid', 'expired', 'cancelled', 'refund_due', 'refunded']);
const nullableText = z.nullable(z.string());
const nullableNumber = z.nullable(z.number());

const list: z.ZodMiniType<StaffReservationList> = z.object({
  items: z.array(
    z.object({
      reference: z.string(),
      status,
      heldAt: z.string(),
      holdExpiresAt: z.string(),
      name: nullableText,
      email: nullableText,
      residence: z.string(),
      residenceName: z.string(),
      roomTypeName: z.string(),
      academicYear: z.string(),
      depositPence: nullableNumber,
      totalPence: nullableNumber,
      paymentMethod: nullableText,
    }),
  ),
  total: z.number(),
});

const detail: z.ZodMiniType<StaffReservationDetail> = z.object({
  reservation: z.object({
    reference: z.string(),
    tenancyOptionId: z.string(),
    status,
    heldAt: z.string(),
    holdExpiresAt: z.string(),
    details: z.nullable(
      z.object({
        name: z.string(),
        email: z.string(),
        countryCode: z.string(),
        phone: z.string(),
        dateOfBirth: z.string(),
        university: z.string(),
        yearOfStudy: z.string(),
        guarantor: z.enum(['uk_guarantor', 'pay_upfront', 'international']),
      }),
    ),
    termsVersion: nullableText,
    totalPence: nullableNumber,
    depositPence: nullableNumber,
    paymentMethod: nullableText,
    paymentReference: nullableText,
    confirmedAt: nullableText,
    cancelledAt: nullableText,
    refundPence: nullableNumber,
  }),
  option: z.object({
    tenancyOptionId: z.string(),
    academicYear: z.string(),
    weeks: z.number(),
    startDate: z.string(),
    endDate: z.string(),
    pricePerWeekPence: z.number(),
    billingFrequency: z.enum(['weekly', 'monthly', 'yearly']),
    currency: z.string(),
    roomsAvailable: z.number(),
    roomTypeName: z.string(),
    propertyName: z.string(),
    cityName: z.string(),
    roomPath: z.string(),
  }),
  price: z.object({
    lines: z.array(z.object({ label: z.string(), pence: z.number() })),
    totalPence: z.number(),
    holdingDepositPence: z.number(),
    afterDepositPence: z.number(),
    tenancyDepositPence: z.number(),
    rentFrom: z.string(),
    rentDays: z.number(),
    proRata: z.boolean(),
    instalments: z.array(
      z.object({
        kind: z.enum(['full', 'termly', 'weekly', 'monthly', 'yearly']),
        payments: z.array(z.number()),
      }),
    ),
  }),
  actions: z.array(z.enum(['mark_paid', 'cancel', 'release'])),
  cancellation: z.object({
    coolingOff: z.boolean(),
    coolingOffEnds: z.number(),
    refundPence: z.number(),
    refundBy: z.enum(['provider', 'operator', 'none']),
  }),
  refund: z.nullable(
    z.object({
      state: z.enum(['pending', 'failed', 'refunded']),
      pence: z.number(),
      problem: nullableText,
    }),
  ),
  history: z.array(z.object({ at: z.string(), actor: z.string(), summary: z.string() })),
});

const termsRecord: z.ZodMiniType<TermsRecord> = z.object({
  terms: z.object({
    holdingDepositPence: z.number(),
    tenancyDepositWeeks: z.optional(z.number()),
    fees: z.array(z.object({ label: z.string(), pence: z.number() })),
    instalmentPlans: z.optional(z.array(z.number())),
    stopSellingStartedAfter: z.optional(nullableText),
    termsVersion: z.string(),
    termsUrl: z.optional(z.string()),
    lateCancellationRefundPercent: z.number(),
  }),
  version: z.number(),
  updatedAt: nullableText,
});

const reference = z.object({ reference: z.string() });

/** An action's answers: the reservation done, or refused (409) with it as it is now, nothing done. */
const action = (path: `/api/admin/reservations/:reference/${string}`) =>
  endpoint({
    method: 'POST',
    path,
    params: reference,
    answers: {
      200: z.intersection(detail, z.object({ warning: z.optional(z.string()) })),
      404: apiErrorSchema,
      409: z.object({ error: z.literal('not_allowed'), message: z.string(), current: detail }),
    },
  });

export const reservationsContract = {
  /** The reservations the filters find, newest first; 400 names the filters that are wrong. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/reservations',
    query: listQuery,
    answers: { 200: list, 400: apiErrorSchema },
  }),
  /** The same filters as a CSV download (not JSON: the browser follows its address). */
  csv: endpoint({
    method: 'GET',
    path: '/api/admin/reservations.csv',
    query: z.object(filters),
    answers: { 400: apiErrorSchema },
  }),
  /** The residences the list can be narrowed to. */
  choices: endpoint({
    method: 'GET',
    path: '/api/admin/reservations/choices',
    answers: { 200: z.object({ residences: z.array(z.object({ slug: z.string(), name: z.string() })) }) },
  }),
  /** One reservation: its price, actions, refund and history. */
  get: endpoint({
    method: 'GET',
    path: '/api/admin/reservations/:reference',
    params: reference,
    answers: { 200: detail, 404: apiErrorSchema },
  }),
  markPaid: action('/api/admin/reservations/:reference/mark-paid'),
  cancel: action('/api/admin/reservations/:reference/cancel'),
  release: action('/api/admin/reservations/:reference/release'),
  /** The operator's terms with the version an edit names (sales read them too). */
  terms: endpoint({ method: 'GET', path: '/api/admin/reservation-terms', answers: { 200: termsRecord } }),
  /**
   * The owner saves the terms from the version read. The body's shape is the use case's to check
   * (400 `invalid` with a message per field): here it only types what the console sends.
   */
  saveTerms: endpoint({
    method: 'PUT',
    path: '/api/admin/reservation-terms',
    body: z.custom<TermsInput>(),
    answers: {
      200: termsRecord,
      400: apiErrorSchema,
      409: z.object({ error: z.literal('stale'), message: z.string(), current: termsRecord }),
      422: z.object({
        error: z.literal('unlawful'),
        message: z.string(),
        guidanceUrl: z.string(),
        fields: z.record(z.string(), z.string()),
      }),
    },
  }),
};
