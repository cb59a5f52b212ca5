// Issue 37 item 6 in a real browser: a visitor reserves a room and signs in; the owner erases their
// address from the console's Personal data screen; then nothing of the person is in the console's
// reservations list, its CSV, the reservation's detail or the export, and the visitor's session no
// longer works (ADR 076).
import { signInToConsole } from './console';
import { expect, test } from './helpers';
import { waitForMail } from './mail';
import { freshEmail, holdAndFillDetails, reservedReference, signInWithEmailedCode } from './visitor';

const shots = process.env.SCREENSHOT_DIR;

for (const width of [390, 1280]) {
  test(`the owner erases a person who reserved and signed in: nothing of them is left (${width} px)`, async ({
    page,
    browser,
  }) => {
    // A visitor's reservation and sign-in, then the console's first owner set up (scrypt, ADR 071): a long journey.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const email = freshEmail(`erase-${width}`);
    await holdAndFillDetails(page, email);
    await page.getByRole('button', { name: 'Reserve and pay the operator directly' }).click();
    const reference = await reservedReference(page);
    await waitForMail((m) => m.to.includes(email) && m.subject.includes(reference));
    await page.goto('/login');
    await signInWithEmailedCode(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

    const ownerContext = await browser.newContext({ viewport: { width, height: 900 } });
    const owner = await ownerContext.newPage();
    await signInToConsole(owner, 'owner', '/personal-data');
    await owner.getByLabel(/^E-mail address/).fill(email);
    await owner.getByRole('button', { name: 'Find' }).click();
    const held = owner.getByRole('region', { name: `Held for ${email}` });
    await expect(held.getByText('Reservations')).toBeVisible();
    await expect(held.getByText('Visitor account')).toBeVisible();
    await owner.getByRole('button', { name: 'Erase…' }).click();
    if (shots) await owner.screenshot({ path: `${shots}/erase-confirm-${width}.png`, fullPage: true });
    await owner.getByRole('dialog').getByRole('button', { name: 'Erase for good' }).click();
    const summary = owner.locator('p[role="status"]').filter({ hasText: `Erased for ${email}` });
    await expect(summary).toContainText('1 reservation (1 unpaid, cancelled and its room freed)');
    await expect(summary).toContainText('1 account (1 session signed out');
    if (shots) await owner.screenshot({ path: `${shots}/erase-done-${width}.png`, fullPage: true });

    // The export: nothing held.
    await owner.getByRole('button', { name: 'Find' }).click();
    await expect(owner.getByText('Nothing is held for this address.')).toBeVisible();
    // The list, searched by the address and by the reference: nothing.
    await owner.goto('/admin/reservations');
    for (const words of [email, reference]) {
      await owner.getByLabel('Search').fill(words);
      await owner.getByRole('button', { name: 'Search' }).click();
      await expect(owner.getByRole('link', { name: reference })).toHaveCount(0);
      await expect(owner.getByText(email)).toHaveCount(0);
    }
    // The CSV and the detail.
    const csv = await owner.request.get('/api/admin/reservations.csv');
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text).not.toContain(email);
    expect(text).not.toContain(reference);
    const detail = await owner.request.get(`/api/admin/reservations/${reference}`);
    expect(detail.status()).toBe(404);
    await ownerContext.close();

    // The visitor's session no longer signs them in.
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
}
