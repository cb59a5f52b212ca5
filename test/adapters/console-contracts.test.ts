import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fieldsOf } from '../../src/adapters/contracts/endpoint';
import { inboxContract } from '../../src/adapters/contracts/inbox.contract';
import { viewingDeskContract } from '../../src/adapters/contracts/viewing-desk.contract';
import { HttpAnalyticsConsole } from '../../src/adapters/http-client/http-analytics-console.adapter';
import { HttpCatalogueConsole } from '../../src/adapters/http-client/http-catalogue-console.adapter';
import { HttpInboxConsole } from '../../src/adapters/http-client/http-inbox-console.adapter';
import { HttpPagesConsole } from '../../src/adapters/http-client/http-pages-console.adapter';
import { HttpPicturesConsole } from '../../src/adapters/http-client/http-pictures-console.adapter';
import { HttpPostsConsole } from '../../src/adapters/http-client/http-posts-console.adapter';
import { HttpReservationsConsole } from '../../src/adapters/http-client/http-reservations-console.adapter';
import { HttpTrashConsole } from '../../src/adapters/http-client/http-trash-console.adapter';
import { HttpViewingDesk } from '../../src/adapters/http-client/http-viewing-desk.adapter';
import { londonDate } from '../../src/domain/shared/london-date';
import { ConsoleUnavailable } from '../../src/ports/staff-console.port';

const answering =
  (status: number, body: unknown) =>
  async (_url: string, _init?: RequestInit): Promise<Response> =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a console client parses every answer with its contract (ADR 095)', () => {
  it('reads a well-formed list', async () => {
    const item = {
      kind: 'post',
      id: 'p1',
      name: 'Hello',
      deletedAt: '2026-09-01T00:00:00Z',
      deletedBy: 'a@b.c',
      daysLeft: 3,
    };
    await expect(new HttpTrashConsole(answering(200, { items: [item] })).list()).resolves.toEqual([item]);
  });

  it('turns a malformed answer into a clear ConsoleUnavailable', async () => {
    const malformed = new HttpTrashConsole(answering(200, { items: [{ kind: 'post', id: 7 }] })).list();
    await expect(malformed).rejects.toBeInstanceOf(ConsoleUnavailable);
    await expect(malformed).rejects.toThrow('did not understand');
  });

  it('gives a declared refusal its message and an undeclared status the server words', async () => {
    const refused = new HttpTrashConsole(answering(409, { error: 'cannot_restore', message: 'Its address is taken.' }));
    await expect(refused.restore('page', 'x')).resolves.toEqual({ kind: 'refused', message: 'Its address is taken.' });
    const gone = new HttpTrashConsole(answering(401, { error: 'unauthorized', message: 'Sign in.' }));
    await expect(gone.restore('page', 'x')).rejects.toThrow('Your session has ended');
  });

  it('sends the path parameters encoded', async () => {
    const seen: string[] = [];
    const client = new HttpTrashConsole(async (url, init) => {
      seen.push(`${init?.method} ${url}`);
      return new Response(
        JSON.stringify({ restored: { kind: 'faq', id: 'a/b', name: 'Q', deletedAt: 'x', deletedBy: 'y' } }),
      );
    });
    await client.restore('faq', 'a/b');
    expect(seen).toEqual(['POST /api/admin/trash/faq/a%2Fb/restore']);
  });
});

describe('the analytics client by its contract', () => {
  // Any range: the client sends it as given; today's London day, so no date here ages.
  const today = londonDate(Date.now());
  const range = { from: today, to: today };
  it('gives a refused range, a signed-out member and a forbidden role as outcomes', async () => {
    const refusal = { error: 'bad_range', message: 'A report covers at most 366 days.' };
    await expect(new HttpAnalyticsConsole(answering(400, refusal)).report(range)).resolves.toEqual({
      kind: 'invalid',
      message: refusal.message,
    });
    const denied = { error: 'x', message: 'y' };
    await expect(new HttpAnalyticsConsole(answering(401, denied)).report(range)).resolves.toEqual({
      kind: 'signed-out',
    });
    await expect(new HttpAnalyticsConsole(answering(403, denied)).report(range)).resolves.toEqual({
      kind: 'forbidden',
    });
  });
  it('refuses a report missing a figure', async () => {
    const half = { report: { from: range.from, to: range.to, sessions: 3 } };
    await expect(new HttpAnalyticsConsole(answering(200, half)).report(range)).rejects.toBeInstanceOf(
      ConsoleUnavailable,
    );
  });
});

