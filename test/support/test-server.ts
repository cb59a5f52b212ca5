import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HmacManageTokens } from '../../src/adapters/crypto/hmac-manage-tokens';
import { createHttpApp, type HttpApiDeps } from '../../src/adapters/http-api/http-app';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { emptyContent, MemoryContent } from '../../src/adapters/memory/memory-content.adapter';
import { MemoryEnquiryRepository } from '../../src/adapters/memory/memory-enquiry.repository';
import { MemoryMailQueue } from '../../src/adapters/memory/memory-mail-queue';
import { MemoryViewingRepository } from '../../src/adapters/memory/memory-viewing.repository';
import { DescribePage } from '../../src/domain/site/describe-page.use-case';
import { ViewingBookings } from '../../src/domain/viewings/viewing-bookings.use-case';
import type { CatalogueReader } from '../../src/ports/catalogue-reader.port';
import type { ContentReader } from '../../src/ports/content-reader.port';
import type { EnquiryRepository } from '../../src/ports/enquiry-repository.port';
import type { HealthProbe } from '../../src/ports/health.port';
import type { MediaStore } from '../../src/ports/media-store.port';

export interface TestServerOptions {
  readonly catalogue: CatalogueReader;
  /** Editorial content; none when not given. */
  readonly content?: ContentReader;
  readonly media?: MediaStore;
  readonly health?: HealthProbe;
  /** Where enquiries go; a fresh in-memory repository when not given. */
  readonly enquiries?: EnquiryRepository;
  /** Viewings; by default none of the catalogue's properties offers any. */
  readonly viewings?: ViewingBookings;
  readonly publicDir?: string | null;
  readonly apiRateLimit?: number;
  readonly enquiryRateLimit?: number;
  /** The operators' API token; without it /api/admin/… does not exist. */
  readonly adminToken?: string;
  readonly renderPage?: HttpApiDeps['renderPage'];
}

/** A built-site folder holding only the shell (index.html), for tests that ask for pages. */
export async function makeTestPublicDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'digs-public-'));
  const template = (await readFile(path.resolve(import.meta.dirname, '../../index.html'), 'utf8')).replace(
    '<!--app-assets-->',
    '<script type="module" src="/assets/main-TEST.js"></script>',
  );
  await writeFile(path.join(dir, 'index.html'), template);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The real HTTP app on a random local port, for clients that need a socket. */
export async function buildTestApp(options: TestServerOptions) {
  const content = options.content ?? new MemoryContent(emptyContent, options.catalogue, new ManualTime());
  return createHttpApp({
    catalogue: options.catalogue,
    content,
    media: options.media ?? { read: async () => null },
    health: options.health ?? { ping: async () => undefined },
    enquiries: options.enquiries ?? new MemoryEnquiryRepository(new ManualTime()),
    viewings: options.viewings ?? noViewings(options.catalogue),
    describePage: new DescribePage(options.catalogue, content),
    publicDir: options.publicDir ?? null,
    publicUrl: 'https://digs.test',
    ...(options.apiRateLimit ? { apiRateLimit: options.apiRateLimit } : {}),
    ...(options.enquiryRateLimit ? { enquiryRateLimit: options.enquiryRateLimit } : {}),
    ...(options.adminToken ? { adminToken: options.adminToken } : {}),
    ...(options.renderPage ? { renderPage: options.renderPage } : {}),
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
    { publicUrl: 'https://digs.test' },
  );
}
