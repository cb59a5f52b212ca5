import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HmacFormTokens } from '../../src/adapters/crypto/hmac-form-tokens';
import { HmacManageTokens } from '../../src/adapters/crypto/hmac-manage-tokens';
import { randomEnquiryReference, randomReferralCode } from '../../src/adapters/crypto/references';
import { createHttpApp, type HttpApiDeps } from '../../src/adapters/http-api/http-app';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { emptyContent, MemoryContent } from '../../src/adapters/memory/memory-content.adapter';
import { MemoryEnquiryRepository } from '../../src/adapters/memory/memory-enquiry.repository';
import { MemoryEnquiryInboxes } from '../../src/adapters/memory/memory-enquiry-inboxes.adapter';
import { MemoryMailQueue } from '../../src/adapters/memory/memory-mail-queue';
import { MemoryViewingRepository } from '../../src/adapters/memory/memory-viewing.repository';
import { LibPhoneNumbers } from '../../src/adapters/phone/libphonenumber-phone-numbers.adapter';
import { SystemTime } from '../../src/adapters/timers/system-time.adapter';
import { SubmitEnquiry } from '../../src/application/enquiries/submit-enquiry.use-case';
import { DescribePage } from '../../src/application/site/describe-page.use-case';
import { ViewingBookings } from '../../src/application/viewings/viewing-bookings.use-case';
import type { SlugRedirects } from '../../src/ports/catalogue-editor.port';
import type { CatalogueReader } from '../../src/ports/catalogue-reader.port';
import type { Clock } from '../../src/ports/clock.port';
import type { ConsentLog } from '../../src/ports/consent-log.port';
import type { ContentReader } from '../../src/ports/content-reader.port';
import type { EnquiryInboxes } from '../../src/ports/enquiry-inboxes.port';
import type { EnquiryRepository } from '../../src/ports/enquiry-repository.port';
import type { FormTokens } from '../../src/ports/form-tokens.port';
import type { HealthProbe } from '../../src/ports/health.port';
import type { MediaStore } from '../../src/ports/media-store.port';
import { httpUseCases } from './http-use-cases';

export interface TestServerOptions {
  readonly catalogue: CatalogueReader;
  /** Editorial content; none when not given. */
  readonly content?: ContentReader;
  readonly media?: MediaStore;
  readonly health?: HealthProbe;
  /** Where enquiries go; a fresh in-memory repository when not given. */
  readonly enquiries?: EnquiryRepository;
  /** How enquiries are taken; by default over `enquiries`, with the real clock and no staff addresses. */
  readonly submitEnquiry?: SubmitEnquiry;
  /** Viewings; by default none of the catalogue's properties offers any. */
  readonly viewings?: ViewingBookings;
  /** Reserving rooms; those endpoints do not exist when not given. */
  readonly reservations?: HttpApiDeps['reservations'];
  readonly publicDir?: string | null;
  readonly apiRateLimit?: number;
  /** The operators' metrics (GET /metrics); none when not given. */
  readonly metrics?: HttpApiDeps['metrics'];
  /** A Redis every limit counts in (several servers); in the process when not given. */
  readonly rateLimitStore?: HttpApiDeps['rateLimitStore'];
  readonly enquiryRateLimit?: number;
  /**
   * Public writes per minute per address across all of them; by default more than any test sends
   * (tests write from one address), so only the tests of the budget meet it.
   */
  readonly publicWriteBudget?: number;
  /** The operators' API token; without it /api/admin/… does not exist. */
  readonly adminToken?: string;
  /** The operator console's API (the staff session guard and each area's routes); none when not given. */
  readonly console?: HttpApiDeps['console'];
  /** Visitors' accounts (ADR 053); none when not given. */
  readonly accounts?: HttpApiDeps['accounts'];
  readonly renderPage?: HttpApiDeps['renderPage'];
  /** The site's address (https://digs.test when not given). */
  readonly publicUrl?: string;
  /** Whose X-Forwarded-* headers to believe; nobody's when not given. */
  readonly trustProxy?: HttpApiDeps['trustProxy'];
  /** The analytics and consent endpoints with their limits; without them those endpoints do not exist. */
  /** Timeouts and connection caps (the server's defaults when not given). */
  readonly connections?: HttpApiDeps['connections'];
  /** The stylesheet cutter's built worker (ADR 101); none found beside the sources, so in process by default. */
  readonly stylesheetWorker?: HttpApiDeps['stylesheetWorker'];
  /** Old addresses answered with a 301 by the page route. */
  readonly redirects?: SlugRedirects;
  /** The server's logger (pino options, a stream included); silent when not given. */
  readonly logger?: HttpApiDeps['logger'];
  /** GET /api/admin/backup; absent when not given. */
  readonly backup?: HttpApiDeps['backup'];
  readonly analytics?: Pick<
    HttpApiDeps,
    'analyticsEvents' | 'analyticsRateLimit' | 'analyticsBodyLimit' | 'consentRateLimit' | 'clock'
  > & { readonly consentLog?: ConsentLog };
}

