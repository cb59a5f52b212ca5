// Prices that are the law (issue 37 item 1). The owner's mandatory fee is refused in the console by
// the Tenant Fees Act 2019, with the rule's name and the gov.uk guidance, and a lawful refundable
// tenancy deposit saved instead shows in the next price in full. The total a room page shows for a
// tenancy is the total /reserve charges, to the penny, for a weekly-billed and a monthly-billed room.
// A tenancy that has started (ADR 083) is priced for its days left from the first day a visitor
// could move in (London today plus 3 days): the room page and /reserve show that total, and it is
// what is charged. That journey runs on a server of its own whose clock reads the next 1 December
// (TEST_CLOCK_START, test servers only; ADR 107), with the browser's clock set to the same instant:
// the demo is loaded for that day's academic year, whose tenancies have all started then, so the
// journey never depends on the day it runs; it works out the expected total from that day.
import type { Page } from '@playwright/test';
import { signInToConsole } from './console';
import { dateInDays, expect, poundsIn, test, waitForAppOnGoto } from './helpers';
import { waitForMail } from './mail';
import { siteForThisFile } from './own-site';
import { e2ePort } from './ports';
import { fillStudentDetails } from './visitor';

const saved = 'Reservation terms saved. New reservations are priced with them.';

/**
 * "£12,648 for 51 weeks, no fees", or for a tenancy that has started "£9,530.29 for 38 weeks and 3
 * days from 2 Dec 2026, no fees": the total beside a first price.
 */
const letPattern = /£([\d,.]+) for (\d+) weeks?(?: and (\d) days?)?(?: from (\d{1,2} [A-Z][a-z]{2} \d{4}))?, no fees/;
const totalPattern = new RegExp(`^${letPattern.source}$`);

interface Let {
  readonly total: number;
  /** The days it pays for (whole weeks of a tenancy in full). */
  readonly days: number;
  /** The first day it pays for when the tenancy has started ("2 Dec 2026"); null in full. */
  readonly from: string | null;
}

