// Issue 22, defect 7: the operator's content pages are marketing pages, not bare text columns.
// At a laptop width the page's picture sits beside its title and side panels (contact, next steps,
// related pages) sit beside the blocks, so the page uses its width; on a phone everything stacks
// inside the screen, panels after the blocks. Both widths are axe-clean.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './helpers';

const pages = [
  { path: '/parent', heading: 'Information for parents and guardians', contact: 'Talk to a person' },
  { path: '/about-us', heading: 'About Ember & Oak', contact: 'Talk to our team' },
  { path: '/agent', heading: 'For education agents', contact: 'Partnerships team' },
] as const;

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The page's own picture: beside or under the title, loaded, with a text alternative. */
async function expectHeadPicture(page: Page) {
  const picture = page.locator('.content-head img');
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await picture.getAttribute('alt')).toBeTruthy();
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `[${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
    [],
  );
}

test.describe('1280x900', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const p of pages) {
    test(`${p.path}: picture beside the title, side panels beside the blocks, axe-clean`, async ({ page }) => {
      await open(page, p.path, p.heading);
      await expectHeadPicture(page);
      const title = await page.getByRole('heading', { level: 1 }).boundingBox();
      const picture = await page.locator('.content-head img').boundingBox();
      // Beside the title, in the right half of the page.
      expect(picture?.x ?? 0).toBeGreaterThan(640);
      expect(Math.abs((picture?.y ?? 0) - (title?.y ?? 1000))).toBeLessThan(250);

      const contact = page.getByRole('region', { name: p.contact });
      await expect(contact.getByRole('link', { name: /^\+44/ }).first()).toHaveAttribute('href', /^tel:\+44/);
      const related = page.getByRole('region', { name: 'Related pages' });
      expect(await related.getByRole('link').count()).toBeGreaterThanOrEqual(2);

      // The panels sit in a column beside the first blocks: together they use the width.
      const firstBlockHeading = page.locator('.content-main h2').first();
      const blockBox = await firstBlockHeading.boundingBox();
      const panelBox = await contact.boundingBox();
      expect(blockBox?.x ?? 1000).toBeLessThan(100);
      expect((panelBox?.x ?? 0) + (panelBox?.width ?? 0)).toBeGreaterThan(1150);
      expect(panelBox?.x ?? 0).toBeGreaterThan((blockBox?.x ?? 0) + 600);

      await expectAxeClean(page);
    });
  }

  test('/about-us: a picture beside its text and a row of figures', async ({ page }) => {
    await open(page, '/about-us', 'About Ember & Oak');
    const row = page.locator('.media-text').first();
    const text = await row.getByRole('heading', { level: 2 }).boundingBox();
    const picture = await row.locator('img').boundingBox();
    expect(Math.abs((text?.y ?? 0) - (picture?.y ?? 1000))).toBeLessThan(200);
    expect(picture?.width ?? 0).toBeGreaterThan(250);
    await expect(page.getByText('student homes', { exact: true })).toBeVisible();
  });
});

test.describe('390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const p of pages) {
    test(`${p.path}: stacks inside the screen, panels after the blocks, axe-clean`, async ({ page }) => {
      await open(page, p.path, p.heading);
      await expectHeadPicture(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const picture = await page.locator('.content-head img').boundingBox();
      expect((picture?.x ?? 0) + (picture?.width ?? 1000)).toBeLessThanOrEqual(390);
      const lastBlock = await page.locator('.content-main > *').last().boundingBox();
      const panel = await page.getByRole('region', { name: p.contact }).boundingBox();
      expect(panel?.y ?? 0).toBeGreaterThan(lastBlock?.y ?? 0);
      await expectAxeClean(page);
    });
  }
});
