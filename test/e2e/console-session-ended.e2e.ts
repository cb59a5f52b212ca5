// A session ended from another tab (issue 36 item 8): a member signed in on two tabs signs out
// everywhere in one; the other, at the viewings desk, says the session ended when it next asks the
// server, and signing in again there brings the member back to the desk. The member is invited for
// this journey alone, so no other journey's session ends with theirs.
import { expect, test } from '@playwright/test';
import { consoleApi, e2eBaseUrl } from './console';
import { waitForMail } from './mail';

test('after “Sign out everywhere” in one tab, another tab says the session ended and signs in again where it was', async ({
  browser,
}) => {
  // A password chosen and two sign-ins, each hashed with scrypt at full cost.
  test.setTimeout(90_000);
  const email = `ended.${Date.now()}@digs-e2e.test`;
  const password = 'e2e-ended-session-passphrase-44';

  await test.step('the owner invites a sales member, who sets a password from the e-mail', async () => {
    const owner = await consoleApi(e2eBaseUrl, 'owner');
    try {
      const invited = await owner.post('/api/admin/staff/invitations', { data: { email, role: 'sales' } });
      expect(invited.status()).toBe(201);
      const mail = await waitForMail((m) => m.to.includes(email));
      const link = /\/admin\/link\/([A-Za-z0-9_-]+)/.exec(mail.text ?? mail.html ?? '')?.[1];
      const finished = await owner.post(`/api/admin/links/${link}`, { data: { name: 'Tab Tester', password } });
      expect(finished.status()).toBe(200);
    } finally {
      await owner.dispose();
    }
  });

  const context = await browser.newContext({ baseURL: e2eBaseUrl });
  const first = await context.newPage();
  const second = await context.newPage();
  const signIn = async (page: typeof first) => {
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

  await test.step('they sign in in one tab and open the viewings desk in another', async () => {
    await first.goto('/admin');
    await signIn(first);
    await expect(first.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    await second.goto('/admin/viewings');
    await expect(second.getByRole('heading', { name: 'Viewings desk', level: 1 })).toBeVisible();
  });

  await test.step('they sign out everywhere in the first tab', async () => {
    await first.bringToFront();
    await first.getByRole('button', { name: 'Sign out everywhere' }).click();
    await first.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(first.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  await test.step('the other tab says the session ended, and signing in there goes back to the desk', async () => {
    await second.bringToFront();
    await second.getByRole('button', { name: /Next week/ }).click();
    await expect(second.getByText(/^Your session has ended/)).toBeVisible();
    expect(new URL(second.url()).pathname).toBe('/admin/viewings');
    await signIn(second);
    await expect(second.getByRole('heading', { name: 'Viewings desk', level: 1 })).toBeVisible();
    expect(new URL(second.url()).pathname).toBe('/admin/viewings');
  });
  await context.close();
});
