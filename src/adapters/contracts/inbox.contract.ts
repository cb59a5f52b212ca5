import * as z from 'zod/mini';
import { ENQUIRY_KINDS } from '../../domain/enquiries/enquiry';
import { INBOX_TEXT_LIMITS } from '../../domain/enquiries/inbox-mail';
import { INBOX_STATUSES } from '../../domain/enquiries/inbox-status';
import { INBOX_SORTS, type InboxEnquiry, type InboxStaff } from '../../ports/enquiry-inbox.port';
import type { InboxChoices, InboxDetailView, InboxListing } from '../../ports/inbox-console.port';
import { cleanFreeText, singleLine } from '../forms/wire-text';
import { apiErrorSchema, endpoint, wholeQuery } from './endpoint';

/**
 * The console's inbox (issue 19 item 3) and a person's data as they cross the wire, written once
 * (ADR 095). The edits' bodies are checked here and only here: the use case takes them parsed.
 */

const oneLine = 'One line, without control characters.';
const fillIn = 'Fill this in.';
const atMost = (max: number) => `At most ${max.toLocaleString('en-GB')} characters.`;

/** A filter's text as typed: one line, at most `max` characters. */
const filterText = (max: number) => z.optional(z.string().check(z.maxLength(max), singleLine(oneLine)));
/** A short text the member writes: one line, trimmed, not empty. */
const line = (max: number) =>
  z
    .string({ error: fillIn })
    .check(z.trim(), z.minLength(1, fillIn), z.maxLength(max, atMost(max)), singleLine(oneLine));
/** A longer text the member writes: line breaks kept, other control characters dropped, trimmed, not empty. */
const text = (max: number) =>
  z.string({ error: fillIn }).check(cleanFreeText(), z.trim(), z.minLength(1, fillIn), z.maxLength(max, atMost(max)));

const listQuery = z.object({
  kind: z.optional(z.enum(ENQUIRY_KINDS, { error: 'Choose a kind of enquiry.' })),
  status: z.optional(z.enum(INBOX_STATUSES, { error: 'New, open or closed.' })),
  residence: filterText(100),
  /** London days, YYYY-MM-DD, both included; the use case says what is wrong with one. */
  from: filterText(10),
  to: filterText(10),
  assignee: z.optional(z.union([z.uuid(), z.literal('none')], { error: 'A member of staff, or none.' })),
  q: filterText(200),
  sort: z.optional(z.enum(INBOX_SORTS, { error: `One of ${INBOX_SORTS.join(', ')}.` })),
  dir: z.optional(z.enum(['asc', 'desc'])),
  page: wholeQuery(1, 100_000),
  pageSize: wholeQuery(1, 500),
});

const staff: z.ZodMiniType<InboxStaff> = z.object({ id: z.string(), name: z.string(), email: z.string() });
const kind = z.enum(ENQUIRY_KINDS);
const status = z.enum(INBOX_STATUSES);
const utmPart = z.optional(z.string());

