// The policy headers on every route of spec section 2 (the demo operator's slugs, redirects and
// 404s included), an API answer, the health check, a hashed script, the inlined stylesheet and a
// 404 outside the pages; a picture's own policy on a picture and a missing one (ADR 068); then every page in Chromium under that policy: no Content-Security-Policy
// violation and no policy warning, for a visitor who refused optional cookies and for one who
// accepted analytics and session replay.
import { createHash } from 'node:crypto';
import type { APIResponse, Browser } from '@playwright/test';
import { expect, test, waitForAppOnGoto } from './helpers';

/** A CSP hash source of an inline text. */
const styleHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

interface RouteCase {
  readonly path: string;
  readonly status: 200 | 301 | 404;
}

const ok = (path: string): RouteCase => ({ path, status: 200 });
const specRoutes: readonly RouteCase[] = [
  ok('/'),
  ok('/manchester'),
  ok('/manchester/square-gardens'),
  ok('/manchester/square-gardens/courtyard-studio'),
  { path: '/student-life-at-downing', status: 301 },
  ok('/student-life'),
  ok('/about-us'),
  ok('/parent'),
  ok('/agent'),
  ok('/friend'),
  { path: '/downing-rebook', status: 301 },
  ok('/rebook'),
  ok('/support'),
  ok('/group-booking'),
  ok('/contact-us'),
  ok('/offers'),
  ok('/faqs'),
  ok('/blog-listing'),
  ok('/blog/budgeting-your-first-year'),
  ok('/city-listing'),
  ok('/privacy-policy'),
  ok('/cookie-policy'),
  ok('/terms-and-conditions'),
  ok('/summer-stays'),
  ok('/university'),
  ok('/wellness-welfare'),
  ok('/special-needs'),
  ok('/compare'),
  ok('/compare?properties=square-gardens,canal-view'),
  ok('/favourite'),
  ok('/find-your-room/city'),
  ok('/book-a-viewing/square-gardens'),
  ok('/viewing-detail'),
  { path: '/book-a-viewing/no-such-place', status: 404 },
  { path: '/404', status: 404 },
  { path: '/no/such/path/here', status: 404 },
  { path: '/manchester/no-such-place', status: 404 },
  { path: '/blog/no-such-post', status: 404 },
];

/** The headers every answer carries, whatever it is. */
function expectPolicyHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "style-src 'self'",
  ]) {
    expect(csp, `${directive} on ${what}`).toContain(directive);
  }
  expect(csp, `script-src on ${what}`).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*(;|$)/);
  expect(csp, `no unsafe-* on ${what}`).not.toContain('unsafe');
  expect(headers['x-content-type-options'], `nosniff on ${what}`).toBe('nosniff');
  expect(headers['referrer-policy'], `Referrer-Policy on ${what}`).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], `X-Frame-Options on ${what}`).toBe('DENY');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
    expect(headers['permissions-policy'], `Permissions-Policy on ${what}`).toContain(`${feature}=()`);
  }
  // Served over plain HTTP on localhost: no HSTS (a browser would ignore it, and it must not stick to localhost).
  expect(headers['strict-transport-security'], `HSTS on ${what}`).toBeUndefined();
  expect(headers['set-cookie'], `cookies on ${what}`).toBeUndefined();
}

/** A picture's policy (ADR 068): the part of the policy that applies to an answer no browser runs as a page. */
function expectPicturePolicy(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers['content-security-policy'], `CSP on ${what}`).toBe(
    "default-src 'none'; frame-ancestors 'none'; sandbox",
  );
  expect(headers['x-content-type-options'], `nosniff on ${what}`).toBe('nosniff');
  expect(headers['cross-origin-resource-policy'], `CORP on ${what}`).toBe('same-origin');
  for (const pageOnly of ['permissions-policy', 'referrer-policy', 'x-frame-options', 'cross-origin-opener-policy']) {
    expect(headers[pageOnly], `${pageOnly} on ${what}`).toBeUndefined();
  }
  expect(headers['set-cookie'], `cookies on ${what}`).toBeUndefined();
}

