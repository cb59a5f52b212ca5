import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryContent } from '../../src/adapters/memory/memory-content.adapter';
import { MemoryEnquiryRepository } from '../../src/adapters/memory/memory-enquiry.repository';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleEnquiryRepository } from '../../src/adapters/postgres/drizzle-enquiry.repository';
import { DrizzleEnquiryInboxes } from '../../src/adapters/postgres/drizzle-enquiry-inboxes.adapter';
import * as t from '../../src/adapters/postgres/schema';
import { FORM_KINDS, isEnquiryReference } from '../../src/domain/enquiries/enquiry';
import { FORM_TOKEN_MAX_AGE_MS } from '../../src/domain/enquiries/fill-time';
import { phoneNumberMessage } from '../../src/domain/shared/phone-number';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { contentNow, fixtureContent } from '../support/content-fixture';
import { aFormBody, asFormPost, type EnquiryKindParam, validAnswers } from '../support/enquiry-bodies';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { buildTestApp, makeTestPublicDir, testFormTokens, testSubmitEnquiry } from '../support/test-server';

const url = (kind: string) => `/api/enquiries/${kind}`;
const staffAddresses = {
  'group-booking': 'groups@test.example',
  agent: 'partners@test.example',
  support: 'residents@test.example',
  friend: 'referrals@test.example',
  offer: 'offers@test.example',
  chat: 'chat@test.example',
};
const staffFor = (kind: string) => staffAddresses[kind as keyof typeof staffAddresses] ?? 'hello@test.example';
const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };
/** The page's initial data, as the shell carries it. */
const initialData = (html: string) =>
  JSON.parse(/<script id="digs-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

for (const databaseKind of databaseKinds()) {
  describe(`enquiry forms over HTTP on ${databaseKind}`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let publicDir: Awaited<ReturnType<typeof makeTestPublicDir>>;
    const time = new ManualTime(contentNow);
    let kicks = 0;
    /** A token for a form shown ten seconds ago: comfortably a person's speed. */
    const token = (ageMs = 10_000) => testFormTokens.issue(time.now() - ageMs);
    const stored = () => database.db.select().from(t.enquiries).orderBy(asc(t.enquiries.createdAt));
    const outbox = async () =>
      (await database.db.select().from(t.mailOutbox).orderBy(asc(t.mailOutbox.createdAt))).map((row) => row.mail);
    const send = (kind: string, payload: unknown, remoteAddress = '127.0.0.1') =>
      app.inject({ method: 'POST', url: url(kind), payload: payload as Record<string, unknown>, remoteAddress });

    beforeAll(async () => {
      database = await openTestDatabase(databaseKind);
      await database.db.insert(t.siteSettings).values([
        { key: 'supportEmail', value: 'hello@test.example' },
        { key: 'enquiryEmails', value: staffAddresses },
      ]);
      publicDir = await makeTestPublicDir();
      const catalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings);
      const content = new MemoryContent(fixtureContent, catalogue, time);
      const enquiries = new DrizzleEnquiryRepository(database.db);
      app = await buildTestApp({
        catalogue,
        content,
        enquiries,
        submitEnquiry: testSubmitEnquiry({
          catalogue,
          content,
          enquiries,
          clock: time,
          inboxes: new DrizzleEnquiryInboxes(database.db),
          mailQueued: () => {
            kicks += 1;
          },
        }),
        publicDir: publicDir.dir,
        apiRateLimit: 10_000,
        enquiryRateLimit: 10_000,
      });
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await publicDir?.remove();
    });
    beforeEach(async () => {
      await database.db.delete(t.enquiries);
      await database.db.delete(t.mailOutbox);
      // Each test's referrals start afresh: no friend mailed this week, no sender's day used.
      await database.db.delete(t.referralFriends);
      await database.db.delete(t.referralSenders);
      kicks = 0;
    });

    const kinds: EnquiryKindParam[] = [...FORM_KINDS, 'chat'];

    it.each(kinds)('stores a valid %s enquiry once, with its staff notice and auto-reply queued', async (kind) => {
      const body = aFormBody(kind, token());
      const res = await send(kind, body);
      expect(res.statusCode).toBe(201);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['cache-control']).toBe('no-store');
      const answer = res.json();
      expect(isEnquiryReference(answer.reference)).toBe(true);
      expect(answer.message).toMatch(/^Thanks, Ana Silva\./);
      expect(Object.keys(answer).sort()).toEqual(
        kind === 'friend' ? ['message', 'reference', 'referralCode'] : ['message', 'reference'],
      );

      const rows = await stored();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind,
        reference: answer.reference,
        submissionId: body.submissionId,
        name: 'Ana Silva',
        email: 'ana@example.com',
        sourcePage: body.sourcePage,
        utm: { source: 'newsletter', campaign: 'autumn' },
        consent: validAnswers[kind].agreedToTerms === true,
      });
      const fields = rows[0]?.fields ?? {};
      for (const key of [
        'submissionId',
        'sourcePage',
        'utm',
        'website',
        'formToken',
        'agreedToTerms',
        'name',
        'email',
      ]) {
        expect(fields).not.toHaveProperty(key);
      }
      expect(Object.values(fields)).not.toContain('');

      const mails = await outbox();
      const recipients = [staffFor(kind), 'ana@example.com', ...(kind === 'friend' ? ['bea@example.com'] : [])];
      expect(mails.map((m) => m.to)).toEqual(recipients);
      expect(mails[0]?.replyTo).toBe('ana@example.com');
      expect(mails[0]?.subject).toContain(`from Ana Silva (${answer.reference})`);
      expect(kicks).toBe(1);
      if (kind === 'friend') {
        expect(answer.referralCode).toMatch(/^REF-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
        expect(fields.referralCode).toBe(answer.referralCode);
        expect(mails[2]?.text).toContain(answer.referralCode);
      }

      const again = await send(kind, body);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(answer);
      expect(await stored()).toHaveLength(1);
      expect(await outbox()).toHaveLength(recipients.length);
    });

    it('stores a form’s phone number as E.164 (libphonenumber-js), and shows it so in the staff e-mail', async () => {
      const agent = await send('agent', aFormBody('agent', token()));
      const group = await send('group-booking', aFormBody('group-booking', token(), { phone: '+44 (0)7700 900 123' }));
      const abroad = await send('contact', aFormBody('contact', token(), { phone: '+1 201-555-0123' }));
      expect([agent.statusCode, group.statusCode, abroad.statusCode]).toEqual([201, 201, 201]);
      const numbers = (await stored()).map((row) => [row.kind, row.fields.countryCode, row.fields.phone]);
      expect(numbers).toEqual([
        ['agent', '+351', '+351912345678'],
        ['group-booking', '+44', '+447700900123'],
        ['contact', '+1', '+12015550123'],
      ]);
      const staffMail = (await outbox()).find((m) => m.to === staffFor('agent'));
      expect(staffMail?.text).toContain('Phone number: +351 912345678');
    });

    it('stores one enquiry and one set of mails when a submission arrives ten times at once', async () => {
      const body = aFormBody('friend', token());
      const answers = await Promise.all(Array.from({ length: 10 }, () => send('friend', body)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((a) => a.json().referralCode)).size).toBe(1);
      expect(await stored()).toHaveLength(1);
      expect(await outbox()).toHaveLength(3);
    });

    const badFields: [EnquiryKindParam, string, unknown, string][] = [
      ['contact', 'topic', 'rent', 'Choose a topic from the list.'],
      ['contact', 'message', '   ', 'Write your message.'],
      ['contact', 'agreedToTerms', false, 'Please accept the terms and privacy policy to send this.'],
      ['group-booking', 'groupSize', 3, 'Enter the number of people, from 4 to 500.'],
      ['group-booking', 'roomKinds', [], 'Choose at least one kind of room.'],
      ['group-booking', 'moveInDate', '2027-02-29', 'Enter a date like 2027-09-04.'],
      ['agent', 'phone', '', phoneNumberMessage],
      ['agent', 'phone', '12345', phoneNumberMessage],
      ['contact', 'phone', '+44 7700 9001', phoneNumberMessage],
      ['parent', 'property', 'Not A Slug', 'Choose a residence from the list.'],
      ['friend', 'friendEmail', 'bea.example.com', 'Enter your email address, like name@example.com.'],
      [
        'friend',
        'friendName',
        'Claim your refund at evil.example',
        'Enter your friend’s name in letters, spaces, hyphens and apostrophes only (up to 50 characters).',
      ],
      [
        'friend',
        'friendName',
        'B'.repeat(51),
        'Enter your friend’s name in letters, spaces, hyphens and apostrophes only (up to 50 characters).',
      ],
      [
        'friend',
        'name',
        'Ana 2 https://evil.example',
        'Enter your name in letters, spaces, hyphens and apostrophes only (up to 50 characters).',
      ],
      ['friend', 'name', 'ana@example.com', expect.stringContaining('letters, spaces, hyphens and apostrophes')],
      ['support', 'category', ['internet'], 'Choose what it is about from the list.'],
      ['rebook', 'tenancyWeeks', '52', 'Choose a tenancy length from the list.'],
      ['summer-stays', 'departure', '2027-06-30', 'Choose a departure date after your arrival date.'],
      ['offer', 'offerCode', 'no', 'Enter the offer’s code, like EARLY27.'],
      ['chat', 'message', 'x'.repeat(1001), 'Your message can be up to 1,000 characters.'],
      ['contact', 'sourcePage', 'https://elsewhere.example/', expect.stringContaining('Reload the page')],
    ];
    it.each(badFields)(
      'refuses a %s form with %s = %j, naming the field, and stores nothing',
      async (kind, field, value, message) => {
        const res = await send(kind, aFormBody(kind, token(), { [field]: value }));
        expect(res.statusCode).toBe(400);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.json()).toEqual({
          error: 'invalid',
          message: 'Please check the highlighted fields.',
          fields: { [field]: message },
        });
        expect(await stored()).toHaveLength(0);
        expect(await outbox()).toHaveLength(0);
      },
    );

    it('names every field that is wrong at once', async () => {
      const res = await send('group-booking', {});
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields).sort()).toEqual(
        [
          'agreedToTerms',
          'email',
          'groupName',
          'groupSize',
          'moveInDate',
          'name',
          'phone',
          'roomKinds',
          'sourcePage',
          'submissionId',
          'university',
        ].sort(),
      );
    });

    it('refuses residences that do not exist and offers that are not current, and stores nothing', async () => {
      const support = await send('support', aFormBody('support', token(), { property: 'atlantis' }));
      expect(support.statusCode).toBe(400);
      expect(support.json()).toEqual({
        error: 'invalid',
        message: 'Please check the highlighted fields.',
        fields: { property: 'Choose a residence from the list.' },
      });
      for (const offerCode of ['NOSUCHOFFER', 'EARLYBIRD', 'LASTMINUTE']) {
        const offer = await send('offer', aFormBody('offer', token(), { offerCode }));
        expect(offer.statusCode).toBe(400);
        expect(offer.json().fields).toEqual({ offerCode: expect.stringContaining('not one of our current offers') });
      }
      const elsewhere = await send(
        'offer',
        aFormBody('offer', token(), { offerCode: 'SQUAREGARDENSVIEWING', property: 'canal-view' }),
      );
      expect(elsewhere.json().fields).toEqual({ property: 'This offer is for Square Gardens only.' });
      expect(await stored()).toHaveLength(0);
    });

    it('answers a filled-in honeypot like a success and stores and sends nothing', async () => {
      for (const kind of ['contact', 'friend'] as const) {
        const res = await send(kind, aFormBody(kind, token(), { website: 'https://spam.example' }));
        expect(res.statusCode).toBe(201);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(isEnquiryReference(res.json().reference)).toBe(true);
        expect(res.json().message).toMatch(/^Thanks, Ana Silva\./);
        if (kind === 'friend') expect(res.json().referralCode).toMatch(/^REF-/);
      }
      expect(await stored()).toHaveLength(0);
      expect(await outbox()).toHaveLength(0);
      expect(kicks).toBe(0);
    });

    it('refuses a form sent faster than a person types, with a fresh token that works three seconds later', async () => {
      const body = aFormBody('contact', token(1_000));
      const res = await send('contact', body);
      expect(res.statusCode).toBe(400);
      const answer = res.json();
      expect(answer).toEqual({
        error: 'too_fast',
        message: expect.any(String),
        fields: {},
        formToken: expect.any(String),
      });
      expect(testFormTokens.issuedAt(answer.formToken)).toBe(time.now());
      expect(await stored()).toHaveLength(0);
      time.advance(3_000);
      expect((await send('contact', { ...body, formToken: answer.formToken })).statusCode).toBe(201);
    });

    it.each([
      ['left out', undefined],
      ['empty', ''],
      ['forged', 'lzzzzzzz.AAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
      ['more than a day old', 'expired'],
    ])('asks again, with a fresh token, for a form whose token is %s', async (_, formToken) => {
      const value = formToken === 'expired' ? token(FORM_TOKEN_MAX_AGE_MS + 1_000) : formToken;
      const res = await send('contact', aFormBody('contact', '', { formToken: value }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'form_expired', fields: {}, formToken: expect.any(String) });
      expect(await stored()).toHaveLength(0);
    });

    it('hands out form tokens, never cached', async () => {
      const res = await app.inject('/api/enquiries/form-token');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(testFormTokens.issuedAt(res.json().formToken)).toBe(time.now());
    });

    it('answers an unknown form 404, a body over 16 KB 413, and a body that is not JSON 4xx', async () => {
      for (const kind of ['nonsense', 'room-finder', 'CONTACT']) {
        const res = await send(kind, aFormBody('contact', token()));
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ error: 'not_found' });
      }
      const large = await send('contact', aFormBody('contact', token(), { message: 'x'.repeat(17 * 1024) }));
      expect(large.statusCode).toBe(413);
      expect(large.json()).toEqual({ error: 'too_large', message: expect.stringContaining('shorten your answers') });
      const largeForm = await app.inject({
        method: 'POST',
        url: url('contact'),
        headers: urlencoded,
        payload: `message=${'x'.repeat(17 * 1024)}`,
      });
      expect(largeForm.statusCode).toBe(413);
      const broken = await app.inject({
        method: 'POST',
        url: url('contact'),
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(broken.statusCode).toBe(400);
      const xml = await app.inject({
        method: 'POST',
        url: url('contact'),
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      });
      expect(xml.statusCode).toBe(415);
      expect(await stored()).toHaveLength(0);
    });

    it('sends its mails for the room finder too', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/room-finder/enquiries',
        payload: {
          city: 'manchester',
          moveInDate: '2027-09-04',
          duration: ['44'],
          price: ['under-180'],
          space: ['studio'],
          name: 'Ana Silva',
          email: 'ana@example.com',
          phone: '07700 900123',
          countryCode: '+44',
          agreedToTerms: true,
          submissionId: randomUUID(),
          sourcePage: '/find-your-room/contact',
          utm: {},
        },
      });
      expect(res.statusCode).toBe(201);
      const mails = await outbox();
      expect(mails.map((m) => m.to)).toEqual(['hello@test.example', 'ana@example.com']);
      expect(mails[0]?.text).toContain('City: Manchester');
    });

    describe('without JavaScript (application/x-www-form-urlencoded)', () => {
      const post = (kind: string, body: Record<string, unknown>) =>
        app.inject({ method: 'POST', url: url(kind), headers: urlencoded, payload: asFormPost(body) });

      it('stores the form and sends the visitor back to the form’s page with the reference', async () => {
        const res = await post('group-booking', aFormBody('group-booking', token(), { sourcePage: '/university' }));
        expect(res.statusCode).toBe(303);
        expect(res.headers['cache-control']).toBe('no-store');
        const [row] = await stored();
        expect(res.headers.location).toBe(`/university?sent=${row?.reference}#form-group-booking`);
        expect(row).toMatchObject({
          kind: 'group-booking',
          fields: { groupSize: 24, roomKinds: ['ensuite', 'studio'] },
          utm: { source: 'newsletter', campaign: 'autumn' },
          consent: true,
        });
        expect(await outbox()).toHaveLength(2);
      });

      it('stores a double post of one page once, the submission id drawn from its token', async () => {
        const body = aFormBody('contact', token(), { submissionId: undefined, sourcePage: '/about-us' });
        const first = await post('contact', body);
        const second = await post('contact', body);
        expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
        expect(second.headers.location).toBe(first.headers.location);
        expect(await stored()).toHaveLength(1);
      });

      it('sends the friend’s code along, and the form’s own page when the page it came from does not hold the form', async () => {
        const res = await post('friend', aFormBody('friend', token(), { sourcePage: '/manchester' }));
        expect(res.statusCode).toBe(303);
        const [row] = await stored();
        expect(res.headers.location).toBe(
          `/friend?sent=${row?.reference}&code=${row?.fields.referralCode}#form-friend`,
        );
        const away = await post('contact', aFormBody('contact', token(), { sourcePage: '/\\evil.example/about-us' }));
        expect(away.headers.location).toMatch(/^\/contact-us\?sent=EQ-/);
        const chat = await post('chat', aFormBody('chat', token(), { sourcePage: '/manchester?x=1' }));
        expect(chat.statusCode).toBe(303);
        expect(chat.headers.location).toBe('/manchester');
        const crossSite = await app.inject({
          method: 'POST',
          url: '/api/enquiries/contact',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
          payload: new URLSearchParams({ message: 'hi', name: 'A', email: 'a@example.com' }).toString(),
        });
        expect(crossSite.statusCode).toBe(403);
        // Dot segments collapse into `//evil.example`, which a browser reads as another site.
        for (const sourcePage of ['/.//evil.example/x', '/..//evil.example/x', '/%2e//evil.example/x']) {
          const elsewhere = await post('chat', aFormBody('chat', token(), { sourcePage, message: sourcePage }));
          expect(elsewhere.statusCode, sourcePage).toBe(303);
          expect(elsewhere.headers.location, sourcePage).toBe('/');
        }
      });

      it('answers the honeypot with the same redirect, storing nothing', async () => {
        const res = await post('contact', aFormBody('contact', token(), { sourcePage: '/about-us', website: 'x' }));
        expect(res.statusCode).toBe(303);
        expect(res.headers.location).toMatch(/^\/about-us\?sent=EQ-[23456789A-Z]{6}#form-contact$/);
        expect(await stored()).toHaveLength(0);
      });

      it('sends the page back with what was typed (escaped), the messages and a fresh token when it is refused', async () => {
        const typed = '<script>alert("hi")</script> & “quotes”';
        const res = await post(
          'contact',
          aFormBody('contact', token(), { sourcePage: '/about-us', message: typed, email: 'not an address' }),
        );
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body).toContain('<title>About us | Test Living</title>');
        expect(res.body).not.toContain('<script>alert');
        expect(res.body).toContain('\\u003cscript\\u003ealert(\\"hi\\")\\u003c/script\\u003e \\u0026 “quotes”');
        expect(res.body).toContain('<p>Please check the highlighted fields.</p>');
        expect(res.body).toContain('<li>Email address: Enter your email address, like name@example.com.</li>');
        const data = initialData(res.body);
        expect(data['form-reply:contact']).toEqual({
          values: expect.objectContaining({
            message: typed,
            email: 'not an address',
            topic: 'payments',
            agreedToTerms: 'on',
          }),
          fields: { email: 'Enter your email address, like name@example.com.' },
          message: 'Please check the highlighted fields.',
        });
        expect(data['form-reply:contact'].values).not.toHaveProperty('formToken');
        expect(data['form-reply:contact'].values).not.toHaveProperty('website');
        expect(testFormTokens.issuedAt(data['form-token'].formToken)).toBe(time.now());
        expect(data).toHaveProperty(['property-options']);
        expect(await stored()).toHaveLength(0);
      });

      it('sends the form’s own page back for a refusal from a page that does not hold the form, and a too-fast one with its message', async () => {
        const res = await post('contact', aFormBody('contact', token(500), { sourcePage: '/university' }));
        expect(res.statusCode).toBe(400);
        const data = initialData(res.body);
        // The fixture has no /contact-us page: its Not Found page, with the answers all the same.
        expect(data).toHaveProperty(['page:contact-us'], null);
        expect(data['form-reply:contact']).toMatchObject({
          fields: {},
          message: expect.stringContaining('quicker than we expected'),
        });
      });

      it('says which residence is unknown', async () => {
        const res = await post('support', aFormBody('support', token(), { property: 'atlantis' }));
        expect(res.statusCode).toBe(400);
        expect(initialData(res.body)['form-reply:support'].fields).toEqual({
          property: 'Choose a residence from the list.',
        });
      });
    });

    it('gives pages holding a form a fresh form token on every visit, and keeps other pages as they were', async () => {
      const first = initialData((await app.inject('/about-us')).body);
      const second = initialData((await app.inject('/about-us')).body);
      expect(testFormTokens.issuedAt(first['form-token'].formToken)).toBe(time.now());
      expect(second['form-token'].formToken).not.toBe(first['form-token'].formToken);
      expect(initialData((await app.inject('/offers')).body)).toHaveProperty(['form-token']);
      expect(initialData((await app.inject('/faqs')).body)).not.toHaveProperty(['form-token']);
    });
  });
}

