// The edges of holding a room in a real browser (issue 37 item 5, ADR 081): a room just taken is
// answered with tenancies that still have rooms, and one browser may hold two rooms at once.
import type { APIRequestContext } from '@playwright/test';
import type { RoomTypeDetail } from '../../src/domain/catalogue/catalogue';
import { expect, test } from './helpers';

async function options(request: APIRequestContext, room: string) {
  const answer = await request.get(`/api/cities/manchester/properties/square-gardens/rooms/${room}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as RoomTypeDetail).tenancy_options;
}

test('a room just taken is answered with tenancies of the residence that still have rooms', async ({ page }) => {
  const taken = (await options(page.request, 'penthouse-studio')).find((o) => o.rooms_available === 0);
  expect(taken, 'the demo has a penthouse tenancy with no room left').toBeTruthy();
  await page.goto(`/reserve?option=${taken?._id}`);
  const alert = page.getByRole('alert').filter({ hasText: 'has just been reserved' });
  await expect(alert).toContainText('These still have rooms:', { timeout: 15_000 });
  const offered = alert.getByRole('link');
  await expect(offered.first()).toBeVisible();
  expect(await offered.count()).toBeLessThanOrEqual(3);
  await expect(offered.first()).toHaveAttribute('href', /^\/manchester\/square-gardens\/[a-z-]+$/);
  await offered.first().click();
  await expect(page).toHaveURL(/\/manchester\/square-gardens\/[a-z-]+$/);
  await expect(page.getByRole('link', { name: /^Reserve:/ }).first()).toBeVisible();
});

test('one browser holds two rooms at once; a third is refused, saying when the first is let go', async ({
  context,
}) => {
  const open = (await options(context.request, 'classic-ensuite')).filter((o) => o.rooms_available > 0);
  expect(open.length, 'the demo has classic en-suite tenancies with rooms').toBeGreaterThan(0);
  const tabs = [];
  for (let i = 0; i < 2; i++) {
    const tab = await context.newPage();
    await tab.goto(`/reserve?option=${open[i % open.length]?._id}`);
    await expect(tab.getByRole('timer')).toContainText(/holding this room for you/, { timeout: 15_000 });
    tabs.push(tab);
  }
  const third = await context.newPage();
  await third.goto(`/reserve?option=${open[0]?._id}`);
  await expect(third.getByRole('alert').filter({ hasText: 'already holding 2 rooms' })).toContainText(
    /otherwise the first is let go at \d\d:\d\d\./,
    { timeout: 15_000 },
  );
  await expect(third.getByRole('timer')).toHaveCount(0);
  // Letting one go frees a place (here cancelled through the API with the hold's own token, as its page would).
  const first = new URL(tabs[0]?.url() ?? '');
  const cancelled = await context.request.post(`/api/reservations/${first.searchParams.get('ref')}/cancel`, {
    headers: { authorization: `Bearer ${first.searchParams.get('token')}` },
    data: {},
  });
  expect(cancelled.status()).toBe(200);
  await third.reload();
  await expect(third.getByRole('timer')).toContainText(/holding this room for you/, { timeout: 15_000 });
});
