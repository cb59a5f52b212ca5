import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffGuard, requirePermission, STAFF_COOKIE } from '../../src/adapters/http-api/staff-guard';
import type { SignedInStaff } from '../../src/domain/staff/staff-roles';

const sessions: Record<string, SignedInStaff> = {
  'owner-session': { id: '1', email: 'owner@example.com', name: 'Olu', role: 'owner' },
  'sales-session': { id: '2', email: 'sales@example.com', name: 'Sam', role: 'sales' },
};

const app = Fastify();
beforeAll(async () => {
  await app.register(async (console) => {
    await addStaffGuard(console, {
      publicUrl: 'https://digs.example',
      authenticate: async (id) => sessions[id] ?? null,
    });
    console.get('/api/admin/thing', { preHandler: requirePermission('catalogue:read') }, async (request) => ({
      who: request.staff?.email,
    }));
    console.put('/api/admin/thing', { preHandler: requirePermission('catalogue:write') }, async () => ({ ok: true }));
  });
  await app.ready();
});
afterAll(() => app.close());

const as = (id: string) => ({ cookie: `${STAFF_COOKIE}=${id}` });
const fromSite = { origin: 'https://digs.example' };

describe('the console guard', () => {
  it('answers 401 without a session, or with one it does not know', async () => {
    for (const headers of [{}, as('forged')]) {
      const answer = await app.inject({ method: 'GET', url: '/api/admin/thing', headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ error: 'unauthorized' });
    }
  });

  it('lets a role read what it may, naming who is signed in', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/admin/thing', headers: as('sales-session') });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ who: 'sales@example.com' });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex');
  });

  it('answers 403 to a role that may not act', async () => {
    const answer = await app.inject({
      method: 'PUT',
      url: '/api/admin/thing',
      headers: { ...as('sales-session'), ...fromSite },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ error: 'forbidden' });
  });

  it('refuses a write from another origin, or with no origin at all, even with a good session', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, {}, { referer: 'https://evil.example/x' }]) {
      const answer = await app.inject({
        method: 'PUT',
        url: '/api/admin/thing',
        headers: { ...as('owner-session'), ...headers },
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({
        error: 'cross_site',
        message:
          'This request did not come from the console at https://digs.example, so it was refused. Open the console at https://digs.example/admin (the site’s address, PUBLIC_URL).',
      });
    }
  });

  it('takes a write from the site itself (by Origin, or by Referer when there is no Origin)', async () => {
    for (const headers of [fromSite, { referer: 'https://digs.example/admin/catalogue' }]) {
      const answer = await app.inject({
        method: 'PUT',
        url: '/api/admin/thing',
        headers: { ...as('owner-session'), ...headers },
      });
      expect(answer.statusCode).toBe(200);
    }
  });
});
