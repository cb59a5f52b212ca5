// The browsing journey in a real browser: home -> city -> property -> room type -> back by breadcrumbs,
// all by client-side navigation, and the first load served from the data injected into the page.

import { demoYearShift } from '../../src/server/seed/demo-dates';
import {
  BRAND,
  expect,
  expectImagesLoaded,
  pageDataOf,
  poundsIn,
  recordApiRequests,
  recordDocumentLoads,
  test,
} from './helpers';

test('home -> Manchester -> Square Gardens -> a room type -> back by breadcrumbs', async ({ page }) => {
  await page.goto('/');
  const documents = recordDocumentLoads(page); // from here on, every navigation must stay in the SPA

  await test.step('home: hero heading and city cards', async () => {
    await expect(page).toHaveTitle(new RegExp(`^${BRAND} \\| `));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Student homes near your university, bills included' }),
    ).toBeVisible();
    const cityCards = page.locator('main article.city-card');
    await expect(cityCards).toHaveCount(6); // the home page shows the first six of the seven cities
    await expect(cityCards.first()).toContainText(/from £[\d,]+ \/ week/);
  });

  await test.step('click the Manchester card', async () => {
    const manchesterCard = page
      .locator('main article.city-card')
      .filter({ has: page.getByRole('link', { name: 'Manchester', exact: true }) });
    await manchesterCard.getByRole('link', { name: 'Manchester', exact: true }).click();
    await expect(page).toHaveURL('/manchester');
    await expect(page).toHaveTitle(`Student accommodation in Manchester | ${BRAND}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Student accommodation in Manchester' })).toBeVisible();
    const propertyCards = page.locator('main article.property-card');
    await expect(propertyCards).toHaveCount(3);
    for (const card of await propertyCards.all()) await expect(card).toContainText(/from £[\d,]+ \/ week/);
  });

  await test.step('open Square Gardens: gallery pictures really load, rooms are listed', async () => {
    await page.locator('main article.property-card').getByRole('link', { name: 'Square Gardens' }).click();
    await expect(page).toHaveURL('/manchester/square-gardens');
    await expect(page).toHaveTitle(`Square Gardens, Manchester | ${BRAND}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Square Gardens' })).toBeVisible();
    const gallery = page.getByRole('region', { name: 'Pictures of Square Gardens' });
    await expect(gallery.locator('img')).toHaveCount(3);
    await expectImagesLoaded(page, 'section.gallery img', 3);
    await expect(gallery.locator('img').first()).toHaveAttribute('alt', /Square Gardens from Grosvenor Street/);

    const rooms = page.getByRole('region', { name: 'Rooms at Square Gardens' });
    await expect(rooms.getByRole('heading', { level: 2, name: 'Rooms at Square Gardens' })).toBeVisible();
    await expect(rooms.locator('article.room-row')).toHaveCount(4);
    await expect(rooms.getByRole('link', { name: 'Classic En-suite' })).toBeVisible();
    await expect(rooms.locator('article.room-row').first()).toContainText(/from £180 \/ week/);
  });

  await test.step('open the Classic En-suite: tenancy options with prices per week and totals', async () => {
    await page
      .getByRole('region', { name: 'Rooms at Square Gardens' })
      .getByRole('link', { name: 'Classic En-suite' })
      .click();
    await expect(page).toHaveURL('/manchester/square-gardens/classic-ensuite');
    await expect(page).toHaveTitle(`Classic En-suite at Square Gardens, Manchester | ${BRAND}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Classic En-suite' })).toBeVisible();

    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Academic year',
      'Length',
      'Dates',
      'Price',
      'Total',
      'Availability',
      'Reserve',
    ]);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    // The demo follows the academic year it is loaded in (2026/27 when written).
    const september = 2026 + demoYearShift(Date.now());
    const label = `${september}/${String((september + 1) % 100).padStart(2, '0')}`;
    const thisYear = rows.filter({ has: page.getByRole('rowheader', { name: label }) });
    await expect(thisYear).toHaveCount(2);
    // Every row: "£N / week" and a total that is exactly weeks x price; a tenancy that has started
    // (ADR 083), the price of a week over 7 for each day it pays for, from the first day to move in.
    for (const row of await rows.all()) {
      const cells = row.locator('td');
      const weeks = Number(((await cells.nth(0).textContent()) ?? '').replace(/\D/g, ''));
      const price = ((await cells.nth(2).textContent()) ?? '').trim();
      expect(price).toMatch(/^£[\d,]+ \/ week/);
      const total = ((await cells.nth(3).textContent()) ?? '').trim();
      const started =
        /^£[\d,]+(?:\.\d\d)? for (\d+) weeks?(?: and (\d) days?)? from \d{1,2} \w{3} \d{4}, no fees$/.exec(total);
      if (started) {
        const days = Number(started[1]) * 7 + Number(started[2] ?? 0);
        expect(days).toBeLessThan(weeks * 7);
        expect(Math.round(poundsIn(total) * 100)).toBe(Math.round((poundsIn(price) * 100 * days) / 7));
        continue;
      }
      expect(total).toMatch(/^£[\d,]+(\.\d\d)?$/);
      expect(poundsIn(total), `total in "${await row.textContent()}"`).toBeCloseTo(poundsIn(price) * weeks, 2);
    }
    // The seeded 51-week let of this academic year: £180 a week, £9,180 in all (before it starts).
    const fullYear = thisYear.filter({ hasText: '51 weeks' });
    await expect(fullYear).toHaveCount(1);
    await expect(fullYear.locator('td').nth(1)).toContainText(String(september));
    await expect(fullYear.locator('td').nth(2)).toHaveText('£180 / week');
    // Once it has started, the loop above checked its days left; before, it is the whole let.
    const fullYearTotal = (await fullYear.locator('td').nth(3).textContent()) ?? '';
    if (fullYearTotal.includes(' from ')) expect(poundsIn(fullYearTotal)).toBeLessThan(9_180);
    else expect(fullYearTotal.trim()).toBe('£9,180');
  });

  await test.step('breadcrumbs lead back up, changing the title each time', async () => {
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Classic En-suite');

    await crumbs.getByRole('link', { name: 'Square Gardens' }).click();
    await expect(page).toHaveURL('/manchester/square-gardens');
    await expect(page).toHaveTitle(`Square Gardens, Manchester | ${BRAND}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Square Gardens' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Manchester' }).click();
    await expect(page).toHaveURL('/manchester');
    await expect(page).toHaveTitle(`Student accommodation in Manchester | ${BRAND}`);

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle(new RegExp(`^${BRAND} \\| `));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Student homes near your university, bills included',
    );
  });

  await test.step('the browser back button works too', async () => {
    await page.goBack();
    await expect(page).toHaveURL('/manchester');
    await expect(page).toHaveTitle(`Student accommodation in Manchester | ${BRAND}`);
  });

  expect(documents, 'every navigation after the first load is client-side (no document reload)').toEqual([]);
});