const letIn = (text: string): Let => {
  const match = letPattern.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no total in "${text}"`);
  return {
    total: Number(match[1].replace(/,/g, '')),
    days: Number(match[2]) * 7 + Number(match[3] ?? 0),
    from: match[4] ?? null,
  };
};

/** A London day as the site writes it: "2 Dec 2026". */
const londonDay = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' })
    .format(ms)
    .replace('Sept', 'Sep');

interface Room {
  readonly city: string;
  readonly cityName: string;
  readonly residence: string;
  readonly path: string;
  readonly name: string;
}

const weekly: Room = {
  city: 'manchester',
  cityName: 'Manchester',
  residence: 'Square Gardens',
  path: '/manchester/square-gardens/courtyard-studio',
  name: 'Courtyard Studio',
};
const monthly: Room = {
  city: 'birmingham',
  cityName: 'Birmingham',
  residence: 'Fazeley Works',
  path: '/birmingham/fazeley-works/canal-view-studio',
  name: 'Canal View Premium Studio',
};

/**
 * The room page's first price: its total, for the let its weekly price is quoted from, is what
 * /reserve charges for that let. Gives the total, its weeks and the weekly price.
 */
async function roomPageAgreesWithReserve(page: Page, room: Room): Promise<Let & { weekly: number }> {
  await page.goto(room.path);
  const head = page.locator('.property-head .price-tag');
  await expect(head.locator('.price-total')).toHaveText(totalPattern);
  const shown = letIn((await head.locator('.price-total').textContent()) ?? '');
  const weekly = poundsIn((await head.locator('.price-weekly').textContent()) ?? '');
  // The let it is quoted from: a row at that weekly price whose total is that total.
  const row = page
    .getByRole('row')
    .filter({ hasText: `£${weekly.toLocaleString('en-US')} / week` })
    .filter({ has: page.getByRole('cell', { name: `£${shown.total.toLocaleString('en-US')}` }) })
    .first();
  expect(poundsIn((await row.getByRole('cell').nth(3).textContent()) ?? '')).toBe(shown.total);
  if (shown.from) expect(letIn((await row.getByRole('cell').nth(3).textContent()) ?? '')).toEqual(shown);
  await row.getByRole('link', { name: /^Reserve:/ }).click();
  const price = page.getByRole('region', { name: 'The price in full' });
  const charged = poundsIn((await price.getByRole('row', { name: /^Total for the tenancy/ }).textContent()) ?? '');
  expect(charged).toBe(shown.total);
  return { ...shown, weekly };
}

/** The JSON-LD offer of that let prices it in all, the weekly rent as its unit price. */
async function jsonLdAgrees(page: Page, room: Room, expected: Let & { weekly: number }): Promise<void> {
  const html = await (await page.request.get(room.path)).text();
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as {
    offers: {
      price: number;
      eligibleDuration: { value: number; unitCode: string };
      priceSpecification: { price: number };
    }[];
  };
  // A started tenancy's offer lasts its days left; one in full, its weeks.
  const duration = expected.from
    ? { value: expected.days, unitCode: 'DAY' }
    : { value: expected.days / 7, unitCode: 'WEE' };
  const offer = ld.offers.find(
    (o) =>
      o.eligibleDuration.value === duration.value &&
      o.eligibleDuration.unitCode === duration.unitCode &&
      o.priceSpecification.price === expected.weekly,
  );
  expect(offer?.price).toBe(expected.total);
}

/** Every list and card a visitor meets the room on shows the same total beside its price. */
async function listsAgree(page: Page, room: Room, expected: Let, shot: string): Promise<void> {
  const totalOf = async (scope: ReturnType<Page['locator']>) => {
    const total = scope.locator('.price-total').first();
    await expect(total).toHaveText(totalPattern);
    return letIn((await total.textContent()) ?? '');
  };

  // The residence page: the room's row, and the residence's own first price is one of its rooms'.
  await page.goto(room.path.split('/').slice(0, 3).join('/'));
  // Compare, favourites and the finder's answers start empty at each width (the consent choice stays).
  await page.evaluate(() => {
    for (const key of ['compareProperties', 'compareRooms', 'favourites', 'roomFinderDraft'])
      localStorage.removeItem(key);
  });
  const rows = page.locator('.room-row');
  await expect(rows.first()).toBeVisible();
  expect(await totalOf(rows.filter({ hasText: room.name }))).toEqual(expected);
  const residence = await totalOf(page.locator('.property-head'));
  const roomTotals = await Promise.all((await rows.all()).map(totalOf));
  expect(roomTotals).toContainEqual(residence);

  // The city page: the residence's card says the residence's total, the city's head one of its cards'.
  await page.goto(`/${room.city}`);
  const cards = page.locator('article.card:has(.price-total)');
  await expect(cards.first()).toBeVisible();
  expect(await totalOf(cards.filter({ has: page.getByRole('link', { name: room.residence, exact: true }) }))).toEqual(
    residence,
  );
  const city = await totalOf(page.locator('.page-hero'));
  expect(await Promise.all((await cards.all()).map(totalOf))).toContainEqual(city);

  // The cities list and the room finder's first step: the city's total.
  await page.goto('/city-listing');
  expect(await totalOf(page.locator('article.card').filter({ hasText: room.cityName }))).toEqual(city);

  // Compare and favourites, from the room page's own buttons.
  await page.goto(room.path);
  await page
    .locator('.property-head')
    .getByRole('button', { name: /Compare/ })
    .click();
  await page.locator('.property-head').getByRole('button', { name: /Save/ }).click();
  await page.goto('/compare?view=rooms');
  await expect(page.locator('.compare-table')).toContainText(room.name);
  const column = (await page.locator('.compare-table thead th').allTextContents()).findIndex((t) =>
    t.includes(room.name),
  );
  const priceCell = page
    .getByRole('row', { name: /^Price from/ })
    .getByRole('cell')
    .nth(column);
  expect(letIn((await priceCell.textContent()) ?? '')).toEqual(expected);
  await page.screenshot({ path: test.info().outputPath(`compare-${shot}.png`), fullPage: true });
  await page.goto('/favourite');
  expect(await totalOf(page.locator('article.card').filter({ hasText: room.name }))).toEqual(expected);
  await page.screenshot({ path: test.info().outputPath(`favourites-${shot}.png`), fullPage: true });

  // The room finder: its city step, and the room among the rooms it finds.
  await page.goto('/find-your-room/city');
  const choice = page.locator('label.finder-city').filter({ hasText: room.cityName });
  expect(await totalOf(choice)).toEqual(city);
  await choice.getByRole('radio').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/move-in date/i).fill(dateInDays(280));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email address').fill(`grace.${Date.now()}@example.com`);
  await page.getByLabel('Phone number without the country code').fill('7700 900123');
  const agree = page.getByRole('checkbox', { name: 'I agree to the terms and privacy policy' });
  if (!(await agree.isChecked())) await agree.check();
  await page.getByRole('button', { name: 'See my rooms' }).click();
  const result = page
    .locator('section.finder-results article')
    .filter({ has: page.getByRole('link', { name: room.name, exact: true }) })
    .first();
  expect(await totalOf(result)).toEqual(expected);
  await result.screenshot({ path: test.info().outputPath(`finder-${shot}.png`) });
  await page.getByRole('button', { name: 'Start again' }).click();
}

for (const [billing, room] of [
  ['weekly', weekly],
  ['monthly', monthly],
] as const) {
  test(`every first price of a ${billing}-billed room is the total /reserve charges for its let`, async ({ page }) => {
    test.setTimeout(300_000); // a dozen pages at two widths, and a room-finder enquiry at each
    await page.setViewportSize({ width: 1280, height: 900 });
    const charged = await roomPageAgreesWithReserve(page, room);
    await jsonLdAgrees(page, room, charged);
    const expected = { total: charged.total, days: charged.days, from: charged.from };
    await listsAgree(page, room, expected, `${billing}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await listsAgree(page, room, expected, `${billing}-390`);
    await page.goto(room.path);
    await page.screenshot({ path: test.info().outputPath(`room-${billing}-390.png`) });
  });
}

