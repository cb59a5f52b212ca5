import { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CachingCatalogueReader } from '../../src/adapters/cache/caching-catalogue.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleHealthProbe } from '../../src/adapters/postgres/drizzle-health.adapter';
import { SUBMIT_ENQUIRY } from '../../src/application/enquiries/enquiries.tokens';
import type { EnquirySubmission, SubmitEnquiry } from '../../src/application/enquiries/submit-enquiry.use-case';
import type { DescribePage } from '../../src/application/site/describe-page.use-case';
import { DESCRIBE_PAGE } from '../../src/application/site/site.tokens';
import { CATALOGUE_READER, type CatalogueReader } from '../../src/ports/catalogue-reader.port';
import { HEALTH_PROBE, type HealthProbe } from '../../src/ports/health.port';
import { createServerContainer } from '../../src/server/container';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { testServerSettings } from '../support/server-settings';
import { openTestDatabase } from '../support/test-database';

describe('the server composition root', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => database?.close());

  it('wires the database adapters, the cache and the use cases', () => {
    const container = createServerContainer(database, testServerSettings());
    expect(container.get<CatalogueReader>(CATALOGUE_READER)).toBeInstanceOf(CachingCatalogueReader);
    expect(container.get<HealthProbe>(HEALTH_PROBE)).toBeInstanceOf(DrizzleHealthProbe);
    expect(container.get<CatalogueReader>(CATALOGUE_READER)).toBe(container.get<CatalogueReader>(CATALOGUE_READER));
  });

  it('lets a child container swap a port for a fake without touching the parent', async () => {
    const parent = createServerContainer(database, testServerSettings());
    const child = new Container({ parent });
    child.bind(CATALOGUE_READER).toConstantValue(new MemoryCatalogue(fixtureSlice, fixtureSettings));
    expect(child.get<CatalogueReader>(CATALOGUE_READER)).toBeInstanceOf(MemoryCatalogue);
    expect(parent.get<CatalogueReader>(CATALOGUE_READER)).toBeInstanceOf(CachingCatalogueReader);
    const page = await parent.get<DescribePage>(DESCRIBE_PAGE).run('/manchester');
    expect(page.status).toBe(404);
  });

  it('gives the enquiry forms the minimum time to fill it is told (ENQUIRY_MIN_FILL_MS), 3 s otherwise', async () => {
    const sentAtOnce = async (submit: SubmitEnquiry, email: string) => {
      const submission: EnquirySubmission = {
        kind: 'contact',
        submissionId: crypto.randomUUID(),
        name: 'Ana Silva',
        email,
        answers: { topic: 'payments', message: 'When is rent due?', phone: '', countryCode: '+44' },
        sourcePage: '/contact-us',
        utm: {},
        consent: true,
        website: '',
        formToken: submit.formToken(),
      };
      return submit.run(submission);
    };
    const usual = createServerContainer(database, testServerSettings()).get<SubmitEnquiry>(SUBMIT_ENQUIRY);
    expect(await sentAtOnce(usual, 'usual@example.com')).toMatchObject({ ok: false, reason: 'too_fast' });
    const testServer = createServerContainer(database, testServerSettings({ enquiryMinFillMs: 0 }));
    expect(await sentAtOnce(testServer.get<SubmitEnquiry>(SUBMIT_ENQUIRY), 'test@example.com')).toMatchObject({
      ok: true,
    });
  });
});
