// A new visitor's first load of each page kind a visit starts on (issue 21, ADR 059): at most 8
// scripts, and none of the analytics code before the visitor has decided on cookies. (The cookie
// banner's own chunk comes 5 s after the app starts, ADR 025, after what is counted here.)

import type { Page } from '@playwright/test';
import { expect, test } from './helpers';

// An empty device: no cookie decision yet, as on a first visit.
test.use({ storageState: { cookies: [], origins: [] } });

/** The scripts the page asks for from here on (call before `goto`). */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  return scripts;
}

const pageKinds = [
  ['home', '/'],
  ['city', '/manchester'],
  ['property', '/manchester/square-gardens'],
  ['room type', '/manchester/square-gardens/classic-ensuite'],
  ['content page', '/about-us'],
] as const;

for (const [kind, address] of pageKinds) {
  test(`the first load of a ${kind} (${address}) runs at most 8 scripts and no analytics before a decision`, async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto(address);
    await page.waitForLoadState('networkidle'); // a late lazy chunk would show up here
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent')), 'no decision yet').toBeNull();
    expect(scripts.length, `scripts of ${address}: ${scripts.join(' ')}`).toBeLessThanOrEqual(8);
    expect(scripts.filter((s) => /analytics|amplitude|web-vitals|replay/.test(s))).toEqual([]);
  });
}

/**
 * The scripts and pictures the page asks for (`asked <path>`) and the ones that have arrived
 * (`arrived <path>`), in order, from here on (call before `goto`).
 */
function recordTraffic(page: Page): string[] {
  const events: string[] = [];
  const watched = (path: string) => path.endsWith('.js') || path.startsWith('/media/');
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (watched(path)) events.push(`asked ${path}`);
  });
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (watched(path)) events.push(`arrived ${path}`);
  });
  return events;
}

test('no script is asked for before the largest pictures have arrived; then the app’s modules all at once (ADR 065)', async ({
  page,
}) => {
  const events = recordTraffic(page);
  // A city: its hero is the largest picture at every width (ADR 102).
  await page.goto('/manchester');
  await page.waitForLoadState('networkidle');
  const largest = await page
    .locator('img[fetchpriority="high"]')
    .evaluateAll((pictures) => pictures.map((p) => new URL((p as HTMLImageElement).currentSrc).pathname));
  expect(largest).toHaveLength(1);
  const firstScript = events.findIndex((e) => e.startsWith('asked ') && e.endsWith('.js'));
  expect(firstScript, events.join('\n')).toBeGreaterThan(0);
  for (const picture of largest) {
    const arrived = events.indexOf(`arrived ${picture}`);
    expect(arrived, `${picture} in\n${events.join('\n')}`).toBeGreaterThanOrEqual(0);
    expect(arrived, `${picture} in\n${events.join('\n')}`).toBeLessThan(firstScript);
  }
  // The boot script and the page's modules were preloaded together, and the app started.
  expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThanOrEqual(6);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a city’s hero, the largest picture there too, is asked for before its residences’ pictures, and no script before it has arrived (ADR 102)', async ({
    page,
  }) => {
    const events = recordTraffic(page);
    await page.goto('/manchester');
    await page.waitForLoadState('networkidle');
    const hero = page.locator('.city-hero img');
    const card = page.locator('.property-card img').first();
    await expect(hero).toBeVisible();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const heroPath = new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    const cardPath = new URL(await card.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    const heroArrived = events.indexOf(`arrived ${heroPath}`);
    expect(heroArrived, events.join('\n')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf(`asked ${heroPath}`), events.join('\n')).toBeLessThan(events.indexOf(`asked ${cardPath}`));
    const firstScript = events.findIndex((e) => e.startsWith('asked ') && e.endsWith('.js'));
    expect(firstScript, events.join('\n')).toBeGreaterThan(heroArrived);
  });
});