describe('enquiry forms: rate limit and an API without the built site', () => {
  let app: FastifyInstance;
  const catalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings);
  const time = new ManualTime(contentNow);
  beforeAll(async () => {
    // The defaults: the API's general limit, and 10 enquiries a minute from one address.
    const content = new MemoryContent(fixtureContent, catalogue, time);
    app = await buildTestApp({
      catalogue,
      content,
      submitEnquiry: testSubmitEnquiry({
        catalogue,
        content,
        enquiries: new MemoryEnquiryRepository(time),
        clock: time,
      }),
    });
  });
  afterAll(async () => app?.close());

  it('answers the 11th enquiry in a minute from one address 429 with Retry-After', async () => {
    const from = (remoteAddress: string) => ({
      method: 'POST' as const,
      url: url('contact'),
      payload: aFormBody('contact', testFormTokens.issue(time.now() - 10_000)),
      remoteAddress,
    });
    for (let i = 0; i < 10; i++) expect((await app.inject(from('203.0.113.7'))).statusCode).toBe(201);
    const limited = await app.inject(from('203.0.113.7'));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      error: 'rate_limited',
      message: expect.stringMatching(/Try again in \d+ seconds/),
    });
    expect((await app.inject({ url: '/api/enquiries/form-token', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
    expect((await app.inject(from('198.51.100.9'))).statusCode).toBe(201);
  });

  it('sends a refused post back as a plain page when the site is not built', async () => {
    const res = await app.inject({
      method: 'POST',
      url: url('contact'),
      headers: urlencoded,
      remoteAddress: '192.0.2.1',
      payload: asFormPost(aFormBody('contact', testFormTokens.issue(time.now() - 10_000), { name: '' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/^<!doctype html>/);
    expect(res.body).toContain('<li>Your name: Enter your name.</li>');
    expect(initialData(res.body)['form-reply:contact'].fields).toEqual({ name: 'Enter your name.' });
  });
});
