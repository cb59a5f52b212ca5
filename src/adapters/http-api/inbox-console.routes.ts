import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InboxActor, InboxEdit, ManageInbox } from '../../application/enquiries/manage-inbox.use-case';
import type { PersonalDataConsole } from '../../application/privacy/personal-data.use-case';
import { inboxContract } from '../contracts/inbox.contract';
import { sendCsvDownload } from './csv-download';
import { answered, serve } from './endpoint-route';
import { requirePermission } from './staff-guard';

function actorOf(request: FastifyRequest): InboxActor {
  const staff = request.staff;
  if (!staff) throw new Error('a console route ran without a signed-in member');
  return { staffId: staff.id, email: staff.email, name: staff.name, ip: request.ip };
}

const notFound = {
  status: 404,
  body: { error: 'not_found', message: 'No enquiry has that reference (it may have been erased).' },
} as const;
const badFilters = (fields: Readonly<Record<string, string>>) =>
  ({ status: 400, body: { error: 'bad_request', message: 'Check the filters.', fields } }) as const;

/** An edit's outcome as the contract answers it: `saved` with `status` (200 for a change, 201 for what it adds). */
function answerOf<S extends 200 | 201>(edit: InboxEdit, saved: S) {
  switch (edit.outcome) {
    case 'saved':
      return { status: saved, body: edit.detail } as const;
    case 'invalid':
      return {
        status: 400,
        body: { error: 'invalid', message: 'Check the highlighted fields.', fields: edit.fields },
      } as const;
    case 'refused':
      return { status: 409, body: { error: 'not_allowed', message: edit.message } } as const;
    case 'stale':
      return { status: 409, body: { error: 'stale', message: edit.message, current: edit.detail } } as const;
    case 'not_found':
      return notFound;
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

    serve(app, inboxContract.list, manage, async ({ query }) => {
      const listed = await inbox.list(query);
      return listed.outcome === 'ok' ? { status: 200, body: listed.page } : badFilters(listed.fields);
    });

    serve(app, inboxContract.csv, manage, async ({ query }, _request, reply) => {
      const exported = await inbox.csv(query);
      if (exported.outcome === 'invalid') return badFilters(exported.fields);
      sendCsvDownload(reply, 'enquiries.csv', exported.csv);
      return answered;
    });

    serve(app, inboxContract.choices, manage, async () => ({ status: 200, body: await inbox.choices() }));

    serve(app, inboxContract.get, manage, async ({ params }, request) => {
      const detail = await inbox.get(params.reference, actorOf(request));
      return detail ? { status: 200, body: detail } : notFound;
    });

    serve(app, inboxContract.open, manage, async ({ params }, request) => {
      const detail = await inbox.open(params.reference, actorOf(request));
      return detail ? { status: 200, body: detail } : notFound;
    });

    serve(app, inboxContract.change, manage, async ({ params, body }, request) =>
      answerOf(await inbox.change(params.reference, body, actorOf(request)), 200),
    );

    serve(app, inboxContract.note, manage, async ({ params, body }, request) =>
      answerOf(await inbox.note(params.reference, body, actorOf(request)), 201),
    );

    serve(app, inboxContract.reply, manage, async ({ params, body }, request) =>
      answerOf(await inbox.reply(params.reference, body, actorOf(request)), 201),
    );

    serve(app, inboxContract.findPersonalData, owner, async ({ body }, request) => {
      const found = await personalData.find(body.email, actorOf(request));
      if (found.outcome === 'invalid')
        return { status: 400, body: { error: 'invalid', message: found.message, fields: { email: found.message } } };
      return { status: 200, body: { holdsAnything: found.holdsAnything, data: found.document } };
    });

    serve(app, inboxContract.erasePersonalData, owner, async ({ body }, request) => {
      const erased = await personalData.erase(body.email, actorOf(request));
      if (erased.outcome === 'invalid')
        return { status: 400, body: { error: 'invalid', message: erased.message, fields: { email: erased.message } } };
      request.log.info({ outcome: erased.outcome }, 'personal data erased from the console');
      return {
        status: 200,
        body:
          erased.outcome === 'erased'
            ? { erased: true, summary: erased.summary, counts: { ...erased.done.erased } }
            : { erased: false, summary: erased.summary },
      };
    });
  };
}
