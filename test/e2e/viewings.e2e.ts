// Booking a viewing in a real browser against the production server: every step (with Back and
// Forward), the booking and its e-mail with the calendar file and the manage link, moving and
// cancelling through that link, a wrong token, and a time that fills up while the visitor books.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Slot, ViewingDay } from '../../src/domain/viewings/viewing';
import { expect, test } from './helpers';
import { waitForMail } from './mail';

const stepHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });

/** No axe violation of any impact on the step shown. */
async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `[${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${where}`,
  ).toEqual([]);
}

/** The first free slot of the window, as the availability API lists it (what the page shows first). */
async function firstFreeSlot(request: APIRequestContext): Promise<Slot> {
  const answer = await request.get('/api/viewings/availability/square-gardens');
  expect(answer.status()).toBe(200);
  const { days } = (await answer.json()) as { days: ViewingDay[] };
  const slot = days.find((d) => d.status === 'open')?.slots[0];
  if (!slot) throw new Error('no free slot at Square Gardens');
  return slot;
}

/** Other visitors take every place left in a slot. */
async function fill(request: APIRequestContext, slot: Slot) {
  for (let i = 0; i < slot.remaining; i++) {
    const booked = await request.post('/api/viewings', {
      data: {
        propertySlug: 'square-gardens',
        kind: 'in-person',
        start: slot.start,
        name: `Other visitor ${i + 1}`,
        email: `other.${i}.${Date.now()}@example.com`,
        countryCode: '+44',
        phone: '07700 900999',
        partySize: 1,
        message: '',
        agreedToTerms: true,
        idempotencyKey: randomUUID(),
      },
    });
    expect(booked.status()).toBe(201);
  }
}

async function fillDetails(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Zoë Ng');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number without the country code').fill('07700 900123');
  await page.getByLabel('How many people are coming, including you?').selectOption('2');
  await page.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Check your viewing, then book')).toBeVisible();
}