/** What a contract's schema makes of a value: the parsed value, or the 400's field messages. */
const parsed = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? { data: result.data } : { fields: fieldsOf(result.error) };
};

describe('the inbox by its contract', () => {
  const { note, reply, change } = inboxContract;

  it('checks and cleans the edits it carries, so the use case takes them parsed', () => {
    expect(parsed(note.body, { body: '  \n ' })).toEqual({ fields: { body: 'Fill this in.' } });
    expect(parsed(note.body, { body: 'Called back\r\nno answer\u0007 ' })).toEqual({
      data: { body: 'Called back\nno answer' },
    });
    expect(parsed(note.body, { body: 'x'.repeat(5_001) })).toEqual({ fields: { body: 'At most 5,000 characters.' } });
    expect(parsed(reply.body, { version: 2, subject: 'Two\nlines', body: 'x' })).toEqual({
      fields: { subject: 'One line, without control characters.' },
    });
    expect(parsed(reply.body, { version: 2, subject: ' Hello ', body: 'x' })).toEqual({
      data: { version: 2, subject: 'Hello', body: 'x' },
    });
    expect(parsed(change.body, { status: 'open' })).toEqual({ fields: { version: 'Say which version you changed.' } });
    expect(parsed(change.body, { version: 1, assigneeId: 'sam' })).toEqual({
      fields: { assigneeId: 'Choose a member of staff.' },
    });
    expect(parsed(change.body, { version: 1, assigneeId: null, status: 'closed' })).toEqual({
      data: { version: 1, assigneeId: null, status: 'closed' },
    });
    expect(Object.keys(parsed(change.body, { version: 1, colour: 'red' }).fields ?? {})).toHaveLength(1);
  });

  const enquiry = {
    id: 'e1',
    reference: 'EQ-AAAAA2',
    kind: 'contact',
    submission_id: 's1',
    name: 'Ana',
    email: 'ana@example.com',
    fields: { message: 'Hi' },
    source_page: '/contact',
    utm: {},
    consent: true,
    status: 'open',
    created_at: '2026-11-26T10:00:00.000Z',
    closed_at: null,
    version: 2,
    assignee: null,
    notes: [],
    replies: [],
  };
  const detail = {
    enquiry,
    answers: [],
    nextStatuses: ['closed'],
    replySubject: 'Re: your question (EQ-AAAAA2)',
    replySender: { from: { name: 'Sam at Digs', address: 'mail@digs.test' }, replyTo: 'hello@digs.test' },
  };

  it('gives a stale edit the current enquiry, a forbidden move its message, and refuses a malformed enquiry', async () => {
    const stale = new HttpInboxConsole(
      answering(409, { error: 'stale', message: 'Sam changed this.', current: detail }),
    );
    await expect(stale.change('EQ-AAAAA2', 1, { status: 'closed' })).resolves.toEqual({
      kind: 'stale',
      message: 'Sam changed this.',
      detail,
    });
    const refused = new HttpInboxConsole(answering(409, { error: 'not_allowed', message: 'Not back to new.' }));
    await expect(refused.change('EQ-AAAAA2', 2, { status: 'new' })).resolves.toEqual({
      kind: 'refused',
      message: 'Not back to new.',
    });
    const half = new HttpInboxConsole(answering(201, { ...detail, enquiry: { ...enquiry, notes: [{ body: 'x' }] } }));
    await expect(half.note('EQ-AAAAA2', 'x')).rejects.toThrow('did not understand');
    await expect(
      new HttpInboxConsole(answering(404, { error: 'not_found', message: 'No.' })).open('EQ-ZZZZZ9'),
    ).resolves.toBeNull();
  });

  it('sends the filters set, and gives the CSV address without the page', async () => {
    const seen: string[] = [];
    const client = new HttpInboxConsole(async (url, init) => {
      seen.push(`${init?.method} ${url}`);
      return new Response(JSON.stringify({ items: [], total: 0, page: 2, pageSize: 50 }));
    });
    await client.list({ kind: 'chat', q: 'ana silva', residence: '', page: 2 });
    expect(seen).toEqual(['GET /api/admin/inbox?kind=chat&q=ana+silva&page=2']);
    expect(client.csvUrl({ status: 'new', page: 3, pageSize: 20 })).toBe('/api/admin/inbox.csv?status=new');
  });
});

