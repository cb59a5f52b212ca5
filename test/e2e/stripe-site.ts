// A site started for one journey file with Stripe on and pointing at a local fake of Stripe's API
// (STRIPE_API_URL): the fake makes Checkout Sessions, stands in for Stripe's Checkout page (the
// browser's visit to checkout.stripe.com is routed to it, never the internet) and delivers signed
// webhooks to the site. Shared by the Stripe journeys (reserve-stripe, reserve-told).
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { startFakeStripe } from '../support/fake-stripe';
import { test } from './helpers';
import { e2eSmtpPort } from './mail';

type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export interface StripeSite {
  /** The site's origin, e.g. http://localhost:3201. */
  readonly site: string;
  /** The fake of Stripe's API, once the file's beforeAll has started it. */
  readonly fake: FakeStripe;
  /** A browser context on the site, the cookie banner answered, whose trips to Stripe's Checkout reach the fake. */
  context(browser: Browser): Promise<BrowserContext>;
}

const root = path.resolve(import.meta.dirname, '../..');
const webhookSecret = 'whsec_e2eFakeStripe0123456789';

/**
 * Starts the site and the fake before the file's tests and stops them after. `env` is added to
 * the journeys' server settings (playwright.config.ts), e.g. a shorter hold on a test server.
 */
export function stripeSiteForThisFile(options: {
  name: string;
  port: number;
  env?: Record<string, string>;
}): StripeSite {
  const site = `http://localhost:${options.port}`;
  const fakePort = options.port + 1;
  let fake: FakeStripe | undefined;
  let server: ChildProcess | undefined;
  let output = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    fake = await startFakeStripe({
      port: fakePort,
      webhook: { url: `${site}/api/payments/webhook`, secret: webhookSecret },
    });
    server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(options.port),
        DATABASE_URL: 'memory://',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: site,
        SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
        ENQUIRY_RATE_LIMIT: '1000',
        PUBLIC_WRITE_BUDGET: '1000',
        RESERVATION_HOLDS_PER_ADDRESS: '0',
        ENQUIRY_MIN_FILL_MS: '0',
        STRIPE_SECRET_KEY: 'sk_test_e2eFakeStripe0123',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: `http://127.0.0.1:${fakePort}`,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk) => (output += chunk));
    server.stderr?.on('data', (chunk) => (output += chunk));
    const until = Date.now() + 220_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`The ${options.name} journeys' server stopped:\n${output}`);
      const healthy = await fetch(`${site}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) break;
      if (Date.now() > until) throw new Error(`The ${options.name} journeys' server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await fake?.close();
  });

  return {
    site,
    get fake() {
      if (!fake) throw new Error('The fake Stripe starts in beforeAll');
      return fake;
    },
    async context(browser) {
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
    },
  };
}
