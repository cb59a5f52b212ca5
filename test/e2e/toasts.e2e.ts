// Issue 22, defect 5: toasts do not pile up. Repeats collapse into one counted toast, the stack is
// capped, informational toasts go by themselves (on the page's clock, moved by the test), and no
// toast covers the control that caused it.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers';

/** Whether a click at the centre of the control reaches it (nothing fixed on top). */
async function reachable(control: Locator): Promise<boolean> {
  return control.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

const toasts = (page: Page) => page.locator('.toast');

for (const width of [390, 1280] as const) {
  test(`at ${width} px repeated refusals make one counted toast that never covers the button, and goes by itself`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    // Each card's compare button (its name turns to "In compare" once added): three from Manchester,
    // one from Leeds; Leeds' second is one too many.
    const compare = page.locator('main article.card .compare-button');
    await page.goto('/manchester');
    await expect(compare).toHaveCount(3);
    for (let i = 0; i < 3; i++) await compare.nth(i).click();
    await page.goto('/leeds');
    await compare.nth(0).click();
    // Four added toasts: at most three show.
    expect(await toasts(page).count()).toBeLessThanOrEqual(3);

    // The fifth is refused, again and again: one toast, counted, and the button stays reachable.
    const fifth = compare.nth(1);
    await fifth.scrollIntoViewIfNeeded();
    // Put the button where the toasts show (top right under the header) to see them move away.
    await fifth.evaluate((el) => {
      const box = el.getBoundingClientRect();
      window.scrollBy({ top: box.top - 90, behavior: 'instant' });
    });
    for (let i = 0; i < 4; i++) {
      await fifth.click();
      expect(await reachable(fifth)).toBe(true);
    }
    const refusals = page.getByRole('alert').locator('.toast');
    await expect(refusals).toHaveCount(1);
    await expect(refusals).toContainText('You can compare up to 4 residences');
    await expect(refusals).toContainText('(×4)');
    expect(await toasts(page).count()).toBeLessThanOrEqual(3);

    // Nobody closes them by hand: they go by themselves.
    await page.clock.runFor(9_000);
    await expect(toasts(page)).toHaveCount(0);
  });
}
