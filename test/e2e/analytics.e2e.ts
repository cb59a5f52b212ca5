// Analytics, web vitals and errors in a real Chromium against the production server, from an empty
// device: nothing analytics-related loads, is sent or is stored before consent or after "Reject all";
// after "Accept all", page views, web vitals and errors reach the first-party endpoint in the SDK's
// batches; withdrawing clears the device; an outdated chunk reloads the page once, not in a loop.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, recordDocumentLoads, test } from './helpers';

test.use({ storageState: { cookies: [], origins: [] } });

const UPLOAD_PATH = '/api/analytics/2/httpapi';

interface UploadedEvent {
  event_type: string;
  event_properties?: Record<string, unknown>;
  session_id?: number;
  device_id?: string;
  insert_id?: string;
}

/** The batches the page posts to the first-party endpoint, with the server's answers. */
function recordUploads(page: Page) {
  const uploads: { events: UploadedEvent[]; status: number; apiKey: unknown; ingested: unknown }[] = [];
  page.on('response', async (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== UPLOAD_PATH) return;
    const body = request.postDataJSON() as { api_key: unknown; events: UploadedEvent[] };
    const answer = (await response.json().catch(() => ({}))) as { events_ingested?: unknown };
    uploads.push({
      events: body.events,
      status: response.status(),
      apiKey: body.api_key,
      ingested: answer.events_ingested,
    });
  });
  return {
    uploads,
    events: () => uploads.flatMap((u) => u.events),
  };
}

/** Every request the page makes: to other hosts, and for the analytics, web-vitals and replay code. */
function recordRequests(page: Page, origin: string) {
  const foreign: string[] = [];
  const analyticsCode: string[] = [];
  const uploads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && url.protocol.startsWith('http')) foreign.push(request.url());
    if (/(amplitude|web-vitals|session-replay|rrweb)/.test(url.pathname)) analyticsCode.push(url.pathname);
    if (url.pathname.startsWith('/api/analytics')) uploads.push(url.pathname);
  });
  return { foreign, analyticsCode, uploads };
}

/** Whatever analytics could have left on the device: storage keys and cookies. */
async function deviceKeys(page: Page, context: BrowserContext) {
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  const databases = await page.evaluate(async () =>
    'databases' in indexedDB ? (await indexedDB.databases()).map((d) => d.name ?? '') : [],
  );
  const cookies = (await context.cookies()).map((c) => c.name);
  return { local: storage.local, session: storage.session, databases, cookies };
}

/**
 * Counts, per document, the chunk-load errors the app's own window 'error' listener has had: this
 * listener goes first (an init script) and counts a task later, when every listener has run. The
 * app decides to reload synchronously and warns before it reloads, so once the count moves, a
 * reload that did not warn did not happen.
 */
async function countHandledChunkErrors(page: Page) {
  await page.addInitScript(() => {
    const watch = window as unknown as ChunkWatch;
    watch.documentNumber = Number(sessionStorage.getItem('e2e-documents') ?? 0) + 1;
    sessionStorage.setItem('e2e-documents', String(watch.documentNumber));
    watch.chunkErrorsHandled = 0;
    window.addEventListener('error', (event) => {
      if (String(event.message).includes('Loading chunk')) setTimeout(() => (watch.chunkErrorsHandled += 1), 0);
    });
  });
}
interface ChunkWatch {
  documentNumber: number;
  chunkErrorsHandled: number;
}
const RELOAD_WARNING = 'Detected outdated chunk, reloading app...';

const analyticsKey = (key: string) => /^amp|amplitude/i.test(key);
const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookies and your privacy' });

