import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { can, STAFF_ROLES, type StaffRole } from '../../src/domain/staff/staff-roles';
import { consoleApi } from '../../src/server/console-api';
import { createServerContainer } from '../../src/server/container';
import { ADMIN_ROUTES } from '../../src/ui/admin/admin-routes';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { testServerSettings } from '../support/server-settings';
import { staffCookie, testPasswordHasher } from '../support/staff-session';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { buildTestApp } from '../support/test-server';

const publicUrl = 'http://localhost:3000';

/**
 * The whole matrix of console endpoint x role x anonymous (issue 18): every route the console
 * registers (read off the app, so a new route is walked without editing this test), asked by a
 * signed-out visitor and by each role. A route refuses exactly the roles its permission leaves
 * out (403), and everyone signed out (401); the ones for signed-out staff never answer 5xx.
 */
for (const kind of databaseKinds()) {
  describe(`console role matrix on ${kind}`, () => {
    let database: DatabaseHandle;
    let app: Awaited<ReturnType<typeof buildTestApp>>;
    const cookies = {} as Record<StaffRole, string>;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      const container = createServerContainer(
        database,
        testServerSettings({ publicUrl, passwordHasher: testPasswordHasher }),
      );
      app = await buildTestApp({
        catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
        publicUrl,
        console: consoleApi(container, publicUrl),
      });
      await app.ready();
      for (const role of STAFF_ROLES) cookies[role] = await staffCookie(database.db, role);
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    const ask = (method: string, url: string, cookie?: string) =>
      app.inject({
        method: method as 'GET',
        url: url.replace(/:[A-Za-z]+/g, () => randomUUID()),
        headers: { origin: publicUrl, ...(cookie ? { cookie } : {}) },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });

    it('walks every console route', async () => {
      const routes = app.consoleRoutes;
      expect(routes.length).toBeGreaterThan(40);
      // The three areas of this issue are all there: staff, catalogue, pictures.
      for (const prefix of [
        '/api/admin/staff',
        '/api/admin/audit',
        '/api/admin/catalogue',
        '/api/admin/media',
        // Issue 20 item 6: reservations (sales and owner) and their terms (the owner writes them).
        '/api/admin/reservations',
        '/api/admin/reservation-terms',
      ]) {
        expect(
          routes.some((route) => route.url.startsWith(prefix)),
          prefix,
        ).toBe(true);
      }
      const refusals: string[] = [];
      for (const route of routes) {
        const name = `${route.method} ${route.url}`;
        const anonymous = await ask(route.method, route.url);
        if (route.permission === null) {
          if (anonymous.statusCode >= 500) refusals.push(`${name} anonymous: ${anonymous.statusCode}`);
          continue;
        }
        if (anonymous.statusCode !== 401) refusals.push(`${name} anonymous: ${anonymous.statusCode}, not 401`);
        for (const role of STAFF_ROLES) {
          const answer = await ask(route.method, route.url, cookies[role]);
          const allowed = can(role, route.permission);
          if (allowed && (answer.statusCode === 401 || answer.statusCode === 403 || answer.statusCode >= 500)) {
            refusals.push(`${name} as ${role}: ${answer.statusCode}, though ${route.permission} is granted`);
          }
          if (!allowed && answer.statusCode !== 403) {
            refusals.push(`${name} as ${role}: ${answer.statusCode}, not 403 (${route.permission})`);
          }
        }
      }
      expect(refusals).toEqual([]);
    }, 120_000);

    it('checks, on the server, every permission the console’s screens are shown or changed by (one table)', () => {
      const checked = new Set(app.consoleRoutes.map((route) => route.permission));
      const writes = new Set(
        app.consoleRoutes.filter((route) => route.method !== 'GET').map((route) => route.permission),
      );
      for (const screen of ADMIN_ROUTES) {
        if (screen.permission) expect(checked.has(screen.permission), `${screen.path} opens with`).toBe(true);
        if (screen.change) expect(writes.has(screen.change), `${screen.path} changes with`).toBe(true);
      }
    });

    it('refuses every console write from another site, whatever the role', async () => {
      const writes = app.consoleRoutes.filter((route) => route.method !== 'GET' && route.permission !== null);
      expect(writes.length).toBeGreaterThan(5);
      for (const route of writes) {
        const answer = await app.inject({
          method: route.method as 'POST',
          url: route.url.replace(/:[A-Za-z]+/g, () => randomUUID()),
          headers: { origin: 'https://evil.example', cookie: cookies.owner },
          payload: {},
        });
        expect(answer.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(answer.json(), `${route.method} ${route.url}`).toMatchObject({ error: 'cross_site' });
      }
    });
  });
}
