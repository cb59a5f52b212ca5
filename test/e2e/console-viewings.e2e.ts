// The viewings desk in a real browser against the production server (issue 19 item 2): a sales
// user sets a residence's opening hours, a visitor books in the new hours, the booking is on the
// desk's calendar, sales moves it, and the visitor is e-mailed the new time; the desk's "All
// residences" day shows it under its residence (issue 36 item 8).
import { randomUUID } from 'node:crypto';
import type { ViewingDay } from '../../src/domain/viewings/viewing';
import { consoleApi, e2eBaseUrl, signInToConsole } from './console';
import { expect, test } from './helpers';
import { waitForMail } from './mail';

test('sales sets opening hours, sees a visitor’s booking on the calendar, moves it, and the visitor is e-mailed', async ({
  page,
}) => {
  // On a fresh server the owner is set up in the browser first; the owner then invites sales.
  await signInToConsole(page, 'owner');
  await signInToConsole(page, 'sales', '/viewings');
  const api = await consoleApi(e2eBaseUrl, 'sales');
  const { residences } = (await (await api.get('/api/admin/viewings/residences')).json()) as {
    residences: { id: string; slug: string; name: string; offersViewings: boolean }[];
  };
  await api.dispose();
  // One other journeys do not book at (they use Square Gardens).
  const residence = residences.filter((r) => r.offersViewings && r.slug !== 'square-gardens').at(-1);
  if (!residence) throw new Error('no residence offers viewings');

  await test.step('sales opens the desk and sets Sunday’s opening hours to 07:00–08:00', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Viewings desk' })).toBeVisible();
    await page.getByLabel('Residence').selectOption(residence.id);
    await page.getByRole('button', { name: 'Opening hours and rules' }).click();
    const remove = page.getByRole('button', { name: /^Remove Sunday opening/ });
    while ((await remove.count()) > 0) await remove.first().click();
    await page.getByRole('button', { name: 'Add opening on Sunday' }).click();
    await page.getByLabel('Sunday opening 1 from').fill('07:00');
    await page.getByLabel('Sunday opening 1 until').fill('08:00');
    // The demo residences offer video calls, which need the call's link.
    await page.getByLabel('Video-call link').fill('https://meet.example.com/digs-desk');
    await page.getByRole('button', { name: 'Save rules' }).click();
    await expect(page.getByText('Saved. Visitors see the new times at once.')).toBeVisible();
  });

  const email = `desk.visitor.${Date.now()}@example.com`;
  let sunday = '';
  await test.step('a visitor books a 07:00 Sunday viewing, a time only the new hours give', async () => {
    const answer = await page.request.get(`/api/viewings/availability/${residence.slug}`);
    const { days } = (await answer.json()) as { days: ViewingDay[] };
    const slot = days
      .filter((d) => d.weekday === 7)
      .flatMap((d) => d.slots)
      .find((s) => s.time === '07:00');
    if (!slot) throw new Error('the new Sunday hours give no 07:00 slot');
    sunday = slot.date;
    const booked = await page.request.post('/api/viewings', {
      data: {
        propertySlug: residence.slug,
        kind: 'in-person',
        start: slot.start,
        name: 'Desk Visitor',
        email,
        countryCode: '+44',
        phone: '07700 900123',
        partySize: 2,
        message: '',
        agreedToTerms: true,
        idempotencyKey: randomUUID(),
      },
    });
    expect(booked.status()).toBe(201);
  });

  await test.step('the booking is on the desk’s week calendar; sales moves it to 07:30', async () => {
    await page.getByRole('button', { name: 'Calendar', exact: true }).click();
    await page.getByLabel('Go to date').fill(sunday);
    const viewing = page.getByRole('button', { name: /07:00–07:30 Desk Visitor/ });
    await expect(viewing).toBeVisible();
    await viewing.click();
    const dialog = page.getByRole('dialog', { name: /^Viewing VW-/ });
    await expect(dialog).toContainText(email);
    const newTime = dialog.getByLabel('New time');
    const option = await newTime.locator('option', { hasText: /07:30/ }).first().getAttribute('value');
    await newTime.selectOption(option ?? '');
    await dialog.getByRole('button', { name: 'Move and e-mail the visitor' }).click();
    await expect(page.getByRole('button', { name: /07:30–08:00 Desk Visitor/ })).toBeVisible();
  });

  await test.step('the visitor is e-mailed the new time', async () => {
    const mail = await waitForMail((m) => m.to.includes(email) && /has changed/.test(m.subject));
    expect(mail.subject).toContain('at 07:30');
  });

  await test.step('“All residences” shows today at every residence, and that Sunday with the moved viewing under its residence', async () => {
    await page.getByLabel('Residence').selectOption('all');
    await expect(page.getByRole('heading', { level: 2, name: /^All residences: \w+day \d+ \w+ \d{4}$/ })).toBeVisible();
    await page.getByLabel('Go to date').fill(sunday);
    const block = page.getByRole('region', { name: new RegExp(`^${residence.name}, `) });
    await expect(block.getByRole('button', { name: /07:30–08:00 Desk Visitor/ })).toBeVisible();
  });
});
