import { expect, test } from '@playwright/test';
import { consoleApi, e2eBaseUrl, signInToConsole } from './console';

/**
 * The console's own doors (issue 18): the first owner from the set-up link the server printed, a
 * member invited by e-mail, and a role refused what it may not do, in the browser and by the API.
 */
test('the first owner, an invited editor and a sales member each reach the console their role allows', async ({
  browser,
}) => {
  // Three passwords chosen: each hashed with scrypt at full cost and judged by the strength
  // estimator, whose dictionaries load on the first (ADR 071): more than 30 s on a loaded CI box.
  test.setTimeout(90_000);
  const ownerPage = await (await browser.newContext()).newPage();
  await signInToConsole(ownerPage, 'owner', '/staff');
  await expect(ownerPage.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();

  const editorPage = await (await browser.newContext()).newPage();
  await signInToConsole(editorPage, 'editor');
  const editorNav = editorPage.getByRole('navigation', { name: 'Console' });
  await expect(editorNav.getByRole('link', { name: 'Residences' })).toBeVisible();
  await expect(editorNav.getByRole('link', { name: 'Staff' })).toHaveCount(0);

  const salesPage = await (await browser.newContext()).newPage();
  await signInToConsole(salesPage, 'sales');
  await expect(
    salesPage.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }),
  ).toHaveCount(0);

  // The owner's list now holds all three, the invited two by the names they chose.
  await ownerPage.reload();
  for (const name of ['Olivia Owner', 'Eddie Editor', 'Sam Sales']) {
    await expect(ownerPage.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  }

  // What the sidebar hides, the server refuses.
  const sales = await consoleApi(e2eBaseUrl, 'sales');
  expect((await sales.get('/api/admin/staff')).status()).toBe(403);
  expect((await sales.get('/api/admin/catalogue/residences')).status()).toBe(200);
  await sales.dispose();
});
