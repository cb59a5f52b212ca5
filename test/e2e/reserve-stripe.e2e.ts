// Reserving a room and paying the holding deposit on Stripe Checkout, in a real browser, against a
// site started for this file with the Stripe settings pointing at a local fake of Stripe's API
// (STRIPE_API_URL): the fake makes the Checkout Session, stands in for Stripe's Checkout page (the
// browser's visit to checkout.stripe.com is routed to it, never the internet) and, when the visitor
// pays there, delivers a signed checkout.session.completed to the site's webhook, then sends the
// browser back. The reservation is then paid, e-mailed, and in /account after signing in by code.
import type { Page } from '@playwright/test';
import { expect, test, waitForAppOnGoto } from './helpers';
import { waitForMail } from './mail';
import { e2ePort } from './ports';
import { stripeSiteForThisFile } from './stripe-site';
import { freshEmail, holdAndFillDetails, reservedReference, signInWithEmailedCode } from './visitor';

const stripe = stripeSiteForThisFile({
  name: 'Stripe',
  port: Number(process.env.E2E_STRIPE_PORT ?? e2ePort(2)),
});
const { site } = stripe;

for (const width of [390, 1280]) {
  test(`a student reserves a room and pays the holding deposit on Stripe Checkout (${width} px)`, async ({
    browser,
  }) => {
    const context = await stripe.context(browser);
    const page: Page = waitForAppOnGoto(await context.newPage());
    await page.setViewportSize({ width, height: 900 });
    const email = freshEmail(`stripe-${width}`);
    await holdAndFillDetails(page, email);
    const deposit = (
      (await page
        .getByRole('row', { name: /Holding deposit, paid by card when you reserve/ })
        .getByRole('cell')
        .textContent()) ?? ''
    ).trim();
    expect(deposit).toMatch(/^£[\d,]+(\.\d\d)?$/);

    await page.getByRole('button', { name: `Pay the ${deposit} holding deposit` }).click();
    await expect(page).toHaveURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\w+$/);
    const pay = page.getByRole('button', { name: /^Pay £/ });
    await expect(pay).toBeVisible();
    const created = stripe.fake.calls.filter((c) => c.path === '/v1/checkout/sessions' && c.method === 'POST');
    const mine = created.find((c) => c.form.get('customer_email') === email);
    expect(mine?.idempotencyKey).toMatch(/^reservation-RS-[A-Z0-9]{6}$/);
    // The session asks for the deposit the page showed, in pence.
    expect(Number(mine?.form.get('line_items[0][price_data][unit_amount]'))).toBe(
      Math.round(Number(deposit.replace(/[£,]/g, '')) * 100),
    );
    await pay.click();

    // Back on the site, the signed webhook has been taken: the room is reserved and paid.
    await expect(page).toHaveURL(new RegExp(`^${site}/reserve\\?ref=RS-`));
    const reference = await reservedReference(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Your room is reserved' })).toBeVisible();
    const sessionId = mine ? [...stripe.fake.sessions.values()].find((s) => s.customer_email === email)?.id : undefined;
    expect(stripe.fake.deliveries.filter((d) => d.session === sessionId)).toEqual([
      { type: 'checkout.session.completed', session: sessionId, status: 200 },
    ]);
    await waitForMail((m) => m.to.includes(email) && m.subject.includes(reference));

    await page.getByRole('navigation', { name: 'Your shortlists' }).getByRole('link', { name: 'Sign in' }).click();
    await signInWithEmailedCode(page, email);
    await expect(page).toHaveURL(/\/account$/);
    await expect(
      page.getByRole('region', { name: 'My reservations' }).getByRole('listitem').filter({ hasText: reference }),
    ).toContainText(new RegExp(`${reference} · Reserved(?!:)`));
    await context.close();
  });
}
