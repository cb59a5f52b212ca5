// Told, not left guessing (issue 37 item 8), in a real browser against a site started for this file
// with Stripe pointing at the local fake and a 20-second hold (RESERVATION_HOLD_SECONDS, test servers
// only): a payment error at 390 px is shown where the visitor is looking, focused; a hold left unpaid
// on Stripe's page ends and the visitor is e-mailed.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { startFakeStripe } from '../support/fake-stripe';
import { expect, test, waitForAppOnGoto } from './helpers';
import { e2eSmtpPort, waitForMail } from './mail';
import { freshEmail, holdAndFillDetails } from './visitor';

const sitePort = Number(process.env.E2E_TOLD_PORT ?? Number(process.env.E2E_PORT ?? 3199) + 4);
const fakePort = sitePort + 1;
const site = `http://localhost:${sitePort}`;
const webhookSecret = 'whsec_e2eFakeStripe0123456789';
const holdSeconds = 20;
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
      // A 20-second hold (accepted only on a test server): the journey need not wait 15 minutes.
      NODE_ENV: 'test',
      RESERVATION_HOLD_SECONDS: String(holdSeconds),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const until = Date.now() + 220_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The told journeys' server stopped:\n${output}`);
    const healthy = await fetch(`${site}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > until) throw new Error(`The told journeys' server did not start:\n${output}`);
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

test('at 390 px a payment error is shown beside the Pay button, in the window, with focus on it', async ({
  browser,
}) => {
  const context = await stripeSiteContext(browser);
  const page: Page = waitForAppOnGoto(await context.newPage());
  await page.setViewportSize({ width: 390, height: 844 });
  await holdAndFillDetails(page, freshEmail('told-error'));
  fake.down = true;
  try {
    await page.getByRole('button', { name: /^Pay the £[\d,.]+ holding deposit$/ }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'We could not reach our payment provider just now' });
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport();
  } finally {
    fake.down = false;
  }
  await context.close();
});

test('a hold left unpaid on Stripe’s page ends, and the visitor is e-mailed that the room was released', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await stripeSiteContext(browser);
  const page: Page = waitForAppOnGoto(await context.newPage());
  const email = freshEmail('told-expiry');
  await holdAndFillDetails(page, email);
  await page.getByRole('button', { name: /^Pay the £[\d,.]+ holding deposit$/ }).click();
  await expect(page).toHaveURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\w+$/);
  // Not paid: the hold (20 s) ends, and the expiry job (every 15 s) releases it and writes.
  const mail = await waitForMail(
    (m) => m.to.includes(email) && /Your hold on the room at .* has ended: RS-[A-Z0-9]{6}/.test(m.subject),
    (holdSeconds + 15 + 15) * 1000,
  );
  expect(mail.text).toContain('You have not been charged');
  await context.close();
});
