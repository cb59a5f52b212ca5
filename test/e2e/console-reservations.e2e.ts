// The operator's side of reservations in a real browser (issue 20 item 6): a student reserves a
// room paying the operator directly, and sales finds it in the console and marks it paid (the
// owner's terms: prices-the-law.e2e.ts).
import type { Page } from '@playwright/test';
import { signInToConsole } from './console';
import { expect, test } from './helpers';
import { fillStudentDetails } from './visitor';

const roomPath = '/manchester/square-gardens/classic-ensuite';

async function reserveAsStudent(page: Page, email: string): Promise<string> {
  await page.goto(roomPath);
  await page
    .getByRole('link', { name: /^Reserve:/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve your room' })).toBeVisible();
  // Sent empty first: the summary shows once the page has hydrated, before anything is typed.
  await page.getByRole('button', { name: 'Reserve and pay the operator directly' }).click();
  await expect(page.getByText('Please read and accept the tenancy terms to reserve.')).toBeVisible();
  await fillStudentDetails(page, email, { name: 'Rosa Díaz', guarantor: 'A UK guarantor' });
  await page.getByRole('checkbox', { name: /I have read and accept the tenancy terms/ }).check();
  await page.getByRole('button', { name: 'Reserve and pay the operator directly' }).click();
  const done = page.getByRole('region', { name: /Your room is reserved/ });
  await expect(done).toBeVisible();
  return ((await done.locator('.reserve-reference').textContent()) ?? '').trim();
}

test('sales marks a direct payment paid; the owner’s fee is refused by law, the deposit is in the next price', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `console.reserve.${Date.now()}@example.com`;
  const reference = await reserveAsStudent(page, email);
  expect(reference).toMatch(/^RS-[A-Z0-9]{6}$/);

  const salesContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const sales = await salesContext.newPage();
  await signInToConsole(sales, 'sales', '/reservations');
  await sales.getByLabel('Search').fill(reference);
  await sales.getByRole('button', { name: 'Search' }).click();
  await sales.getByRole('link', { name: reference }).click();
  await expect(sales.getByRole('heading', { level: 1, name: `Reservation ${reference}` })).toBeVisible();
  await expect(sales.getByText('Awaiting payment', { exact: true })).toBeVisible();
  await sales.getByRole('button', { name: 'Mark paid' }).click();
  await sales.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(sales.getByText('Marked paid. The student has been e-mailed.')).toBeVisible();
  await expect(sales.locator('.admin-status', { hasText: 'Paid' })).toBeVisible();
  await salesContext.close();
});
