// Compare and favourites in a real browser: the capacity and exists toasts, lists kept across a
// reload and shown in a second tab, and the compare page opened again from its share link.
import type { Page } from '@playwright/test';
import { expect, test, waitForAppOnGoto } from './helpers';

/** Presses "Compare" on every residence card of a city page; returns their names in order. */
async function compareAllIn(page: Page, city: string): Promise<string[]> {
  await page.goto(`/${city}`);
  const cards = page.locator('main article.property-card');
  const names: string[] = [];
  for (const card of await cards.all()) {
    const name = (await card.locator('.card-title').innerText()).trim();
    await card.getByRole('button', { name: `Compare ${name}` }).click();
    names.push(name);
  }
  return names;
}

const toasts = (page: Page) => page.locator('.toast-stack[role=status]');
const tray = (page: Page) => page.getByRole('complementary', { name: 'Your compare lists' });

test('compare: four at most, no duplicates, kept across reloads and tabs, shared by link', async ({
  page,
  context,
  browser,
}) => {
  const chosen: string[] = [];

  await test.step('add the three Manchester residences and one in Leeds', async () => {
    chosen.push(...(await compareAllIn(page, 'manchester')));
    await expect(toasts(page)).toContainText(`${chosen[2]} added to compare (3 of 4).`);
    await page.goto('/leeds');
    const leeds = page.locator('main article.property-card');
    const fourth = (await leeds.nth(0).locator('.card-title').innerText()).trim();
    await leeds
      .nth(0)
      .getByRole('button', { name: `Compare ${fourth}` })
      .click();
    chosen.push(fourth);
    await expect(tray(page).getByRole('button', { name: /Residences 4/ })).toBeVisible();
  });

  await test.step('a fifth is refused with the capacity toast, and the list keeps four', async () => {
    const fifthCard = page.locator('main article.property-card').nth(1);
    const fifth = (await fifthCard.locator('.card-title').innerText()).trim();
    await fifthCard.getByRole('button', { name: `Compare ${fifth}` }).click();
    await expect(page.locator('.toast-stack[role=alert]')).toContainText(
      `You can compare up to 4 residences. Remove one to add ${fifth}.`,
    );
    await expect(tray(page).getByRole('button', { name: /Residences 4/ })).toBeVisible();
  });

  await test.step('pressing "In compare" takes it out again, and "Compare" puts it back', async () => {
    const card = page.locator('main article.property-card').nth(0);
    await card.getByRole('button', { name: `In compare ${chosen[3]}` }).click();
    await expect(toasts(page)).toContainText(`${chosen[3]} removed from compare.`);
    await expect(tray(page).getByRole('button', { name: /Residences 3/ })).toBeVisible();
    await card.getByRole('button', { name: `Compare ${chosen[3]}` }).click();
    await expect(tray(page).getByRole('button', { name: /Residences 4/ })).toBeVisible();
    await expect(card.getByRole('button', { name: `In compare ${chosen[3]}` })).toBeVisible();
  });

  await test.step('the list survives a reload and shows in a second tab', async () => {
    await page.reload();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await expect(tray(page).getByRole('button', { name: /Residences 4/ })).toBeVisible();
    const second = waitForAppOnGoto(await context.newPage());
    await second.goto('/');
    await expect(tray(second).getByRole('button', { name: /Residences 4/ })).toBeVisible();
    // Removing one in the second tab shows in the first straight away (storage events).
    await tray(second)
      .getByRole('button', { name: /Residences 4/ })
      .click();
    await tray(second)
      .getByRole('button', { name: `Remove ${chosen[0]} from compare` })
      .click();
    await expect(tray(page).getByRole('button', { name: /Residences 3/ })).toBeVisible();
    await second.close();
    chosen.shift();
  });

  await test.step('the compare page shows them side by side, and its share link opens the same on another device', async () => {
    await tray(page).getByRole('link', { name: 'Compare' }).click();
    await expect(page).toHaveURL(/\/compare\?view=properties$/);
    const headers = page.locator('table.compare-table thead th .compare-name');
    await expect(headers).toHaveText(chosen);
    await expect(page.locator('table.compare-table tbody tr.differs').first()).toBeVisible();
    const link = await page.getByLabel('Share this comparison').inputValue();
    expect(link).toMatch(/\/compare\?properties=[0-9a-f-]{36}(,[0-9a-f-]{36}){2}$/);

    const parent = await browser.newContext(); // another device: nothing in its storage
    const parentPage = waitForAppOnGoto(await parent.newPage());
    await parentPage.goto(link);
    await expect(parentPage.getByText('Someone shared this comparison with you.')).toBeVisible();
    await expect(parentPage.locator('table.compare-table thead th .compare-name')).toHaveText(chosen);
    await parent.close();
  });
});

test('favourites: saved with a heart, listed with live prices, shared by link', async ({ page, browser }) => {
  await page.goto('/manchester/square-gardens');
  await page.locator('.property-head').getByRole('button', { name: 'Save Square Gardens to favourites' }).click();
  await expect(toasts(page)).toContainText('Square Gardens saved to your favourites.');
  const room = page.locator('article.room-row').first();
  const roomName = (await room.locator('.card-title').innerText()).trim();
  await room.getByRole('button', { name: `Save ${roomName} to favourites` }).click();
  await expect(room.getByRole('button', { name: `Save ${roomName} to favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/favourite');
  await expect(page.getByRole('heading', { level: 1, name: 'Your favourites' })).toBeVisible();
  const cards = page.locator('main article.card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Square Gardens');
  await expect(cards.nth(0)).toContainText(/from £[\d,]+ \/ week/);
  await expect(cards.nth(1)).toContainText(roomName);
  const link = await page.getByLabel('Share your favourites').inputValue();

  const friend = await browser.newContext();
  const friendPage = waitForAppOnGoto(await friend.newPage());
  await friendPage.goto(link);
  await expect(friendPage.getByRole('heading', { level: 1, name: 'Favourites shared with you' })).toBeVisible();
  await expect(friendPage.locator('main article.card')).toHaveCount(2);
  await friend.close();

  // Letting one go from the list.
  await cards.nth(0).getByRole('button', { name: 'Save Square Gardens to favourites' }).click();
  await expect(page.locator('main article.card')).toHaveCount(1);
});

test('an empty compare page and favourites page lead somewhere useful', async ({ page }) => {
  await page.goto('/compare');
  await expect(page.getByRole('heading', { name: 'Nothing to compare yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse residences' })).toHaveAttribute('href', '/city-listing');
  await page.goto('/favourite');
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find your room' })).toBeVisible();
});
