import { HttpResponse, http, type RequestHandler } from 'msw';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryAnalyticsEvents } from '../../src/adapters/memory/memory-analytics-events';
import { MemoryAuditLog } from '../../src/adapters/memory/memory-audit-log';
import { MemoryCatalogueEditor } from '../../src/adapters/memory/memory-catalogue-editor.adapter';
import { MemoryConsentLog } from '../../src/adapters/memory/memory-consent-log';
import { MemoryPicturesConsole } from '../../src/adapters/memory/memory-pictures-console';
import type { MemoryStaffConsole } from '../../src/adapters/memory/memory-staff-console';
import { ReadAnalyticsReport } from '../../src/application/analytics-report/read-analytics-report.use-case';
import { EditCatalogue } from '../../src/application/catalogue/edit-catalogue.use-case';
import { reportRange } from '../../src/domain/analytics-ingestion/analytics-report';
import type { GalleryEdit } from '../../src/domain/catalogue/gallery';
import { pictureRefusalMessage } from '../../src/domain/catalogue/picture-upload';
import { addDays } from '../../src/domain/shared/london-time';
import { can, type StaffRole } from '../../src/domain/staff/staff-roles';
import type { CatalogueEntity } from '../../src/ports/catalogue-editor.port';
import type { GalleryAnswer, GalleryRef } from '../../src/ports/pictures-console.port';
import type { Denied, LinkState } from '../../src/ports/staff-console.port';
import { demoAnalyticsDay } from '../support/analytics-demo';
import { fixtureSlice } from '../support/catalogue-fixture';
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
    ...analyticsHandlers(fake),
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

/**
 * The analytics dashboard's API (issue 19 item 4): the real use case over memory stores that hold
 * the demo site's analytics (test/support/analytics-demo.ts) for each day asked about.
 */
function analyticsHandlers(fake: MemoryStaffConsole): RequestHandler[] {
  const events = new MemoryAnalyticsEvents();
  const consent = new MemoryConsentLog();
  const seeded = new Set<string>();
  const read = new ReadAnalyticsReport(events, consent);
  return [
    http.get('*/api/admin/analytics', async ({ request }) => {
      const staff = await fake.currentStaff();
      if (!staff) return denied({ kind: 'signed-out' });
      if (!can(staff.role, 'analytics:read')) return denied({ kind: 'forbidden' });
      const search = new URL(request.url).searchParams;
      const range = reportRange(search.get('from') ?? '', search.get('to') ?? '');
      if (typeof range !== 'string')
        for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
          if (seeded.has(day)) continue;
          seeded.add(day);
          const demo = demoAnalyticsDay(day);
          await events.store(demo.events);
          for (const entry of demo.consent) await consent.record(entry);
        }
      const outcome = await read.run({ from: search.get('from') ?? '', to: search.get('to') ?? '' });
      return outcome.kind === 'ok'
        ? HttpResponse.json({ report: outcome.report })
        : HttpResponse.json({ error: 'bad_range', message: outcome.message }, { status: 400 });
    }),
  ];
}

/** Where "someone else" saves first, in the stale-edit scenario. */
const otherEditor = { staffId: 'staff-other', email: 'sam.okafor@digs.test', ip: null };

const kinds: Readonly<Record<string, CatalogueEntity>> = {
  cities: 'city',
  universities: 'university',
  residences: 'property',
  'room-types': 'room_type',
  'tenancy-options': 'tenancy_option',
};

export interface CatalogueConsoleFakes {
  /** The signed-in member's role, or null when signed out (the staff fake's). */
  readonly role: () => Promise<StaffRole | null>;
  readonly catalogue: EditCatalogue;
  readonly pictures: MemoryPicturesConsole;
  /** The stale-edit scenario: before each save, someone else saves the record first. */
  readonly othersSaveFirst?: boolean;
  /** The upload-refused scenario: every upload is refused as the server refuses a decompression bomb. */
  readonly uploadsRefused?: boolean;
}

/**
 * The demo operator's catalogue for the console's screens: the fixture's records (EditCatalogue over
 * the memory editor, so every rule and message is the server's) and its pictures in their galleries.
 */
export function catalogueConsoleFakes(
  role: () => Promise<StaffRole | null>,
  options: { othersSaveFirst?: boolean; uploadsRefused?: boolean } = {},
): CatalogueConsoleFakes {
  const audit = new MemoryAuditLog();
  const clock = new ManualTime(Date.UTC(2026, 10, 26, 9, 0));
  const catalogue = new EditCatalogue(new MemoryCatalogueEditor(audit, fixtureSlice), audit, { changed() {} }, clock);
  const galleries: GalleryRef[] = [
    ...fixtureSlice.properties.map((p) => ({ kind: 'residence' as const, id: p.id })),
    ...fixtureSlice.roomTypes.map((r) => ({ kind: 'room-type' as const, id: r.id })),
  ];
  const pictures = new MemoryPicturesConsole(galleries);
  const ids = new Map(fixtureSlice.media.map((m) => [m.id, pictures.addPicture(m.alt)]));
  for (const alt of ['The roof terrace at sunset', 'The study room', 'A bathroom pod']) pictures.addPicture(alt);
  const fill = (ref: GalleryRef, mediaIds: readonly string[]) =>
    void pictures.attach(
      ref,
      mediaIds.flatMap((id) => ids.get(id) ?? []),
      [],
    );
  for (const p of fixtureSlice.properties) fill({ kind: 'residence', id: p.id }, p.mediaIds);
  for (const r of fixtureSlice.roomTypes) fill({ kind: 'room-type', id: r.id }, r.mediaIds);
  return { role, catalogue, pictures, ...options };
}

