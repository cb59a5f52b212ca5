// The console fitted to the role (issue 36 item 3): every console screen, read off the console's
// own route table (not hand-picked), opened as each role. A screen the role may not open says so
// and is not in its menu; a screen it may only read says so and shows no control for a change (the
// server would refuse it with 403); the dashboard describes each screen by what the role may do
// there; and nothing the screens ask the server for on the way is refused.
import type { Page } from '@playwright/test';
import { type ScreenAccess, STAFF_ROLES, type StaffRole, screenAccess } from '../../src/domain/staff/staff-roles';
import { ADMIN_ROUTES, type AdminRoute } from '../../src/ui/admin/admin-routes';
import { roleLabels } from '../../src/ui/admin/components/role-labels';
import { signInToConsole } from './console';
import { expect, test, waitForAppOnGoto } from './helpers';

test.use({ storageState: { cookies: [], origins: [] } });

const pattern = (path: string) => new RegExp(`^/admin${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
const hasParameters = (route: AdminRoute) => route.path.includes('/:');
/** The screen that lists a detail screen's records: the longest other route its path starts with. */
const listOf = (route: AdminRoute): AdminRoute => {
  const lists = ADMIN_ROUTES.filter((r) => r !== route && r.path !== '/' && route.path.startsWith(`${r.path}/`)).sort(
    (a, b) => b.path.length - a.path.length,
  );
  const list = lists[0];
  if (!list) throw new Error(`No list screen above ${route.path}`);
  return list;
};
/** Static paths beside a detail route's parameter ('/reservations/terms' beside '/reservations/:reference'). */
const staticPaths = new Set(ADMIN_ROUTES.filter((r) => !hasParameters(r)).map((r) => `/admin${r.path}`));

/** Goes to a console address as the app's own links do (no reload), and waits for its screen. */
async function openInApp(page: Page, path: string, title: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveTitle(`${title} | Digs console`, { timeout: 20_000 });
}

/** Waits until the screen's heading is drawn and what it loads has arrived. */
async function settled(page: Page) {
  // Generous: four helpers' builds and journeys may share two cores, and a busy machine is slow, not wrong.
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

/**
 * Each screen's address with real records where it has parameters: the owner opens the screen
 * listing them and takes its first record's link (a placeholder where the list is empty: the
 * screen then says the record is missing, and still shows the role what it may do).
 */
async function addresses(page: Page): Promise<ReadonlyMap<AdminRoute, string>> {
  await signInToConsole(page, 'owner');
  const found = new Map<AdminRoute, string>();
  for (const route of ADMIN_ROUTES) {
    if (!hasParameters(route)) {
      found.set(route, `/admin${route.path === '/' ? '' : route.path}`);
      continue;
    }
    const list = found.get(listOf(route));
    if (!list) throw new Error(`${listOf(route).path} comes after ${route.path} in the route table`);
    await page.goto(list);
    await settled(page);
    const hrefs = await page
      .locator('main a[href^="/admin/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const record = hrefs.find(
      (href) => pattern(route.path).test(href) && !href.endsWith('/new') && !staticPaths.has(href),
    );
    found.set(route, record ?? `/admin${route.path.replace(/:[A-Za-z]+/g, 'no-such-record')}`);
  }
  return found;
}

/**
 * The controls on the screen that would change something: every button, and every enabled field,
 * outside what only finds and pages through what is shown (search boxes, a table's filters, its
 * sortable headers and its pager).
 */
function changeControls(page: Page) {
  return page.locator('main').evaluate((main) => {
    const reading = (el: Element) =>
      el.matches('input[type="search"]') ||
      el.closest('thead, nav, [role="search"], .admin-table-toolbar, .admin-pager') !== null;
    const described = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim() || (el as HTMLInputElement).name || el.id}"`;
    // A field is disabled by itself or by its fieldset (`:disabled` says both); a button must not be there at all.
    const changes = (el: Element) => el.tagName === 'BUTTON' || !el.matches(':disabled');
    const controls = [...main.querySelectorAll('button, input, select, textarea, [contenteditable="true"]')];
    return controls.filter((el) => el.getClientRects().length > 0 && !reading(el) && changes(el)).map(described);
  });
}

