import { HmacManageTokens } from '../../src/adapters/crypto/hmac-manage-tokens';
import { createHttpApp, type HttpApiDeps } from '../../src/adapters/http-api/http-app';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { emptyContent, MemoryContent } from '../../src/adapters/memory/memory-content.adapter';
import { MemoryEnquiryRepository } from '../../src/adapters/memory/memory-enquiry.repository';
import { MemoryMailQueue } from '../../src/adapters/memory/memory-mail-queue';
import { MemoryViewingRepository } from '../../src/adapters/memory/memory-viewing.repository';
import { LibPhoneNumbers } from '../../src/adapters/phone/libphonenumber-phone-numbers.adapter';
import { DescribePage } from '../../src/application/site/describe-page.use-case';
import { ViewingBookings } from '../../src/application/viewings/viewing-bookings.use-case';
import type { ConsentLog } from '../../src/ports/consent-log.port';
import { fixtureSettings, fixtureSlice } from './catalogue-fixture';
import { httpUseCases } from './http-use-cases';
import { testSubmitEnquiry } from './test-server';

type AnalyticsDeps = Partial<
  Pick<
    HttpApiDeps,
    | 'analyticsEvents'
    | 'analyticsApiKey'
    | 'analyticsRateLimit'
    | 'analyticsEventsPerMinute'
    | 'analyticsThrottle'
    | 'analyticsBodyLimit'
    | 'consentRateLimit'
    | 'clock'
    | 'apiRateLimit'
    | 'publicWriteBudget'
    | 'windowCounters'
    | 'rateLimitStore'
  >
> & { readonly consentLog?: ConsentLog };

/** The real HTTP app with the fixture catalogue and in-memory everything, plus the analytics and consent deps given. */
export function buildAnalyticsTestApp({ consentLog, ...deps }: AnalyticsDeps) {
  const time = new ManualTime();
  const catalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings, time);
  const content = new MemoryContent(emptyContent, catalogue, time);
  const enquiries = new MemoryEnquiryRepository(time);
  return createHttpApp({
    ...httpUseCases({
      catalogue,
      content,
      enquiries,
      ...(consentLog ? { consentLog } : {}),
      ...(deps.clock ? { clock: deps.clock } : {}),
    }),
    submitEnquiry: testSubmitEnquiry({ catalogue, content, enquiries }),
    viewings: new ViewingBookings(
      new MemoryViewingRepository([], new MemoryMailQueue(), time),
      new HmacManageTokens(new Uint8Array(32)),
      catalogue,
      time,
      new LibPhoneNumbers(),
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
