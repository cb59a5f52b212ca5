import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type {
  InboxActor,
  InboxDetail,
  InboxEdit,
  InboxListQuery,
  ManageInbox,
} from '../../application/enquiries/manage-inbox.use-case';
import type { PersonalDataConsole } from '../../application/privacy/personal-data.use-case';
import { ENQUIRY_KINDS, type EnquiryKind } from '../../domain/enquiries/enquiry';
import { INBOX_STATUSES } from '../../domain/enquiries/inbox-status';
import { INBOX_SORTS } from '../../ports/enquiry-inbox.port';
import { isSingleLine } from '../forms/wire-text';
import { parseOr400, sendError } from './api-error';
import { sendCsvDownload } from './csv-download';
import { requirePermission } from './staff-guard';

const enquiryKinds = ENQUIRY_KINDS as readonly [EnquiryKind, ...EnquiryKind[]];
const singleLine = (max: number) =>
  z.string().max(max).refine(isSingleLine, { error: 'One line, without control characters.' });

const listQuery = z.object({
  kind: z.enum(enquiryKinds, { error: 'Choose a kind of enquiry.' }).optional(),
  status: z.enum(INBOX_STATUSES as readonly ['new', 'open', 'closed'], { error: 'New, open or closed.' }).optional(),
  residence: singleLine(100).optional(),
  from: singleLine(10).optional(),
  to: singleLine(10).optional(),
  assignee: z.union([z.uuid(), z.literal('none')], { error: 'A member of staff, or none.' }).optional(),
  q: singleLine(200).optional(),
  sort: z.enum(INBOX_SORTS, { error: `One of ${INBOX_SORTS.join(', ')}.` }).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).optional(),
});

const emailBody = z.object({ email: singleLine(254) });

function actorOf(request: FastifyRequest): InboxActor {
  const staff = request.staff;
  if (!staff) throw new Error('a console route ran without a signed-in member');
  return { staffId: staff.id, email: staff.email, name: staff.name, ip: request.ip };
}

const notFound = (reply: FastifyReply) =>
  sendError(reply, 404, { error: 'not_found', message: 'No enquiry has that reference (it may have been erased).' });

function withoutUndefined(query: z.infer<typeof listQuery>): InboxListQuery {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as InboxListQuery;
}

function answerEdit(reply: FastifyReply, edit: InboxEdit, created = false) {
  switch (edit.outcome) {
    case 'saved':
      return reply.code(created ? 201 : 200).send(edit.detail satisfies InboxDetail);
    case 'invalid':
      return sendError(reply, 400, { error: 'invalid', message: 'Check the highlighted fields.', fields: edit.fields });
    case 'refused':
      return sendError(reply, 409, { error: 'not_allowed', message: edit.message });
    case 'stale':
      return reply.code(409).send({ error: 'stale', message: edit.message, current: edit.detail });
    case 'not_found':
      return notFound(reply);
  }
}

/**
 * The console's inbox (issue 19 item 3), under /api/admin/inbox (beside the bearer-token
 * /api/admin/enquiries, which stays as it is), all with enquiries:manage (sales and owner):
 *
 * - `GET /api/admin/inbox?kind=&status=&residence=&from=&to=&assignee=&q=&sort=&dir=&page=&pageSize=`:
 *   `{items, total, page, pageSize}`; `from` and `to` are London days (YYYY-MM-DD, both included).
 * - `GET /api/admin/inbox.csv?…`: the same filters as a CSV download.
 * - `GET /api/admin/inbox/choices`: the residences and the members an enquiry can be assigned to.
 * - `GET /api/admin/inbox/:reference`: the enquiry, its answers, notes and replies.
 * - `POST /api/admin/inbox/:reference/open`: the same, as the member opens it in the console,
 *   which takes a new enquiry up (it becomes open, audited; issue 36 item 8).
 * - `PATCH /api/admin/inbox/:reference` `{version, status?, assigneeId?}`; 409 `stale` (with the
 *   current enquiry and who changed it) or `not_allowed` (a move the status rule refuses).
 * - `POST /api/admin/inbox/:reference/notes` `{body}`; `POST …/replies` `{version, subject, body}`.
 *
 * And a person's data, with personal-data:manage (the owner): `POST /api/admin/personal-data/find`
 * `{email}` (the export, as `npm run personal-data -- export`) and `POST …/erase` `{email}`.
 * The address goes in a body, not the address bar, so it is not written to access logs.
 */
