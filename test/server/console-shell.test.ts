// The operator console's page (issue 18): every /admin address answers the console's shell, 200,
// never kept by a cache, never indexed, under the site's CSP; it is not a 404, not in the sitemap,
// and no city or content page can take its address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptHash } from '../../src/adapters/http-api/security-headers';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { matchSiteRoute } from '../../src/domain/site/site-routes';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { buildTestApp, makeTestPublicDir, testLoader } from '../support/test-server';

describe('the /admin shell', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let publicDir: Awaited<ReturnType<typeof makeTestPublicDir>>;
  beforeAll(async () => {
    publicDir = await makeTestPublicDir();
    app = await buildTestApp({
      catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
      publicDir: publicDir.dir,
    });
  });
  afterAll(async () => {
    await app.close();
    await publicDir.remove();
  });

  for (const url of ['/admin', '/admin/', '/admin/staff', '/admin/link/abc123', '/admin/catalogue/residences/x?y=1'])
    it(`answers ${url} with the console's page: 200, no-store, noindex, the site's CSP`, async () => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).toContain('<title>Console | Digs</title>');
      // The template's loader asks for the boot script, and the policy allows exactly it (ADR 065),
      // after the head's script that holds lazy pictures back until it runs (ADR 067).
      expect(response.body).toContain(`<script type="module">${testLoader}</script>`);
      const head = /<script>([^<]*)<\/script>/.exec(response.body)?.[1] ?? '';
      expect(head).toContain('pictures-later');
      expect(csp).toContain(`script-src 'self' ${scriptHash(head)} ${scriptHash(testLoader)};`);
      // None of the site's page: no canonical link, no initial data, no structured data.
      expect(response.body).not.toContain('rel="canonical"');
      expect(response.body).not.toContain('digs-data');
    });

  it('is not in the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('/admin');
  });

  it('leaves /administration and /admins to the site (a content page or Not Found)', async () => {
    const response = await app.inject({ method: 'GET', url: '/administration' });
    expect(response.headers['x-robots-tag']).toBeUndefined();
  });

  it('is reserved: never read as a city or a content page', () => {
    expect(matchSiteRoute('/admin')).toEqual({ name: 'not-found' });
    expect(matchSiteRoute('/admin/staff')).toEqual({ name: 'not-found' });
  });
});
