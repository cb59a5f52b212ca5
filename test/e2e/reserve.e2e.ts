// Reserving a room in a real browser against the production server, paying the operator directly:
// the room type page's Reserve, the hold and its countdown, the details, the price in full, the
// terms, the reference and its e-mail, and the room page's rooms available one fewer.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { RoomTypeDetail } from '../../src/domain/catalogue/catalogue';
import { expect, test } from './helpers';
import { waitForMail } from './mail';
import { fillStudentDetails } from './visitor';

const roomPath = '/manchester/square-gardens/classic-ensuite';
const shots = process.env.SCREENSHOT_DIR;

async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `[${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${where}`,
  ).toEqual([]);
}

async function roomsAvailable(request: APIRequestContext, optionId: string): Promise<number> {
  const answer = await request.get('/api/cities/manchester/properties/square-gardens/rooms/classic-ensuite');
  expect(answer.status()).toBe(200);
  const room = (await answer.json()) as RoomTypeDetail;
  return room.tenancy_options.find((o) => o._id === optionId)?.rooms_available ?? -1;
}

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

for (const width of [390, 1280]) {
  test(`a student reserves a room and pays the operator directly (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = `reserve.${width}.${Date.now()}@example.com`;
    await page.goto(roomPath);
    const reserve = page.getByRole('link', { name: /^Reserve:/ }).first();
    await expect(reserve).toBeVisible();
    const optionId = new URL((await reserve.getAttribute('href')) ?? '', 'http://x').searchParams.get('option') ?? '';
    const before = await roomsAvailable(page.request, optionId);
    expect(before).toBeGreaterThan(0);
    await shot(page, 'reserve-0-room');

    await reserve.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reserve your room' })).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/holding this room for you for 1[45]:\d\d/);
    await expect(page).toHaveURL(/\/reserve\?ref=RS-[A-Z0-9]{6}&token=/);
    expect(await roomsAvailable(page.request, optionId)).toBe(before - 1);
    const price = page.getByRole('region', { name: 'The price in full' });
    await expect(price.getByRole('row', { name: /Total for the tenancy/ })).toBeVisible();
    await expect(price.getByRole('row', { name: /Holding deposit/ })).toContainText('£');
    await expectAccessible(page, 'the reserve form');
    await shot(page, 'reserve-1-details');

    await fillStudentDetails(page, email);
    await page.getByRole('button', { name: 'Reserve and pay the operator directly' }).click();
    await expect(page.getByText('Please read and accept the tenancy terms to reserve.')).toBeVisible();
    await page.getByRole('checkbox', { name: /I have read and accept the tenancy terms/ }).check();
    await shot(page, 'reserve-2-terms');
    await page.getByRole('button', { name: 'Reserve and pay the operator directly' }).click();

    const done = page.getByRole('region', { name: /Your room is reserved/ });
    await expect(done).toBeVisible();
    const reference = (await done.locator('.reserve-reference').textContent()) ?? '';
    expect(reference).toMatch(/^RS-[A-Z0-9]{6}$/);
    await expect(done).toContainText('quoting your reference');
    await expectAccessible(page, 'the reservation done');
    await shot(page, 'reserve-3-done');

    const mail = await waitForMail((m) => m.to.includes(email));
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain('Total for the tenancy');

    await page.goto(roomPath);
    expect(await roomsAvailable(page.request, optionId)).toBe(before - 1);
  });
}
