import { HttpResponse, http, type RequestHandler } from 'msw';
import type { MemoryStaffConsole } from '../../src/adapters/memory/memory-staff-console';
import type { StaffRole } from '../../src/domain/staff/staff-roles';
import type { Denied, LinkState } from '../../src/ports/staff-console.port';
import { viewingDeskHandlers } from './viewing-desk-handlers';

type Body = Record<string, unknown>;
const bodyOf = async (request: Request): Promise<Body> => ((await request.json().catch(() => ({}))) ?? {}) as Body;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

const denied = (outcome: Denied) =>
  outcome.kind === 'signed-out'
    ? HttpResponse.json({ error: 'unauthorised', message: 'Please sign in.' }, { status: 401 })
    : HttpResponse.json({ error: 'forbidden', message: 'Your role cannot do this.' }, { status: 403 });

const linkGone = (state: Exclude<LinkState, { kind: 'valid' }>) =>
  state.kind === 'unknown'
    ? HttpResponse.json({ error: 'not_found', message: 'No such link.' }, { status: 404 })
    : HttpResponse.json({ error: state.kind === 'used' ? 'link_used' : 'link_expired' }, { status: 410 });

/**
 * The console's staff API (the paths and answers of issue 18) over the memory fake: what QA's
 * service worker answers, and what the HTTP adapter's contract test runs against.
 */
export function consoleHandlers(fake: MemoryStaffConsole): RequestHandler[] {
  return [
    http.get('*/api/admin/session', async () => {
      const staff = await fake.currentStaff();
      return staff
        ? HttpResponse.json({ staff })
        : HttpResponse.json({ error: 'unauthorised', message: 'Please sign in.' }, { status: 401 });
    }),
    http.post('*/api/admin/session', async ({ request }) => {
      const body = await bodyOf(request);
      const outcome = await fake.signIn(text(body.email), text(body.password));
      if (outcome.kind === 'signed-in') return HttpResponse.json({ staff: outcome.staff });
      if (outcome.kind === 'rate-limited')
        return HttpResponse.json(
          { error: 'rate_limited', message: outcome.message, retryAfterSeconds: outcome.retryAfterSeconds },
          { status: 429, headers: { 'retry-after': String(outcome.retryAfterSeconds) } },
        );
      return HttpResponse.json({ error: 'wrong_credentials', message: outcome.message }, { status: 401 });
    }),
    http.delete('*/api/admin/session', async () => {
      await fake.signOut();
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('*/api/admin/sessions', async () => {
      if (!(await fake.currentStaff())) return denied({ kind: 'signed-out' });
      await fake.signOutEverywhere();
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/admin/links/:token', async ({ params }) => {
      const state = await fake.readLink(String(params.token));
      if (state.kind !== 'valid') return linkGone(state);
      return HttpResponse.json({ purpose: state.purpose, email: state.email, role: state.role });
    }),
    http.post('*/api/admin/links/:token', async ({ params, request }) => {
      const body = await bodyOf(request);
      const outcome = await fake.followLink(String(params.token), {
        ...(typeof body.name === 'string' ? { name: body.name } : {}),
        password: text(body.password),
      });
      if (outcome.kind === 'signed-in') return HttpResponse.json({ staff: outcome.staff });
      if (outcome.kind === 'refused') return HttpResponse.json({ fields: outcome.fields }, { status: 400 });
      return linkGone(outcome);
    }),
    http.post('*/api/admin/password-reset', async ({ request }) => {
      await fake.requestPasswordReset(text((await bodyOf(request)).email));
      return new HttpResponse(null, { status: 202 });
    }),
    http.get('*/api/admin/staff', async () => {
      const outcome = await fake.listStaff();
      return outcome.kind === 'ok' ? HttpResponse.json({ staff: outcome.staff }) : denied(outcome);
    }),
    http.post('*/api/admin/staff/invitations', async ({ request }) => {
      const body = await bodyOf(request);
      const outcome = await fake.invite(text(body.email), text(body.role) as StaffRole);
      if (outcome.kind === 'invited') return HttpResponse.json({ invitation: outcome.invitation }, { status: 201 });
      if (outcome.kind === 'refused') return HttpResponse.json({ fields: outcome.fields }, { status: 400 });
      return denied(outcome);
    }),
    http.patch('*/api/admin/staff/:id', async ({ params, request }) => {
      const body = await bodyOf(request);
      const outcome = await fake.changeRole(String(params.id), text(body.role) as StaffRole, Number(body.version));
      switch (outcome.kind) {
        case 'changed':
          return HttpResponse.json({ staff: outcome.member });
        case 'stale':
          return HttpResponse.json({ error: 'stale', message: outcome.message }, { status: 409 });
        case 'last-owner':
          return HttpResponse.json({ error: 'last_owner', message: outcome.message }, { status: 409 });
        case 'not-found':
          return HttpResponse.json({ error: 'not_found', message: 'No such member.' }, { status: 404 });
        default:
          return denied(outcome);
      }
    }),
    http.delete('*/api/admin/staff/:id', async ({ params }) => {
      const outcome = await fake.remove(String(params.id));
      switch (outcome.kind) {
        case 'removed':
          return new HttpResponse(null, { status: 204 });
        case 'last-owner':
          return HttpResponse.json({ error: 'last_owner', message: outcome.message }, { status: 409 });
        case 'not-found':
          return HttpResponse.json({ error: 'not_found', message: 'No such member.' }, { status: 404 });
        default:
          return denied(outcome);
      }
    }),
    http.get('*/api/admin/audit', async ({ request }) => {
      const search = new URL(request.url).searchParams;
      const before = search.get('beforeId');
      const outcome = await fake.auditPage({
        limit: Number(search.get('limit') ?? 50),
        ...(search.get('entity') ? { entity: search.get('entity') ?? '' } : {}),
        ...(search.get('entityId') ? { entityId: search.get('entityId') ?? '' } : {}),
        ...(before ? { beforeId: Number(before) } : {}),
      });
      return outcome.kind === 'ok'
        ? HttpResponse.json({ entries: outcome.entries, nextBeforeId: outcome.nextBeforeId })
        : denied(outcome);
    }),
    ...viewingDeskHandlers(),
  ];
}

/** The console's API failing: every call a 500, as when the database is down. */
export const consoleFailing: RequestHandler[] = [
  http.all('*/api/admin/*', () =>
    HttpResponse.json(
      { error: 'server_error', message: 'Something went wrong on our side. Please try again.' },
      { status: 500 },
    ),
  ),
];
