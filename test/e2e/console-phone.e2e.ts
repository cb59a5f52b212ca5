// The console on a phone (issue 36 item 4): every screen of the console's route list, and one
// detail screen of each kind with real data, signed in as the owner, fits the window at 390 px
// (nothing scrolls sideways, no element's right edge past the window) and does not scroll sideways
// at 820 and 1280 px; axe finds nothing serious or critical at any of the three. Full-page
// screenshots go to SCREENSHOT_DIR when it is set, for a person to look at.
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN_ROUTES } from '../../src/ui/admin/admin-routes';
import { aFormBody } from '../support/enquiry-bodies';
import { consoleApi, e2eBaseUrl, signInToConsole } from './console';
import { expect, sharedPage, test, waitForAppOnGoto } from './helpers';
import { freshEmail, holdAndFillDetails, reservedReference } from './visitor';

/** Where full-page screenshots of every screen go, when asked (SCREENSHOT_DIR), for a person to look at. */
const shots = process.env.SCREENSHOT_DIR;

/** Where a detail screen's first link is found: on its list, or (a room type) on its residence. */
const detailFoundOn: Readonly<Record<string, string>> = {
  '/catalogue/residences/:id': '/catalogue/residences',
  '/catalogue/residences/:id/room-types/:roomTypeId': '/catalogue/residences/:id',
  '/content/pages/:id': '/content/pages',
  '/content/posts/:id': '/content/posts',
  '/enquiries/:reference': '/enquiries',
  '/reservations/:reference': '/reservations',
};

const isDetail = (routePath: string) => routePath.includes('/:');
const shapeOf = (routePath: string) =>
  new RegExp(`^/admin${routePath.replace(/:[A-Za-z]+/g, '[^/?#]+').replace(/\/$/, '')}$`);

/** The concrete address of each route: itself, or a detail screen reached by following the first link of its kind. */
const addresses = new Map<string, string>();

async function addressOf(page: Page, routePath: string): Promise<string> {
  const known = addresses.get(routePath);
  if (known) return known;
  if (!isDetail(routePath)) return `/admin${routePath === '/' ? '' : routePath}`;
  const from = detailFoundOn[routePath];
  if (!from) throw new Error(`No list names where ${routePath} is linked from`);
  await openScreen(page, await addressOf(page, from));
  const shape = shapeOf(routePath);
  const otherScreens = new Set(ADMIN_ROUTES.filter((r) => !isDetail(r.path)).map((r) => `/admin${r.path}`));
  const isOne = (href: string) => shape.test(href) && !href.endsWith('/new') && !otherScreens.has(href);
  const links = page.locator('#admin-main a[href^="/admin/"]');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const found = hrefs.find(isOne);
  expect(found, `a link to ${routePath} on ${from} (links: ${hrefs.join(', ')})`).toBeTruthy();
  addresses.set(routePath, found as string);
  return found as string;
}

