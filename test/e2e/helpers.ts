// Shared helpers for the e2e journeys (not a test file: only *.e2e.ts files are collected).
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type Request,
} from '@playwright/test';

/**
 * Pages arrive rendered by the server and the app takes them over a moment later (ADR 012, 013).
 * A journey that clicks before then would leave the app for a full page load, so `goto` waits
 * until the app has started (it marks `<html data-app="ready">`), unless JavaScript is off.
 */
export function waitForAppOnGoto(page: Page, javaScriptEnabled = true): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (javaScriptEnabled) await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    return response;
  };
  return page;
}

/** Playwright's `test`, with a `page` whose `goto` waits for the app (see waitForAppOnGoto). */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(waitForAppOnGoto(page, javaScriptEnabled));
  },
});
export { expect };

export const BRAND = 'Ember & Oak Student Living';

/** Records the URLs of requests to the JSON API while the page is open (call before `goto`). */
export function recordApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return seen;
}

/** Records full document loads (a client-side navigation must not add any). */
export function recordDocumentLoads(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) seen.push(request.url());
  });
  return seen;
}

/**
 * Polls until every rendered image matched by the selector has really loaded (complete, naturalWidth > 0).
 * Images that take no space (display: none, e.g. extra gallery pictures on a phone) are skipped: a lazy
 * picture that is never shown is never fetched, by design.
 */
export async function expectImagesLoaded(page: Page, selector: string, minCount = 1): Promise<void> {
  if (minCount > 0) await expect(page.locator(selector).nth(minCount - 1)).toBeAttached();
  const state = () =>
    page.locator(selector).evaluateAll((elements) => {
      const rendered = elements.filter((el) => el.getClientRects().length > 0) as HTMLImageElement[];
      return {
        rendered: rendered.length,
        notLoaded: rendered
          .filter((img) => !(img.complete && img.naturalWidth > 0))
          .map((img) => img.currentSrc || img.src),
      };
    });
  await expect
    .poll(async () => (await state()).notLoaded, {
      message: `rendered images matching ${selector} that have not loaded (naturalWidth 0)`,
      timeout: 10_000,
    })
    .toEqual([]);
  expect((await state()).rendered, `at least ${minCount} rendered images matching ${selector}`).toBeGreaterThanOrEqual(
    minCount,
  );
}

/** Scrolls through the whole page so lazy pictures start loading, then waits for every <img> to load. */
export async function loadEveryImage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const step = Math.max(200, Math.floor(window.innerHeight * 0.75));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
    window.scrollTo(0, 0);
    await frame();
  });
  await expectImagesLoaded(page, 'img', 0);
}

/** Parses "£9,180" or "£180 / week" into 9180 / 180. */
export function poundsIn(text: string): number {
  const match = /£\s?([\d,]+(?:\.\d+)?)/.exec(text);
  if (!match?.[1]) throw new Error(`no £ amount in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

/**
 * One page shared by the tests of a describe block (opening a fresh context per test costs about
 * a second here). Each test still starts with its own `goto`, so tests do not depend on each other.
 */
export function sharedPage(viewport?: { width: number; height: number }): () => Page {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  test.beforeAll(async ({ browser }, testInfo) => {
    const use = testInfo.project.use;
    context = await browser.newContext({ baseURL: use.baseURL, viewport: viewport ?? use.viewport ?? null });
    page = waitForAppOnGoto(await context.newPage());
  });
  test.afterAll(async () => {
    await context?.close();
  });
  return () => {
    if (!page) throw new Error('the shared page is opened in beforeAll');
    return page;
  };
}

/** The date `days` after today as the browser's date field takes it (YYYY-MM-DD), so no journey types a date the calendar will pass. */
export function dateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A date of birth (YYYY-MM-DD) for someone `years` old this year, so no journey's visitor grows older or younger than a form allows. */
export function dateOfBirthAged(years: number): string {
  return `${new Date().getUTCFullYear() - years}-05-04`;
}

/**
 * The initial data a page's HTML carries (`#digs-data`), or, on a small page (ADR 067), the data at
 * the address it names, fetched as the app fetches them.
 */
export async function pageDataOf(html: string, request: APIRequestContext): Promise<Record<string, unknown>> {
  const element = /<script id="digs-data" type="application\/json"(?: data-src="([^"]*)")?>(.*?)<\/script>/s.exec(html);
  if (!element) throw new Error('the page has no #digs-data');
  const [, address, text = ''] = element;
  if (address === undefined) return JSON.parse(text) as Record<string, unknown>;
  const answer = await request.get(address.replaceAll('&amp;', '&'));
  expect(answer.status(), `the data at ${address}`).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
}
