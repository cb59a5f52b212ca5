// What crawlers and caches see: status codes, head tags, initial data, API answers and headers.
import type { APIResponse } from '@playwright/test';
import { BRAND, expect, pageDataOf, recordApiRequests, test } from './helpers';

const SQUARE_GARDENS_DESCRIPTION_START =
  'Square Gardens wraps around a planted courtyard just off Grosvenor Street, on the quiet side of Oxford Road.';

function titleOf(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

function jsonScript(html: string, pattern: RegExp): unknown {
  const body = pattern.exec(html)?.[1];
  if (body === undefined) throw new Error(`no script matching ${pattern}`);
  return JSON.parse(body);
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['content-security-policy'], `CSP on ${response.url()}`).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options'], `nosniff on ${response.url()}`).toBe('nosniff');
}

test.describe('pages as the server sends them', () => {
  test('a property page is 200 with its name in <title>, its description, canonical, og tags, JSON-LD and initial data', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/manchester/square-gardens');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expectSecurityHeaders(response);
    const html = await response.text();

    expect(titleOf(html)).toBe('Square Gardens, Manchester | Ember &amp; Oak Student Living');
    expect(html).toContain(SQUARE_GARDENS_DESCRIPTION_START);
    expect(html).toMatch(/<meta name="description" content="Square Gardens wraps around a planted courtyard[^"]*">/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/manchester/square-gardens">`);
    expect(html).toContain(
      '<meta property="og:title" content="Square Gardens, Manchester | Ember &amp; Oak Student Living">',
    );
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/media\/[0-9a-f-]{36}\/large\.webp">/);
    expect(html).not.toContain('noindex');

    const jsonLd = jsonScript(html, /<script type="application\/ld\+json">(.*?)<\/script>/s) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LodgingBusiness',
      name: 'Square Gardens',
      address: { postalCode: 'M1 7HL', addressCountry: 'GB' },
    });

    const data = (await pageDataOf(html, request)) as Record<string, { name?: string; brand_name?: string }>;
    expect(data['property:manchester/square-gardens']?.name).toBe('Square Gardens');
    expect(data.settings?.brand_name).toBe(BRAND);
  });

  for (const path of ['/manchester/no-such-place', '/no/such/path/here']) {
    test(`${path} is a 404 page that is not indexed`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(titleOf(html)).toContain('Page not found');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
    });

    test(`${path} shows the Not Found page with links to every city`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(`Page not found | ${BRAND}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
      const cityLinks = page.locator('main .chips').getByRole('link');
      await expect(cityLinks).toHaveText([
        'Manchester',
        'Leeds',
        'Birmingham',
        'Liverpool',
        'Bristol',
        'Sheffield',
        'Nottingham',
      ]);
      await expect(cityLinks.first()).toHaveAttribute('href', '/manchester');
      await expect(page.getByRole('main').getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
        'href',
        '/',
      );

      await cityLinks.filter({ hasText: 'Leeds' }).click();
      await expect(page).toHaveURL('/leeds');
      await expect(page.getByRole('heading', { level: 1, name: 'Student accommodation in Leeds' })).toBeVisible();
      await expect(page).toHaveTitle(`Student accommodation in Leeds | ${BRAND}`);
    });
  }

  test('the first load of a 404 for a missing property asks the API nothing (the server already knows)', async ({
    page,
  }) => {
    const api = recordApiRequests(page);
    await page.goto('/manchester/no-such-place');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
    await page.waitForLoadState('networkidle');
    expect(api, 'requests to /api/ during the first load of /manchester/no-such-place').toEqual([]);
  });
});

test.describe('API, assets and media', () => {
  test('/api/health answers 200 JSON', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  test('/api/cities/manchester has ids, display names and property pictures; a picture is served as WebP', async ({
    request,
  }) => {
    const response = await request.get('/api/cities/manchester');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    expectSecurityHeaders(response);
    const city = (await response.json()) as {
      _id: string;
      display_name: string;
      properties: { _id: string; display_name: string; media_gallery: { formats: { small: { url: string } } }[] }[];
    };
    expect(city._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(city.display_name).toBe('Manchester');
    expect(city.properties.map((p) => p.display_name)).toContain('Square Gardens');
    for (const property of city.properties) {
      expect(property._id).toBeTruthy();
      expect(property.media_gallery[0]?.formats.small.url).toMatch(/^\/media\/[0-9a-f-]{36}\/small\.webp$/);
    }

    const smallUrl = city.properties[0]?.media_gallery[0]?.formats.small.url ?? '';
    const picture = await request.get(smallUrl);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/webp');
    expect(picture.headers()['cache-control']).toContain('immutable');
    const bytes = await picture.body();
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  test('unknown API resources are 404 JSON', async ({ request }) => {
    for (const path of ['/api/cities/atlantis', '/api/cities/manchester/properties/no-such-place']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type']).toContain('application/json');
      expect(await response.json()).toMatchObject({ error: 'not_found' });
    }
  });

  test('hashed assets are cached for good, pages are not; security headers are set', async ({ request }) => {
    const home = await request.get('/');
    expect(home.status()).toBe(200);
    expectSecurityHeaders(home);
    expect(home.headers()['cache-control']).not.toContain('immutable');
    const html = await home.text();
    // The boot script, the modules it loads (a list in the page: ADR 059), and the whole stylesheet
    // the loader adds to the page's own rules (ADR 067).
    const assets = [...new Set([...html.matchAll(/\/assets\/[\w/.-]+\.(?:js|css)\b/g)].map((m) => m[0]))];
    expect(
      assets.filter((asset) => asset.endsWith('.css')),
      'the whole stylesheet',
    ).toHaveLength(1);
    expect(assets.length, 'the shell names its hashed scripts').toBeGreaterThanOrEqual(2);
    for (const asset of assets) {
      expect(asset, 'asset names carry a content hash').toMatch(/-[A-Z0-9]{8}\.(js|css)$/);
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toContain('immutable');
      expect(response.headers()['cache-control'], asset).toContain('max-age=31536000');
    }
  });
});

test.describe('without JavaScript (the server renders every page, ADR 012)', () => {
  test.use({ javaScriptEnabled: false });

  test('a property page is whole: heading, rooms and the way to book a viewing', async ({ page }) => {
    await page.goto('/manchester/square-gardens');
    await expect(page.getByRole('heading', { level: 1, name: 'Square Gardens' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rooms at Square Gardens' })).toBeVisible();
    expect(await page.locator('.room-row').count()).toBeGreaterThan(1);
    await expect(page.getByRole('link', { name: 'Book a viewing' })).toHaveAttribute(
      'href',
      '/book-a-viewing/square-gardens',
    );
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('a city page filtered by its address shows only what matches, and its links lead on', async ({ page }) => {
    await page.goto('/manchester?available=true&sort=price');
    await expect(page.getByRole('heading', { level: 1, name: 'Student accommodation in Manchester' })).toBeVisible();
    const cards = page.locator('main article.property-card');
    expect(await cards.count()).toBeGreaterThan(0);
    await cards.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Student accommodation in Manchester');
  });

  test('the city filters still apply, as an ordinary form', async ({ page }) => {
    await page.goto('/manchester');
    await page.getByLabel('Only rooms still available').check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/manchester\?.*available=true/);
    await expect(page.getByLabel('Only rooms still available')).toBeChecked();
    await expect(page.getByText(/\d+ of \d+ residences/)).toBeVisible();
  });
});
