// Issue 22, defect 6: a city page leads with its residences. On first load, at a desktop and a
// phone size, the first residence card starts inside the viewport; the city's prose follows them.
import { expect, test } from './helpers';

const sizes = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

for (const viewport of sizes) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    for (const path of ['/manchester', '/leeds?room=studio']) {
      test(`${path}: the first residence card is above the fold on first load`, async ({ page }) => {
        await page.goto(path);
        const card = page.locator('.property-card').first();
        await expect(card).toBeVisible();
        const box = await card.boundingBox();
        expect(box, 'the first residence card has a box').not.toBeNull();
        const top = box?.y ?? Number.POSITIVE_INFINITY;
        expect(top, `first card top at ${top} px, viewport ${viewport.height} px`).toBeGreaterThanOrEqual(0);
        // Its top and the start of its picture, not only a sliver: at least 120 px of the card shows.
        expect(top, `first card top at ${top} px, viewport ${viewport.height} px`).toBeLessThanOrEqual(
          viewport.height - 120,
        );
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      });
    }

    test('the first card loads its picture without a scroll, and nothing moves as the app takes over', async ({
      page,
    }) => {
      // The cards start above the fold, so the first card's picture comes once laid out (lazy: the
      // city's hero is the page's largest paint and is asked for first, ADR 102), and a control that
      // goes once the app runs ("Apply filters") must not move them (layout shift).
      await page.addInitScript(() => {
        const w = window as unknown as { layoutShift: number };
        w.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) w.layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/manchester');
      const picture = page.locator('.property-card img').first();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          timeout: 15_000,
        })
        .toBe(true);
      await expect(page.locator('.filter-apply')).toBeHidden();
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      expect(shift, 'cumulative layout shift on first load').toBeLessThan(0.01);
    });

    test('the city prose and its universities follow the residences', async ({ page }) => {
      await page.goto('/manchester');
      const card = page.locator('.property-card').first();
      const intro = page.getByText(/Manchester is a proper student city/);
      const universities = page.getByRole('heading', { name: /universities/i });
      await expect(intro).toBeAttached();
      const cardTop = (await card.boundingBox())?.y ?? 0;
      expect((await intro.boundingBox())?.y ?? 0).toBeGreaterThan(cardTop);
      expect((await universities.boundingBox())?.y ?? 0).toBeGreaterThan(cardTop);
    });
  });
}