test('before consent and after "Reject all": no analytics code, request or stored key', async ({
  page,
  context,
  baseURL,
}) => {
  const seen = recordRequests(page, new URL(baseURL ?? '').origin);
  // The page's timers run on Playwright's clock: the test moves it on instead of waiting.
  await page.clock.install();
  await page.goto('/');
  // The banner comes after 5 s; until the visitor answers, nothing non-essential runs.
  await page.clock.runFor(5_000);
  await expect(banner(page)).toBeVisible();
  let keys = await deviceKeys(page, context);
  expect([...keys.local, ...keys.session, ...keys.databases, ...keys.cookies].filter(analyticsKey)).toEqual([]);
  expect(seen.analyticsCode).toEqual([]);
  expect(seen.uploads).toEqual([]);

  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await page.locator('header a[href="/offers"]').first().click();
  await expect(page).toHaveURL(/\/offers$/);
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error('after refusal')), 0));
  // Longer than the client's flush interval, had it started.
  await page.clock.runFor(11_000);
  keys = await deviceKeys(page, context);
  expect([...keys.local, ...keys.session, ...keys.databases, ...keys.cookies].filter(analyticsKey)).toEqual([]);
  expect(seen.analyticsCode).toEqual([]);
  expect(seen.uploads).toEqual([]);
  expect(seen.foreign).toEqual([]);
});

test('after "Accept all": page views on client-side navigation, web vitals and errors reach the endpoint; withdrawal clears the device', async ({
  page,
  context,
  baseURL,
}) => {
  const seen = recordRequests(page, new URL(baseURL ?? '').origin);
  const { uploads, events } = recordUploads(page);
  await page.clock.install();
  await page.goto('/');
  await page.clock.runFor(5_000);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();

  // Two client-side navigations (no document load), then an uncaught error and an unhandled rejection.
  const documents = recordDocumentLoads(page);
  await page.locator('header a[href="/offers"]').first().click();
  await expect(page).toHaveURL(/\/offers$/);
  await page.locator('header a[href="/faqs"]').first().click();
  await expect(page).toHaveURL(/\/faqs$/);
  expect(documents).toEqual([]);
  // An address with a secret in it (as a viewing's manage link has): analytics keeps only allowed parameters.
  await page.evaluate(() => history.pushState(null, '', '/faqs?token=e2e-secret&sort=price'));
  // Thrown from a message task: the page's timers are Playwright's clock's, which catches what they throw.
  await page.evaluate(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      throw new TypeError('e2e: thrown');
    };
    channel.port2.postMessage(null);
    void Promise.reject(new RangeError('e2e: rejected'));
  });

  const types = () => events().map((e) => e.event_type);
  // The client sends every 10 s: each look moves the page's clock on by one interval.
  const afterAFlush = async <T>(read: () => T) => {
    await page.clock.runFor(10_000);
    return read();
  };
  await expect
    .poll(() => afterAFlush(() => types().filter((t) => t === 'page_viewed').length))
    .toBeGreaterThanOrEqual(3);
  await expect.poll(() => afterAFlush(() => types().filter((t) => t === 'js_error').length)).toBe(2);
  await expect.poll(() => afterAFlush(() => types().some((t) => t.startsWith('web_vitals_')))).toBe(true);

  const all = events();
  // The site's own endpoint took every batch, as the provider would answer.
  expect(uploads.every((u) => u.apiKey === 'digs-first-party' && u.status === 200)).toBe(true);
  expect(uploads.map((u) => u.ingested)).toEqual(uploads.map((u) => u.events.length));
  const paths = all
    .filter((e) => e.event_type === 'page_viewed')
    .map((e) => e.event_properties?.['[Amplitude] Page Path']);
  expect(paths).toEqual(expect.arrayContaining(['/', '/offers', '/faqs']));
  await expect
    .poll(() =>
      events().some((e) => String(e.event_properties?.['[Amplitude] Page Location']).endsWith('/faqs?sort=price')),
    )
    .toBe(true);
  expect(JSON.stringify(events())).not.toContain('e2e-secret');
  expect(all.some((e) => e.event_type === 'session_start')).toBe(true);
  for (const e of all) expect(e.event_properties?.event_date).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);

  const thrown = all.find((e) => e.event_type === 'js_error' && e.event_properties?.error_type === 'TypeError');
  expect(thrown?.event_properties).toMatchObject({
    error_message: expect.stringContaining('e2e: thrown'),
    error_type: 'TypeError',
    error_stack: expect.stringContaining('e2e: thrown'),
    is_chunk_load_error: false,
  });
  expect(Number(thrown?.event_properties?.error_line)).toBeGreaterThan(0);
  expect(Number(thrown?.event_properties?.error_column)).toBeGreaterThan(0);
  expect(thrown?.event_properties?.error_source).not.toBe('Promise rejection');
  const rejected = all.find((e) => e.event_type === 'js_error' && e.event_properties?.error_type === 'RangeError');
  expect(rejected?.event_properties).toMatchObject({
    error_message: 'e2e: rejected',
    error_source: 'Promise rejection',
    error_line: 0,
    error_column: 0,
    is_chunk_load_error: false,
  });
  const vital = all.find((e) => e.event_type.startsWith('web_vitals_'));
  expect(Object.keys(vital?.event_properties ?? {})).toEqual(
    expect.arrayContaining([
      'metric_name',
      'metric_value',
      'metric_rating',
      'metric_delta',
      'metric_id',
      'metric_navigation_type',
    ]),
  );
  expect(vital?.event_type).toBe(`web_vitals_${String(vital?.event_properties?.metric_name).toLowerCase()}`);
  // Nothing went anywhere but the site itself; replay stays off without a provider.
  expect(seen.foreign).toEqual([]);
  expect(seen.analyticsCode.some((p) => /session-replay|rrweb/.test(p))).toBe(false);

  // Withdrawal: nothing more is sent and what the client kept on the device is gone.
  expect((await deviceKeys(page, context)).local.filter(analyticsKey).length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie settings' });
  await settings.getByRole('checkbox', { name: /^Analytics/ }).uncheck();
  await settings.getByRole('button', { name: 'Save choices' }).click();
  await expect(settings).toHaveCount(0);
  const sentBefore = uploads.length;
  await page.locator('header a[href="/offers"]').first().click();
  await expect(page).toHaveURL(/\/offers$/);
  await page.clock.runFor(11_000);
  expect(uploads.length).toBe(sentBefore);
  let keys = await deviceKeys(page, context);
  expect([...keys.local, ...keys.session, ...keys.cookies].filter(analyticsKey)).toEqual([]);
  // The SDK keeps its diagnostics database open, so it goes once this page has: the next one clears it.
  await page.reload();
  await expect.poll(async () => (await deviceKeys(page, context)).databases.filter(analyticsKey)).toEqual([]);
  keys = await deviceKeys(page, context);
  expect([...keys.local, ...keys.session, ...keys.databases, ...keys.cookies].filter(analyticsKey)).toEqual([]);
  expect(seen.analyticsCode.filter((p) => p.includes('amplitude-analytics'))).toHaveLength(1);
});

