import { HttpResponse, http, type RequestHandler } from 'msw';
import { invalidAnswer, notFoundAnswer, staleAnswer } from '../../src/adapters/contracts/answers';
import { catalogueConsoleContract as contract } from '../../src/adapters/contracts/catalogue-console.contract';
import type { ParsedOf } from '../../src/adapters/contracts/endpoint';
import { galleryEditOf, picturesConsoleContract } from '../../src/adapters/contracts/pictures-console.contract';
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
import { pictureRefusalMessage } from '../../src/domain/catalogue/picture-upload';
import { addDays } from '../../src/domain/shared/london-time';
import { can, type Permission, type StaffRole } from '../../src/domain/staff/staff-roles';
import type { CatalogueEntities, CatalogueEntity } from '../../src/ports/catalogue-editor.port';
import type { GalleryAnswer, GalleryRef } from '../../src/ports/pictures-console.port';
import type { Denied, LinkState } from '../../src/ports/staff-console.port';
import { demoAnalyticsDay } from '../support/analytics-demo';
import { fixtureSlice } from '../support/catalogue-fixture';
import { handle } from './contract-handler';
import { type KindDesk, versionedRecordHandlers } from './versioned-record-handlers';
import { viewingDeskHandlers } from './viewing-desk-handlers';

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

const actorOf = async (fakes: CatalogueConsoleFakes, permission: Permission) => {
  const role = await fakes.role();
  if (!role) return { denied: denied({ kind: 'signed-out' }) } as const;
  if (!can(role, permission)) return { denied: denied({ kind: 'forbidden' }) } as const;
  return { actor: { staffId: `staff-${role}`, email: `${role}@digs.test`, ip: null } } as const;
};

/** The console's catalogue and pictures API (issue 18) over the fakes, as the server answers it. */
export function catalogueConsoleHandlers(fakes: CatalogueConsoleFakes): RequestHandler[] {
  return [...pictureHandlers(fakes), ...catalogueRecordHandlers(fakes)];
}

/** The media library and the galleries by their contract (pictures-console.contract.ts), as `picturesRoutes` serves them. */
function pictureHandlers(fakes: CatalogueConsoleFakes): RequestHandler[] {
  const { pictures } = fakes;
  const api = picturesConsoleContract;
  /** The routes' permission checks: catalogue:read to look, pictures:write to change. */
  const guard = (write: boolean) => async () => {
    const who = await actorOf(fakes, write ? 'pictures:write' : 'catalogue:read');
    return 'denied' in who ? who.denied : undefined;
  };
  const gallery = (kind: GalleryRef['kind']) => {
    const endpoints = kind === 'residence' ? api.residence : api.room_type;
    const ref = (id: string): GalleryRef => ({ kind, id });
    const galleryAnswer = galleryAnswerOf(
      notFoundAnswer(`No such ${kind === 'residence' ? 'residence' : 'room type'}.`),
    );
    return [
      handle(endpoints.read, async ({ params }) => galleryAnswer(await pictures.gallery(ref(params.id))), guard(false)),
      handle(
        endpoints.attach,
        async ({ params, body }) =>
          galleryAnswer(await pictures.attach(ref(params.id), body.mediaIds, body.expected ?? [])),
        guard(true),
      ),
      handle(
        endpoints.reorder,
        async ({ params, body }) =>
          galleryAnswer(await pictures.reorder(ref(params.id), body.order, body.expected ?? [])),
        guard(true),
      ),
      handle(
        endpoints.edit,
        async ({ params, body }) =>
          galleryAnswer(await pictures.edit(ref(params.id), galleryEditOf(body), body.expected ?? [])),
        guard(true),
      ),
      handle(
        endpoints.remove,
        async ({ params, body }) =>
          galleryAnswer(await pictures.remove(ref(params.id), params.mediaId, body?.expected ?? [])),
        guard(true),
      ),
    ];
  };
  return [
    handle(
      api.list,
      async ({ query }) => {
        const page = await pictures.list({ ...query, ...(query.search ? { search: query.search } : {}) });
        return page.kind === 'listed'
          ? { status: 200, body: { pictures: page.pictures, total: page.total } }
          : deniedAnswer(page);
      },
      guard(false),
    ),
    handle(
      api.upload,
      async (_input, request) => {
        const form = await request.formData();
        const file = form.get('file');
        const alt = String(form.get('alt') ?? '');
        if (!(file instanceof File)) return invalidAnswer({ file: 'Choose a file.' });
        if (fakes.uploadsRefused) {
          const message = pictureRefusalMessage('too_many_pixels');
          return { status: 422, body: { error: 'too_many_pixels', message, fields: { 'file.0': message } } };
        }
        const outcome = await pictures.upload(file, alt, () => undefined);
        if (outcome.kind === 'uploaded') return { status: 201, body: { pictures: [outcome.picture] } };
        if (outcome.kind === 'refused')
          return {
            status: 400,
            body: { error: 'refused', message: outcome.message, fields: { 'file.0': outcome.message } },
          };
        return deniedAnswer(outcome);
      },
      guard(true),
    ),
    handle(
      api.editAlt,
      async ({ params, body }) => {
        const outcome = await pictures.editAlt(params.id, body.alt);
        if (outcome.kind === 'saved') return { status: 200, body: { picture: outcome.picture } };
        if (outcome.kind === 'invalid') return { status: 400, body: { error: 'invalid', message: outcome.message } };
        if (outcome.kind === 'not-found') return notFoundAnswer('No such picture.');
        return deniedAnswer(outcome);
      },
      guard(true),
    ),
    ...gallery('residence'),
    ...gallery('room-type'),
  ];
}

/** A gallery's outcome in the fake as the server answers it. */
const galleryAnswerOf = (notFound: ReturnType<typeof notFoundAnswer>) => (answer: GalleryAnswer) => {
  switch (answer.kind) {
    case 'gallery':
      return { status: 200, body: { gallery: answer.gallery } } as const;
    case 'stale':
      return staleAnswer(answer);
    case 'invalid':
      return { status: 400, body: { error: 'invalid', message: answer.message } } as const;
    case 'not-found':
      return notFound;
    default:
      return deniedAnswer(answer);
  }
};

/** The catalogue's records by their contract (catalogue-console.contract.ts), as `versionedRecordRoutes` serves them. */
function catalogueRecordHandlers(fakes: CatalogueConsoleFakes): RequestHandler[] {
  const { catalogue } = fakes;
  const guard = async (write: boolean) => {
    const who = await actorOf(fakes, write ? 'catalogue:write' : 'catalogue:read');
    return 'denied' in who ? who.denied : undefined;
  };
  /** The member acting, once `guard` let them through. */
  const actor = async () => {
    const who = await actorOf(fakes, 'catalogue:write');
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