export function inboxConsoleRoutes(inbox: ManageInbox, personalData: PersonalDataConsole) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const manage = { preHandler: requirePermission('enquiries:manage') };
    const owner = { preHandler: requirePermission('personal-data:manage') };

    app.get('/api/admin/inbox', manage, async (request, reply) => {
      const query = parseOr400(listQuery, request.query, reply);
      if (!query) return reply;
      const listed = await inbox.list(withoutUndefined(query));
      if (listed.outcome === 'invalid')
        return sendError(reply, 400, { error: 'bad_request', message: 'Check the filters.', fields: listed.fields });
      return listed.page;
    });

    app.get('/api/admin/inbox.csv', manage, async (request, reply) => {
      const query = parseOr400(listQuery, request.query, reply);
      if (!query) return reply;
      const exported = await inbox.csv(withoutUndefined(query));
      if (exported.outcome === 'invalid')
        return sendError(reply, 400, { error: 'bad_request', message: 'Check the filters.', fields: exported.fields });
      return sendCsvDownload(reply, 'enquiries.csv', exported.csv);
    });

    app.get('/api/admin/inbox/choices', manage, async () => inbox.choices());

    app.get<{ Params: { reference: string } }>('/api/admin/inbox/:reference', manage, async (request, reply) => {
      const detail = await inbox.get(request.params.reference, actorOf(request));
      return detail ?? notFound(reply);
    });

    app.post<{ Params: { reference: string } }>('/api/admin/inbox/:reference/open', manage, async (request, reply) => {
      const detail = await inbox.open(request.params.reference, actorOf(request));
      return detail ?? notFound(reply);
    });

    app.patch<{ Params: { reference: string } }>('/api/admin/inbox/:reference', manage, async (request, reply) =>
      answerEdit(reply, await inbox.change(request.params.reference, request.body ?? {}, actorOf(request))),
    );

    app.post<{ Params: { reference: string } }>('/api/admin/inbox/:reference/notes', manage, async (request, reply) =>
      answerEdit(reply, await inbox.note(request.params.reference, request.body ?? {}, actorOf(request)), true),
    );

    app.post<{ Params: { reference: string } }>('/api/admin/inbox/:reference/replies', manage, async (request, reply) =>
      answerEdit(reply, await inbox.reply(request.params.reference, request.body ?? {}, actorOf(request)), true),
    );

    app.post('/api/admin/personal-data/find', owner, async (request, reply) => {
      const body = parseOr400(emailBody, request.body ?? {}, reply);
      if (!body) return reply;
      const found = await personalData.find(body.email, actorOf(request));
      if (found.outcome === 'invalid')
        return sendError(reply, 400, { error: 'invalid', message: found.message, fields: { email: found.message } });
      return { holdsAnything: found.holdsAnything, data: found.document };
    });

    app.post('/api/admin/personal-data/erase', owner, async (request, reply) => {
      const body = parseOr400(emailBody, request.body ?? {}, reply);
      if (!body) return reply;
      const erased = await personalData.erase(body.email, actorOf(request));
      if (erased.outcome === 'invalid')
        return sendError(reply, 400, { error: 'invalid', message: erased.message, fields: { email: erased.message } });
      request.log.info({ outcome: erased.outcome }, 'personal data erased from the console');
      return erased.outcome === 'erased'
        ? { erased: true, summary: erased.summary, counts: erased.done.erased }
        : { erased: false, summary: erased.summary };
    });
  };
}