describe('the viewings desk by its contract', () => {
  const rules = {
    version: 1,
    openingHours: { '6': [{ open: '10:00', close: '13:00' }] },
    slotMinutes: 60,
    capacity: 2,
    kinds: ['in-person' as const],
    closedPeriods: [{ from: '2026-10-31', to: '2026-11-01' }],
    noticeMinutes: 0,
    horizonDays: 30,
    staffEmail: 'desk@digs.test',
    videoCallUrl: null,
  };

  it('checks the rules’ shape, naming the field, and leaves the domain’s rules to the use case', () => {
    const { body } = viewingDeskContract.saveRules;
    expect(parsed(body, { ...rules, capacity: 'two' })).toEqual({
      fields: { capacity: 'A whole number of bookings.' },
    });
    expect(Object.keys(parsed(body, { ...rules, openingHours: { '8': [] } }).fields ?? {})).toEqual(['openingHours']);
    // Closing before opening is the domain's to refuse (deskRulesIssues), not the shape's.
    const backwards = { ...rules, openingHours: { '2': [{ open: '14:00', close: '10:00' }] } };
    expect(parsed(body, backwards)).toEqual({ data: backwards });
  });

  it('gives a stale save the rules as they are now, and a refused booking its fields', async () => {
    const current = { ...rules, propertyId: 'p1', version: 2, feedIssued: false };
    const stale = new HttpViewingDesk(answering(409, { error: 'stale', message: 'Sam saved them.', current }));
    await expect(stale.saveRules('p1', rules)).resolves.toEqual({ kind: 'stale', message: 'Sam saved them.', current });
    const refusal = { error: 'invalid', message: 'Check the highlighted fields.', fields: { name: 'Enter a name.' } };
    const form = {
      kind: 'in-person',
      start: '2026-11-30T10:00:00.000Z',
      name: '',
      email: 'a@b.c',
      countryCode: '+44',
      phone: '7700900123',
      partySize: 1,
      message: '',
      idempotencyKey: '6f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a01',
    } as const;
    await expect(new HttpViewingDesk(answering(400, refusal)).book('p1', form)).resolves.toEqual({
      kind: 'invalid',
      message: refusal.message,
      fields: refusal.fields,
    });
    const gone = new HttpViewingDesk(answering(409, { error: 'unavailable', message: 'That time has gone.' }));
    await expect(gone.move('VW-AAAAAA', { kind: 'in-person', start: form.start })).resolves.toEqual({
      kind: 'refused',
      message: 'That time has gone.',
    });
  });

  it('reads a revoked feed’s empty answer, and refuses a calendar missing its days', async () => {
    const revoked = new HttpViewingDesk(async () => new Response(null, { status: 204 }));
    await expect(revoked.revokeFeed('p1')).resolves.toBeUndefined();
    const half = new HttpViewingDesk(answering(200, { residence: { id: 'p1', name: 'X', slug: 'x' }, capacity: 2 }));
    await expect(half.calendar('p1', '2026-11-30', 'week')).rejects.toThrow('did not understand');
  });
});

