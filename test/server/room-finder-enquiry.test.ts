import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleEnquiryRepository } from '../../src/adapters/postgres/drizzle-enquiry.repository';
import * as t from '../../src/adapters/postgres/schema';
import { isEnquiryReference } from '../../src/domain/enquiries/enquiry';
import { phoneNumberMessage } from '../../src/domain/shared/phone-number';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { buildTestApp } from '../support/test-server';

const url = '/api/room-finder/enquiries';

/** A complete, valid request body with a submission of its own. */
function aBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    city: 'manchester',
    moveInDate: '2027-09-04',
    duration: ['44'],
    price: ['under-200'],
    space: ['studio', 'ensuite'],
    name: '  Ada Lovelace ',
    email: 'ada@example.com',
    phone: '07700 900123',
    countryCode: '+44',
    agreedToTerms: true,
    submissionId: randomUUID(),
    sourcePage: '/room-finder/contact',
    utm: { source: 'newsletter', campaign: 'autumn' },
    website: '',
    ...overrides,
  };
}

for (const kind of databaseKinds()) {
  describe(`POST ${url} on ${kind}`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    const stored = () => database.db.select().from(t.enquiries);

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      app = await buildTestApp({
        catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
        enquiries: new DrizzleEnquiryRepository(database.db),
        apiRateLimit: 1000,
        enquiryRateLimit: 1000,
      });
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });
    beforeEach(async () => {
      await database.db.delete(t.enquiries);
    });

    it('stores the enquiry once and answers 201 with its reference and a thank-you', async () => {
      const body = aBody();
      const res = await app.inject({ method: 'POST', url, payload: body });
      expect(res.statusCode).toBe(201);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['cache-control']).toBe('no-store');
      const answer = res.json();
      expect(isEnquiryReference(answer.reference)).toBe(true);
      expect(answer.message).toBe(
        'Thanks, Ada Lovelace. We have your enquiry and we will be in touch within one working day by email or phone.',
      );
      const rows = await stored();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        reference: answer.reference,
        kind: 'room-finder',
        submissionId: body.submissionId,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        fields: {
          city: 'manchester',
          moveInDate: '2027-09-04',
          duration: ['44'],
          price: ['under-200'],
          space: ['studio', 'ensuite'],
          // Normalised to E.164 (libphonenumber-js): the way it was typed is not kept.
          phone: '+447700900123',
          countryCode: '+44',
        },
        sourcePage: '/room-finder/contact',
        utm: { source: 'newsletter', campaign: 'autumn' },
        consent: true,
        status: 'new',
      });
      expect(Object.keys(rows[0]?.fields ?? {}).sort()).toEqual(
        ['city', 'countryCode', 'duration', 'moveInDate', 'phone', 'price', 'space'].sort(),
      );
    });

    it('stores a phone number as E.164 however it was typed, with the country code it was dialled with', async () => {
      const typed: [countryCode: string, phone: string, e164: string, code: string][] = [
        ['+44', '+44 7700 900 123', '+447700900123', '+44'],
        ['+44', '0044 (0)20 7946 0018', '+442079460018', '+44'],
        ['+1', '(201) 555-0123', '+12015550123', '+1'],
        ['+44', '+86 139 1234 5678', '+8613912345678', '+86'],
      ];
      for (const [countryCode, phone] of typed) {
        const res = await app.inject({ method: 'POST', url, payload: aBody({ countryCode, phone }) });
        expect(res.statusCode, phone).toBe(201);
      }
      const numbers = (await stored()).map((row) => [row.fields.countryCode, row.fields.phone]);
      expect(numbers.sort()).toEqual(typed.map(([, , e164, code]) => [code, e164]).sort());
    });

    it('answers a repeated submission 200 with the same reference and stores it once', async () => {
      const body = aBody();
      const first = await app.inject({ method: 'POST', url, payload: body });
      const again = await app.inject({ method: 'POST', url, payload: body });
      expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
      expect(again.json().reference).toBe(first.json().reference);
      expect(await stored()).toHaveLength(1);
    });

    it('stores one enquiry when the same submission arrives ten times at once', async () => {
      const body = aBody();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => app.inject({ method: 'POST', url, payload: body })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((a) => a.json().reference)).size).toBe(1);
      expect(await stored()).toHaveLength(1);
    });

    const badFields: [field: string, value: unknown, message: string][] = [
      ['city', 'Not A Slug', 'Choose the city you will study in.'],
      ['city', undefined, 'Choose the city you will study in.'],
      ['moveInDate', '2027-02-29', 'Enter the date you would like to move in, like 2027-09-04.'],
      ['moveInDate', '04/09/2027', 'Enter the date you would like to move in, like 2027-09-04.'],
      ['duration', 'forty-four', 'Choose from the tenancy lengths shown.'],
      ['price', ['x'.repeat(41)], 'Choose from the budgets shown.'],
      ['space', Array.from({ length: 11 }, (_, i) => `kind-${i}`), 'Choose from the kinds of room shown.'],
      ['name', '   ', 'Enter your name.'],
      ['name', 'A'.repeat(101), 'Your name can be up to 100 characters.'],
      ['email', 'ada.example.com', 'Enter your email address, like name@example.com.'],
      ['email', `${'a'.repeat(250)}@example.com`, 'Enter your email address, like name@example.com.'],
      // The schema refuses what is not written like a phone number; the numbering plans what cannot be called.
      ['phone', 'call me', phoneNumberMessage],
      ['phone', '07700 900123 ext 4', phoneNumberMessage],
      ['phone', '12345', phoneNumberMessage],
      ['phone', '0770090012399', phoneNumberMessage],
      ['phone', '+44 7700 900123 999', phoneNumberMessage],
      ['countryCode', '44', 'Choose a country code, like +44.'],
      ['countryCode', '+12345', 'Choose a country code, like +44.'],
      ['agreedToTerms', 'true', 'Please accept the terms to continue.'],
      ['submissionId', 'not-a-uuid', expect.stringContaining('Reload the page')],
      ['sourcePage', 'https://elsewhere.example/', expect.stringContaining('Reload the page')],
      ['utm', { source: 'x'.repeat(201) }, expect.stringContaining('Reload the page')],
    ];
    it.each(badFields)('refuses %s = %j with its own message and stores nothing', async (field, value, message) => {
      const res = await app.inject({ method: 'POST', url, payload: aBody({ [field]: value }) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'invalid',
        message: 'Please check the highlighted fields.',
        fields: { [field]: message },
      });
      expect(await stored()).toHaveLength(0);
    });

    it('refuses an enquiry whose terms are not accepted, or left out, and stores nothing', async () => {
      for (const agreed of [false, undefined]) {
        const res = await app.inject({ method: 'POST', url, payload: aBody({ agreedToTerms: agreed }) });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual({ agreedToTerms: 'Please accept the terms to continue.' });
      }
      expect(await stored()).toHaveLength(0);
    });

    it('names every field that is wrong at once', async () => {
      const res = await app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields).sort()).toEqual(
        [
          'agreedToTerms',
          'city',
          'countryCode',
          'duration',
          'email',
          'moveInDate',
          'name',
          'phone',
          'price',
          'sourcePage',
          'space',
          'submissionId',
        ].sort(),
      );
    });

    it('answers a filled-in honeypot exactly like a success and stores nothing', async () => {
      const res = await app.inject({ method: 'POST', url, payload: aBody({ website: 'https://spam.example' }) });
      expect(res.statusCode).toBe(201);
      expect(res.headers['cache-control']).toBe('no-store');
      const answer = res.json();
      expect(Object.keys(answer).sort()).toEqual(['message', 'reference']);
      expect(isEnquiryReference(answer.reference)).toBe(true);
      expect(answer.message).toContain('Thanks, Ada Lovelace.');
      expect(await stored()).toHaveLength(0);
    });

    it('refuses a body over 16 KB with 413 in the API error shape and stores nothing', async () => {
      const res = await app.inject({ method: 'POST', url, payload: aBody({ name: 'A'.repeat(17 * 1024) }) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: 'too_large', message: expect.stringContaining('shorten your answers') });
      expect(await stored()).toHaveLength(0);
    });

    it('answers a body that is not JSON with 4xx in the API error shape, never 500', async () => {
      const broken = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({ error: 'bad_request', message: expect.any(String) });
      const xml = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      });
      expect(xml.statusCode).toBe(415);
      expect(xml.json()).toMatchObject({ error: 'bad_request' });
      const text = await app.inject({ method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: 'hi' });
      expect(text.statusCode).toBe(400);
      expect(text.json().error).toBe('invalid');
      const nothing = await app.inject({
        method: 'POST',
        url,
        payload: 'null',
        headers: { 'content-type': 'application/json' },
      });
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().error).toBe('invalid');
      expect(await stored()).toHaveLength(0);
    });
  });
}

describe(`POST ${url}: rate limit`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The defaults: the API's general limit, and 10 enquiries a minute from one address.
    app = await buildTestApp({ catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings) });
  });
  afterAll(async () => app?.close());

  it('answers the 11th enquiry in a minute from one address 429 with Retry-After, while the rest of the API still answers', async () => {
    const from = (remoteAddress: string) => ({ method: 'POST' as const, url, payload: aBody(), remoteAddress });
    for (let i = 0; i < 10; i++) {
      expect((await app.inject(from('203.0.113.7'))).statusCode).toBe(201);
    }
    const limited = await app.inject(from('203.0.113.7'));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      error: 'rate_limited',
      message: expect.stringMatching(/Try again in \d+ seconds/),
    });

    const health = await app.inject({ url: '/api/health', remoteAddress: '203.0.113.7' });
    expect(health.statusCode).toBe(200);
    expect((await app.inject(from('198.51.100.9'))).statusCode).toBe(201);
  });
});
