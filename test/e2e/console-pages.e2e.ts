import { expect, test } from '@playwright/test';
import { signInToConsole } from './console';

/**
 * Content pages from the console (issue 19 item 1): an editor starts a page, gives it a few
 * blocks, previews the draft as visitors will see it, publishes it, and it is on the site at its
 * address and in the sitemap at once.
 */
test('an editor creates a page of blocks, previews it, publishes it, and it is at /<slug> and in the sitemap', async ({
  page,
  context,
  browser,
}) => {
  // The first preview is the server's first render of a content page: slow on a busy machine.
  test.setTimeout(90_000);
  const slug = `open-days-${Date.now().toString(36)}`;
  // The editor is invited by the owner, whose account the set-up link makes first.
  await signInToConsole(await (await browser.newContext()).newPage(), 'owner');
  await signInToConsole(page, 'editor', '/content/pages');
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New page' }).click();
  await page.getByLabel(/^Title/).fill('Open days');
  await page.getByLabel(/^Address/).fill(slug);
  await page.getByLabel(/^Description/).fill('Come and see our residences on an open day.');
  await page.getByRole('button', { name: 'Start the page' }).click();
  await expect(page.getByRole('heading', { name: 'Open days', level: 1 })).toBeVisible();

  // A text block, a call to action, then the text moved below it and back.
  await page.getByLabel('Add a block').selectOption({ label: 'Text' });
  await page.getByRole('button', { name: 'Add block' }).click();
  await page
    .getByLabel(/^Heading/)
    .first()
    .fill('Visit us');
  await page.getByLabel(/^Text/).first().fill('Tours run every Saturday.\n\n- Meet the team\n- See a room');
  await page.getByLabel('Add a block').selectOption({ label: 'Call to action' });
  await page.getByRole('button', { name: 'Add block' }).click();
  const cta = page.getByRole('group', { name: '2. Call to action' });
  await cta.getByLabel(/^Heading/).fill('Book your place');
  await cta.getByLabel(/^Text/).fill('Places are limited.');
  await cta.getByLabel(/^Button label/).fill('See the cities');
  await cta.getByLabel(/^Button goes to/).fill('/city-listing');
  await page.getByRole('button', { name: 'Move block 2 up' }).click();
  await expect(page.getByRole('group', { name: '1. Call to action' })).toBeVisible();
  await page.getByRole('button', { name: 'Move block 1 down' }).click();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();

  // Not on the site yet.
  expect((await page.request.get(`/${slug}`)).status()).toBe(404);

  // The preview, in a new tab: the public page with the draft's blocks.
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /^Preview/ }).click(),
  ]);
  await expect(preview.getByRole('heading', { name: 'Open days', level: 1 })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Visit us' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'See the cities' })).toBeVisible();
  await preview.close();

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText(`/${slug} is published.`)).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/${slug}`);
  await expect(visitor.getByRole('heading', { name: 'Open days', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Visit us' })).toBeVisible();
  await expect(visitor.getByRole('listitem').filter({ hasText: 'See a room' })).toBeVisible();
  const sitemap = await visitor.request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain(`/${slug}</loc>`);
});