describe('the pages and site settings by their contract', () => {
  const page = {
    id: 'p1',
    slug: 'open-days',
    version: 2,
    status: 'changed',
    draft: { title: 'Open days', description: 'Come and see', blocks: [{ type: 'rich-text' as const, body: 'Hi' }] },
    hasDraft: true,
    publishedAt: '2026-11-01T10:00:00.000Z',
    publishAt: null,
    updatedAt: '2026-11-02T10:00:00.000Z',
  };
  const settings = {
    brandName: 'Digs',
    tagline: 'Homes for students',
    supportEmail: 'hello@digs.test',
    phone: '',
    whatsapp: '',
    headerNav: [{ label: 'Visit us', href: '/visit-us' }],
    footerNav: [],
    enquiryEmails: { 'group-booking': 'groups@digs.test' },
    replyFrom: '',
    socialLinks: [{ network: 'instagram', url: 'https://instagram.com/digs' }],
  };

  it('gives a stale save the page as it is now, and a refused one its fields', async () => {
    const stale = new HttpPagesConsole(answering(409, { error: 'stale', message: 'Sam saved it.', current: page }));
    await expect(stale.publish('p1', 1)).resolves.toEqual({ kind: 'stale', message: 'Sam saved it.', current: page });
    const refusal = { error: 'invalid', message: 'Check the highlighted fields.', fields: { slug: 'Taken.' } };
    await expect(new HttpPagesConsole(answering(400, refusal)).create('x', page.draft)).resolves.toEqual({
      kind: 'invalid',
      message: refusal.message,
      fields: refusal.fields,
    });
    await expect(
      new HttpPagesConsole(answering(404, { error: 'not_found', message: 'Gone.' })).get('p1'),
    ).resolves.toBeNull();
  });

  it('refuses a page whose block has no type, and settings missing a field', async () => {
    const odd = { ...page, draft: { ...page.draft, blocks: [{ body: 'Hi' }] } };
    await expect(new HttpPagesConsole(answering(200, odd)).get('p1')).rejects.toThrow('did not understand');
    const { replyFrom: _, ...half } = settings;
    await expect(new HttpPagesConsole(answering(200, { settings: half, version: 1 })).readSettings()).rejects.toThrow(
      'did not understand',
    );
    await expect(
      new HttpPagesConsole(
        answering(200, { settings, version: 1, sendingAddress: 'no-reply@digs.test' }),
      ).readSettings(),
    ).resolves.toEqual({ settings, version: 1, sendingAddress: 'no-reply@digs.test' });
  });

  it('sends the id encoded and the version in the query; a deletion answers no body', async () => {
    const seen: string[] = [];
    const client = new HttpPagesConsole(async (url, init) => {
      seen.push(`${init?.method} ${url}`);
      return new Response(null, { status: 204 });
    });
    await expect(client.remove('a/b', 3)).resolves.toEqual({ kind: 'deleted' });
    expect(seen).toEqual(['DELETE /api/admin/content/pages/a%2Fb?version=3']);
    expect(client.previewUrl('a/b')).toBe('/api/admin/content/pages/a%2Fb/preview');
  });
});

describe('the reservations console by its contract', () => {
  const record = {
    terms: { holdingDepositPence: 10_000, fees: [], termsVersion: '2026-1', lateCancellationRefundPercent: 0 },
    version: 3,
    updatedAt: '2026-11-26T10:00:00.000Z',
  };
  const terms = { ...record.terms, version: 2 };

  it('gives a stale save the terms as they are now, an unlawful one its rule, and a refused action as a value', async () => {
    const stale = new HttpReservationsConsole(
      answering(409, { error: 'stale', message: 'Olivia saved them.', current: record }),
    );
    await expect(stale.saveTerms(terms)).resolves.toEqual({ kind: 'stale', message: 'Olivia saved them.', record });
    const unlawful = {
      error: 'unlawful',
      message: 'Banned.',
      guidanceUrl: 'https://www.gov.uk/x',
      fields: { fees: 'Banned.' },
    };
    await expect(new HttpReservationsConsole(answering(422, unlawful)).saveTerms(terms)).resolves.toEqual({
      kind: 'unlawful',
      message: 'Banned.',
      guidanceUrl: 'https://www.gov.uk/x',
      fields: { fees: 'Banned.' },
    });
    const gone = new HttpReservationsConsole(answering(404, { error: 'not_found', message: 'No.' }));
    await expect(gone.act('RS-AAAAAA', 'cancel')).resolves.toEqual({ kind: 'not_found' });
  });

  it('refuses terms or a list missing what the console reads', async () => {
    await expect(new HttpReservationsConsole(answering(200, { version: 1 })).terms()).rejects.toThrow(
      'did not understand',
    );
    const half = { items: [{ reference: 'RS-AAAAAA', status: 'lost' }], total: 1 };
    await expect(new HttpReservationsConsole(answering(200, half)).list({})).rejects.toBeInstanceOf(ConsoleUnavailable);
  });

  it('sends the filters set and a reference encoded, and gives the CSV address', async () => {
    const seen: string[] = [];
    const client = new HttpReservationsConsole(async (url, init) => {
      seen.push(`${init?.method} ${url}`);
      return new Response(JSON.stringify({ error: 'not_found', message: 'No.' }), { status: 404 });
    });
    await client.get('RS/1');
    expect(seen).toEqual(['GET /api/admin/reservations/RS%2F1']);
    expect(client.csvUrl({ status: 'paid', q: '', from: '2026-11-01' })).toBe(
      '/api/admin/reservations.csv?status=paid&from=2026-11-01',
    );
  });
});

