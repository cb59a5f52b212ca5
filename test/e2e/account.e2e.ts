// Visitor accounts in a real browser (issue 20): a room reserved paying the operator directly, then
// found in /account after signing in by the e-mailed code from the header's "Sign in"; /account
// asked for while signed out, signed in, and back; favourites that follow the account to a second
// browser. The server is the journeys' one (playwright.config.ts), its e-mail in the SMTP capture.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForAppOnGoto } from './helpers';
import { waitForMail } from './mail';
import { freshEmail, holdAndFillDetails, reservedReference, signInWithEmailedCode } from './visitor';

const shots = process.env.SCREENSHOT_DIR;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `[${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${where}`,
  ).toEqual([]);
}

const strip = (page: Page) => page.getByRole('navigation', { name: 'Your shortlists' });

test('a student reserves a room paying directly, then signs in by the e-mailed code and finds it in their account', async ({
  page,
}) => {
  const email = freshEmail('account-direct');
  await holdAndFillDetails(page, email);
  await page.getByRole('button', { name: 'Reserve and pay the operator directly' }).click();
  const reference = await reservedReference(page);
  await waitForMail((m) => m.to.includes(email) && m.subject.includes(reference));

  await strip(page).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The login page is a lazy chunk: axe looks once it is drawn, not at the placeholder before it.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot(page, 'login-1-email');
  await expectAccessible(page, '/login');
  await signInWithEmailedCode(page, email);

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  const mine = page.getByRole('region', { name: 'My reservations' });
  const item = mine.getByRole('listitem').filter({ hasText: reference });
  await expect(item).toContainText('Classic En-suite');
  await expect(item).toContainText(`${reference} · Reserved: holding deposit to pay`);
  // The header follows at once: the account, not sign-in.
  await expect(strip(page).getByRole('link', { name: 'Your account' })).toHaveAttribute('aria-current', 'page');
  await expect(strip(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expectAccessible(page, '/account');
  await shot(page, 'account');

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(strip(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('an anonymous visit to /account lands on /login and returns to /account after sign-in (phone)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = freshEmail('account-return');
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  await shot(page, 'login-2-from-account');
  await signInWithEmailedCode(page, email);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'My reservations' })).toContainText('No reservations yet.');

  // On a phone the menu carries the account too.
  await page.getByRole('button', { name: /^Menu/ }).click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Your account' })).toBeVisible();
  await shot(page, 'account-menu');

  // Signed in, /account opens straight away, even from a fresh load.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
});

test('favourites saved in one browser show in another once the visitor signs in there', async ({ page, browser }) => {
  const email = freshEmail('account-lists');
  const saved = (p: Page) =>
    p.waitForResponse((r) => r.url().endsWith('/api/account/lists') && r.request().method() === 'PUT' && r.ok());

  await test.step('the first browser: one favourite before signing in, one after', async () => {
    await page.goto('/manchester/square-gardens');
    await page.locator('.property-head').getByRole('button', { name: 'Save Square Gardens to favourites' }).click();
    await page.goto('/login');
    await signInWithEmailedCode(page, email);
    await expect(page).toHaveURL(/\/account$/);
    await page.goto('/manchester/crescent-mill');
    const crescentMill = page
      .locator('.property-head')
      .getByRole('button', { name: 'Save Crescent Mill to favourites' });
    const putAfterChange = saved(page);
    await crescentMill.click();
    await putAfterChange;
  });

  // Another device: the journeys' consent already given, nothing else.
  const second = await browser.newContext({ storageState: test.info().project.use.storageState });
  const other = waitForAppOnGoto(await second.newPage());
  await test.step('the second browser, signed out: none of those, then signed in', async () => {
    await other.goto('/favourite');
    await expect(other.getByText('Square Gardens')).toHaveCount(0);
    await other.goto('/login');
    const firstCode = /sign-in code: (\d{6})$/.exec(
      (await waitForMail((m) => m.to.includes(email) && /sign-in code/.test(m.subject))).subject,
    )?.[1];
    await signInWithEmailedCode(other, email, firstCode ? [firstCode] : []);
    await expect(other).toHaveURL(/\/account$/);
    await other.goto('/favourite');
    const favourites = other.getByRole('main');
    await expect(favourites.getByRole('heading', { name: 'Square Gardens' })).toBeVisible();
    await expect(favourites.getByRole('heading', { name: 'Crescent Mill' })).toBeVisible();
  });
  await second.close();
});
