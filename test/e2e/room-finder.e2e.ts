// The room finder in a real browser against the production server: every step, the enquiry stored
// on the server (read back through the operators' API), ranked results with reasons, and a reset
// that clears only the city and the move-in date.
import type { Page } from '@playwright/test';
import { dateInDays, expect, test } from './helpers';

/** The e2e server's operator token (playwright.config.ts). */
const adminToken = 'e2e-admin-token-0123456789abcdef';
const moveInDate = dateInDays(280);

const draftOf = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('roomFinderDraft'))) ?? 'null') as Record<string, unknown>;

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test('a visitor finds rooms, the enquiry is stored, and starting again keeps their details', async ({
  page,
  request,
}) => {
  const email = `ada.${Date.now()}@example.com`;

  await test.step('a skipped-ahead address goes to the first step', async () => {
    await page.goto('/find-your-room/results');
    await expect(page).toHaveURL(/\/find-your-room\/city$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your room' })).toBeVisible();
  });

  await test.step('city, move-in date and preferences, with a message for a missing answer', async () => {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(
      'Choose the city you will study in.',
    );
    await page.getByRole('radio', { name: /Manchester/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page, 'When would you like to move in?')).toBeVisible();
    await expect(page).toHaveURL(/\/find-your-room\/move-in$/);
    await page.getByLabel(/move-in date/i).fill(moveInDate);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page, 'What are you looking for?')).toBeVisible();
    await page.getByRole('checkbox', { name: '51 weeks (the whole year)' }).check();
    await page.getByRole('checkbox', { name: '£180 to £220' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
  });

  await test.step('Back and Forward move between the steps reached', async () => {
    await expect(stepHeading(page, 'Where should we send your rooms?')).toBeVisible();
    await page.goBack();
    await expect(stepHeading(page, 'What are you looking for?')).toBeVisible();
    await page.goForward();
    await expect(stepHeading(page, 'Where should we send your rooms?')).toBeVisible();
  });

  let reference = '';
  await test.step('contact details are checked, then the enquiry is sent and the rooms are ranked', async () => {
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email address').fill('not-an-address');
    await page.getByRole('button', { name: 'See my rooms' }).click();
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(
      'Enter your email address, like name@example.com.',
    );
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Phone number without the country code').fill('7700 900123');
    await page.getByRole('checkbox', { name: 'I agree to the terms and privacy policy' }).check();
    await page.getByRole('button', { name: 'See my rooms' }).click();

    await expect(stepHeading(page, 'Your rooms')).toBeVisible();
    await expect(page).toHaveURL(/\/find-your-room\/results$/);
    const confirmation = page.locator('.finder-confirmation');
    await expect(confirmation).toContainText(/Your reference is EQ-[2-9A-Z]{6}/);
    reference = /EQ-[2-9A-Z]{6}/.exec(await confirmation.innerText())?.[0] ?? '';

    const matches = page.locator('section.finder-results').first();
    await expect(matches.getByRole('heading', { level: 3 })).toHaveText(/match(es)? everything you asked$/);
    const first = matches.getByRole('article').first();
    await expect(first.getByRole('list', { name: 'Why this room' })).toContainText('Within budget');
    await expect(first.getByRole('list', { name: 'Why this room' })).toContainText('51 weeks available');
    await expect(first).toContainText(/£\d+ \/ week/);
  });

  await test.step('the server stored the enquiry once, with the answers', async () => {
    const answer = await request.get(`/api/admin/enquiries?email=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(answer.status()).toBe(200);
    const { enquiries } = (await answer.json()) as { enquiries: Record<string, unknown>[] };
    expect(enquiries).toHaveLength(1);
    expect(enquiries[0]).toMatchObject({
      kind: 'room-finder',
      reference,
      name: 'Ada Lovelace',
      email,
      consent: true,
      status: 'new',
      source_page: '/find-your-room/contact',
      fields: {
        city: 'manchester',
        moveInDate,
        duration: ['51'],
        price: ['180-220'],
        countryCode: '+44',
      },
    });
  });

  await test.step('the results survive a reload', async () => {
    await page.reload();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await expect(stepHeading(page, 'Your rooms')).toBeVisible();
  });

  await test.step('starting again clears only the city and the move-in date', async () => {
    const before = await draftOf(page);
    await page.getByRole('button', { name: 'Start again' }).click();
    await expect(page).toHaveURL(/\/find-your-room\/city$/);
    const after = await draftOf(page);
    expect(after).toEqual({ ...before, city: '', moveInDate: '' });
    expect(after).toMatchObject({ name: 'Ada Lovelace', email, duration: ['51'], price: ['180-220'] });
  });
});
