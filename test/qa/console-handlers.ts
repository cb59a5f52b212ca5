import { HttpResponse, http, type RequestHandler } from 'msw';
import { catalogueConsoleContract as contract } from '../../src/adapters/contracts/catalogue-console.contract';
import type { ParsedOf } from '../../src/adapters/contracts/endpoint';
import { staffContract } from '../../src/adapters/contracts/staff.contract';
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
import type { CatalogueEntities, CatalogueEntity } from '../../src/ports/catalogue-editor.port';
import type { GalleryAnswer, GalleryRef } from '../../src/ports/pictures-console.port';
import type { Denied, LinkState } from '../../src/ports/staff-console.port';
import { demoAnalyticsDay } from '../support/analytics-demo';
import { fixtureSlice } from '../support/catalogue-fixture';
import { handle } from './contract-handler';
import { type KindDesk, versionedRecordHandlers } from './versioned-record-handlers';
import { viewingDeskHandlers } from './viewing-desk-handlers';

type Body = Record<string, unknown>;
const bodyOf = async (request: Request): Promise<Body> => ((await request.json().catch(() => ({}))) ?? {}) as Body;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

const signedOut = { status: 401, body: { error: 'unauthorised', message: 'Please sign in.' } } as const;
const deniedAnswer = (outcome: Denied) =>
  outcome.kind === 'signed-out'
    ? signedOut
    : ({ status: 403, body: { error: 'forbidden', message: 'Your role cannot do this.' } } as const);
const denied = (outcome: Denied) => {
  const answer = deniedAnswer(outcome);
  return HttpResponse.json(answer.body, { status: answer.status });
};
const noMember = { status: 404, body: { error: 'not_found', message: 'No such member.' } } as const;
const checkThese = { error: 'bad_request', message: 'Check the highlighted fields.' } as const;

const linkGone = (state: Exclude<LinkState, { kind: 'valid' }>) =>
  state.kind === 'unknown'
    ? ({ status: 404, body: { error: 'not_found', message: 'No such link.' } } as const)
    : ({
        status: 410,
        body:
          state.kind === 'used'
            ? { error: 'link_used', message: 'This link has been used.' }
            : { error: 'link_expired', message: 'This link has expired.' },
      } as const);

/**
 * The console's staff API (the paths and answers of issue 18) over the memory fake: what QA's
 * service worker answers, and what the HTTP adapter's contract test runs against.
 */
