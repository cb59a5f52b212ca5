import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpEnquirySender, unreachableMessage } from '../../src/adapters/http-client/http-enquiry-sender.adapter';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryContent } from '../../src/adapters/memory/memory-content.adapter';
import { MemoryEnquiryRepository } from '../../src/adapters/memory/memory-enquiry.repository';
import { MemoryEnquirySender } from '../../src/adapters/memory/memory-enquiry-sender.adapter';
import type { EnquiryRepository } from '../../src/ports/enquiry-repository.port';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { contentNow, fixtureContent } from '../support/content-fixture';
import { startTestServer, testFormTokens } from '../support/test-server';
import { aFormEnquiry, aRoomFinderEnquiry, enquirySenderContract, formSenderContract } from './enquiry-sender.contract';

const catalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings);

enquirySenderContract('memory fake', async () => ({ sender: new MemoryEnquirySender() }));

formSenderContract('memory fake', async () => ({ sender: new MemoryEnquirySender() }));

formSenderContract('HTTP client against the real API', async () => {
  const server = await startTestServer({
    catalogue,
    content: new MemoryContent(fixtureContent, catalogue, new ManualTime(contentNow)),
    enquiryRateLimit: 1000,
  });
  return {
    sender: new HttpEnquirySender(fetch, server.url),
    close: server.close,
    // Shown a minute ago: past the minimum time to fill.
    formToken: () => testFormTokens.issue(Date.now() - 60_000),
  };
});

describe('HttpEnquirySender and the form token, against the real API', () => {
  it('is refused as too fast with a fresh token it can send again once a person could have typed the form', async () => {
    const server = await startTestServer({
      catalogue,
      content: new MemoryContent(fixtureContent, catalogue, new ManualTime(contentNow)),
    });
    try {
      const sender = new HttpEnquirySender(fetch, server.url);
      const token = await sender.formToken();
      expect(testFormTokens.issuedAt(token ?? '')).toBeGreaterThan(Date.now() - 60_000);
      const tooFast = await sender.sendForm('contact', aFormEnquiry('contact', { formToken: token ?? '' }));
      expect(tooFast).toEqual({
        ok: false,
        reason: 'form_token',
        message: expect.stringMatching(/quicker than we expected/),
        fields: {},
        formToken: expect.any(String),
      });
      const missing = await sender.sendForm('contact', aFormEnquiry('contact', { formToken: '' }));
      expect(missing).toMatchObject({ ok: false, reason: 'form_token', fields: {}, formToken: expect.any(String) });
    } finally {
      await server.close();
    }
  });
});

enquirySenderContract('HTTP client against the real API', async () => {
  const server = await startTestServer({ catalogue, enquiryRateLimit: 1000 });
  return { sender: new HttpEnquirySender(fetch, server.url), close: server.close };
});

describe('HttpEnquirySender against the real API', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let enquiries: MemoryEnquiryRepository;
  let sender: HttpEnquirySender;
  beforeAll(async () => {
    enquiries = new MemoryEnquiryRepository(new ManualTime());
    server = await startTestServer({ catalogue, enquiries, enquiryRateLimit: 2 });
    sender = new HttpEnquirySender(fetch, server.url);
  });
  afterAll(async () => server?.close());

  it('delivers the answers the visitor gave, and past the limit says when to try again', async () => {
    const enquiry = aRoomFinderEnquiry({ name: 'Grace Hopper', email: 'grace@example.com' });
    const sent = await sender.sendRoomFinder(enquiry);
    expect(sent.ok).toBe(true);
    const [stored] = await enquiries.list({ email: 'grace@example.com' });
    expect(stored).toMatchObject({
      submission_id: enquiry.submissionId,
      name: 'Grace Hopper',
      fields: { city: 'manchester', duration: ['44'], phone: '+447700900123', countryCode: '+44' },
      source_page: '/room-finder/contact',
      utm: { source: 'newsletter' },
      consent: true,
    });

    // The limit is 2 a minute here: this is the second, the next is refused.
    expect((await sender.sendRoomFinder(aRoomFinderEnquiry({ name: 'x'.repeat(101) }))).ok).toBe(false);
    const limited = await sender.sendRoomFinder(aRoomFinderEnquiry());
    expect(limited).toEqual({
      ok: false,
      reason: 'rate_limited',
      retryAfterSeconds: expect.any(Number),
      message: expect.stringMatching(/^Too many attempts from your connection; please try again in \d+ seconds\.$/),
      fields: {},
    });
  });
});