test.describe('security headers on every answer', () => {
  for (const route of specRoutes) {
    test(`${route.path} (${route.status})`, async ({ request }) => {
      const response = await request.get(route.path, { maxRedirects: 0 });
      expect(response.status()).toBe(route.status);
      expectPolicyHeaders(response, route.path);
      if (route.status === 301) return;
      // A page's data block is there exactly once: carried, and named by its hash in the policy, or
      // (a small page, ADR 067) naming the address of its data, with no text to allow.
      const html = await response.text();
      const blocks = [
        ...html.matchAll(/<script id="digs-data" type="application\/json"( data-src="\/api\/page-data\/[^"]+")?>/g),
      ];
      expect(blocks).toHaveLength(1);
      expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
      // One stylesheet in the page, allowed by its hash: the whole one, or the page's own rules.
      const style = [...html.matchAll(/<style(?: data-full="\/assets\/[^"]+\.css")?>([^<]*)<\/style>/g)];
      expect(style).toHaveLength(1);
      expect(response.headers()['content-security-policy']).toContain(styleHash(style[0]?.[1] ?? ''));
    });
  }

  test('the API, the health check, the site’s assets, a picture and the 404s outside the pages', async ({
    request,
  }) => {
    const html = await (await request.get('/manchester/square-gardens')).text();
    // The boot script, as the page's inline loader names it (ADR 065).
    const script = /"(\/assets\/main-[^"]+\.js)"/.exec(html)?.[1];
    const picture = /"(\/media\/[0-9a-f-]{36}\/(?:small|medium)\.webp)"/.exec(html)?.[1];
    expect([script, picture]).not.toContain(undefined);
    // The site's stylesheet is in the page (ADR 060): no stylesheet link holds back the first paint.
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(html.match(/<style[ >]/g)).toHaveLength(1);
    for (const [path, status] of [
      ['/api/cities', 200],
      ['/api/properties/by-slug/square-gardens', 200],
      ['/api/health', 200],
      ['/favicon.svg', 200],
      ['/api/no-such-thing', 404],
      ['/assets/no-such-file.js', 404],
    ] as const) {
      const response = await request.get(String(path));
      expect(response.status(), String(path)).toBe(status);
      expectPolicyHeaders(response, String(path));
      // Nothing but a page may run an inline script; the one inline style allowed is the site's stylesheet.
      expect(response.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
      expect(response.headers()['content-security-policy']).toMatch(
        /style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')?(;|$)/,
      );
    }
    // A picture, and a missing one: a picture's policy, whatever the status; and a module of the
    // build, which no browser treats as a document (ADR 097).
    for (const [path, status] of [
      [script, 200],
      [picture, 200],
      ['/media/00000000-0000-4000-8000-000000000000/small.webp', 404],
    ] as const) {
      const response = await request.get(String(path));
      expect(response.status(), String(path)).toBe(status);
      expectPicturePolicy(response, String(path));
    }
  });
});

/** A visitor's device that has answered the cookie banner. */
const decided = (analytics: boolean, replay: boolean, origin: string) => ({
  cookies: [],
  origins: [
    {
      origin,
      localStorage: [
        { name: 'cookiesAccepted', value: String(analytics) },
        {
          name: 'cookieConsent',
          value: JSON.stringify({
            id: 'e2e-csp-visitor',
            version: 1,
            analytics,
            replay,
            decidedAt: '2026-11-01T09:00:00.000Z',
            logged: true,
          }),
        },
      ],
    },
  ],
});

/** Opens a page that records every CSP violation and every policy message Chromium logs. */
async function watchedPage(browser: Browser, baseURL: string, analytics: boolean) {
  const context = await browser.newContext({ baseURL, storageState: decided(analytics, analytics, baseURL) });
  const page = waitForAppOnGoto(await context.newPage());
  const problems: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
  // Analytics uploads answered by the server, to show analytics really ran under the policy.
  const uploads: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/analytics/2/httpapi') uploads.push(response.status());
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  return { page, problems, uploads, context, close: () => context.close() };
}

for (const analytics of [false, true]) {
  test.describe(`pages under the policy in Chromium, ${analytics ? 'analytics and replay accepted' : 'optional cookies refused'}`, () => {
    let watched: Awaited<ReturnType<typeof watchedPage>>;
    test.beforeAll(async ({ browser }, testInfo) => {
      watched = await watchedPage(browser, String(testInfo.project.use.baseURL), analytics);
    });
    test.afterAll(async () => watched?.close());

    const routes = analytics
      ? specRoutes.filter((r) =>
          ['/', '/manchester/square-gardens', '/contact-us', '/find-your-room/city'].includes(r.path),
        )
      : specRoutes;
    for (const route of routes) {
      test(`${route.path} loads with no policy violation`, async () => {
        const { page, problems } = watched;
        problems.length = 0;
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        // Lazy modules, pictures and (when accepted) analytics have had their moment.
        await page.waitForLoadState('networkidle');
        expect(problems, `policy problems on ${route.path}`).toEqual([]);
      });
    }

    test('the device holds no cookie without SameSite (the server sets none; scripts keep their data in localStorage)', async () => {
      const cookies = await watched.context.cookies();
      expect(cookies.filter((c) => c.sameSite === 'None').map((c) => c.name)).toEqual([]);
    });

    if (analytics) {
      test('analytics ran under the policy: its uploads reached the server and were taken', async () => {
        await expect.poll(() => watched.uploads.length, { timeout: 15_000 }).toBeGreaterThan(0);
        expect(watched.uploads.filter((status) => status !== 200)).toEqual([]);
        expect(watched.problems).toEqual([]);
      });
    }

    if (!analytics) {
      test('the watch sees a violation when there is one: an inline script and a style attribute added to a page', async () => {
        const { page, problems } = watched;
        await page.goto('/about-us');
        problems.length = 0;
        await page.evaluate(() => {
          const script = document.createElement('script');
          script.textContent = 'window.injected = true';
          document.body.append(script);
          document.body.setAttribute('style', 'outline: 1px solid red');
        });
        await expect.poll(() => problems.length).toBeGreaterThanOrEqual(2);
        expect(problems.join('\n')).toMatch(/script-src-elem blocked inline/);
        expect(problems.join('\n')).toMatch(/style-src-attr blocked inline/);
        expect(await page.evaluate(() => 'injected' in window)).toBe(false);
      });
    }

    test('opening the chat panel and moving around the app raises no violation', async () => {
      const { page, problems } = watched;
      problems.length = 0;
      await page.goto('/manchester');
      await page
        .getByRole('link', { name: /Square Gardens/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/manchester\/square-gardens$/);
      await page.getByRole('button', { name: 'Ask us a question' }).click();
      await expect(page.getByRole('button', { name: 'Ask us a question' })).toHaveAttribute('aria-expanded', 'true');
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  });
}
