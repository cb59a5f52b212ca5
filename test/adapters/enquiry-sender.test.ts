import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpEnquirySender, unreachableMessage } from '../../src/adapters/http-client/http-enquiry-sender.adapter';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryEnquiryRepository } from '../../src/adapters/memory/memory-enquiry.repository';
import { MemoryEnquirySender } from '../../src/adapters/memory/memory-enquiry-sender.adapter';
import type { EnquiryRepository } from '../../src/ports/enquiry-repository.port';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { startTestServer } from '../support/test-server';
import { aRoomFinderEnquiry, enquirySenderContract } from './enquiry-sender.contract';

const catalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings);

enquirySenderContract('memory fake', async () => ({ sender: new MemoryEnquirySender() }));

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
      fields: { city: 'manchester', duration: ['44'], phone: '07700 900123', countryCode: '+44' },
      source_page: '/room-finder/contact',
      utm: { source: 'newsletter' },
      consent: true,
    });

    // The limit is 2 a minute here: this is the second, the next is refused.
    expect((await sender.sendRoomFinder(aRoomFinderEnquiry({ name: 'x'.repeat(101) }))).ok).toBe(false);
    const limited = await sender.sendRoomFinder(aRoomFinderEnquiry());
    expect(limited).toEqual({
      ok: false,
      status: 429,
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
        status: 413,
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
      list: async () => [],
    };
    const server = await startTestServer({ catalogue, enquiries: broken });
    try {
      const result = await new HttpEnquirySender(fetch, server.url).sendRoomFinder(aRoomFinderEnquiry());
      expect(result).toEqual({
        ok: false,
        status: 500,
        message: expect.stringContaining('nothing you typed is lost'),
        fields: {},
      });
    } finally {
      await server.close();
    }
  });

  it('turns a network failure into status 0 with a message, never a rejection', async () => {
    const server = await startTestServer({ catalogue });
    const url = server.url;
    await server.close();
    const refused = await new HttpEnquirySender(fetch, url).sendRoomFinder(aRoomFinderEnquiry());
    expect(refused).toEqual({ ok: false, status: 0, message: unreachableMessage, fields: {} });
    const offline = await new HttpEnquirySender(() => Promise.reject(new TypeError('Failed to fetch'))).sendRoomFinder(
      aRoomFinderEnquiry(),
    );
    expect(offline).toEqual({ ok: false, status: 0, message: unreachableMessage, fields: {} });
  });

  it('gives up on a server that does not answer in time', async () => {
    const hanging = (_: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const result = await new HttpEnquirySender(hanging, '', 20).sendRoomFinder(aRoomFinderEnquiry());
    expect(result).toMatchObject({ ok: false, status: 0 });
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
  });
});

describe('MemoryEnquirySender', () => {
  it('keeps what it was given and refuses when told to, until told to accept again', async () => {
    const sender = new MemoryEnquirySender();
    const first = aRoomFinderEnquiry();
    expect(await sender.sendRoomFinder(first)).toMatchObject({ ok: true, reference: 'EQ-222222' });
    sender.refuse({ status: 0, message: unreachableMessage });
    const second = aRoomFinderEnquiry({ name: 'Grace Hopper' });
    expect(await sender.sendRoomFinder(second)).toEqual({
      ok: false,
      status: 0,
      message: unreachableMessage,
      fields: {},
    });
    sender.accept();
    expect(await sender.sendRoomFinder(second)).toMatchObject({ ok: true, reference: 'EQ-222223' });
    expect(sender.sent).toEqual([first, second, second]);
    expect(sender.lastSent()).toBe(second);
  });
});
