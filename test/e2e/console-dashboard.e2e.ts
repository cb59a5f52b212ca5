// The analytics dashboard (issue 19 item 4) from a visitor's visits to the owner's screen: a visitor
// accepts analytics and browses three pages, the site's own endpoint takes the client's batches,
// and the owner's dashboard counts those page views on today's London day.
import type { Page } from '@playwright/test';
import { londonDate } from '../../src/domain/shared/london-date';
import { consoleApi, e2eBaseUrl, signInToConsole } from './console';
import { expect, test } from './helpers';

test.use({ storageState: { cookies: [], origins: [] } });

const UPLOAD_PATH = '/api/analytics/2/httpapi';

/** The page views the page's analytics client has had taken by the server. */
function acceptedPageViews(page: Page) {
  const paths: string[] = [];
  page.on('response', async (response) => {
    const sent = response.request();
    if (sent.method() !== 'POST' || new URL(sent.url()).pathname !== UPLOAD_PATH || response.status() !== 200) return;
    const body = sent.postDataJSON() as {
      events: { event_type: string; event_properties?: Record<string, unknown> }[];
    };
    for (const event of body.events)
      if (event.event_type === 'page_viewed') paths.push(String(event.event_properties?.['[Amplitude] Page Path']));
  });
  return paths;
}

/** Today's page views as the dashboard's API counts them. */
async function todaysViews(day: string): Promise<number> {
  const api = await consoleApi(e2eBaseUrl, 'owner');
  const answer = await api.get(`/api/admin/analytics?from=${day}&to=${day}`);
  expect(answer.status()).toBe(200);
  const { report } = (await answer.json()) as { report: { pageViewsPerDay: { views: number }[] } };
  await api.dispose();
  return report.pageViewsPerDay[0]?.views ?? 0;
}

test('the owner sees on the dashboard the page views a visitor who accepted analytics just made', async ({
  browser,
}) => {
  const ownerPage = await (await browser.newContext()).newPage();
  await signInToConsole(ownerPage, 'owner');
  const today = londonDate(Date.now());
  const before = await todaysViews(today);

  const visitor = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  const sent = acceptedPageViews(visitor);
  await visitor.clock.install();
  await visitor.goto('/');
  await visitor.clock.runFor(5_000);
  await visitor
    .getByRole('dialog', { name: 'Cookies and your privacy' })
    .getByRole('button', { name: 'Accept all' })
    .click();
  await visitor.locator('header a[href="/offers"]').first().click();
  await expect(visitor).toHaveURL(/\/offers$/);
  await visitor.locator('header a[href="/faqs"]').first().click();
  await expect(visitor).toHaveURL(/\/faqs$/);
  // The client sends every 10 s: each look moves the page's clock on by one interval.
  await expect
    .poll(async () => {
      await visitor.clock.runFor(10_000);
      return sent.length;
    })
    .toBeGreaterThanOrEqual(3);
  expect(sent).toEqual(expect.arrayContaining(['/', '/offers', '/faqs']));

  await ownerPage.goto('/admin/analytics');
  await expect(ownerPage.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: 'Last 28 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(ownerPage.locator('.admin-chart svg .ct-bar').first()).toBeAttached();
  await ownerPage.getByText('Page views per day as a table').click();
  const todayRow = ownerPage
    .getByRole('table', { name: 'Page views per London day' })
    .getByRole('row')
    .filter({ has: ownerPage.locator(`time[datetime="${today}"]`) });
  const shown = Number((await todayRow.getByRole('cell').textContent())?.replace(/,/g, ''));
  expect(shown).toBeGreaterThanOrEqual(before + sent.length);
  // The pages the visitor saw are among the top pages.
  const topPages = ownerPage.getByRole('region', { name: 'Top pages' });
  for (const path of ['/offers', '/faqs'])
    await expect(topPages.getByRole('cell', { name: path, exact: true })).toBeVisible();
});
