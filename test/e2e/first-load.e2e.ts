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
