// Shared helpers for the e2e journeys (not a test file: only *.e2e.ts files are collected).
import { expect, type Page, type Request } from '@playwright/test';

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

/** Polls until every image matched by the selector has really loaded (complete, naturalWidth > 0). */
export async function expectImagesLoaded(page: Page, selector: string, minCount = 1): Promise<void> {
  if (minCount > 0) await expect(page.locator(selector).nth(minCount - 1)).toBeAttached();
  await expect
    .poll(
      () =>
        page
          .locator(selector)
          .evaluateAll((images) =>
            images
              .filter((el) => !((el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0))
              .map((el) => (el as HTMLImageElement).currentSrc || (el as HTMLImageElement).src),
          ),
      { message: `images matching ${selector} that have not loaded (naturalWidth 0)`, timeout: 10_000 },
    )
    .toEqual([]);
  expect(await page.locator(selector).count(), `at least ${minCount} images matching ${selector}`).toBeGreaterThanOrEqual(
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
