// Issue 22, defect 4: nothing fixed (the floating widget's buttons bottom-right, the brand's mark
// bottom-left) may stand over anything a visitor can press, at any width from 320 to 1920 px and at
// any scroll position. Each page is scanned at several widths from top to bottom: at every stop,
// no visible interactive element (clipped to what its scrolling ancestors and the sticky header leave
// of it) may intersect a fixed element's box over the distance to the next stop, and the point at the
// centre of each interactive element in view must hit the element itself, not a fixed one.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers';

const widths = [320, 390, 768, 1024, 1280, 1440, 1920] as const;
const pages = ['/', '/manchester', '/manchester/square-gardens', '/manchester/square-gardens/penthouse-studio'];

interface Stop {
  readonly scrollY: number;
  readonly offenders: readonly string[];
}

/** One stop: what is covered now, or would be before the page has scrolled `step` px further. */
function scan(step: number): Stop {
  const fixedSelector = '.widget-buttons > *, .widget-logo';
  const visible = (el: Element) => {
    const style = getComputedStyle(el);
    return style.display !== 'none' && style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };
  const fixed = [...document.querySelectorAll(fixedSelector)]
    .filter(visible)
    .map((el) => ({ el, box: el.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0 && box.height > 0);
  const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
  const label = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  const interactive = document.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
  );
  const offenders: string[] = [];
  for (const el of interactive) {
    if (el.closest('.chat-widget, .toast-region, .site-header, .compare-tray, [popover]')) continue;
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    // What shows of it: clipped by every ancestor that clips its overflow.
    let r = { left: 0, top: 0, right: 0, bottom: 0 };
    const own = el.getBoundingClientRect();
    r = { left: own.left, top: own.top, right: own.right, bottom: own.bottom };
    for (let a = el.parentElement; a; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const b = a.getBoundingClientRect();
        if (a !== document.documentElement && a !== document.body) {
          r = {
            left: Math.max(r.left, b.left),
            top: Math.max(r.top, b.top),
            right: Math.min(r.right, b.right),
            bottom: Math.min(r.bottom, b.bottom),
          };
        }
      }
    }
    if (r.right - r.left < 2 || r.bottom - r.top < 2) continue;
    for (const { el: f, box } of fixed) {
      // Scrolling down by up to `step` moves it up by as much: the band it sweeps until the next stop.
      const sweptTop = Math.max(r.top - step, header);
      const sweptBottom = r.bottom;
      if (sweptBottom <= sweptTop) continue;
      const across = r.left < box.right - 0.5 && box.left < r.right - 0.5;
      const down = sweptTop < box.bottom - 0.5 && box.top < sweptBottom - 0.5;
      if (across && down) offenders.push(`${label(el)} under ${label(f)}`);
    }
    // And what is in view now is what a click at its centre reaches.
    const x = (r.left + r.right) / 2;
    const y = (r.top + r.bottom) / 2;
    if (y > header && y < innerHeight && x > 0 && x < innerWidth) {
      const hit = document.elementFromPoint(x, y);
      if (hit?.closest(fixedSelector)) offenders.push(`${label(el)}: a click at its centre reaches ${label(hit)}`);
    }
  }
  return { scrollY: Math.round(scrollY), offenders };
}

async function scanPage(page: Page, height: number): Promise<string[]> {
  const found: string[] = [];
  const step = Math.floor(height / 2);
  const max = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  for (let y = 0; ; y += step) {
    const at = Math.min(y, max);
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), at);
    const stop = await page.evaluate(scan, step);
    for (const o of stop.offenders) found.push(`at scroll ${stop.scrollY}: ${o}`);
    if (at >= max) break;
  }
  return [...new Set(found)];
}

for (const width of widths) {
  const height = width < 700 ? 720 : 800;
  test(`at ${width} px nothing fixed covers a link, a button or a field, at any scroll position`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height });
    const found: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      for (const o of await scanPage(page, height)) found.push(`${path} ${o}`);
    }
    expect(found, found.slice(0, 25).join('\n')).toEqual([]);
  });
}

test('on a phone, the last time slot of the booking step is not covered', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/book-a-viewing/square-gardens');
  await page.getByRole('radio', { name: /In person/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('button', { name: /times? free$/ })
    .first()
    .click();
  await expect(page.getByRole('list', { name: /^Times on / })).toBeVisible();
  expect(await scanPage(page, 844)).toEqual([]);
});
