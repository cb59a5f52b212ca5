import type { HttpApiDeps } from '../../src/adapters/http-api/http-app';
import { SystemTime } from '../../src/adapters/timers/system-time.adapter';
import { ReadCatalogue } from '../../src/application/catalogue/read-catalogue.use-case';
import { ReadMedia } from '../../src/application/catalogue/read-media.use-case';
import { RecordConsent } from '../../src/application/consent/record-consent.use-case';
import { ReadContent } from '../../src/application/content/read-content.use-case';
import { ManageEnquiries } from '../../src/application/enquiries/manage-enquiries.use-case';
import { ReferralOptOut } from '../../src/application/enquiries/referral-opt-out.use-case';
import { CheckHealth } from '../../src/application/site/check-health.use-case';
import { ListSitemapEntries } from '../../src/application/site/sitemap.use-case';
import type { CatalogueReader } from '../../src/ports/catalogue-reader.port';
import type { Clock } from '../../src/ports/clock.port';
import type { ConsentLog } from '../../src/ports/consent-log.port';
import type { ContentReader } from '../../src/ports/content-reader.port';
import type { EnquiryRecords } from '../../src/ports/enquiry-records.port';
import type { EnquiryRepository } from '../../src/ports/enquiry-repository.port';
import type { HealthProbe } from '../../src/ports/health.port';
import type { MediaStore } from '../../src/ports/media-store.port';

/** The ports a test has (fakes or real adapters), from which the HTTP app's use cases are built as the server's root builds them. */
export interface HttpPorts {
  readonly catalogue: CatalogueReader;
  readonly content: ContentReader;
  readonly enquiries: EnquiryRepository;
  /** No pictures when not given. */
  readonly media?: MediaStore;
  /** Always up when not given. */
  readonly health?: HealthProbe;
  /** Without it, enquiries cannot be closed or reopened (that route does not exist). */
  readonly enquiryRecords?: EnquiryRecords;
  /** Without it, POST /api/consent does not exist. */
  readonly consentLog?: ConsentLog;
  /** The system clock when not given. */
  readonly clock?: Clock;
}

export type HttpUseCases = Pick<
  HttpApiDeps,
  'catalogue' | 'content' | 'media' | 'health' | 'sitemap' | 'enquiries' | 'referralOptOut' | 'recordConsent'
>;

export function httpUseCases(ports: HttpPorts): HttpUseCases {
  const clock = ports.clock ?? new SystemTime();
  return {
    catalogue: new ReadCatalogue(ports.catalogue),
    content: new ReadContent(ports.content),
    media: new ReadMedia(ports.media ?? { read: async () => null, keep: async () => undefined }),
    health: new CheckHealth(ports.health ?? { ping: async () => undefined }),
    sitemap: new ListSitemapEntries(ports.catalogue, ports.content),
    enquiries: new ManageEnquiries(ports.enquiries, ports.enquiryRecords ?? null, clock),
    referralOptOut: new ReferralOptOut(ports.enquiries, clock),
    ...(ports.consentLog ? { recordConsent: new RecordConsent(ports.consentLog, clock) } : {}),
  };
}