/** The test template's inline loader, as the build writes one (ADR 065): it asks for the boot script. */
export const testLoader = 'import("/assets/main-TEST.js")';

/**
 * A built-site folder holding only the shell (index.html), for tests that ask for pages; with a
 * stylesheet (`/assets/main-TEST.css`, linked as the build links it) when one is given.
 */
export async function makeTestPublicDir(
  options: { readonly stylesheet?: string } = {},
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'digs-public-'));
  const template = (await readFile(path.resolve(import.meta.dirname, '../../index.html'), 'utf8'))
    .replace(
      '<!--app-assets-->',
      options.stylesheet === undefined ? '' : '<link rel="stylesheet" href="/assets/main-TEST.css">',
    )
    .replace('<!--app-boot-->', `<script type="module">${testLoader}</script>`);
  await writeFile(path.join(dir, 'index.html'), template);
  if (options.stylesheet !== undefined) {
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets/main-TEST.css'), options.stylesheet);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A fixed form-token key for tests. */
export const testFormTokens = new HmacFormTokens(new Uint8Array(32).fill(8));

/** SubmitEnquiry over the given ports, with test defaults: the real clock, the test key, no staff addresses. */
export function testSubmitEnquiry(options: {
  readonly catalogue: CatalogueReader;
  readonly content: ContentReader;
  readonly enquiries: EnquiryRepository;
  readonly clock?: Clock;
  readonly formTokens?: FormTokens;
  readonly inboxes?: EnquiryInboxes;
  readonly mailQueued?: () => void;
}): SubmitEnquiry {
  return new SubmitEnquiry(
    options.enquiries,
    options.formTokens ?? testFormTokens,
    options.catalogue,
    options.content,
    options.inboxes ?? new MemoryEnquiryInboxes(),
    options.clock ?? new SystemTime(),
    new LibPhoneNumbers(),
    {
      publicUrl: 'https://digs.test',
      newReference: randomEnquiryReference,
      newReferralCode: randomReferralCode,
      ...(options.mailQueued ? { mailQueued: options.mailQueued } : {}),
    },
  );
}

/** The real HTTP app on a random local port, for clients that need a socket. */
export async function buildTestApp(options: TestServerOptions) {
  const content = options.content ?? new MemoryContent(emptyContent, options.catalogue, new ManualTime());
  const enquiries = options.enquiries ?? new MemoryEnquiryRepository(new ManualTime());
  const { consentLog, ...analytics } = options.analytics ?? {};
  return createHttpApp({
    ...httpUseCases({
      catalogue: options.catalogue,
      content,
      enquiries,
      ...(options.media ? { media: options.media } : {}),
      ...(options.health ? { health: options.health } : {}),
      ...(consentLog ? { consentLog } : {}),
      ...(analytics.clock ? { clock: analytics.clock } : {}),
    }),
    submitEnquiry: options.submitEnquiry ?? testSubmitEnquiry({ catalogue: options.catalogue, content, enquiries }),
    viewings: options.viewings ?? noViewings(options.catalogue),
    ...(options.reservations ? { reservations: options.reservations } : {}),
    describePage: new DescribePage(options.catalogue, content, options.redirects),
    ...(options.console ? { console: options.console } : {}),
    publicDir: options.publicDir ?? null,
    publicUrl: options.publicUrl ?? 'https://digs.test',
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    ...(options.apiRateLimit ? { apiRateLimit: options.apiRateLimit } : {}),
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
    ...(options.enquiryRateLimit ? { enquiryRateLimit: options.enquiryRateLimit } : {}),
    publicWriteBudget: options.publicWriteBudget ?? 1_000_000,
    ...(options.adminToken ? { adminToken: options.adminToken } : {}),
    ...(options.console ? { console: options.console } : {}),
    ...(options.accounts ? { accounts: options.accounts } : {}),
    ...(options.renderPage ? { renderPage: options.renderPage } : {}),
    ...(options.connections ? { connections: options.connections } : {}),
    ...(options.stylesheetWorker !== undefined ? { stylesheetWorker: options.stylesheetWorker } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.backup ? { backup: options.backup } : {}),
    ...analytics,
  });
}

export async function startTestServer(options: TestServerOptions) {
  const app = await buildTestApp(options);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, app, close: () => app.close() };
}

/** Viewings where no property offers any: every availability and booking is a 404. */
function noViewings(catalogue: CatalogueReader): ViewingBookings {
  const time = new ManualTime();
  return new ViewingBookings(
    new MemoryViewingRepository([], new MemoryMailQueue(), time),
    new HmacManageTokens(new Uint8Array(32)),
    catalogue,
    time,
    new LibPhoneNumbers(),
    { publicUrl: 'https://digs.test' },
  );
}