test('a visitor books a viewing, is e-mailed the manage link, and moves then cancels it', async ({ page }) => {
  const email = `zoe.${Date.now()}@example.com`;

  await test.step('kind, day and time, each step in the address, with Back and Forward', async () => {
    await page.goto('/book-a-viewing/square-gardens');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a viewing at Square Gardens' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(
      'Choose an in-person tour or a video call.',
    );
    await page.getByRole('radio', { name: /Video call/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page, 'Which day suits you?')).toBeVisible();
    await expect(page).toHaveURL(/\/book-a-viewing\/square-gardens\?step=day$/);
    await expectAccessible(page, 'the day step');
    await page
      .getByRole('button', { name: /times? free$/ })
      .first()
      .click();
    await expect(stepHeading(page, /^What time on /)).toBeVisible();
    await page.goBack();
    await expect(stepHeading(page, 'Which day suits you?')).toBeVisible();
    await page.goForward();
    await expect(stepHeading(page, /^What time on /)).toBeVisible();
    await expectAccessible(page, 'the time step');
    await page
      .getByRole('list', { name: /^Times on / })
      .getByRole('button')
      .first()
      .click();
    await expect(stepHeading(page, 'Your details')).toBeVisible();
  });

  let reference = '';
  let manage = '';
  await test.step('details checked, then booked with a reference and a manage link', async () => {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText('Enter your name.');
    await expectAccessible(page, 'the details step with messages');
    await fillDetails(page, email);
    await expectAccessible(page, 'the summary');
    await page.getByRole('button', { name: 'Book viewing' }).click();
    await expect(stepHeading(page, 'Your viewing is booked')).toBeVisible();
    await expect(page).toHaveURL(/\?step=done$/);
    reference = (await page.locator('.viewing-reference').textContent()) ?? '';
    expect(reference).toMatch(/^VW-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    manage = (await page.getByRole('link', { name: 'manage your viewing here' }).getAttribute('href')) ?? '';
    expect(manage).toMatch(new RegExp(`^/viewing-detail\\?ref=${reference}&token=[\\w-]+$`));
    await expectAccessible(page, 'the booked step');
    // The history entry keeps the booking: a reload still shows it.
    await page.reload();
    await expect(page.locator('.viewing-reference')).toHaveText(reference);
    await expect(page).toHaveURL(/\?step=done$/);
  });

  await test.step('the confirmation e-mail carries the calendar file and the same manage link', async () => {
    const mail = await waitForMail((m) => m.to.includes(email));
    expect(mail.text).toContain(reference);
    expect(mail.text).toContain(manage);
    expect(mail.attachments.map((a) => a.filename)).toContain('viewing.ics');
    // And as HTML beside the text (ADR 027), with the manage link absolute.
    expect(mail.html).toContain('lang="en-GB"');
    expect(mail.html).toContain(reference);
    const href = mail.html?.match(/href="([^"]*viewing-detail[^"]*)"/)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(href).toMatch(/^https?:\/\//);
    const url = new URL(href);
    expect(`${url.pathname}${url.search}`).toBe(manage);
  });

  await test.step('the manage link shows the booking, and moves it to another time', async () => {
    await page.goto(manage);
    await expect(page.getByRole('region', { name: /Square Gardens/ })).toContainText(reference);
    await page.getByRole('link', { name: 'Change time' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a new time' })).toBeVisible();
    await expect(page).toHaveURL(/&do=change$/);
    await expect(page.getByRole('button', { name: /times? free$/ }).first()).toBeVisible();
    await expectAccessible(page, 'the change time panel');
    await page
      .locator('.viewing-panel')
      .getByRole('button', { name: /times? free$/ })
      .nth(1)
      .click();
    await page
      .getByRole('list', { name: /^Times on / })
      .getByRole('button')
      .last()
      .click();
    const move = page.getByRole('button', { name: /^Move my viewing to / });
    const label = (await move.textContent()) ?? '';
    await move.click();
    await expect(page.getByRole('link', { name: 'Change time' })).toBeVisible();
    const [day, time] = label.replace('Move my viewing to ', '').split(', ');
    await expect(page.getByRole('region', { name: /Square Gardens/ })).toContainText(`${day}`);
    await expect(page.getByRole('region', { name: /Square Gardens/ })).toContainText(`${time}–`);
  });

  await test.step('cancelling asks first, then offers to book again', async () => {
    await page.getByRole('link', { name: 'Cancel viewing' }).click();
    await page.getByRole('button', { name: 'Yes, cancel my viewing' }).click();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book another viewing at Square Gardens' })).toHaveAttribute(
      'href',
      '/book-a-viewing/square-gardens',
    );
    await page.reload();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  });

  await test.step('a wrong token finds nothing, exactly like an unknown reference', async () => {
    await page.goto(`/viewing-detail?ref=${reference}&token=not-the-token`);
    await expect(
      page.getByText('We could not find that viewing. Check the link in your confirmation e-mail.'),
    ).toBeVisible();
    await expect(page.getByText(reference)).toHaveCount(0);
  });
});

test('a time that fills up while the visitor books returns to the times, offering the nearest ones', async ({
  page,
  request,
}) => {
  await page.goto('/book-a-viewing/square-gardens');
  await page.getByRole('radio', { name: /In person/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('button', { name: /times? free$/ })
    .first()
    .click();
  const slot = await firstFreeSlot(request);
  await page
    .getByRole('list', { name: /^Times on / })
    .getByRole('button')
    .first()
    .click();
  await fillDetails(page, `ada.${Date.now()}@example.com`);
  await expect(page.locator('.form-summary')).toContainText(slot.time);

  await fill(request, slot);
  await page.getByRole('button', { name: 'Book viewing' }).click();
  await expect(stepHeading(page, /^What time on /)).toBeVisible();
  const notice = page.getByRole('alert').filter({ hasText: 'That time has just filled up' });
  await expect(notice).toBeVisible();
  const alternatives = notice.getByRole('list', { name: 'The nearest free times' }).getByRole('button');
  await expect(alternatives.first()).toBeVisible();
  await alternatives.first().click();
  await expect(stepHeading(page, 'Check your viewing, then book')).toBeVisible();
  await page.getByRole('button', { name: 'Book viewing' }).click();
  await expect(stepHeading(page, 'Your viewing is booked')).toBeVisible();
});
