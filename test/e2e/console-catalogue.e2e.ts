import { type APIRequestContext, expect, test } from '@playwright/test';
import { plainJpeg } from '../support/hostile-pictures';
import { consoleApi, e2eBaseUrl, signInToConsole } from './console';

interface Item {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly version: number;
}
interface Residence extends Item {
  readonly cityId: string;
  readonly status: string;
}
interface Let {
  readonly id: string;
  readonly version: number;
  readonly academicYear: string;
  readonly weeks: number;
  readonly startDate: string;
  readonly pricePerWeekPence: number;
}

const items = async <T>(api: APIRequestContext, path: string): Promise<T[]> => {
  const answer = await api.get(`/api/admin/catalogue/${path}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: T[] }).items;
};

/** A published residence, one of its room types and that room type's first let, from the console's API. */
async function aLet(api: APIRequestContext) {
  const cities = await items<Item>(api, 'cities?pageSize=500');
  for (const residence of await items<Residence>(api, 'residences?pageSize=500&status=published')) {
    for (const room of await items<Item>(api, `room-types?pageSize=500&propertyId=${residence.id}`)) {
      const [option] = await items<Let>(api, `tenancy-options?pageSize=500&roomTypeId=${room.id}&sort=startDate`);
      const city = cities.find((c) => c.id === residence.cityId);
      if (option && city) return { city, residence, room, option };
    }
  }
  throw new Error('The demo catalogue has no published residence with a let');
}

/**
 * Issue 18's journey: the first owner from the printed set-up link invites an editor; the editor
 * changes a let's weekly price in the room type's inline editor and uploads a photo with its alt
 * text to the room type's gallery; the public room page shows both on its next load. A sales
 * member sees the same screen without a way to change it, and the API refuses them.
 */
test('an editor changes a weekly price and adds a photo in the console; the room page shows both; sales may not', async ({
  browser,
}) => {
  // Three members signed in (two by e-mailed invitation), an upload made into four formats, two page loads.
  test.setTimeout(90_000);
  const ownerPage = await (await browser.newContext()).newPage();
  await signInToConsole(ownerPage, 'owner', '/staff');
  await expect(ownerPage.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();

  const editorPage = await (await browser.newContext()).newPage();
  await signInToConsole(editorPage, 'editor', '/catalogue/residences');
  const editorApi = await consoleApi(e2eBaseUrl, 'editor');
  const { city, residence, room, option } = await aLet(editorApi);
  await editorApi.dispose();

  // Residences -> the residence -> its room type, as an operator goes.
  await editorPage.getByLabel('Search residences').fill(residence.name);
  await editorPage.getByRole('link', { name: residence.name, exact: true }).click();
  await expect(editorPage.getByRole('heading', { name: residence.name, level: 1 })).toBeVisible();
  await editorPage.getByRole('link', { name: room.name, exact: true }).click();
  await expect(editorPage.getByRole('heading', { name: room.name, level: 1 })).toBeVisible();

  const letName = `${option.academicYear}, ${option.weeks} weeks from ${option.startDate}`;
  const newPounds = ((option.pricePerWeekPence + 1_234) / 100).toFixed(2);
  const price = editorPage.getByLabel(`Price a week (£), ${letName}`);
  await expect(price).toHaveValue((option.pricePerWeekPence / 100).toFixed(2));
  await price.fill(newPounds);
  await editorPage.getByRole('button', { name: `Save ${letName}` }).click();
  await expect(editorPage.getByText(`The let ${option.academicYear} from ${option.startDate} is saved.`)).toBeVisible();

  const alt = `The desk by the window at ${room.name}, in the afternoon`;
  await editorPage.getByLabel('Choose files').setInputFiles({
    name: 'desk.jpg',
    mimeType: 'image/jpeg',
    buffer: await plainJpeg(1200, 800),
  });
  await editorPage.getByLabel(/Alt text for picture 1/).fill(alt);
  await editorPage.getByRole('button', { name: 'Upload the picture' }).click();
  await expect(editorPage.getByRole('button', { name: `Remove "${alt}" from the gallery` })).toBeVisible({
    timeout: 15_000,
  });

  // The public room page, on its next load.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/${city.slug}/${residence.slug}/${room.slug}`);
  await expect(visitor.getByRole('region', { name: 'Tenancy options table' })).toContainText(newPounds);
  await expect(visitor.getByRole('img', { name: alt })).toHaveCount(1);

  // Sales read the same screen, without a control to change it; the API refuses them.
  const salesPage = await (await browser.newContext()).newPage();
  await signInToConsole(salesPage, 'sales', `/catalogue/residences/${residence.id}/room-types/${room.id}`);
  await expect(salesPage.getByRole('heading', { name: room.name, level: 1 })).toBeVisible();
  const lets = salesPage.getByRole('table', { name: `Lets of ${room.name}` });
  await expect(lets.getByLabel(`Price a week (£), ${letName}`)).toBeDisabled();
  await expect(lets.getByRole('button')).toHaveCount(0);
  await expect(salesPage.getByRole('button', { name: 'Add a let' })).toHaveCount(0);
  await expect(salesPage.getByRole('button', { name: /^Save/ })).toHaveCount(0);
  await expect(salesPage.getByLabel('Choose files')).toHaveCount(0);
  const sales = await consoleApi(e2eBaseUrl, 'sales');
  const refused = await sales.patch(`/api/admin/catalogue/tenancy-options/${option.id}`, {
    data: { version: option.version + 1, pricePerWeekPence: 100 },
  });
  expect(refused.status()).toBe(403);
  await sales.dispose();
});