const readOnlyLine = (role: StaffRole) => `Your role (${roleLabels[role]}) can read this, not change it.`;

/** Each screen's address, found once by the owner for the three roles' walks. */
let paths: ReadonlyMap<AdminRoute, string> = new Map();
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  paths = await addresses(waitForAppOnGoto(await context.newPage()));
  await context.close();
});

for (const role of STAFF_ROLES) {
  test(`${role}: every console screen shows only what the role may do`, async ({ page }) => {
    test.setTimeout(240_000);

    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    await signInToConsole(page, role);
    const access = (route: AdminRoute): ScreenAccess => screenAccess(role, route);

    // The menu lists exactly the screens the role may open.
    const menu = await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const listed = ADMIN_ROUTES.filter((r) => r.nav !== false && r.path !== '/' && access(r) !== 'none');
    expect(menu.filter((href) => href !== '/admin').sort()).toEqual(listed.map((r) => `/admin${r.path}`).sort());

    // The dashboard describes each screen by what the role may do there.
    const tiles = page.getByRole('list', { name: 'Your screens' });
    for (const r of listed) {
      const tile = tiles.locator(`a[href="/admin${r.path}"]`);
      if (access(r) === 'read' && r.readDescription) {
        await expect(tile, r.path).toContainText(r.readDescription);
        await expect(tile, r.path).not.toContainText(r.description ?? r.readDescription);
      } else await expect(tile, r.path).toContainText(r.description ?? r.title);
    }

    for (const route of ADMIN_ROUTES) {
      const path = paths.get(route) ?? '';
      const seen = access(route);
      await openInApp(page, path, seen === 'none' ? 'No access' : route.title);
      await settled(page);
      if (seen === 'none') {
        await expect(page.getByRole('heading', { name: 'You do not have access to this screen' }), path).toBeVisible();
        continue;
      }
      await expect(page.getByRole('heading', { name: 'You do not have access to this screen' }), path).toHaveCount(0);
      if (seen === 'read') {
        await expect(page.getByRole('note'), path).toHaveText(readOnlyLine(role));
        expect(await changeControls(page), `controls for a change on ${path}`).toEqual([]);
      } else {
        await expect(page.getByText(readOnlyLine(role)), path).toHaveCount(0);
      }
    }
    expect(refused, 'requests the server refused').toEqual([]);
  });
}

test('sales sees no control it cannot use', async ({ page }) => {
  await signInToConsole(page, 'sales');
  const tiles = page.getByRole('list', { name: 'Your screens' });
  await expect(tiles).not.toContainText(/publish, draft or withdraw|apply it|Upload pictures/);

  await tiles.getByRole('link', { name: /Prices in bulk/ }).click();
  await expect(page.getByRole('note')).toHaveText(readOnlyLine('sales'));
  await expect(page.getByRole('link', { name: 'Download prices (CSV)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Preview changes' })).toHaveCount(0);
  await expect(page.getByLabel('Edited sheet (CSV)')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Pictures' }).click();
  await expect(page.getByRole('note')).toHaveText(readOnlyLine('sales'));
  await expect(page.locator('.picture-alt-read').first()).toBeVisible();
  await expect(page.getByLabel('Choose files')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Alt text' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Residences' }).click();
  await page.locator('main a[href^="/admin/catalogue/residences/"]').first().click();
  await expect(page.getByRole('note')).toHaveText(readOnlyLine('sales'));
  await expect(page.getByLabel(/^Tagline/)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Gallery of/ })).toHaveCount(0);

  await page.goto('/admin/reservations/terms');
  await expect(page.getByRole('note')).toHaveText(readOnlyLine('sales'));
  await expect(page.getByLabel(/Holding deposit/)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add a fee' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save terms' })).toHaveCount(0);
});
