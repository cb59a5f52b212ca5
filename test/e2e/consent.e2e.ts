// The cookie banner in a real browser against the production server, from an empty device: it shows
// 5 s after load and not before, locks the page's scrolling, and each answer is kept on the device
// and recorded in the server's consent log; the footer's "Cookie settings" reopens it.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers';

test.use({ storageState: { cookies: [], origins: [] } });

const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookies and your privacy' });

/** The consent log's answers to this page's decisions. */
function recordConsentPosts(page: Page) {
  const posts: { body: Record<string, unknown>; status: number }[] = [];
  page.on('response', async (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/consent')
      posts.push({ body: request.postDataJSON() as Record<string, unknown>, status: response.status() });
  });
  return posts;
}

test('the banner appears 5 s after load, not before, and locks scrolling until answered', async ({ page }) => {
  // When the app took the page over (its timer starts then) and when the banner came, as they happen.
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { consentTimes: Record<string, number> }).consentTimes = seen;
    new MutationObserver(() => {
      if (seen.app === undefined && document.documentElement.dataset.app === 'ready') seen.app = performance.now();
      if (seen.banner === undefined && document.querySelector('.consent-banner')) seen.banner = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  // The page's timers and performance.now() run on Playwright's clock: the test moves it on.
  await page.clock.install();
  await page.goto('/manchester');
  await page.clock.runFor(3_500);
  await expect(banner(page)).toHaveCount(0);
  await page.clock.runFor(2_500);
  await expect(banner(page)).toBeVisible();
  const times = await page.evaluate(() => (window as unknown as { consentTimes: Record<string, number> }).consentTimes);
  const after = (times.banner ?? 0) - (times.app ?? Number.POSITIVE_INFINITY);
  expect(after).toBeGreaterThanOrEqual(4_990);
  expect(after).toBeLessThan(8_000);
  await expect(banner(page)).toBeFocused();

  // Locked: the wheel does not move the page, whose root hides its overflow.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await page.mouse.move(640, 200);
  // Looked at two frames after the page had the wheel event, when an unlocked page has moved (below).
  const wheeled = page.evaluate(
    () =>
      new Promise((resolve) =>
        addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(resolve)), { once: true }),
      ),
  );
  await page.mouse.wheel(0, 1200);
  await wheeled;
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const posts = recordConsentPosts(page);
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('false');
  await expect.poll(() => posts).toHaveLength(1);
  expect(posts[0]?.status).toBe(201);
  expect(posts[0]?.body).toMatchObject({ version: 1, analytics: false, replay: false });
  expect(String(posts[0]?.body.consentId)).toMatch(/^[0-9a-f-]{36}$/);

  // Remembered: the next page load does not ask again.
  await page.reload();
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.clock.runFor(6_000);
  await expect(banner(page)).toHaveCount(0);
});

test('Accept all keeps cookiesAccepted = true; Cookie settings withdraws it, with the same anonymous id', async ({
  page,
}) => {
  const posts = recordConsentPosts(page);
  await page.clock.install();
  await page.goto('/');
  await page.clock.runFor(5_000);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('true');

  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(settings.getByRole('checkbox', { name: /^Analytics/ })).toBeChecked();
  await settings.getByRole('checkbox', { name: /^Analytics/ }).uncheck();
  await settings.getByRole('button', { name: 'Save choices' }).click();
  await expect(settings).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('false');

  await expect.poll(() => posts.length).toBe(2);
  expect(posts.map((p) => [p.status, p.body.analytics, p.body.replay])).toEqual([
    [201, true, true],
    [201, false, false],
  ]);
  expect(posts[0]?.body.consentId).toBe(posts[1]?.body.consentId);
});

test('a device holding only the old site’s cookiesAccepted has decided: no banner, the categories follow the flag', async ({
  page,
}) => {
  const posts = recordConsentPosts(page);
  // The page's timers run on a clock the test moves: the banner's 5 s pass without waiting for them.
  await page.clock.install();
  for (const flag of ['true', 'false'] as const) {
    await page.goto('/');
    await page.evaluate((value) => {
      localStorage.clear();
      localStorage.setItem('cookiesAccepted', value);
    }, flag);
    await page.reload();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await page.clock.runFor(10_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();

    // "Cookie settings" opens on that decision (true: all ticked; false: none) and closes unchanged.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Cookie settings' });
    const ticked = flag === 'true';
    expect(await settings.getByRole('checkbox', { name: /^Analytics/ }).isChecked()).toBe(ticked);
    expect(await settings.getByRole('checkbox', { name: /^Session replay/ }).isChecked()).toBe(ticked);
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await expect(settings).toHaveCount(0);
  }
  // Nothing was logged for a decision made on the old site.
  expect(posts).toEqual([]);

  // Changing it there is a decision like any other: kept in full and logged.
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie settings' });
  await settings.getByRole('checkbox', { name: /^Analytics/ }).check();
  await settings.getByRole('button', { name: 'Save choices' }).click();
  await expect.poll(() => posts.length).toBe(1);
  expect(posts[0]?.body).toMatchObject({ analytics: true, replay: false });
  expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('true');
});