test.describe('on a day inside a tenancy', () => {
  // The next 1 December, noon UTC: every demo tenancy of that academic year (loaded for the server's
  // day) has started and runs on past it, whatever day the suite runs.
  const thisYear = new Date().getUTCFullYear();
  const day =
    Date.UTC(thisYear, 11, 1, 12) > Date.now() ? Date.UTC(thisYear, 11, 1, 12) : Date.UTC(thisYear + 1, 11, 1, 12);
  const own = siteForThisFile({
    name: 'started tenancy',
    port: e2ePort(6),
    env: { NODE_ENV: 'test', TEST_CLOCK_START: new Date(day).toISOString() },
  });

  test('a tenancy that has started is priced for its days left from the first day a visitor could move in, and that is charged', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const room = weekly;
    // The server's day, and the browser's: its clock starts at the same instant and runs on.
    const context = await own.context(browser);
    await context.clock.install({ time: day });
    const page = waitForAppOnGoto(await context.newPage());
    const moveIn = day + 3 * 86_400_000;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(room.path);
      // The started tenancy's row: its total is for the days left, from the first day to move in.
      const row = page
        .getByRole('row')
        .filter({ hasText: `from ${londonDay(moveIn)}, no fees` })
        .first();
      await expect(row.getByRole('link', { name: /^Reserve:/ })).toBeVisible();
      const shown = letIn((await row.getByRole('cell').nth(3).textContent()) ?? '');
      const weeklyPence = Math.round(poundsIn((await row.getByRole('cell').nth(2).textContent()) ?? '') * 100);
      const weeks = Number(/(\d+) weeks/.exec((await row.getByRole('cell').nth(0).textContent()) ?? '')?.[1]);
      const [start, end] = ((await row.getByRole('cell').nth(1).textContent()) ?? '').split(/\s*[–-]\s*/);
      const day = (text: string | undefined) => Date.parse(`${text} 12:00 UTC`);
      // Days left: from the first day to move in to the tenancy's last day, both counted.
      const daysLeft = Math.round((day(end) - day(londonDay(moveIn))) / 86_400_000) + 1;
      expect(day(start)).toBeLessThan(day(londonDay(moveIn)));
      expect(shown.days).toBe(daysLeft);
      expect(shown.days).toBeLessThan(weeks * 7);
      // A week's rent over 7 for each day, rounded once to the penny.
      expect(Math.round(shown.total * 100)).toBe(Math.round((weeklyPence * daysLeft) / 7));
      await page.screenshot({ path: test.info().outputPath(`started-room-${width}.png`), fullPage: true });

      await row.getByRole('link', { name: /^Reserve:/ }).click();
      const price = page.getByRole('region', { name: 'The price in full' });
      await expect(price.getByRole('row', { name: /^Total for the tenancy/ })).toBeVisible();
      expect(poundsIn((await price.getByRole('row', { name: /^Total for the tenancy/ }).textContent()) ?? '')).toBe(
        shown.total,
      );
      await expect(price).toContainText(`${daysLeft} days from ${londonDay(moveIn)}`);
      await page.screenshot({ path: test.info().outputPath(`started-reserve-${width}.png`), fullPage: true });
      if (width === 390) {
        // The same total is charged: the reservation is confirmed at it, and its e-mail says it.
        const email = `started.${Date.now()}@example.com`;
        await fillStudentDetails(page, email, { name: 'Ada Lovelace' });
        await page.getByRole('checkbox', { name: /I have read and accept the tenancy terms/ }).check();
        await page.getByRole('button', { name: 'Reserve and pay the operator directly' }).click();
        await expect(page.getByRole('region', { name: /Your room is reserved/ })).toBeVisible();
        const mail = await waitForMail((m) => m.to.includes(email));
        expect(mail.text).toMatch(
          new RegExp(`Total for the tenancy:? £${shown.total.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`),
        );
      }
    }
    await context.close();
  });
});

