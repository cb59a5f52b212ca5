import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminRoutes } from '../../src/adapters/http-api/admin.routes';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryEnquiryRepository } from '../../src/adapters/memory/memory-enquiry.repository';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleEnquiryRepository } from '../../src/adapters/postgres/drizzle-enquiry.repository';
import { DrizzleEnquiryRecords } from '../../src/adapters/postgres/drizzle-enquiry-records';
import { enquiries } from '../../src/adapters/postgres/schema';
import { ManageEnquiries } from '../../src/application/enquiries/manage-enquiries.use-case';
import { databaseKinds, openTestDatabase } from '../support/test-database';

const token = 'test-admin-token-0123456789abcdef';
const bearer = { authorization: `Bearer ${token}` };

for (const kind of databaseKinds()) {
  describe(`PATCH /api/admin/enquiries/:reference on ${kind}`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let reference: string;
    const time = new ManualTime(Date.parse('2026-09-01T09:00:00.000Z'));

    const patch = (ref: string, payload: unknown, headers: Record<string, string> = bearer) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/enquiries/${ref}`,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      // The routes as the HTTP app registers them, with the records port beside the repository.
      app = Fastify();
      await app.register(
        adminRoutes(
          new ManageEnquiries(new DrizzleEnquiryRepository(database.db), new DrizzleEnquiryRecords(database.db), time),
          { token },
        ),
      );
    });
    beforeEach(async () => {
      await database.db.delete(enquiries);
      const saved = await new DrizzleEnquiryRepository(database.db).save({
        kind: 'room-finder',
        submission_id: randomUUID(),
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        fields: { city: 'manchester' },
        source_page: '/room-finder/contact',
        utm: {},
        consent: true,
      });
      reference = saved.enquiry.reference;
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it('closes an enquiry, recording when, and opens it again', async () => {
      const closed = await patch(reference, { status: 'closed' });
      expect(closed.statusCode).toBe(200);
      expect(closed.headers['cache-control']).toBe('no-store');
      expect(closed.json()).toEqual({
        enquiry: expect.objectContaining({
          reference,
          name: 'Ada Lovelace',
          status: 'closed',
          closed_at: '2026-09-01T09:00:00.000Z',
        }),
      });
      time.advance(60_000);
      // Closing again keeps the first time, so the retention period is not pushed back.
      expect((await patch(reference, { status: 'closed' })).json().enquiry.closed_at).toBe('2026-09-01T09:00:00.000Z');
      const list = await app.inject({ method: 'GET', url: '/api/admin/enquiries', headers: bearer });
      expect(list.json().enquiries[0]).toMatchObject({ reference, status: 'closed' });

      const reopened = await patch(reference, { status: 'new' });
      expect(reopened.statusCode).toBe(200);
      expect(reopened.json().enquiry).toMatchObject({ reference, status: 'new', closed_at: null });
    });

    it('answers 404 for a reference it does not hold', async () => {
      for (const ref of ['EQ-ZZZZZZ', 'not-a-reference']) {
        const res = await patch(ref, { status: 'closed' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'not_found', message: expect.stringContaining(ref) });
      }
    });

    it.each([
      ['another status', { status: 'archived' }, 'status'],
      ['no status', {}, 'status'],
      ['a status that is not text', { status: true }, 'status'],
      ['something else to change', { status: 'closed', email: 'x@example.com' }, '_'],
      ['a list', [{ status: 'closed' }], '_'],
    ])('answers 400 naming the field for %s, changing nothing', async (_, body, field) => {
      const res = await patch(reference, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'bad_request', fields: { [field]: expect.any(String) } });
      const list = await app.inject({ method: 'GET', url: '/api/admin/enquiries', headers: bearer });
      expect(list.json().enquiries[0]).toMatchObject({ reference, status: 'new' });
    });

    it('answers 400 to a request without a body', async () => {
      const res = await patch(reference, undefined);
      expect(res.statusCode).toBe(400);
    });

    it('asks for the token first: 401 without it, nothing changed', async () => {
      const res = await patch(reference, { status: 'closed' }, {});
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      const wrong = await patch(reference, { status: 'closed' }, { authorization: `Bearer ${'x'.repeat(32)}` });
      expect(wrong.statusCode).toBe(401);
      const list = await app.inject({ method: 'GET', url: '/api/admin/enquiries', headers: bearer });
      expect(list.json().enquiries[0]).toMatchObject({ status: 'new' });
    });
  });
}

describe('PATCH /api/admin/enquiries/:reference without the records port', () => {
  it('does not exist', async () => {
    const app = Fastify();
    await app.register(
      adminRoutes(new ManageEnquiries(new MemoryEnquiryRepository(new ManualTime()), null, new ManualTime()), {
        token,
      }),
    );
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/admin/enquiries/EQ-ZZZZZZ',
      headers: bearer,
      payload: { status: 'closed' },
    });
    expect(res.statusCode).toBe(404);
    await app.close();
  });
});
