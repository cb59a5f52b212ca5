// Prices that are the law (issue 37 item 1). The owner's mandatory fee is refused in the console by
// the Tenant Fees Act 2019, with the rule's name and the gov.uk guidance, and a lawful refundable
// tenancy deposit saved instead shows in the next price in full. The total a room page shows for a
// tenancy is the total /reserve charges, to the penny, for a weekly-billed and a monthly-billed room.
import type { Page } from '@playwright/test';
import { signInToConsole } from './console';
import { expect, poundsIn, test } from './helpers';

const saved = 'Reservation terms saved. New reservations are priced with them.';

async function totalsAgree(page: Page, roomPath: string, year: string): Promise<void> {
  await page.goto(roomPath);
  // The first price seen has the tenancy's total beside it.
  await expect(page.locator('.property-head .price-total')).toHaveText(/^£[\d,.]+ for \d+ weeks, no fees$/);
  await page.screenshot({ path: test.info().outputPath(`room-${year.replace('/', '-')}-1280.png`) });
  const row = page.getByRole('row', { name: new RegExp(`^${year}`) }).first();
  const shown = poundsIn((await row.getByRole('cell').nth(3).textContent()) ?? '');
  await row.getByRole('link', { name: /^Reserve:/ }).click();
  const price = page.getByRole('region', { name: 'The price in full' });
  const charged = poundsIn((await price.getByRole('row', { name: /^Total for the tenancy/ }).textContent()) ?? '');
  expect(charged).toBe(shown);
}

test('a room page’s total for a tenancy is the total /reserve charges, billed weekly and monthly', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await totalsAgree(page, '/manchester/square-gardens/courtyard-studio', '2027/28'); // weekly
  await totalsAgree(page, '/birmingham/fazeley-works/canal-view-studio', '2027/28'); // monthly
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/birmingham/fazeley-works/canal-view-studio');
  await page.screenshot({ path: test.info().outputPath('room-390.png') });
});

test('the owner’s mandatory fee is refused by the Tenant Fees Act; a lawful deposit shows in the next price', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = page;
  await signInToConsole(owner, 'owner', '/reservations/terms');
  await owner.getByRole('button', { name: 'Add a fee' }).click();
  const fees = owner.getByLabel(/^Fee \d+: what it is/);
  const last = (await fees.count()) - 1;
  await fees.nth(last).fill('Admin fee');
  await owner
    .getByLabel(/^Fee \d+: amount/)
    .nth(last)
    .fill('75');
  await owner.getByRole('button', { name: 'Save terms' }).click();
  const refusal = owner.getByRole('alert').filter({ hasText: 'Tenant Fees Act 2019: banned payment' });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('link', { name: /guidance on the Tenant Fees Act/ })).toHaveAttribute(
    'href',
    'https://www.gov.uk/government/publications/tenant-fees-act',
  );
  await expect(fees.nth(last)).toHaveAccessibleDescription(/Tenant Fees Act 2019: banned payment/);
  await owner.screenshot({ path: test.info().outputPath('terms-refused-1280.png'), fullPage: true });
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.screenshot({ path: test.info().outputPath('terms-refused-390.png'), fullPage: true });

  // Without the fee, a refundable deposit of four weeks' rent is lawful and saved.
  await owner.getByRole('button', { name: `Remove fee ${last + 1}` }).click();
  await owner.getByLabel('Refundable tenancy deposit (weeks of rent)').fill('4');
  await owner.getByRole('button', { name: 'Save terms' }).click();
  await expect(owner.getByText(saved)).toBeVisible();

  const visitor = await owner
    .context()
    .browser()
    ?.newPage({ viewport: { width: 390, height: 844 } });
  if (!visitor) throw new Error('no browser');
  await visitor.goto('/manchester/square-gardens/courtyard-studio');
  await visitor
    .getByRole('link', { name: /^Reserve: 2027\/28/ })
    .first()
    .click();
  const price = visitor.getByRole('region', { name: 'The price in full' });
  // £244 a week: four weeks' rent.
  await expect(price.getByRole('row', { name: /Refundable tenancy deposit/ })).toContainText('£976.00');
  await expect(price.getByRole('row', { name: /Admin fee/ })).toHaveCount(0);
  await price.screenshot({ path: test.info().outputPath('reserve-deposit-390.png') });
  await visitor.close();

  // The deposit goes again, so other journeys price as before.
  await owner.getByLabel('Refundable tenancy deposit (weeks of rent)').fill('0');
  await owner.getByRole('button', { name: 'Save terms' }).click();
  await expect(owner.getByText(saved).first()).toBeVisible();
});
