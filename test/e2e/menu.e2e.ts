// The header's menu on a phone: a native popover, so it opens before the app starts and without
// JavaScript, and closes when the visitor moves to another page.
import { expect, test } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the links hide behind Menu, which opens them and closes on the next page', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const offers = nav.getByRole('link', { name: 'Offers' });
  await expect(offers).toBeHidden();
  await nav.getByRole('button', { name: 'Menu' }).click();
  await expect(offers).toBeVisible();
  await offers.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  await expect(offers).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Menu still opens the links, and they lead on', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'FAQs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  });
});

test('at 1280 px the links show with no Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Offers' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
});
