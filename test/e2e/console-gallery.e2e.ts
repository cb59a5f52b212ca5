import { type APIRequestContext, expect, test } from '@playwright/test';
import { plainJpeg } from '../support/hostile-pictures';
import { consoleApi, e2eBaseUrl, signInToConsole } from './console';

interface Residence {
  readonly id: string;
  readonly name: string;
}
interface Picture {
  readonly id: string;
  readonly alt: string;
}

const galleryOf = async (api: APIRequestContext, id: string): Promise<Picture[]> => {
  const answer = await api.get(`/api/admin/catalogue/residences/${id}/gallery`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { gallery: Picture[] }).gallery;
};

/** A residence of the demo whose gallery has at least two pictures with alt text. */
async function aResidence(api: APIRequestContext) {
  const answer = await api.get('/api/admin/catalogue/residences?pageSize=500');
  for (const residence of ((await answer.json()) as { items: Residence[] }).items) {
    const gallery = await galleryOf(api, residence.id);
    if (gallery.length >= 2 && gallery.every((p) => p.alt)) return { residence, gallery };
  }
  throw new Error('The demo catalogue has no residence with two pictures');
}

/**
 * Issue 36 item 7's gallery half (ADR 091): an editor removes a picture and undoes it (the same
 * picture back in its place), makes one the first and undoes that, and replaces one with a new
 * file in the same place, keeping its alt text; at a phone's width nothing scrolls sideways.
 */
test('an editor removes a gallery picture and undoes it, makes one first, and replaces one in its place', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const api = await consoleApi(e2eBaseUrl, 'editor');
  const { residence, gallery } = await aResidence(api);
  const [first, second] = gallery as [Picture, Picture, ...Picture[]];
  const ids = async () => (await galleryOf(api, residence.id)).map((p) => p.id);
  await signInToConsole(page, 'editor', `/catalogue/residences/${residence.id}`);
  await expect(page.getByRole('heading', { name: residence.name, level: 1 })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /Removed|Made|Replaced/ });
  const undo = page.getByRole('button', { name: 'Undo', exact: true });

  // Remove, then Undo: the same picture back in the same place.
  await page.getByRole('button', { name: `Remove "${second.alt}" from the gallery` }).click();
  await expect(status).toContainText(`Removed “${second.alt}” from the gallery.`);
  await expect(undo).toBeFocused();
  expect(await ids()).not.toContain(second.id);
  await undo.click();
  await expect(page.getByRole('button', { name: `Remove "${second.alt}" from the gallery` })).toBeVisible();
  await expect.poll(ids).toEqual(gallery.map((p) => p.id));

  // Make first, then Undo.
  await page.getByRole('button', { name: `Make "${second.alt}" the first picture` }).click();
  await expect(status).toContainText(`Made “${second.alt}” the first picture.`);
  await expect.poll(async () => (await ids())[0]).toBe(second.id);
  await undo.click();
  await expect.poll(ids).toEqual(gallery.map((p) => p.id));

  // The page fits a phone: nothing to scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Replace the first picture: a new file in its place, its alt text kept.
  await page.getByRole('button', { name: `Replace "${first.alt}" with a new file` }).click();
  const form = page.getByRole('form', { name: `Replace "${first.alt}"` });
  await form
    .getByLabel(/New file/)
    .setInputFiles({ name: 'new.jpg', mimeType: 'image/jpeg', buffer: await plainJpeg(1200, 800) });
  await expect(form.getByLabel('Alt text of the new picture')).toHaveValue(first.alt);
  await form.getByRole('button', { name: 'Replace picture' }).click();
  await expect(status).toContainText(`Replaced “${first.alt}” with “${first.alt}”.`, { timeout: 20_000 });
  const replaced = await galleryOf(api, residence.id);
  expect(replaced[0]?.id).not.toBe(first.id);
  expect(replaced[0]?.alt).toBe(first.alt);
  expect(replaced.slice(1).map((p) => p.id)).toEqual(gallery.slice(1).map((p) => p.id));
  await undo.click();
  await expect.poll(ids).toEqual(gallery.map((p) => p.id));
  await api.dispose();
});