export function consoleHandlers(fake: MemoryStaffConsole): RequestHandler[] {
  return [
    ...analyticsHandlers(fake),
    handle(staffContract.session, async () => {
      const staff = await fake.currentStaff();
      return staff ? { status: 200, body: { staff } } : signedOut;
    }),
    handle(staffContract.signIn, async ({ body }) => {
      const outcome = await fake.signIn(body.email, body.password);
      if (outcome.kind === 'signed-in') return { status: 200, body: { staff: outcome.staff } };
      if (outcome.kind === 'rate-limited')
        return {
          status: 429,
          body: { error: 'rate_limited', message: outcome.message, retryAfterSeconds: outcome.retryAfterSeconds },
        };
      return { status: 401, body: { error: 'wrong_credentials', message: outcome.message } };
    }),
    handle(staffContract.signOut, async () => {
      await fake.signOut();
      return { status: 204, body: null };
    }),
    handle(staffContract.signOutEverywhere, async () => {
      if (!(await fake.currentStaff())) return signedOut;
      await fake.signOutEverywhere();
      return { status: 204, body: null };
    }),
    handle(staffContract.readLink, async ({ params }) => {
      const state = await fake.readLink(params.token);
      if (state.kind !== 'valid') return linkGone(state);
      return { status: 200, body: { purpose: state.purpose, email: state.email, role: state.role } };
    }),
    handle(staffContract.followLink, async ({ params, body }) => {
      const outcome = await fake.followLink(params.token, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        password: body.password,
      });
      if (outcome.kind === 'signed-in') return { status: 200, body: { staff: outcome.staff } };
      if (outcome.kind === 'refused') return { status: 400, body: { ...checkThese, fields: outcome.fields } };
      return linkGone(outcome);
    }),
    handle(staffContract.passwordReset, async ({ body }) => {
      await fake.requestPasswordReset(body.email);
      return { status: 202, body: { message: 'If that address is staff, a link is on its way.' } };
    }),
    handle(staffContract.list, async () => {
      const outcome = await fake.listStaff();
      return outcome.kind === 'ok' ? { status: 200, body: { staff: outcome.staff } } : deniedAnswer(outcome);
    }),
    handle(staffContract.invite, async ({ body }) => {
      const outcome = await fake.invite(body.email, body.role);
      if (outcome.kind === 'invited') return { status: 201, body: { invitation: outcome.invitation } };
      if (outcome.kind === 'refused') return { status: 400, body: { ...checkThese, fields: outcome.fields } };
      return deniedAnswer(outcome);
    }),
    handle(staffContract.changeRole, async ({ params, body }) => {
      const outcome = await fake.changeRole(params.id, body.role, body.version);
      switch (outcome.kind) {
        case 'changed':
          return { status: 200, body: { staff: outcome.member } };
        case 'stale':
          return { status: 409, body: { error: 'stale', message: outcome.message } };
        case 'last-owner':
          return { status: 409, body: { error: 'last_owner', message: outcome.message } };
        case 'not-found':
          return noMember;
        default:
          return deniedAnswer(outcome);
      }
    }),
    handle(staffContract.remove, async ({ params }) => {
      const outcome = await fake.remove(params.id);
      switch (outcome.kind) {
        case 'removed':
          return { status: 204, body: null };
        case 'last-owner':
          return { status: 409, body: { error: 'last_owner', message: outcome.message } };
        case 'not-found':
          return noMember;
        default:
          return deniedAnswer(outcome);
      }
    }),
    handle(staffContract.audit, async ({ query }) => {
      const outcome = await fake.auditPage({
        limit: query.limit,
        ...(query.entity ? { entity: query.entity } : {}),
        ...(query.entityId ? { entityId: query.entityId } : {}),
        ...(query.beforeId !== undefined ? { beforeId: query.beforeId } : {}),
      });
      return outcome.kind === 'ok'
        ? { status: 200, body: { entries: outcome.entries, nextBeforeId: outcome.nextBeforeId } }
        : deniedAnswer(outcome);
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
  const { pictures } = fakes;
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
    ...catalogueRecordHandlers(fakes),
  ];
}

/** The catalogue's records by their contract (catalogue-console.contract.ts), as `versionedRecordRoutes` serves them. */
function catalogueRecordHandlers(fakes: CatalogueConsoleFakes): RequestHandler[] {
  const { catalogue } = fakes;
  const guard = async (write: boolean) => {
    const who = await actorOf(fakes, write);
    return 'denied' in who ? who.denied : undefined;
  };
  /** The member acting, once `guard` let them through. */
  const actor = async () => {
    const who = await actorOf(fakes, true);
    if ('denied' in who) throw new Error('The guard lets only a member who may write through.');
    return who.actor;
  };
  const kind = <K extends CatalogueEntity>(entity: K): KindDesk<CatalogueEntities[K]> => ({
    get: (id) => catalogue.get(entity, id),
    create: async (body) => catalogue.create(entity, body, await actor()),
    update: async (id, body) => {
      const current = await catalogue.get(entity, id);
      const version = typeof body === 'object' && body !== null ? Object(body).version : undefined;
      if (fakes.othersSaveFirst && current && current.version === version)
        await catalogue.update(entity, id, { version: current.version }, otherEditor);
      return catalogue.update(entity, id, body, await actor());
    },
    remove: async (id, version) => catalogue.remove(entity, id, version, await actor()),
  });
  const listOf =
    <K extends CatalogueEntity>(entity: K) =>
    async ({ query }: { readonly query: ParsedOf<typeof contract.city.list>['query'] }) => {
      const { q, sort, dir, page, pageSize, ...filters } = query;
      const where: Record<string, string> = {};
      for (const [field, value] of Object.entries(filters)) if (value !== undefined) where[field] = value;
      const listed = await catalogue.list(entity, {
        ...(q ? { q } : {}),
        ...(sort ? { sort } : {}),
        ...(dir ? { dir } : {}),
        page: page ?? 1,
        pageSize: pageSize ?? 25,
        where,
      });
      return { status: 200, body: listed } as const;
    };
  return [
    ...versionedRecordHandlers(contract.city, kind('city'), listOf('city'), guard),
    ...versionedRecordHandlers(contract.university, kind('university'), listOf('university'), guard),
    ...versionedRecordHandlers(contract.property, kind('property'), listOf('property'), guard),
    ...versionedRecordHandlers(contract.room_type, kind('room_type'), listOf('room_type'), guard),
    ...versionedRecordHandlers(contract.tenancy_option, kind('tenancy_option'), listOf('tenancy_option'), guard),
  ];
}
