// The enquiries inbox end to end (issue 19 item 3): a visitor sends the contact form on the site;
// a sales member finds it in the console's inbox and opens it, which takes it up (it shows as open in
// the list: issue 36 item 8), and answers it; the reply arrives by e-mail (the SMTP capture) and is
// shown on the enquiry. The owner first sets the address replies come from: the reply is from the
// member and the operator on that address, answered at the support address (ADR 092).
import type { Locator } from '@playwright/test';
import { enquiryForms } from '../../src/domain/enquiries/enquiry-forms';
import { consoleMember, signInToConsole } from './console';
import { expect, test } from './helpers';
import { waitForMail } from './mail';

test('a visitor’s enquiry is found in the inbox, answered by e-mail, and the reply is kept on it', async ({ page }) => {
  const email = `inbox.${Date.now()}@example.com`;
  const form: Locator = page.locator('#form-contact');
  let reference = '';

  await test.step('the visitor sends the contact form', async () => {
    await page.goto(enquiryForms.contact.path);
    await expect(form).toBeVisible();
    // Sent empty first, as the forms' own journey does: the summary shows once the page has hydrated
    // and the form's rules have loaded, so what is filled next is not reset by the hydration.
    await form.getByRole('button', { name: enquiryForms.contact.submitLabel }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible({ timeout: 15_000 });
    await form.locator('[name="topic"]').selectOption({ index: 1 });
    await form.locator('[name="message"]').fill('Is there bike storage at the residence?');
    await form.locator('[name="name"]').fill('Nadia Inbox');
    await form.locator('[name="email"]').fill(email);
    const phone = form.locator('[name="phone"]');
    if ((await phone.count()) > 0) await phone.fill('07700 900123');
    await form.locator('[name="agreedToTerms"]').check();
    await form.getByRole('button', { name: enquiryForms.contact.submitLabel }).click();
    const thanks = form.getByText(/EQ-[2-9A-HJKMNP-Z]{6}/);
    await expect(thanks).toBeVisible({ timeout: 15_000 });
    reference = ((await thanks.textContent()) ?? '').match(/EQ-[2-9A-HJKMNP-Z]{6}/)?.[0] ?? '';
    expect(reference).toMatch(/^EQ-/);
  });

  await test.step('a sales member finds it in the inbox by the visitor’s address and opens it', async () => {
    // Sales is invited by the owner: the owner exists first (set up in the browser on a fresh server).
    await signInToConsole(page, 'owner', '/content/settings');
    // The owner sets where replies come from: another domain than the site's mail is refused, saying why.
    const replyFrom = page.getByLabel('Replies come from');
    await expect(replyFrom).toHaveAccessibleDescription(/It must be on emberandoak\.example, the domain this site/);
    await replyFrom.fill('enquiries@gmail.example');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(replyFrom).toHaveAccessibleDescription(/^Error: Use an address on emberandoak\.example/);
    await replyFrom.fill('enquiries@emberandoak.example');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved: the site shows them now.')).toBeVisible();
    await signInToConsole(page, 'sales', '/enquiries');
    await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('New');
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { name: `${reference}: Nadia Inbox` })).toBeVisible();
    await expect(page.getByText('Is there bike storage at the residence?')).toBeVisible();
  });

  await test.step('opening it took it up: back in the list it shows as open', async () => {
    await expect(page.locator('.admin-screen-header')).toContainText('Open');
    await page.goBack();
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('Open');
    await expect(row).not.toContainText('New');
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { name: `${reference}: Nadia Inbox` })).toBeVisible();
  });

  await test.step('they answer it; the reply goes by e-mail and is shown on the enquiry', async () => {
    const from = `${consoleMember('sales').name} at Ember & Oak Student Living <enquiries@emberandoak.example>`;
    await expect(
      page.getByText(`From: ${from}, replies go to hello@emberandoak.example.`, { exact: true }),
    ).toBeVisible();
    await page
      .getByLabel(/^Message/)
      .fill('Hello Nadia,\n\nYes: a locked bike room on the ground floor, free for residents.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText(`Reply queued to ${email}.`)).toBeVisible();
    const thread = page.locator('.admin-thread');
    await expect(thread).toContainText('a locked bike room on the ground floor');
    await expect(thread).toContainText(`to ${email}`);
    await expect(page.locator('.admin-screen-header')).toContainText('Open');

    const mail = await waitForMail((m) => m.to.includes(email) && m.subject === `Re: your message (${reference})`);
    expect(mail.text).toContain('a locked bike room on the ground floor, free for residents.');
    expect(mail.text).toContain(`Your reference: ${reference}`);
    expect(mail.html).toContain('a locked bike room on the ground floor');
    expect(mail.from).toBe(from);
    expect(mail.replyTo).toBe('hello@emberandoak.example');
  });
});
