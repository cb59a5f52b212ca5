import { consoleApi, e2eBaseUrl, signInToConsole } from './console';
import { dateInDays, expect, test } from './helpers';

/**
 * Issue 36 item 7 (ADR 086): an offer moved to the trash leaves the site at once; the Trash lists
 * it with its days left, and Restore brings it back as a draft (still off the site) until it is
 * published again. At a phone's width and a laptop's.
 */
for (const width of [390, 1280]) {
  test(`an offer moved to the trash leaves the site and comes back from Trash as a draft (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const slug = `e2e-trash-${width}-${Date.now().toString(36)}`;
    const title = `Trash journey ${width} ${slug}`;
    const api = await consoleApi(e2eBaseUrl, 'editor');
    const created = await api.post('/api/admin/content/offers', {
      data: {
        slug,
        title,
        summary: 'A week free.',
        terms: 'New bookings only.',
        code: `T${width}`,
        validFrom: dateInDays(-1),
        validTo: dateInDays(20),
      },
    });
    expect(created.status()).toBe(201);
    const onSite = async () =>
      ((await (await api.get('/api/offers')).json()) as { slug: string }[]).some((o) => o.slug === slug);
    expect(await onSite()).toBe(true);

    await signInToConsole(page, 'editor', '/content/offers');
    await page.getByRole('searchbox', { name: 'Search offers' }).fill(slug);
    await page.getByRole('button', { name: title }).click();
    await page.getByRole('button', { name: 'Move to trash' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Move to trash' }).click();
    await expect(page.getByText('Offer moved to the trash')).toBeVisible();
    expect(await onSite()).toBe(false);

    await page.goto('/admin/content/trash');
    await expect(page.getByRole('heading', { name: 'Trash', level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('30 days')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await row.getByRole('button', { name: `Restore “${title}”` }).click();
    await expect(page.getByText(`“${title}” is back in Offers, as a draft.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    expect(await onSite()).toBe(false);

    await page.goto('/admin/content/offers');
    await page.getByRole('searchbox', { name: 'Search offers' }).fill(slug);
    await expect(page.getByRole('row').filter({ hasText: title }).getByText('Draft')).toBeVisible();
    await api.dispose();
  });
}