test('a "Loading chunk" error reloads the page once, and one right after does not reload again', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await countHandledChunkErrors(page);
  await page.goto('/');
  const documents = recordDocumentLoads(page);
  const reloaded = page.waitForEvent('load');
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('Loading chunk 42 failed.');
    }, 0),
  );
  await reloaded;
  expect(documents).toHaveLength(1);
  expect(warnings).toContain(RELOAD_WARNING);

  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('Loading chunk 42 failed.');
    }, 0),
  );
  await page.waitForFunction(() => (window as unknown as ChunkWatch).chunkErrorsHandled === 1);
  expect(warnings.filter((w) => w === RELOAD_WARNING)).toHaveLength(1);
  expect(documents).toHaveLength(1);
});

test('a page whose code cannot be fetched (a stale deploy) counts as a chunk-load error and reloads once', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await countHandledChunkErrors(page);
  await page.goto('/');
  // The FAQs page's chunk is gone, as after a deploy.
  await page.route(/\/assets\/chunks\/faqs\.page-[^/]+\.js$/, (route) => route.abort());
  const documents = recordDocumentLoads(page);
  await page.locator('header a[href="/faqs"]').first().click();
  await expect.poll(() => documents.length, { timeout: 10_000 }).toBe(1);
  // The reloaded page fails to fetch the chunk again, and this time stays.
  await page.waitForFunction(() => {
    const watch = window as unknown as ChunkWatch;
    return watch.documentNumber === 2 && watch.chunkErrorsHandled >= 1;
  });
  expect(warnings.filter((w) => w === RELOAD_WARNING)).toHaveLength(1);
  expect(documents).toHaveLength(1);
});
