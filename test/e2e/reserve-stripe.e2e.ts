// Reserving a room and paying the holding deposit on Stripe Checkout, in a real browser, against a
// site started for this file with the Stripe settings pointing at a local fake of Stripe's API
// (STRIPE_API_URL): the fake makes the Checkout Session, stands in for Stripe's Checkout page (the
// browser's visit to checkout.stripe.com is routed to it, never the internet) and, when the visitor
// pays there, delivers a signed checkout.session.completed to the site's webhook, then sends the
// browser back. The reservation is then paid, e-mailed, and in /account after signing in by code.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { startFakeStripe } from '../support/fake-stripe';
import { expect, test, waitForAppOnGoto } from './helpers';
import { e2eSmtpPort, waitForMail } from './mail';
import { freshEmail, holdAndFillDetails, reservedReference, signInWithEmailedCode } from './visitor';

const sitePort = Number(process.env.E2E_STRIPE_PORT ?? Number(process.env.E2E_PORT ?? 3199) + 2);
const fakePort = sitePort + 1;
const site = `http://localhost:${sitePort}`;
const webhookSecret = 'whsec_e2eFakeStripe0123456789';
const root = path.resolve(import.meta.dirname, '../..');

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let server: ChildProcess;
let output = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fake = await startFakeStripe({
    port: fakePort,
    webhook: { url: `${site}/api/payments/webhook`, secret: webhookSecret },
  });
  // The journeys' server settings (playwright.config.ts), with Stripe on and pointing at the fake.
  server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(sitePort),
      DATABASE_URL: 'memory://',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: site,
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
      ENQUIRY_RATE_LIMIT: '1000',
      PUBLIC_WRITE_BUDGET: '1000',
      ENQUIRY_MIN_FILL_MS: '0',
      STRIPE_SECRET_KEY: 'sk_test_e2eFakeStripe0123',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: `http://127.0.0.1:${fakePort}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const until = Date.now() + 220_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The Stripe journeys' server stopped:\n${output}`);
    const healthy = await fetch(`${site}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > until) throw new Error(`The Stripe journeys' server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await fake?.close();
});

/** A browser on the Stripe site, the cookie banner answered, whose trips to Stripe's Checkout reach the fake. */
async function stripeSiteContext(browser: import('@playwright/test').Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: site,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: site,
          localStorage: [
            { name: 'cookiesAccepted', value: 'false' },
            {
              name: 'cookieConsent',
              value: JSON.stringify({
                id: 'e2e-stripe-visitor',
                version: 1,
                analytics: false,
                replay: false,
                decidedAt: '2026-11-01T09:00:00.000Z',
                logged: true,
              }),
            },
          ],
        },
      ],
    },
  });
  await context.route('https://checkout.stripe.com/**', async (route) => {
    const request = route.request();
    const answer = await fetch(`http://127.0.0.1:${fakePort}${new URL(request.url()).pathname}`, {
      method: request.method(),
      headers: { 'content-type': request.headers()['content-type'] ?? 'text/plain' },
      ...(request.method() === 'POST' ? { body: request.postData() ?? '' } : {}),
      redirect: 'manual',
    });
    await route.fulfill({
      status: answer.status,
      headers: Object.fromEntries(answer.headers),
      body: Buffer.from(await answer.arrayBuffer()),
    });
  });
  return context;
}

for (const width of [390, 1280]) {
  test(`a student reserves a room and pays the holding deposit on Stripe Checkout (${width} px)`, async ({
    browser,
  }) => {
    const context = await stripeSiteContext(browser);
    const page: Page = waitForAppOnGoto(await context.newPage());
    await page.setViewportSize({ width, height: 900 });
    const email = freshEmail(`stripe-${width}`);
    await holdAndFillDetails(page, email);
    const deposit = (
      (await page
        .getByRole('row', { name: /Holding deposit, paid now/ })
        .getByRole('cell')
        .textContent()) ?? ''
    ).trim();
    expect(deposit).toMatch(/^£[\d,]+(\.\d\d)?$/);

    await page.getByRole('button', { name: `Pay the ${deposit} holding deposit` }).click();
    await expect(page).toHaveURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\w+$/);
    const pay = page.getByRole('button', { name: /^Pay £/ });
    await expect(pay).toBeVisible();
    const created = fake.calls.filter((c) => c.path === '/v1/checkout/sessions' && c.method === 'POST');
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
    const sessionId = mine ? [...fake.sessions.values()].find((s) => s.customer_email === email)?.id : undefined;
    expect(fake.deliveries.filter((d) => d.session === sessionId)).toEqual([
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
