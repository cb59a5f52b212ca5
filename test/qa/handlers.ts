import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryAuditLog } from '../../src/adapters/memory/memory-audit-log';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { emptyContent, MemoryContent } from '../../src/adapters/memory/memory-content.adapter';
import { MemoryContentTrash } from '../../src/adapters/memory/memory-content-trash';
import { MemoryEnquirySender } from '../../src/adapters/memory/memory-enquiry-sender.adapter';
import { MemoryStaffConsole } from '../../src/adapters/memory/memory-staff-console';
import { emptySlice } from '../../src/domain/catalogue/catalogue-records';
import { parsePostListQuery } from '../../src/domain/content/post-list-query';
import { isFormKind } from '../../src/domain/enquiries/enquiry';
import type { CatalogueReader } from '../../src/ports/catalogue-reader.port';
import type { ContentReader } from '../../src/ports/content-reader.port';
import type { SendRefusal, SendResult } from '../../src/ports/enquiry-sender.port';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { contentNow, fixtureContent } from '../support/content-fixture';
import { consoleSeed } from '../support/staff-console-fixture';
import { catalogueConsoleFakes, catalogueConsoleHandlers, consoleFailing, consoleHandlers } from './console-handlers';
import { inboxHandlers } from './inbox-handlers';
import { pagesConsoleHandlers } from './pages-console-handlers';
import { postsConsoleHandlers } from './posts-console-handlers';
import { accountHandlers, reservationHandlers } from './reservation-handlers';
import { reservationsHandlers } from './reservations-console-handlers';
import { trashConsoleHandlers } from './trash-console-handlers';

/** Named scenarios QA opens with `?scenario=…`, and UI tests reuse with msw in Node. */
export const scenarioNames = [
  'default',
  'empty-catalogue',
  'api-error',
  'slow-network',
  // The operator console (/admin), signed in as each role, signed out, and its API failing.
  'console-owner',
  'console-editor',
  'console-sales',
  'console-signed-out',
  'console-api-error',
  // The catalogue's edit screens, as an editor: someone else saves each record first; every upload refused.
  'console-stale-edit',
  'console-upload-refused',
  // The analytics dashboard's figures failing, the rest of the console working.
  'console-analytics-error',
  // The reservation terms, as the owner: someone else saves them first (the stale refusal).
  'console-terms-stale',
  // Visitor accounts and reserving a room (issue 20, test/qa/reservation-handlers.ts).
  'visitor-signed-in',
  'reserve-last-room-taken',
  'reserve-no-longer-offered',
  'reserve-hold-expiring',
  'reserve-payment-declined',
  'reserve-provider-down',
] as const;
export type ScenarioName = (typeof scenarioNames)[number];

export function isScenario(name: string | null): name is ScenarioName {
  return scenarioNames.includes(name as ScenarioName);
}

const notFound = () => HttpResponse.json({ error: 'not_found', message: 'No such page.' }, { status: 404 });
const palette = ['#2d5a4f', '#f3b562', '#c8553d', '#3d5a80', '#8e7dbe'];