test('the first load of a property page takes the data it was drawn from, and asks the API nothing else', async ({
  page,
}) => {
  const api = recordApiRequests(page);
  const response = await page.goto('/manchester/square-gardens');
  expect(response?.status()).toBe(200);
  const data = await pageDataOf((await response?.text()) ?? '', page.request);
  expect(Object.keys(data)).toContain('property:manchester/square-gardens');
  // A small page (ADR 067) names where its data are: asked for once, beside the app's modules.
  const address = await page.locator('script#digs-data').getAttribute('data-src');
  expect(address).toMatch(/^\/api\/page-data\//);

  await expect(page.getByRole('heading', { level: 1, name: 'Square Gardens' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rooms at Square Gardens' }).locator('article.room-row')).toHaveCount(
    4,
  );
  await expect(page.getByRole('contentinfo')).toContainText(BRAND); // header and footer rendered too
  await page.waitForLoadState('networkidle'); // give any late request (footer, lazy chunk) the chance to show up
  expect(api, 'requests to /api/ during the first load of /manchester/square-gardens').toEqual([`GET ${address}`]);
});

test('a client-side navigation to another property fetches it from /api/', async ({ page }) => {
  await page.goto('/manchester/square-gardens');
  await expect(page.getByRole('heading', { level: 1, name: 'Square Gardens' })).toBeVisible();
  const documents = recordDocumentLoads(page);

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Manchester' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Student accommodation in Manchester' })).toBeVisible();

  const propertyRequest = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/cities/manchester/properties/crescent-mill',
  );
  await page.locator('main article.property-card').getByRole('link', { name: 'Crescent Mill' }).click();
  const request = await propertyRequest;
  expect((await request.response())?.status()).toBe(200);
  await expect(page).toHaveURL('/manchester/crescent-mill');
  await expect(page.getByRole('heading', { level: 1, name: 'Crescent Mill' })).toBeVisible();
  await expect(page).toHaveTitle(`Crescent Mill, Manchester | ${BRAND}`);
  expect(documents, 'no full page load').toEqual([]);
});