describe('HttpEnquirySender when things go wrong', () => {
  it('refuses a body over the limit with the server message', async () => {
    const server = await startTestServer({ catalogue });
    try {
      const result = await new HttpEnquirySender(fetch, server.url).sendRoomFinder(
        aRoomFinderEnquiry({ name: 'A'.repeat(20_000) }),
      );
      expect(result).toEqual({
        ok: false,
        reason: 'invalid',
        message: expect.stringContaining('shorten your answers'),
        fields: {},
      });
    } finally {
      await server.close();
    }
  });

  it('turns a failure on the server into a refusal that keeps what was typed', async () => {
    const broken: EnquiryRepository = {
      save: () => Promise.reject(new Error('disk full')),
      saveChecked: () => Promise.reject(new Error('disk full')),
      list: async () => [],
      optOutStatus: async () => null,
      optOut: async () => false,
    };
    const server = await startTestServer({ catalogue, enquiries: broken });
    try {
      const result = await new HttpEnquirySender(fetch, server.url).sendRoomFinder(aRoomFinderEnquiry());
      expect(result).toEqual({
        ok: false,
        reason: 'unavailable',
        message: expect.stringContaining('nothing you typed is lost'),
        fields: {},
      });
    } finally {
      await server.close();
    }
  });

  it('turns a network failure into an unreachable refusal with a message, never a rejection', async () => {
    const server = await startTestServer({ catalogue });
    const url = server.url;
    await server.close();
    const refused = await new HttpEnquirySender(fetch, url).sendRoomFinder(aRoomFinderEnquiry());
    expect(refused).toEqual({ ok: false, reason: 'unreachable', message: unreachableMessage, fields: {} });
    const offline = await new HttpEnquirySender(() => Promise.reject(new TypeError('Failed to fetch'))).sendRoomFinder(
      aRoomFinderEnquiry(),
    );
    expect(offline).toEqual({ ok: false, reason: 'unreachable', message: unreachableMessage, fields: {} });
  });

  it('gives up on a server that does not answer in time', async () => {
    const hanging = (_: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const result = await new HttpEnquirySender(hanging, '', 20).sendRoomFinder(aRoomFinderEnquiry());
    expect(result).toMatchObject({ ok: false, reason: 'unreachable' });
  });

  it('reads Retry-After given as a date', async () => {
    const inThirty = new Date(Date.now() + 30_000).toUTCString();
    const fake = async () =>
      new Response(JSON.stringify({ error: 'rate_limited', message: 'Too many requests.' }), {
        status: 429,
        headers: { 'retry-after': inThirty, 'content-type': 'application/json' },
      });
    const result = await new HttpEnquirySender(fake).sendRoomFinder(aRoomFinderEnquiry());
    expect(result.ok ? '' : result.message).toMatch(/try again in (29|30) seconds/);
    expect(result).toMatchObject({
      reason: 'rate_limited',
      retryAfterSeconds: expect.toSatisfy((s: number) => s >= 29 && s <= 30),
    });
  });
});

describe('HttpEnquirySender with the forms', () => {
  const answering =
    (status: number, body: unknown, headers: Record<string, string> = {}) =>
    async (_input: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

  it('posts the form as JSON to /api/enquiries/<kind>', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const sender = new HttpEnquirySender(async (url, init) => {
      calls.push({ url, ...(init ? { init } : {}) });
      return new Response(JSON.stringify({ reference: 'EQ-222222', message: 'Thanks.' }), { status: 201 });
    }, 'https://digs.test');
    const enquiry = aFormEnquiry('summer-stays');
    expect(await sender.sendForm('summer-stays', enquiry)).toEqual({
      ok: true,
      reference: 'EQ-222222',
      message: 'Thanks.',
    });
    expect(calls[0]?.url).toBe('https://digs.test/api/enquiries/summer-stays');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(enquiry);
  });

  it('hands back the fresh form token of a form refused as sent too fast or expired', async () => {
    for (const error of ['too_fast', 'form_expired']) {
      const sender = new HttpEnquirySender(
        answering(400, {
          error,
          message: 'Please check your answers and send it again.',
          fields: {},
          formToken: 'fresh',
        }),
      );
      expect(await sender.sendForm('contact', aFormEnquiry('contact'))).toEqual({
        ok: false,
        reason: 'form_token',
        message: 'Please check your answers and send it again.',
        fields: {},
        formToken: 'fresh',
      });
    }
  });

  it('tells a referral limit, an unreadable acceptance and a refusal from elsewhere apart, each in the domain’s words', async () => {
    const limit = new HttpEnquirySender(
      answering(400, { error: 'too_many_referrals', message: 'That is all the referrals for today.', fields: {} }),
    );
    expect(await limit.sendForm('friend', aFormEnquiry('friend'))).toEqual({
      ok: false,
      reason: 'limit_reached',
      message: 'That is all the referrals for today.',
      fields: {},
    });
    const garbled = new HttpEnquirySender(answering(201, { ref: 'EQ-222222' }));
    expect(await garbled.sendForm('contact', aFormEnquiry('contact'))).toMatchObject({
      ok: false,
      reason: 'unconfirmed',
      message: expect.stringContaining('it will not be sent twice'),
    });
    const crossSite = new HttpEnquirySender(
      answering(403, { error: 'cross_site', message: 'Please send this form from our own website.' }),
    );
    expect(await crossSite.sendForm('contact', aFormEnquiry('contact'))).toMatchObject({
      ok: false,
      reason: 'unavailable',
      message: 'Please send this form from our own website.',
    });
  });

  it('passes on the referral code, and refuses with a message on 404 and 429', async () => {
    const referral = new HttpEnquirySender(
      answering(201, { reference: 'EQ-222222', message: 'Thanks.', referralCode: 'ADA-7K3P' }),
    );
    expect(await referral.sendForm('friend', aFormEnquiry('friend'))).toMatchObject({ referralCode: 'ADA-7K3P' });
    const gone = new HttpEnquirySender(answering(404, { error: 'not_found', message: 'No such form.' }));
    expect(await gone.sendForm('offer', aFormEnquiry('offer'))).toMatchObject({
      ok: false,
      reason: 'not_found',
      message: 'No such form.',
    });
    const limited = new HttpEnquirySender(
      answering(429, { error: 'rate_limited', message: 'Slow down.' }, { 'retry-after': '1' }),
    );
    expect(await limited.sendChat({ ...aFormEnquiry('contact'), message: 'Hi' })).toEqual({
      ok: false,
      reason: 'rate_limited',
      retryAfterSeconds: 1,
      message: 'Too many attempts from your connection; please try again in 1 second.',
      fields: {},
    });
  });

  it('never rejects: a network failure is unreachable, and a form token out of reach is null', async () => {
    const offline = new HttpEnquirySender(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await offline.sendForm('contact', aFormEnquiry('contact'))).toEqual({
      ok: false,
      reason: 'unreachable',
      message: unreachableMessage,
      fields: {},
    });
    expect(await offline.sendChat({ ...aFormEnquiry('contact'), message: 'Hi' })).toMatchObject({
      ok: false,
      reason: 'unreachable',
    });
    expect(await offline.formToken()).toBeNull();
    expect(await new HttpEnquirySender(answering(500, { error: 'server_error' })).formToken()).toBeNull();
    expect(await new HttpEnquirySender(answering(200, { nope: 1 })).formToken()).toBeNull();
    expect(await new HttpEnquirySender(answering(200, { formToken: 'abc' })).formToken()).toBe('abc');
  });
});

describe('MemoryEnquirySender', () => {
  it('keeps the forms it was given, refuses with a fresh token when told to, and holds sends', async () => {
    const sender = new MemoryEnquirySender();
    sender.refuse({ reason: 'form_token', message: 'Too fast.', formToken: 'fresh' });
    const form = aFormEnquiry('contact');
    expect(await sender.sendForm('contact', form)).toEqual({
      ok: false,
      reason: 'form_token',
      message: 'Too fast.',
      fields: {},
      formToken: 'fresh',
    });
    sender.accept();
    const release = sender.hold();
    let settled = false;
    const sending = sender.sendForm('contact', form).then((r) => {
      settled = true;
      return r;
    });
    // A turn of the event loop: every promise that could settle without the release has.
    await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false);
    release();
    expect(await sending).toMatchObject({ ok: true, reference: 'EQ-222222' });
    expect(sender.forms.map((f) => f.kind)).toEqual(['contact', 'contact']);
    expect(sender.lastForm().enquiry).toBe(form);
    sender.token = null;
    expect(await sender.formToken()).toBeNull();
  });

  it('keeps what it was given and refuses when told to, until told to accept again', async () => {
    const sender = new MemoryEnquirySender();
    const first = aRoomFinderEnquiry();
    expect(await sender.sendRoomFinder(first)).toMatchObject({ ok: true, reference: 'EQ-222222' });
    sender.refuse({ reason: 'unreachable', message: unreachableMessage });
    const second = aRoomFinderEnquiry({ name: 'Grace Hopper' });
    expect(await sender.sendRoomFinder(second)).toEqual({
      ok: false,
      reason: 'unreachable',
      message: unreachableMessage,
      fields: {},
    });
    sender.accept();
    expect(await sender.sendRoomFinder(second)).toMatchObject({ ok: true, reference: 'EQ-222223' });
    expect(sender.sent).toEqual([first, second, second]);
    expect(sender.lastSent()).toBe(second);
  });
});