/** A picture for any media URL, drawn here so QA needs no server. */
function placeholderSvg(id: string, file: string) {
  const n = [...id].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  const a = palette[n % palette.length];
  const b = palette[(n + 2) % palette.length];
  const [w, h] = file.startsWith('thumbnail') ? [240, 160] : file.startsWith('small') ? [480, 320] : [960, 640];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 96 64"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="96" height="64" fill="url(#g)"/><rect x="30" y="18" width="36" height="40" fill="#fff" opacity=".85"/><g fill="${a}"><rect x="35" y="24" width="8" height="8"/><rect x="53" y="24" width="8" height="8"/><rect x="35" y="38" width="8" height="8"/><rect x="53" y="38" width="8" height="8"/></g></svg>`;
}

/** Answers like the API after `wait`: the value as JSON, or 404 for an unknown slug. */
function answerer(wait: () => Promise<void>) {
  return async <T>(load: () => Promise<T | null>) => {
    await wait();
    const value = await load();
    return value === null ? notFound() : HttpResponse.json(value as object);
  };
}

function contentHandlers(content: ContentReader, wait: () => Promise<void>): RequestHandler[] {
  const json = answerer(wait);
  return [
    http.get('*/api/pages/:slug', ({ params }) => json(() => content.getPage(String(params.slug)))),
    http.get('*/api/posts', ({ request }) =>
      json(() => content.listPosts(parsePostListQuery(new URL(request.url).search))),
    ),
    http.get('*/api/posts/:slug', ({ params }) => json(() => content.getPost(String(params.slug)))),
    http.get('*/api/faqs', () => json(() => content.listFaqs())),
    http.get('*/api/offers', () => json(() => content.listOffers())),
  ];
}

/** The `?ids=a,b,c` of a lookup (the fakes leave out what is not an id, as the API's 400 would not). */
const idsOf = (request: Request) => (new URL(request.url).searchParams.get('ids') ?? '').split(',').filter(Boolean);

function catalogueHandlers(catalogue: CatalogueReader, wait: () => Promise<void>): RequestHandler[] {
  const json = answerer(wait);
  return [
    http.get('*/api/settings', () => json(() => catalogue.getSiteSettings())),
    http.get('*/api/cities', () => json(() => catalogue.listCities())),
    http.get('*/api/properties/featured', () => json(() => catalogue.listFeaturedProperties())),
    http.get('*/api/properties/options', () => json(() => catalogue.listPropertyOptions())),
    http.get('*/api/properties', ({ request }) => json(() => catalogue.findProperties(idsOf(request)))),
    http.get('*/api/properties/by-slug/:property', ({ params }) =>
      json(() => catalogue.getPropertyBySlug(String(params.property))),
    ),
    http.get('*/api/room-types', ({ request }) => json(() => catalogue.findRoomTypes(idsOf(request)))),
    http.get('*/api/cities/:city', ({ params }) => json(() => catalogue.getCity(String(params.city)))),
    http.get('*/api/cities/:city/room-candidates', ({ params }) =>
      json(async () => {
        const city = String(params.city);
        const candidates = await catalogue.listRoomCandidates(city);
        return candidates.length > 0 || (await catalogue.getCity(city)) ? candidates : null;
      }),
    ),
    http.get('*/api/cities/:city/properties/:property', ({ params }) =>
      json(() => catalogue.getProperty(String(params.city), String(params.property))),
    ),
    http.get('*/api/cities/:city/properties/:property/rooms/:room', ({ params }) =>
      json(() => catalogue.getRoomType(String(params.city), String(params.property), String(params.room))),
    ),
    http.get('*/media/:id/:file', async ({ params }) => {
      await wait();
      return new HttpResponse(placeholderSvg(String(params.id), String(params.file)), {
        headers: { 'content-type': 'image/svg+xml' },
      });
    }),
  ];
}

/**
 * Enquiries as the API answers them, played by the memory sender (the forms' own schemas, a
 * reference per submission, a referral's code): QA can send every form and the chat panel.
 */
/** The API's status for each refusal the memory sender plays. */
const statusOf: Record<Exclude<SendRefusal['reason'], 'unreachable' | 'unconfirmed'>, number> = {
  invalid: 400,
  form_token: 400,
  limit_reached: 400,
  not_found: 404,
  rate_limited: 429,
  unavailable: 503,
};

function enquiryHandlers(wait: () => Promise<void>): RequestHandler[] {
  const sender = new MemoryEnquirySender();
  const seen = new Set<string>();
  const answer = (result: SendResult, submissionId: unknown) => {
    if (!result.ok) {
      // The memory sender refuses in the domain's words; QA answers as the API would (ADR 039).
      const { ok: _ok, reason, ...body } = result;
      if (reason === 'unreachable') return HttpResponse.error();
      if (reason === 'unconfirmed') return HttpResponse.json({}, { status: 201 });
      const headers: Record<string, string> =
        'retryAfterSeconds' in body ? { 'retry-after': String(body.retryAfterSeconds) } : {};
      return HttpResponse.json({ error: reason, ...body }, { status: statusOf[reason], headers });
    }
    const { ok: _ok, ...body } = result;
    const repeat = typeof submissionId === 'string' && seen.has(submissionId);
    if (typeof submissionId === 'string') seen.add(submissionId);
    return HttpResponse.json(body, { status: repeat ? 200 : 201 });
  };
  return [
    http.get('*/api/enquiries/form-token', async () => {
      await wait();
      return HttpResponse.json({ formToken: 'qa-form-token' });
    }),
    http.post('*/api/enquiries/:kind', async ({ params, request }) => {
      await wait();
      const kind = String(params.kind);
      const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
      if (kind === 'chat') return answer(await sender.sendChat(body as never), body.submissionId);
      if (!isFormKind(kind))
        return HttpResponse.json({ error: 'not_found', message: 'There is no such form.' }, { status: 404 });
      return answer(await sender.sendForm(kind, body as never), body.submissionId);
    }),
    http.post('*/api/room-finder/enquiries', async ({ request }) => {
      await wait();
      const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
      return answer(await sender.sendRoomFinder(body as never), body.submissionId);
    }),
  ];
}

export function handlersFor(scenario: ScenarioName): RequestHandler[] {
  const clock = new ManualTime(contentNow);
  // Priced on the fakes' clock (ADR 083): a let's total does not change with the day QA is run.
  const full = new MemoryCatalogue(fixtureSlice, fixtureSettings, clock);
  const content = new MemoryContent(fixtureContent, full, clock);
  const now = async () => undefined;
  const site = () => [...contentHandlers(content, now), ...catalogueHandlers(full, now), ...enquiryHandlers(now)];
  const consoleApi = (
    signedIn: string | null,
    catalogueOptions: Parameters<typeof catalogueConsoleFakes>[1] = {},
    reservationOptions: Parameters<typeof reservationsHandlers>[2] = {},
  ) => {
    const staff = new MemoryStaffConsole(consoleSeed(signedIn));
    const role = async () => (await staff.currentStaff())?.role ?? null;
    const trash = new MemoryContentTrash({}, new MemoryAuditLog());
    return [
      ...consoleHandlers(staff),
      ...catalogueConsoleHandlers(catalogueConsoleFakes(role, catalogueOptions)),
      ...pagesConsoleHandlers(fixtureContent.pages, contentNow, trash),
      ...postsConsoleHandlers(clock, [], trash),
      ...trashConsoleHandlers(trash, clock),
      ...inboxHandlers(full, signedIn),
      ...reservationsHandlers(full, signedIn, reservationOptions),
    ];
  };
  switch (scenario) {
    case 'default':
      return [...site(), ...consoleApi(null), ...reservationHandlers('works'), ...accountHandlers(false)];
    case 'visitor-signed-in':
      return [...reservationHandlers('works'), ...accountHandlers(true), ...site()];
    case 'reserve-last-room-taken':
      return [...reservationHandlers('last-room-taken'), ...accountHandlers(false), ...site()];
    case 'reserve-no-longer-offered':
      return [...reservationHandlers('no-longer-offered'), ...accountHandlers(false), ...site()];
    case 'reserve-hold-expiring':
      return [...reservationHandlers('hold-expiring'), ...accountHandlers(false), ...site()];
    case 'reserve-payment-declined':
      return [...reservationHandlers('payment-declined'), ...accountHandlers(false), ...site()];
    case 'reserve-provider-down':
      return [...reservationHandlers('provider-down'), ...accountHandlers(false), ...site()];
    case 'console-owner':
      return [...consoleApi('staff-owner'), ...site()];
    case 'console-editor':
      return [...consoleApi('staff-editor'), ...site()];
    case 'console-sales':
      return [...consoleApi('staff-sales'), ...site()];
    case 'console-signed-out':
      return [...consoleApi(null), ...site()];
    case 'console-api-error':
      return [...consoleFailing, ...site()];
    case 'console-stale-edit':
      return [...consoleApi('staff-editor', { othersSaveFirst: true }), ...site()];
    case 'console-upload-refused':
      return [...consoleApi('staff-editor', { uploadsRefused: true }), ...site()];
    case 'console-terms-stale':
      return [...consoleApi('staff-owner', {}, { othersSaveTermsFirst: true }), ...site()];
    case 'console-analytics-error':
      return [
        http.get('*/api/admin/analytics', () =>
          HttpResponse.json(
            { error: 'server_error', message: 'Something went wrong on our side. Please try again.' },
            { status: 500 },
          ),
        ),
        ...consoleApi('staff-owner'),
        ...site(),
      ];
    case 'empty-catalogue': {
      const empty = new MemoryCatalogue(emptySlice, fixtureSettings, clock);
      return [
        ...contentHandlers(new MemoryContent(emptyContent, empty, clock), now),
        ...catalogueHandlers(empty, now),
        ...enquiryHandlers(now),
      ];
    }
    case 'slow-network':
      return [
        ...contentHandlers(content, () => delay(2500)),
        ...catalogueHandlers(full, () => delay(2500)),
        ...enquiryHandlers(() => delay(2500)),
      ];
    case 'api-error':
      return [
        http.get('*/api/*', () =>
          HttpResponse.json(
            { error: 'server_error', message: 'Something went wrong on our side. Please try again.' },
            { status: 500 },
          ),
        ),
        ...catalogueHandlers(full, now).slice(-1),
      ];
  }
}