/** Opens a console screen and waits until it has settled: its heading shown, no skeleton or busy region left. */
async function openScreen(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await expect(page.locator('#admin-main h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * How wide the document is, and the elements whose right edge is past the window's content box (the
 * width less a scroll bar; at most 12, the deepest).
 */
function overflowReport() {
  const width = document.documentElement.clientWidth;
  const label = (el: Element) => {
    const cls =
      typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}`;
  };
  const shown = (el: Element) => {
    const style = getComputedStyle(el);
    return el.getClientRects().length > 0 && style.visibility !== 'hidden' && style.clipPath !== 'inset(50%)';
  };
  const past = [...document.querySelectorAll('body *')]
    .filter(shown)
    .map((el) => ({ el, right: el.getBoundingClientRect().right }))
    .filter(({ right }) => right > width + 0.5);
  const deepest = past.filter(({ el }) => !past.some((other) => other.el !== el && el.contains(other.el)));
  return {
    scrollWidth: document.scrollingElement?.scrollWidth ?? document.documentElement.scrollWidth,
    offenders: deepest.slice(0, 12).map(({ el, right }) => `${label(el)} (right edge at ${Math.round(right)} px)`),
  };
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

async function expectNoSeriousAxeViolations(page: Page, where: string): Promise<void> {
  const results: AxeResults = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `[${v.impact}] ${v.id} on ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `serious or critical axe violations on ${where}`,
  ).toEqual([]);
}

const message =
  'We are two friends starting at the university in September and would like to know whether the ' +
  'en-suite rooms on the same floor can be booked together, and whether bills include the internet.';

test.beforeAll('an enquiry with a long message and a reservation exist', async ({ browser, request }) => {
  test.setTimeout(300_000);
  // The enquiry with the long message is this file's own: the walk opens it by its reference, not
  // the newest in the inbox (other journeys send enquiries at the same time).
  const { formToken } = (await (await request.get('/api/enquiries/form-token')).json()) as { formToken: string };
  const sent = await request.post('/api/enquiries/contact', {
    data: aFormBody('contact', formToken, { message, email: freshEmail('phone.console') }),
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  addresses.set('/enquiries/:reference', `/admin/enquiries/${reference}`);
  // A reservation to open: once per server (a worker started again after a failure finds one made).
  const owner = await consoleApi(e2eBaseUrl, 'owner');
  const reservations = (await (await owner.get('/api/admin/reservations')).json()) as { total?: number };
  await owner.dispose();
  if ((reservations.total ?? 0) > 0) return;

  // A visitor who has answered the cookie banner, as every journey's does (playwright.config.ts).
  const { baseURL, storageState } = test.info().project.use;
  const visitor = waitForAppOnGoto(await (await browser.newContext({ baseURL, storageState })).newPage());
  await holdAndFillDetails(visitor, freshEmail('phone.reserve'));
  await visitor.getByRole('button', { name: 'Reserve and pay the operator directly' }).click();
  await reservedReference(visitor);
  await visitor.context().close();
});

const widths = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1280, height: 800 },
] as const;

for (const viewport of widths) {
  test.describe(`the console at ${viewport.width} px`, () => {
    const page = sharedPage(viewport);
    test.beforeAll(async () => {
      test.setTimeout(60_000);
      // The sign-in helper waits for the sidebar, which a phone folds behind the menu button.
      await page().setViewportSize({ width: 1280, height: 800 });
      await signInToConsole(page(), 'owner');
      await page().setViewportSize(viewport);
    });

    for (const route of ADMIN_ROUTES) {
      test(`${route.title} (${route.path}) fits and passes axe`, async () => {
        const address = await addressOf(page(), route.path);
        await openScreen(page(), address);
        const { scrollWidth, offenders } = await page().evaluate(overflowReport);
        console.log(`${viewport.width} px ${address}: scrollWidth ${scrollWidth}`);
        if (shots) {
          const name = `console${route.path.replace(/[/:]+/g, '-').replace(/-$/, '') || '-dashboard'}-${viewport.width}`;
          await page().screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
        }
        expect(
          scrollWidth,
          `${address} at ${viewport.width} px scrolls sideways; past the edge:\n  ${offenders.join('\n  ')}`,
        ).toBeLessThanOrEqual(viewport.width);
        // On a phone nothing may pass the edge, not even inside a wrapper that scrolls; wider, a wide
        // editing grid (a room type's lets, 54rem) may scroll inside its own wrapper.
        if (viewport.width < 640)
          expect(offenders, `${address} at ${viewport.width} px: elements past the window's right edge`).toEqual([]);
        if (route.path === '/enquiries/:reference') {
          // The message reads as lines of words, not one word a line (the issue's finding).
          const box = await page().getByText(message).boundingBox();
          // (Wide, it sits in the answers' column of a two-column layout: 20rem is a comfortable line.)
          expect(box?.width ?? 0).toBeGreaterThanOrEqual(Math.min(viewport.width * 0.4, 320));
        }
        await expectNoSeriousAxeViolations(page(), `${address} at ${viewport.width} px`);
      });
    }
  });
}