test('the owner’s mandatory fee is refused by the Tenant Fees Act; a lawful deposit shows in the next price', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = page;
  await signInToConsole(owner, 'owner', '/reservations/terms');
  await owner.getByRole('button', { name: 'Add a fee' }).click();
  const fees = owner.getByLabel(/^Fee \d+: what it is/);
  const last = (await fees.count()) - 1;
  await fees.nth(last).fill('Admin fee');
  await owner
    .getByLabel(/^Fee \d+: amount/)
    .nth(last)
    .fill('75');
  await owner.getByRole('button', { name: 'Save terms' }).click();
  const refusal = owner.getByRole('alert').filter({ hasText: 'Tenant Fees Act 2019: banned payment' });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('link', { name: /guidance on the Tenant Fees Act/ })).toHaveAttribute(
    'href',
    'https://www.gov.uk/government/publications/tenant-fees-act',
  );
  await expect(fees.nth(last)).toHaveAccessibleDescription(/Tenant Fees Act 2019: banned payment/);
  await owner.screenshot({ path: test.info().outputPath('terms-refused-1280.png'), fullPage: true });
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.screenshot({ path: test.info().outputPath('terms-refused-390.png'), fullPage: true });

  // Without the fee, a refundable deposit of four weeks' rent is lawful and saved.
  await owner.getByRole('button', { name: `Remove fee ${last + 1}` }).click();
  await owner.getByLabel('Refundable tenancy deposit (weeks of rent)').fill('4');
  await owner.getByRole('button', { name: 'Save terms' }).click();
  await expect(owner.getByText(saved)).toBeVisible();

  const visitor = await owner
    .context()
    .browser()
    ?.newPage({ viewport: { width: 390, height: 844 } });
  if (!visitor) throw new Error('no browser');
  await visitor.goto('/manchester/square-gardens/courtyard-studio');
  await visitor
    .getByRole('link', { name: /^Reserve: 2027\/28/ })
    .first()
    .click();
  const price = visitor.getByRole('region', { name: 'The price in full' });
  // £244 a week: four weeks' rent.
  await expect(price.getByRole('row', { name: /Refundable tenancy deposit/ })).toContainText('£976.00');
  await expect(price.getByRole('row', { name: /Admin fee/ })).toHaveCount(0);
  await price.screenshot({ path: test.info().outputPath('reserve-deposit-390.png') });
  await visitor.close();

  // The deposit goes again, so other journeys price as before.
  await owner.getByLabel('Refundable tenancy deposit (weeks of rent)').fill('0');
  await owner.getByRole('button', { name: 'Save terms' }).click();
  await expect(owner.getByText(saved).first()).toBeVisible();
});
