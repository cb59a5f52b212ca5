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
