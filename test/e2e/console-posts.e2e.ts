import { signInToConsole } from './console';
import { expect, test } from './helpers';

/**
 * Issue 19 item 1: an editor writes a blog post in Markdown, previews it, picks its cover from the
 * picture library and publishes it; it is on /blog-listing and in /sitemap.xml at once, its page
 * shows the Markdown rendered and the raw HTML in it as text.
 */
test('an editor writes and publishes a blog post with a cover picture; it is on the blog and in the sitemap', async ({
  page,
  browser,
}) => {
  // The editor is invited by the owner, whose account is made first (on a fresh server) in a browser of its own.
  const ownerContext = await browser.newContext();
  await signInToConsole(await ownerContext.newPage(), 'owner');
  await ownerContext.close();
  const slug = `e2e-freshers-${Date.now().toString(36)}`;
  const title = `Freshers’ week, survived (${slug})`;
  await signInToConsole(page, 'editor', '/content/posts');
  await expect(page.getByRole('heading', { name: 'Blog posts', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { name: 'New post', level: 1 })).toBeVisible();

  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Address/).fill(slug);
  await page.getByLabel(/^Excerpt/).fill('Five things we learned in the first seven days.');
  await page
    .getByLabel(/^Body \(Markdown\)/)
    .fill('The first week is a lot.\n\n## What helped\n\n- a **door wedge**\n- a kettle\n\n<script>alert(1)</script>');
  await page.getByLabel(/^Category/).fill('Moving in');
  await page.getByLabel(/^Author/).fill('Eddie Editor');

  // The preview is the server's rendering, as the post page will show it.
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('tabpanel', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'What helped' })).toBeVisible();
  await expect(preview.getByText('<script>alert(1)</script>')).toBeVisible();
  await page.getByRole('tab', { name: 'Write' }).click();

  // A cover from the library.
  const covers = page.locator('.cover-picker-choice');
  await expect(covers.first()).toBeVisible();
  await covers.first().click();
  await expect(covers.first()).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('radio', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Create post' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();

  await page.goto('/blog-listing');
  const card = page.getByRole('link', { name: title }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.locator('.post-cover img')).toBeVisible();
  await expect(page.locator('.post-body strong')).toHaveText('door wedge');
  await expect(page.locator('.post-body')).toContainText('<script>alert(1)</script>');
  await expect(page.locator('.post-body script')).toHaveCount(0);

  const sitemap = await page.request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain(`/blog/${slug}</loc>`);
});
