import { count, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryContent } from '../../src/adapters/memory/memory-content.adapter';
import { MemoryEnquiryInboxes } from '../../src/adapters/memory/memory-enquiry-inboxes.adapter';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleEnquiryRepository } from '../../src/adapters/postgres/drizzle-enquiry.repository';
import * as t from '../../src/adapters/postgres/schema';
import { FORM_KINDS } from '../../src/domain/enquiries/enquiry';
import type { EnquiryRepository } from '../../src/ports/enquiry-repository.port';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { contentNow, fixtureContent } from '../support/content-fixture';
import { aFormBody, asFormPost, type EnquiryKindParam, validAnswers } from '../support/enquiry-bodies';
import { propertyRuns } from '../support/property-runs';
import { openTestDatabase } from '../support/test-database';
import { buildTestApp, testFormTokens, testSubmitEnquiry } from '../support/test-server';

/**
 * Whatever arrives at the enquiry endpoints (arbitrary JSON, valid bodies with fields mutated,
 * replaced by the wrong types or by huge strings, honeypots, form posts, odd content types and
 * paths), the server answers below 500, and a refusal stores nothing and queues no mail.
 */

const kinds: readonly EnquiryKindParam[] = [...FORM_KINDS, 'chat'];
const envelopeKeys = ['submissionId', 'sourcePage', 'utm', 'website', 'formToken', 'agreedToTerms', 'name', 'email'];
const knownKeys = [...new Set([...kinds.flatMap((k) => Object.keys(validAnswers[k])), ...envelopeKeys])];

const wrongTyped = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 20 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '',
    ' ',
    '__proto__',
    'constructor',
    '../../etc/passwd',
    '<script>x</script>',
    '\u0000',
    '9'.repeat(400),
  ),
);
const huge = fc.integer({ min: 1_000, max: 20_000 }).map((n) => 'é'.repeat(n));
const anyValue = fc.oneof(
  { weight: 4, arbitrary: wrongTyped },
  { weight: 1, arbitrary: huge },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** A valid body of some form with a few fields changed, or left as it was. */
const mutatedBody = fc
  .record({
    kind: fc.constantFrom(...kinds),
    // A few ids come round again: copies of a stored submission.
    submissionId: fc.oneof(
      fc.uuid({ version: 4 }),
      fc.constantFrom(
        '6f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a2b',
        '0d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
        'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      ),
    ),
    honeypot: fc.boolean().map((b) => (b ? 'https://spam.example' : '')),
    tokenAge: fc.constantFrom(10_000, 10_000, 10_000, 500, 90_000_000, -5_000),
    changes: fc.array(
      fc.record({ key: fc.oneof(fc.constantFrom(...knownKeys), fc.string({ maxLength: 10 })), value: anyValue }),
      { maxLength: 3 },
    ),
  })
  .map(({ kind, submissionId, honeypot, tokenAge, changes }) => {
    const body: Record<string, unknown> = aFormBody(kind, '', {
      submissionId,
      website: honeypot,
      formToken: testFormTokens.issue(contentNow - tokenAge),
    });
    for (const { key, value } of changes) {
      if (value === undefined) delete body[key];
      else Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return { kind, body };
  });

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=utf-8',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/xml',
);
const path = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...kinds).map((k) => `/api/enquiries/${k}`) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('room-finder', 'CHAT', '..', '%2e%2e', 'contact%00', 'form-token'),
      )
      .map((k) => `/api/enquiries/${encodeURIComponent(k)}`),
  },
  { weight: 1, arbitrary: fc.constant('/api/room-finder/enquiries') },
);

const request: fc.Arbitrary<InjectOptions> = fc.oneof(
  // A form's body as JSON, mutated.
  {
    weight: 5,
    arbitrary: mutatedBody.map(({ kind, body }) => ({
      method: 'POST' as const,
      url: `/api/enquiries/${kind}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    })),
  },
  // The same, posted as a form without JavaScript.
  {
    weight: 3,
    arbitrary: mutatedBody.map(({ kind, body }) => ({
      method: 'POST' as const,
      url: `/api/enquiries/${kind}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: asFormPost(body),
    })),
  },
  // Anything at all as JSON.
  {
    weight: 2,
    arbitrary: fc.tuple(path, fc.jsonValue({ maxDepth: 4 })).map(([url, value]) => ({
      method: 'POST' as const,
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(value) ?? 'null',
    })),
  },
  // Any text under any content type.
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        path,
        contentTypes,
        fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 300 }), huge),
      )
      .map(([url, type, payload]) => ({ method: 'POST' as const, url, headers: { 'content-type': type }, payload })),
  },
);

describe('the enquiry endpoints under arbitrary input', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  /**
   * What reached the database through the repository: counted as it happens (a count query per
   * request would double the test's time), and checked against the tables' rows at the end, so a
   * write that went round the count would show.
   */
  const written = { enquiries: 0, mails: 0 };

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const time = new ManualTime(contentNow);
    const catalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings);
    const content = new MemoryContent(fixtureContent, catalogue, time);
    const drizzle = new DrizzleEnquiryRepository(database.db);
    const enquiries: EnquiryRepository = {
      save: async (enquiry, mails) => {
        const saved = await drizzle.save(
          enquiry,
          mails &&
            ((stored) => {
              const composed = mails(stored);
              written.mails += composed.length;
              return composed;
            }),
        );
        if (saved.created) written.enquiries += 1;
        return saved;
      },
      saveChecked: async (enquiry, conditions, mails) => {
        const saved = await drizzle.saveChecked(
          enquiry,
          conditions,
          mails &&
            ((stored, friend) => {
              const composed = mails(stored, friend);
              written.mails += composed.length;
              return composed;
            }),
        );
        if ('created' in saved && saved.created) written.enquiries += 1;
        return saved;
      },
      list: (filter) => drizzle.list(filter),
      optOutStatus: (token) => drizzle.optOutStatus(token),
      optOut: (token, now) => drizzle.optOut(token, now),
    };
    app = await buildTestApp({
      catalogue,
      content,
      enquiries,
      submitEnquiry: testSubmitEnquiry({
        catalogue,
        content,
        enquiries,
        clock: time,
        inboxes: new MemoryEnquiryInboxes({ supportEmail: 'hello@test.example' }),
      }),
      apiRateLimit: 1_000_000,
      enquiryRateLimit: 1_000_000,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** Enquiries and queued mails in the database, in one query. */
  const rows = async () => {
    const [row] = await database.db
      .select({ enquiries: count(), mails: sql<number>`(select count(*) from mail_outbox)`.mapWith(Number) })
      .from(t.enquiries);
    return { enquiries: row?.enquiries ?? 0, mails: row?.mails ?? 0 };
  };

  const runs = propertyRuns({ everyDay: 1_500, nightly: 10_000 });

  it(`never answers 5xx, and stores nothing and queues nothing when it refuses (${runs} runs)`, {
    timeout: 120_000,
  }, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async (options) => {
        const before = { ...written };
        const res = await app.inject(options);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(written).toEqual(before);
        } else {
          expect(written.enquiries - before.enquiries).toBeLessThanOrEqual(1);
          expect([0, 2, 3]).toContain(written.mails - before.mails);
        }
      }),
      { numRuns: runs },
    );
    expect(await rows()).toEqual(written);
    expect(written.enquiries).toBeGreaterThan(runs / 100);
    // The mix reached every kind of answer: stored, repeated, redirected and refused.
    const reached = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
    for (const status of [200, 201, 303, 400, 404, 413, 415]) expect(reached).toHaveProperty([String(status)]);
  });
});
