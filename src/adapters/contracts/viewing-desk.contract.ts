import * as z from 'zod/mini';
import { isCalendarDate } from '../../domain/shared/london-time';
import { viewingKinds, viewingStatuses } from '../../domain/viewings/viewing';
import { attendanceMarks } from '../../domain/viewings/viewing-desk';
import type { ViewingAvailability } from '../../domain/viewings/viewing-outcomes';
import type { DeskAllResidencesDay, DeskCalendar, DeskResidence, DeskRulesView } from '../../ports/viewing-desk.port';
import type { DeskChange } from '../../ports/viewing-desk-console.port';
import { viewingBookingSchema, viewingMoveSchema } from '../forms/viewing-booking.schema';
import { apiErrorSchema, endpoint } from './endpoint';
import { viewingAvailabilitySchema } from './viewing.schema';

/**
 * The viewings desk (issue 19 item 2) as it crosses the wire, written once (ADR 095). The rules'
 * shape is checked here and only here; the domain's rules about them (deskRulesIssues) stay in the
 * use case. The calendar feed itself (`GET /api/admin/viewings/feed/:token`) is iCalendar for
 * calendar apps, not the console's: it stays outside.
 */

const kind = z.enum(viewingKinds);
const residence: z.ZodMiniType<DeskResidence> = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  cityName: z.string(),
  offersViewings: z.boolean(),
});
const period = z.object({ open: z.string(), close: z.string() });
const rulesView: z.ZodMiniType<DeskRulesView> = z.object({
  propertyId: z.string(),
  openingHours: z.record(z.string(), z.array(period)),
  slotMinutes: z.number(),
  capacity: z.number(),
  kinds: z.array(kind),
  closedPeriods: z.array(z.object({ from: z.string(), to: z.string() })),
  noticeMinutes: z.number(),
  horizonDays: z.number(),
  staffEmail: z.string(),
  videoCallUrl: z.nullable(z.string()),
  version: z.number(),
  feedIssued: z.boolean(),
});
const deskViewing = z.object({
  reference: z.string(),
  status: z.enum(viewingStatuses),
  kind,
  start: z.string(),
  end: z.string(),
  date: z.string(),
  time: z.string(),
  endTime: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  partySize: z.number(),
  message: z.string(),
});
const calendar: z.ZodMiniType<DeskCalendar> = z.object({
  residence: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  capacity: z.number(),
  days: z.array(
    z.object({
      date: z.string(),
      closed: z.boolean(),
      slots: z.array(z.object({ start: z.string(), time: z.string(), taken: z.number() })),
      viewings: z.array(deskViewing),
    }),
  ),
});
const allResidencesDay: z.ZodMiniType<DeskAllResidencesDay> = z.object({
  date: z.string(),
  residences: z.array(z.object({ residence, viewings: z.array(deskViewing) })),
});
const availability: z.ZodMiniType<ViewingAvailability> = viewingAvailabilitySchema;

/** What a booking, move, cancellation or mark answers: the viewing as the desk names it. */
const changed = z.object({
  viewing: z.object({
    reference: z.string(),
    status: z.enum(viewingStatuses),
    date: z.string(),
    time: z.string(),
    name: z.string(),
  }),
}) satisfies z.ZodMiniType<Pick<Extract<DeskChange, { kind: 'done' }>, 'viewing'>>;

/** A change refused: 400 (per field), 404, 409 (the time is gone, or it cannot be changed now), 503 (try again). */
const refusals = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 503: apiErrorSchema } as const;

const londonDate = z.string().check(z.refine(isCalendarDate, 'A London date, YYYY-MM-DD.'));
const clock = z.string().check(z.trim(), z.maxLength(5));
const day = z.string().check(z.trim(), z.maxLength(10));
const whole = (error: string) => z.int({ error });

/** The rules as the desk's form sends them, with the version they were read at (0: none yet). */
const rulesBody = z.strictObject({
  version: z.int({ error: 'Give the version you opened (reload the rules).' }).check(z.gte(0)),
  openingHours: z.partialRecord(
    z.enum(['1', '2', '3', '4', '5', '6', '7']),
    z.array(z.object({ open: clock, close: clock })).check(z.maxLength(6, 'At most 6 openings a day.')),
  ),
  slotMinutes: whole('A whole number of minutes.'),
  capacity: whole('A whole number of bookings.'),
  kinds: z.array(kind).check(z.maxLength(2)),
  closedPeriods: z.array(z.object({ from: day, to: day })).check(z.maxLength(100, 'At most 100 closed periods.')),
  noticeMinutes: whole('A whole number of minutes.'),
  horizonDays: whole('A whole number of days.'),
  staffEmail: z.email({ error: 'The address told of bookings, like viewings@example.com.' }).check(z.maxLength(200)),
  videoCallUrl: z.nullable(z.string().check(z.trim(), z.maxLength(500))),
});

