// Layout at a phone width and a desktop width: nothing wider than the screen, and full-page
// screenshots in screenshots/ (gitignored) for a human to look at.
import path from 'node:path';
import { expect, loadEveryImage, sharedPage, test } from './helpers';

const pages = [
  { name: 'home', path: '/', heading: 'Student homes near your university, bills included' },
  { name: 'city-manchester', path: '/manchester', heading: 'Student accommodation in Manchester' },
  { name: 'property-square-gardens', path: '/manchester/square-gardens', heading: 'Square Gardens' },
  { name: 'room-penthouse-studio', path: '/manchester/square-gardens/penthouse-studio', heading: 'Penthouse Studio' },
] as const;

/** Elements sticking out past the right edge, outside the wrappers that are allowed to scroll. */
function overflowReport(width: number) {
  const label = (el: Element) => {
    const cls =
      typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}`;
  };
  const offenders = [...document.querySelectorAll('body *')]
    .filter((el) => !el.closest('.table-wrap') || el.classList.contains('table-wrap'))
    .map((el) => ({ el, right: el.getBoundingClientRect().right }))
    .filter(({ right }) => right > width + 0.5)
    .slice(0, 12)
    .map(({ el, right }) => `${label(el)} (right edge at ${Math.round(right)} px)`);
  return { scrollWidth: document.documentElement.scrollWidth, offenders };
}

for (const width of [390, 1280] as const) {
  test.describe(`${width} px wide`, () => {
    const sharedPageAtWidth = sharedPage({ width, height: width === 390 ? 844 : 800 });

    for (const p of pages) {
      test(`${p.path}: no horizontal scroll; screenshot`, async () => {
        const page = sharedPageAtWidth();
        await page.goto(p.path);
        await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
        await loadEveryImage(page);

        const { scrollWidth, offenders } = await page.evaluate(overflowReport, width);
        expect(
          scrollWidth,
          `${p.path} at ${width} px scrolls sideways; elements past the edge:\n  ${offenders.join('\n  ')}`,
        ).toBeLessThanOrEqual(width);

        if (p.name.startsWith('room')) {
          // The tenancy table may be wider than a phone, but then it scrolls inside its own wrapper.
          const wrap = page.locator('.table-wrap');
          await expect(wrap).toBeVisible();
          const box = await wrap.boundingBox();
          expect(box && box.x + box.width).toBeLessThanOrEqual(width);
          expect(await wrap.evaluate((el) => getComputedStyle(el).overflowX)).toMatch(/auto|scroll/);
        }

        const file = path.resolve(test.info().config.rootDir, '../../screenshots', `${p.name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
      });
    }
  });
}
