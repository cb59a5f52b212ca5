// A site started for one journey file with Stripe on and pointing at a local fake of Stripe's API
// (STRIPE_API_URL): the fake makes Checkout Sessions, stands in for Stripe's Checkout page (the
// browser's visit to checkout.stripe.com is routed to it, never the internet) and delivers signed
// webhooks to the site. Shared by the Stripe journeys (reserve-stripe, reserve-told).
import type { Browser, BrowserContext } from '@playwright/test';
import { startFakeStripe } from '../support/fake-stripe';
import { test } from './helpers';
import { siteForThisFile } from './own-site';

type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export interface StripeSite {
  /** The site's origin, e.g. http://localhost:3201. */
  readonly site: string;
  /** The fake of Stripe's API, once the file's beforeAll has started it. */
  readonly fake: FakeStripe;
  /** A browser context on the site, the cookie banner answered, whose trips to Stripe's Checkout reach the fake. */
  context(browser: Browser): Promise<BrowserContext>;
}

const webhookSecret = 'whsec_e2eFakeStripe0123456789';

/**
 * Starts the site (own-site.ts) and the fake before the file's tests and stops them after. `env` is
 * added to the journeys' server settings, e.g. a shorter hold on a test server.
 */
export function stripeSiteForThisFile(options: {
  name: string;
  port: number;
  env?: Record<string, string>;
}): StripeSite {
  const fakePort = options.port + 1;
  let fake: FakeStripe | undefined;
  const own = siteForThisFile({
    name: options.name,
    port: options.port,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_e2eFakeStripe0123',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: `http://127.0.0.1:${fakePort}`,
      ...options.env,
    },
    beforeStart: async () => {
      fake = await startFakeStripe({
        port: fakePort,
        webhook: { url: `${own.site}/api/payments/webhook`, secret: webhookSecret },
      });
    },
  });

  test.afterAll(async () => {
    await fake?.close();
  });

  return {
    site: own.site,
    get fake() {
      if (!fake) throw new Error('The fake Stripe starts in beforeAll');
      return fake;
    },
    async context(browser) {
      const context = await own.context(browser);
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