const row = z.object({
  reference: z.string(),
  kind,
  name: z.string(),
  email: z.string(),
  status,
  created_at: z.string(),
  updated_at: z.string(),
  residence: z.nullable(z.string()),
  assignee: z.nullable(staff),
  version: z.number(),
});
const listing: z.ZodMiniType<InboxListing> = z.object({
  items: z.array(row),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

const enquiry: z.ZodMiniType<InboxEnquiry> = z.object({
  id: z.string(),
  reference: z.string(),
  kind,
  submission_id: z.string(),
  name: z.string(),
  email: z.string(),
  fields: z.record(z.string(), z.unknown()),
  source_page: z.string(),
  utm: z.object({ source: utmPart, medium: utmPart, campaign: utmPart, term: utmPart, content: utmPart }),
  consent: z.boolean(),
  status,
  created_at: z.string(),
  closed_at: z.nullable(z.string()),
  version: z.number(),
  assignee: z.nullable(staff),
  notes: z.array(
    z.object({
      id: z.string(),
      staffId: z.nullable(z.string()),
      author: z.string(),
      body: z.string(),
      created_at: z.string(),
    }),
  ),
  replies: z.array(
    z.object({
      id: z.string(),
      staffId: z.nullable(z.string()),
      author: z.string(),
      to: z.string(),
      subject: z.string(),
      body: z.string(),
      mailId: z.string(),
      created_at: z.string(),
    }),
  ),
});

const detail: z.ZodMiniType<InboxDetailView> = z.object({
  enquiry,
  answers: z.array(z.object({ label: z.string(), value: z.string() })),
  nextStatuses: z.array(status),
  replySubject: z.string(),
  replySender: z.object({ from: z.object({ name: z.string(), address: z.string() }), replyTo: z.string() }),
});

const choices: z.ZodMiniType<InboxChoices> = z.object({
  residences: z.array(z.object({ slug: z.string(), name: z.string() })),
  staff: z.array(staff),
});

/** An edit's refusals: 409 when stale (with the current enquiry) or when the status rule refuses the move. */
const refusals = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: z.union([
    z.object({ error: z.literal('stale'), message: z.string(), current: detail }),
    z.object({ error: z.literal('not_allowed'), message: z.string() }),
  ]),
} as const;

const reference = z.object({ reference: z.string() });
const email = z.object({ email: z.string().check(z.maxLength(254), singleLine(oneLine)) });

export const inboxContract = {
  /** One page of the enquiries the filters find; 400 names the filters that are wrong. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/inbox',
    query: listQuery,
    answers: { 200: listing, 400: apiErrorSchema },
  }),
  /** The same filters as a CSV download (not JSON: the browser follows its address). */
  csv: endpoint({
    method: 'GET',
    path: '/api/admin/inbox.csv',
    query: listQuery,
    answers: { 400: apiErrorSchema },
  }),
  /** The residences and the members an enquiry can be assigned to. */
  choices: endpoint({ method: 'GET', path: '/api/admin/inbox/choices', answers: { 200: choices } }),
  /** One enquiry, read only. */
  get: endpoint({
    method: 'GET',
    path: '/api/admin/inbox/:reference',
    params: reference,
    answers: { 200: detail, 404: apiErrorSchema },
  }),
  /** The enquiry as a member opens it, which takes a new one up (issue 36 item 8). */
  open: endpoint({
    method: 'POST',
    path: '/api/admin/inbox/:reference/open',
    params: reference,
    answers: { 200: detail, 404: apiErrorSchema },
  }),
  /** Moves the status and/or assigns, from the version the member read. */
  change: endpoint({
    method: 'PATCH',
    path: '/api/admin/inbox/:reference',
    params: reference,
    body: z.strictObject({
      version: z.int({ error: 'Say which version you changed.' }).check(z.gte(1)),
      status: z.optional(z.enum(INBOX_STATUSES, { error: 'New, open or closed.' })),
      assigneeId: z.optional(z.nullable(z.uuid({ error: 'Choose a member of staff.' }))),
    }),
    answers: { 200: detail, ...refusals },
  }),
  /** An internal note (never sent). */
  note: endpoint({
    method: 'POST',
    path: '/api/admin/inbox/:reference/notes',
    params: reference,
    body: z.strictObject({ body: text(INBOX_TEXT_LIMITS.note) }),
    answers: { 201: detail, ...refusals },
  }),
  /** A reply by e-mail, from the version the member read. */
  reply: endpoint({
    method: 'POST',
    path: '/api/admin/inbox/:reference/replies',
    params: reference,
    body: z.strictObject({
      version: z.int({ error: 'Say which version you answered.' }).check(z.gte(1)),
      subject: line(INBOX_TEXT_LIMITS.subject),
      body: text(INBOX_TEXT_LIMITS.reply),
    }),
    answers: { 201: detail, ...refusals },
  }),
  /** Everything held about one address (the owner's export); the address goes in the body, not the log. */
  findPersonalData: endpoint({
    method: 'POST',
    path: '/api/admin/personal-data/find',
    body: email,
    answers: {
      200: z.object({ holdsAnything: z.boolean(), data: z.record(z.string(), z.unknown()) }),
      400: apiErrorSchema,
    },
  }),
  /** Erases everything held about one address. */
  erasePersonalData: endpoint({
    method: 'POST',
    path: '/api/admin/personal-data/erase',
    body: email,
    answers: {
      200: z.union([
        z.object({ erased: z.literal(true), summary: z.string(), counts: z.record(z.string(), z.number()) }),
        z.object({ erased: z.literal(false), summary: z.string() }),
      ]),
      400: apiErrorSchema,
    },
  }),
};
