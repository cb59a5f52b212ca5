import { HmacManageTokens } from '../../src/adapters/crypto/hmac-manage-tokens';
import { createHttpApp, type HttpApiDeps } from '../../src/adapters/http-api/http-app';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { emptyContent, MemoryContent } from '../../src/adapters/memory/memory-content.adapter';
import { MemoryEnquiryRepository } from '../../src/adapters/memory/memory-enquiry.repository';
import { MemoryMailQueue } from '../../src/adapters/memory/memory-mail-queue';
import { MemoryViewingRepository } from '../../src/adapters/memory/memory-viewing.repository';
import { DescribePage } from '../../src/application/site/describe-page.use-case';
import { ViewingBookings } from '../../src/application/viewings/viewing-bookings.use-case';
import { fixtureSettings, fixtureSlice } from './catalogue-fixture';
import { testSubmitEnquiry } from './test-server';

type AnalyticsDeps = Pick<
  HttpApiDeps,
  | 'analyticsEvents'
  | 'analyticsApiKey'
  | 'analyticsRateLimit'
  | 'analyticsEventsPerMinute'
  | 'analyticsThrottle'
  | 'analyticsBodyLimit'
  | 'consentLog'
  | 'consentRateLimit'
  | 'clock'
  | 'apiRateLimit'
  | 'publicWriteBudget'
>;

/** The real HTTP app with the fixture catalogue and in-memory everything, plus the analytics and consent deps given. */
export function buildAnalyticsTestApp(deps: AnalyticsDeps) {
  const time = new ManualTime();
  const catalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings);
  const content = new MemoryContent(emptyContent, catalogue, time);
  const enquiries = new MemoryEnquiryRepository(time);
  return createHttpApp({
    catalogue,
    content,
    media: { read: async () => null },
    health: { ping: async () => undefined },
    enquiries,
    submitEnquiry: testSubmitEnquiry({ catalogue, content, enquiries }),
    viewings: new ViewingBookings(
      new MemoryViewingRepository([], new MemoryMailQueue(), time),
      new HmacManageTokens(new Uint8Array(32)),
      catalogue,
      time,
      { publicUrl: 'https://digs.test' },
    ),
    describePage: new DescribePage(catalogue, content),
    publicDir: null,
    publicUrl: 'https://digs.test',
    // Tests write from one address: the shared budget only where a test sets it.
    publicWriteBudget: 1_000_000,
    ...deps,
  });
}