describe('the versioned records (catalogue, posts, FAQs, offers) by one contract per kind', () => {
  const city = {
    id: 'c1',
    slug: 'leeds',
    name: 'Leeds',
    region: 'Yorkshire',
    intro: 'Hi',
    lat: 53.8,
    lng: -1.55,
    heroMediaId: null,
    sort: 1,
    version: 3,
  };
  const faq = {
    id: 'f1',
    category: 'Bills',
    question: 'Are bills included?',
    answer: 'Yes.',
    position: 0,
    propertyId: null,
    status: 'published',
    version: 2,
  };

  it('gives a stale save the record as it is now, a refused one its fields, and a missing one as refused', async () => {
    const stale = new HttpCatalogueConsole(answering(409, { error: 'stale', message: 'Sam saved it.', current: city }));
    await expect(stale.update('city', 'c1', 2, { name: 'Leeds' })).resolves.toEqual({
      kind: 'stale',
      message: 'Sam saved it.',
      current: city,
    });
    const refusal = {
      error: 'invalid',
      message: 'Check the highlighted fields.',
      fields: { question: 'Fill this in.' },
    };
    await expect(new HttpPostsConsole(answering(400, refusal)).create('faq', {})).resolves.toEqual({
      kind: 'invalid',
      message: refusal.message,
      fields: refusal.fields,
    });
    const gone = new HttpPostsConsole(answering(404, { error: 'not_found', message: 'Gone.' }));
    await expect(gone.update('faq', 'f1', 2, {})).resolves.toEqual({ kind: 'refused', message: 'Gone.' });
    await expect(gone.get('faq', 'f1')).resolves.toBeNull();
  });

  it('refuses a record missing a field, and a list of another kind', async () => {
    const { version: _, ...half } = faq;
    await expect(new HttpPostsConsole(answering(200, half)).get('faq', 'f1')).rejects.toThrow('did not understand');
    const page = { items: [faq], total: 1, page: 1, pageSize: 500 };
    await expect(new HttpCatalogueConsole(answering(200, page)).list('city')).rejects.toBeInstanceOf(
      ConsoleUnavailable,
    );
    await expect(new HttpPostsConsole(answering(200, { items: [faq] })).list('faq')).resolves.toEqual([faq]);
  });

  it('sends the id encoded and the version in the query; a city in use is refused with the reason', async () => {
    const seen: string[] = [];
    const client = new HttpCatalogueConsole(async (url, init) => {
      seen.push(`${init?.method} ${url}`);
      return init?.method === 'DELETE'
        ? new Response(JSON.stringify({ error: 'in_use', message: 'Leeds has residences.' }), { status: 409 })
        : new Response(JSON.stringify({ items: [], total: 0, page: 1, pageSize: 500 }));
    });
    await expect(client.remove('city', 'a/b', 3)).resolves.toEqual({
      kind: 'refused',
      message: 'Leeds has residences.',
    });
    await expect(client.list('room_type', { propertyId: 'p1' })).resolves.toEqual([]);
    expect(seen).toEqual([
      'DELETE /api/admin/catalogue/cities/a%2Fb?version=3',
      'GET /api/admin/catalogue/room-types?pageSize=500&propertyId=p1',
    ]);
  });
});