const actorOf = async (fakes: CatalogueConsoleFakes, write: boolean) => {
  const role = await fakes.role();
  if (!role) return { denied: denied({ kind: 'signed-out' }) } as const;
  if (!can(role, write ? 'catalogue:write' : 'catalogue:read'))
    return { denied: denied({ kind: 'forbidden' }) } as const;
  return { actor: { staffId: `staff-${role}`, email: `${role}@digs.test`, ip: null } } as const;
};

const invalid = (fields: Readonly<Record<string, string>>) =>
  HttpResponse.json({ error: 'invalid', message: 'Check the highlighted fields.', fields }, { status: 400 });
const missing = () =>
  HttpResponse.json(
    { error: 'not_found', message: 'That record does not exist (it may have been deleted).' },
    { status: 404 },
  );

/** The console's catalogue and pictures API (issue 18) over the fakes, as the server answers it. */
export function catalogueConsoleHandlers(fakes: CatalogueConsoleFakes): RequestHandler[] {
  const { catalogue, pictures } = fakes;
  const galleryRef = (segment: string, id: string): GalleryRef => ({
    kind: segment === 'residences' ? 'residence' : 'room-type',
    id,
  });
  const galleryAnswer = (answer: GalleryAnswer) => {
    switch (answer.kind) {
      case 'gallery':
        return HttpResponse.json({ gallery: answer.gallery });
      case 'stale':
        return HttpResponse.json({ error: 'stale', message: answer.message, current: answer.current }, { status: 409 });
      case 'invalid':
        return HttpResponse.json({ error: 'invalid', message: answer.message }, { status: 400 });
      case 'not-found':
        return missing();
      default:
        return denied(answer);
    }
  };
  return [
    http.get('*/api/admin/media', async ({ request }) => {
      const who = await actorOf(fakes, false);
      if ('denied' in who) return who.denied;
      const search = new URL(request.url).searchParams;
      const page = await pictures.list({
        offset: Number(search.get('offset') ?? 0),
        limit: Number(search.get('limit') ?? 24),
        ...(search.get('search') ? { search: search.get('search') ?? '' } : {}),
      });
      return page.kind === 'listed' ? HttpResponse.json({ pictures: page.pictures, total: page.total }) : denied(page);
    }),
    http.post('*/api/admin/media', async ({ request }) => {
      const who = await actorOf(fakes, true);
      if ('denied' in who) return who.denied;
      const form = await request.formData();
      const file = form.get('file');
      const alt = String(form.get('alt') ?? '');
      if (!(file instanceof File)) return invalid({ file: 'Choose a file.' });
      if (fakes.uploadsRefused) {
        const message = pictureRefusalMessage('too_many_pixels');
        return HttpResponse.json({ error: 'too_many_pixels', message, fields: { 'file.0': message } }, { status: 422 });
      }
      const outcome = await pictures.upload(file, alt, () => undefined);
      if (outcome.kind === 'uploaded') return HttpResponse.json({ pictures: [outcome.picture] }, { status: 201 });
      if (outcome.kind === 'refused')
        return HttpResponse.json(
          { error: 'refused', message: outcome.message, fields: { 'file.0': outcome.message } },
          { status: 400 },
        );
      return denied(outcome);
    }),
    http.patch('*/api/admin/media/:id', async ({ params, request }) => {
      const who = await actorOf(fakes, true);
      if ('denied' in who) return who.denied;
      const outcome = await pictures.editAlt(String(params.id), text((await bodyOf(request)).alt));
      if (outcome.kind === 'saved') return HttpResponse.json({ picture: outcome.picture });
      if (outcome.kind === 'invalid')
        return HttpResponse.json({ error: 'invalid', message: outcome.message }, { status: 400 });
      if (outcome.kind === 'not-found') return missing();
      return denied(outcome);
    }),
    http.get('*/api/admin/catalogue/:segment/:id/gallery', async ({ params }) => {
      const who = await actorOf(fakes, false);
      if ('denied' in who) return who.denied;
      return galleryAnswer(await pictures.gallery(galleryRef(String(params.segment), String(params.id))));
    }),
    http.post('*/api/admin/catalogue/:segment/:id/gallery', async ({ params, request }) => {
      const who = await actorOf(fakes, true);
      if ('denied' in who) return who.denied;
      const body = await bodyOf(request);
      const ref = galleryRef(String(params.segment), String(params.id));
      return galleryAnswer(await pictures.attach(ref, body.mediaIds as string[], body.expected as string[]));
    }),
    http.put('*/api/admin/catalogue/:segment/:id/gallery', async ({ params, request }) => {
      const who = await actorOf(fakes, true);
      if ('denied' in who) return who.denied;
      const body = await bodyOf(request);
      const ref = galleryRef(String(params.segment), String(params.id));
      return galleryAnswer(await pictures.reorder(ref, body.order as string[], body.expected as string[]));
    }),
    http.patch('*/api/admin/catalogue/:segment/:id/gallery', async ({ params, request }) => {
      const who = await actorOf(fakes, true);
      if ('denied' in who) return who.denied;
      const body = await bodyOf(request);
      const ref = galleryRef(String(params.segment), String(params.id));
      const mediaId = String(body.mediaId);
      const edit: GalleryEdit =
        body.change === 'make_first'
          ? { kind: 'make_first', mediaId }
          : body.change === 'move'
            ? { kind: 'move', mediaId, to: Number(body.to) }
            : body.change === 'replace'
              ? { kind: 'replace', mediaId, by: String(body.by) }
              : { kind: 'put_back', mediaId, at: Number(body.at) };
      return galleryAnswer(await pictures.edit(ref, edit, (body.expected as string[]) ?? []));
    }),
    http.delete('*/api/admin/catalogue/:segment/:id/gallery/:mediaId', async ({ params, request }) => {
      const who = await actorOf(fakes, true);
      if ('denied' in who) return who.denied;
      const body = await bodyOf(request);
      const ref = galleryRef(String(params.segment), String(params.id));
      return galleryAnswer(await pictures.remove(ref, String(params.mediaId), body.expected as string[]));
    }),
    http.get('*/api/admin/catalogue/:collection', async ({ params, request }) => {
      const kind = kinds[String(params.collection)];
      if (!kind) return missing();
      const who = await actorOf(fakes, false);
      if ('denied' in who) return who.denied;
      const { q, sort, dir, page, pageSize, ...where } = Object.fromEntries(new URL(request.url).searchParams);
      return HttpResponse.json(
        await catalogue.list(kind, {
          ...(q ? { q } : {}),
          ...(sort ? { sort } : {}),
          ...(dir === 'asc' || dir === 'desc' ? { dir } : {}),
          page: Number(page ?? 1),
          pageSize: Number(pageSize ?? 25),
          where,
        }),
      );
    }),
    http.get('*/api/admin/catalogue/:collection/:id', async ({ params }) => {
      const kind = kinds[String(params.collection)];
      const who = await actorOf(fakes, false);
      if ('denied' in who) return who.denied;
      const record = kind ? await catalogue.get(kind, String(params.id)) : null;
      return record ? HttpResponse.json(record) : missing();
    }),
    http.post('*/api/admin/catalogue/:collection', async ({ params, request }) => {
      const kind = kinds[String(params.collection)];
      if (!kind) return missing();
      const who = await actorOf(fakes, true);
      if ('denied' in who) return who.denied;
      const created = await catalogue.create(kind, await bodyOf(request), who.actor);
      if (created.outcome === 'invalid') return invalid(created.fields);
      return created.outcome === 'saved' ? HttpResponse.json(created.record, { status: 201 }) : missing();
    }),
    http.patch('*/api/admin/catalogue/:collection/:id', async ({ params, request }) => {
      const kind = kinds[String(params.collection)];
      if (!kind) return missing();
      const who = await actorOf(fakes, true);
      if ('denied' in who) return who.denied;
      const id = String(params.id);
      const body = await bodyOf(request);
      const current = await catalogue.get(kind, id);
      if (fakes.othersSaveFirst && current && current.version === body.version)
        await catalogue.update(kind, id, { version: current.version }, otherEditor);
      const saved = await catalogue.update(kind, id, body, who.actor);
      if (saved.outcome === 'invalid') return invalid(saved.fields);
      if (saved.outcome === 'stale')
        return HttpResponse.json({ error: 'stale', message: saved.message, current: saved.current }, { status: 409 });
      return saved.outcome === 'saved' ? HttpResponse.json(saved.record) : missing();
    }),
    http.delete('*/api/admin/catalogue/:collection/:id', async ({ params, request }) => {
      const kind = kinds[String(params.collection)];
      if (!kind) return missing();
      const who = await actorOf(fakes, true);
      if ('denied' in who) return who.denied;
      const version = Number(new URL(request.url).searchParams.get('version'));
      const removed = await catalogue.remove(kind, String(params.id), version, who.actor);
      if (removed.outcome === 'stale')
        return HttpResponse.json(
          { error: 'stale', message: removed.message, current: removed.current },
          { status: 409 },
        );
      if (removed.outcome === 'refused')
        return HttpResponse.json({ error: 'in_use', message: removed.message }, { status: 409 });
      return removed.outcome === 'deleted' ? new HttpResponse(null, { status: 204 }) : missing();
    }),
  ];
}
