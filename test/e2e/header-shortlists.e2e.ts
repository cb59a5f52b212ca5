// Issue 22, defect 1: saved favourites can be found again. Favourites and compare have a home in the
// header on every page, with counts that follow the device across tabs, and in the phone menu; the
// "saved" toast leads to the favourites; the room finder has a place in the navigation.
import { expect, test, waitForAppOnGoto } from './helpers';

const tools = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Your shortlists' });

test('the header counts favourites and compare live across tabs, and the saved toast leads to the favourites', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/manchester/square-gardens');
  await expect(tools(page).getByRole('link', { name: 'Favourites, 0 saved' })).toHaveAttribute('href', '/favourite');
  await expect(tools(page).getByRole('link', { name: 'Compare, 0 chosen' })).toHaveAttribute('href', '/compare');
  await expect(tools(page).getByRole('link', { name: 'Room finder' })).toHaveAttribute('href', '/find-your-room');

  // A second tab on another page of the same site.
  const other = waitForAppOnGoto(await context.newPage());
  await other.setViewportSize({ width: 1280, height: 800 });
  await other.goto('/faqs');
  await expect(tools(other).getByRole('link', { name: 'Favourites, 0 saved' })).toBeVisible();

  await page.locator('.property-head').getByRole('button', { name: 'Save Square Gardens to favourites' }).click();
  await expect(tools(page).getByRole('link', { name: 'Favourites, 1 saved' })).toBeVisible();
  await expect(tools(other).getByRole('link', { name: 'Favourites, 1 saved' })).toBeVisible();
  await page
    .locator('.property-head')
    .getByRole('button', { name: /^Compare Square Gardens/ })
    .click();
  await expect(tools(other).getByRole('link', { name: 'Compare, 1 chosen' })).toBeVisible();

  // The toast of the save offers the way to the list.
  await page.getByRole('status').getByRole('link', { name: 'View favourites' }).click();
  await expect(page).toHaveURL(/\/favourite$/);
  await expect(page.locator('main article.card').getByRole('heading', { name: 'Square Gardens' })).toBeVisible();
  await expect(tools(page).getByRole('link', { name: 'Favourites, 1 saved' })).toHaveAttribute('aria-current', 'page');
  await other.close();
});

test('on a phone, the menu holds favourites, compare and the room finder, and Menu tells what is kept', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/manchester/square-gardens');
  await page.locator('.property-head').getByRole('button', { name: 'Save Square Gardens to favourites' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menu = nav.getByRole('button', { name: /^Menu/ });
  await expect(menu).toHaveAccessibleName('Menu (1 favourite, 0 in compare)');
  await menu.click();
  await expect(nav.getByRole('link', { name: 'Room finder' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Compare, 0 chosen' })).toBeVisible();
  await nav.getByRole('link', { name: 'Favourites, 1 saved' }).click();
  await expect(page).toHaveURL(/\/favourite$/);
  // And the strip under the header shows them without opening the menu.
  await expect(tools(page).getByRole('link', { name: 'Favourites, 1 saved' })).toBeVisible();
});