describe('the pictures client by its contract', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  const other = '00000000-0000-4000-8000-000000000002';
  const size = { url: `/media/${id}/large.webp`, width: 10, height: 10 };
  const picture = {
    id,
    alt: 'The roof terrace',
    formats: { thumbnail: size, small: size, medium: size, large: size },
    createdAt: '2026-11-01T00:00:00.000Z',
  };
  const residence = { kind: 'residence', id: 'r/1' } as const;

  it('sends each gallery change to its path with the gallery as the operator saw it', async () => {
    const seen: string[] = [];
    const client = new HttpPicturesConsole(async (url, init) => {
      seen.push(`${init?.method} ${url} ${init?.body ?? ''}`);
      return new Response(JSON.stringify({ gallery: [picture] }));
    });
    await client.edit(residence, { kind: 'replace', mediaId: id, by: other }, [id]);
    await client.edit({ kind: 'room-type', id: 't1' }, { kind: 'remove', mediaId: id }, [id]);
    await expect(client.edit(residence, { kind: 'put_back', mediaId: id, at: 0 }, [])).resolves.toEqual({
      kind: 'gallery',
      gallery: [picture],
    });
    expect(seen).toEqual([
      `PATCH /api/admin/catalogue/residences/r%2F1/gallery {"change":"replace","mediaId":"${id}","by":"${other}","expected":["${id}"]}`,
      `DELETE /api/admin/catalogue/room-types/t1/gallery/${id} {"expected":["${id}"]}`,
      `PATCH /api/admin/catalogue/residences/r%2F1/gallery {"change":"put_back","mediaId":"${id}","at":0,"expected":[]}`,
    ]);
  });

  it('gives a stale gallery with the gallery as it is, and 401/403 as values', async () => {
    const stale = { error: 'stale', message: 'Someone changed this gallery.', current: [picture] };
    await expect(new HttpPicturesConsole(answering(409, stale)).gallery(residence)).resolves.toEqual({
      kind: 'stale',
      message: stale.message,
      current: [picture],
    });
    const denied = { error: 'x', message: 'y' };
    await expect(new HttpPicturesConsole(answering(401, denied)).list({ offset: 0, limit: 24 })).resolves.toEqual({
      kind: 'signed-out',
    });
    await expect(new HttpPicturesConsole(answering(403, denied)).editAlt(id, 'x')).resolves.toEqual({
      kind: 'forbidden',
    });
  });

  it('turns a picture missing its formats into a ConsoleUnavailable, not a broken screen', async () => {
    const { formats: _, ...bare } = picture;
    const client = new HttpPicturesConsole(answering(200, { pictures: [bare], total: 1 }));
    await expect(client.list({ offset: 0, limit: 24 })).rejects.toThrow('did not understand');
  });

  it("reads the upload's answer by the contract: the picture, or the file's own refusal", async () => {
    const file = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    const sent = (status: number, body: unknown) =>
      new HttpPicturesConsole(answering(200, null), async (url, _body, progress) => {
        expect(url).toBe('/api/admin/media');
        progress(1);
        return { status, body, retryAfter: null };
      });
    await expect(sent(201, { pictures: [picture] }).upload(file, 'x', () => undefined)).resolves.toEqual({
      kind: 'uploaded',
      picture,
    });
    const bomb = {
      error: 'too_many_pixels',
      message: 'Too many pixels.',
      fields: { 'file.0': 'a.jpg: Too many pixels.' },
    };
    await expect(sent(422, bomb).upload(file, 'x', () => undefined)).resolves.toEqual({
      kind: 'refused',
      message: 'Too many pixels.',
    });
    await expect(sent(403, { error: 'forbidden', message: 'No.' }).upload(file, 'x', () => undefined)).resolves.toEqual(
      {
        kind: 'forbidden',
      },
    );
    await expect(sent(201, { pictures: [{ id }] }).upload(file, 'x', () => undefined)).rejects.toBeInstanceOf(
      ConsoleUnavailable,
    );
    await expect(
      sent(502, { error: 'x', message: 'The server is down.' }).upload(file, 'x', () => undefined),
    ).rejects.toThrow('The server is down.');
  });
});

/** The clients converted to contracts so far; the rest of issue 36 item 1 adds to this list. */
const converted = [
  'http-trash-console.adapter.ts',
  'http-analytics-console.adapter.ts',
  'http-inbox-console.adapter.ts',
  'http-viewing-desk.adapter.ts',
  'http-staff-console.adapter.ts',
  'http-pages-console.adapter.ts',
  'http-reservations-console.adapter.ts',
  'http-versioned-records.ts',
  'http-catalogue-console.adapter.ts',
  'http-posts-console.adapter.ts',
  'http-pictures-console.adapter.ts',
];

describe('no converted console client casts an answer', () => {
  const folder = join(__dirname, '../../src/adapters/http-client');
  it.each(converted)('%s has no `as` cast and no hand-written zod schema', (file) => {
    const source = readFileSync(join(folder, file), 'utf8');
    expect(source).not.toMatch(/\bas\s+(?!const\b)[A-Z{(\w]/);
    expect(source).not.toMatch(/from 'zod/);
  });
  it('every file named is a client there', () => {
    const files = readdirSync(folder);
    for (const file of converted) expect(files).toContain(file);
  });
});
