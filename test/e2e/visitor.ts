// Shared steps of the visitor-account journeys (not a test file: only *.e2e.ts files are collected):
// reserving a room from its room type page, and signing in by the e-mailed 6-digit code.
import type { Page } from '@playwright/test';
import { dateOfBirthAged, expect } from './helpers';
import { waitForMail } from './mail';

export const roomPath = '/manchester/square-gardens/classic-ensuite';

/** A fresh address per run (the journeys' server keeps its database for the whole run). */
export const freshEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * From the room type page to a held room with the details filled and the terms accepted, up to the
 * button that pays (its name says how: Stripe's holding deposit or the operator directly).
 */
export async function holdAndFillDetails(page: Page, email: string): Promise<void> {
  await page.goto(roomPath);
  await page
    .getByRole('link', { name: /^Reserve:/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve your room' })).toBeVisible();
  await expect(page).toHaveURL(/\/reserve\?ref=RS-[A-Z0-9]{6}&token=/);
  await expect(page.getByRole('timer')).toContainText(/holding this room for you/);
  await fillStudentDetails(page, email);
  await page.getByRole('checkbox', { name: /I have read and accept the tenancy terms/ }).check();
}

/** /reserve's details of a first-year student at Manchester (the terms are left to the journey). */
export async function fillStudentDetails(
  page: Page,
  email: string,
  { name = 'Zoë Ng', guarantor = 'International student (guarantor service)' } = {},
): Promise<void> {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number without the country code').fill('07700 900123');
  await page.getByLabel('Date of birth').fill(dateOfBirthAged(20));
  await page.getByLabel('University').fill('The University of Manchester');
  await page.getByLabel('Year of study').selectOption('First year');
  await page.getByRole('radio', { name: guarantor }).check();
}

/** The reference shown once the room is reserved. */
export async function reservedReference(page: Page): Promise<string> {
  const done = page.getByRole('region', { name: /Your room is reserved/ });
  await expect(done).toBeVisible();
  const reference = ((await done.locator('.reserve-reference').textContent()) ?? '').trim();
  expect(reference).toMatch(/^RS-[A-Z0-9]{6}$/);
  return reference;
}

const codeIn = (subject: string) => /sign-in code: (\d{6})$/.exec(subject)?.[1];

/**
 * On /login (already open): asks for a code for `email` and types the one the e-mail brings, as a
 * visitor does when the link would open on another device. Returns the code, so a second sign-in
 * with the same address can wait for a newer one (`earlierCodes`).
 */
export async function signInWithEmailedCode(page: Page, email: string, earlierCodes: string[] = []): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  const mail = await waitForMail((m) => {
    const code = codeIn(m.subject);
    return m.to.includes(email) && code !== undefined && !earlierCodes.includes(code);
  });
  const code = codeIn(mail.subject) as string;
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return code;
}