const base = '/api/admin/viewings';
const residenceId = z.object({ id: z.string() });
const reference = z.object({ reference: z.string() });

export const viewingDeskContract = {
  /** Every residence, by name, and whether it offers viewings yet. */
  residences: endpoint({
    method: 'GET',
    path: `${base}/residences`,
    answers: { 200: z.object({ residences: z.array(residence) }) },
  }),
  /** Every residence's viewings on one London day (issue 36 item 8). */
  day: endpoint({
    method: 'GET',
    path: `${base}/day`,
    query: z.object({ date: londonDate }),
    answers: { 200: allResidencesDay, 400: apiErrorSchema },
  }),
  /** A residence's rules (the defaults at version 0 when it has none yet). */
  rules: endpoint({
    method: 'GET',
    path: `${base}/residences/:id/rules`,
    params: residenceId,
    answers: { 200: rulesView, 404: apiErrorSchema },
  }),
  /** Saves the rules from the version read: 409 `stale` with the rules as they are now. */
  saveRules: endpoint({
    method: 'PUT',
    path: `${base}/residences/:id/rules`,
    params: residenceId,
    body: rulesBody,
    answers: {
      200: rulesView,
      400: apiErrorSchema,
      404: apiErrorSchema,
      409: z.object({ error: z.literal('stale'), message: z.string(), current: rulesView }),
    },
  }),
  /** A residence's slots and viewings on a London day, or the Monday-to-Sunday week around it. */
  calendar: endpoint({
    method: 'GET',
    path: `${base}/residences/:id/calendar`,
    params: residenceId,
    query: z.object({ date: londonDate, span: z._default(z.enum(['day', 'week']), 'week') }),
    answers: { 200: calendar, 400: apiErrorSchema, 404: apiErrorSchema },
  }),
  /** The free slots, as a visitor would see them; 404 while the residence offers no viewings. */
  availability: endpoint({
    method: 'GET',
    path: `${base}/residences/:id/availability`,
    params: residenceId,
    answers: { 200: availability, 404: apiErrorSchema },
  }),
  /** A booking on a caller's behalf: the visitor's form, less what only a visitor sends. */
  book: endpoint({
    method: 'POST',
    path: `${base}/residences/:id/bookings`,
    params: residenceId,
    body: z.omit(viewingBookingSchema, { propertySlug: true, agreedToTerms: true, website: true }),
    answers: { 200: changed, 201: changed, ...refusals },
  }),
  move: endpoint({
    method: 'POST',
    path: `${base}/bookings/:reference/move`,
    params: reference,
    body: viewingMoveSchema,
    answers: { 200: changed, ...refusals },
  }),
  cancel: endpoint({
    method: 'POST',
    path: `${base}/bookings/:reference/cancel`,
    params: reference,
    answers: { 200: changed, ...refusals },
  }),
  /** Attended or no-show; 409 when the viewing cannot be marked (yet, or any more). */
  mark: endpoint({
    method: 'POST',
    path: `${base}/bookings/:reference/attendance`,
    params: reference,
    body: z.object({ mark: z.enum(attendanceMarks, { error: 'Mark it attended or no-show.' }) }),
    answers: { 200: changed, ...refusals },
  }),
  /** A new calendar feed link, shown once (the old one stops); 409 while the residence has no rules. */
  issueFeed: endpoint({
    method: 'POST',
    path: `${base}/residences/:id/feed`,
    params: residenceId,
    answers: { 201: z.object({ url: z.string() }), 404: apiErrorSchema, 409: apiErrorSchema },
  }),
  /** Stops the feed link. */
  revokeFeed: endpoint({
    method: 'DELETE',
    path: `${base}/residences/:id/feed`,
    params: residenceId,
    answers: { 204: z.null(), 404: apiErrorSchema },
  }),
};
