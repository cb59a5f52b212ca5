#!/usr/bin/env node
// Screenshots of every console screen (issue 18) at 1280 px and on a tablet (820 px), and an axe
// check of the main ones, against the QA build (`QA_PORT=3461 npm run qa`) whose scenarios sign
// in as each role over the memory fakes.
// Usage: node scripts/console-screenshots.mjs http://localhost:3461  (writes to screenshots/console/)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const [base = 'http://localhost:3300'] = process.argv.slice(2);
const outDir = path.resolve(process.env.SCREENSHOT_DIR ?? 'screenshots/console');
await mkdir(outDir, { recursive: true });

const residence = '/admin/catalogue/residences/00000000-0000-4000-8000-00000000e001';
const roomType = `${residence}/room-types/00000000-0000-4000-8000-00000000f001`;

/** name, address, and what to do before the picture (a dialog opened, a form sent). */
const screens = [
  { name: 'sign-in', path: '/admin?scenario=console-signed-out', axe: true },
  {
    name: 'sign-in-wrong-password',
    path: '/admin?scenario=console-signed-out',
    act: async (page) => {
      await page.getByLabel('E-mail address').fill('olivia.owner@digs.test');
      await page.getByLabel('Password').fill('not the password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').waitFor();
    },
  },
  { name: 'forgot-password', path: '/admin/forgot-password?scenario=console-signed-out' },
  { name: 'link-setup', path: '/admin/link/setup-link?scenario=console-signed-out', axe: true },
  { name: 'link-invite', path: '/admin/link/invite-link?scenario=console-signed-out' },
  { name: 'link-reset', path: '/admin/link/reset-link?scenario=console-signed-out' },
  { name: 'link-expired', path: '/admin/link/expired-link?scenario=console-signed-out' },
  { name: 'dashboard-owner', path: '/admin?scenario=console-owner', axe: true },
  { name: 'dashboard-editor', path: '/admin?scenario=console-editor' },
  { name: 'dashboard-sales', path: '/admin?scenario=console-sales' },
  { name: 'staff', path: '/admin/staff?scenario=console-owner', axe: true },
  { name: 'content-pages', path: '/admin/content/pages?scenario=console-editor', axe: true },
  {
    name: 'content-page-editor',
    path: '/admin/content/pages?scenario=console-editor',
    axe: true,
    act: async (page) => {
      await page.getByRole('link', { name: 'About us' }).click();
      await page.getByRole('heading', { name: 'Blocks' }).waitFor();
    },
  },
  {
    name: 'content-page-editor-invalid',
    path: '/admin/content/pages?scenario=console-editor',
    act: async (page) => {
      await page.getByRole('link', { name: 'About us' }).click();
      await page.getByLabel('Add a block').selectOption({ label: 'Call to action' });
      await page.getByRole('button', { name: 'Add block' }).click();
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.getByText('Check the highlighted fields.').first().waitFor();
    },
  },
  {
    name: 'content-page-editor-publish',
    path: '/admin/content/pages?scenario=console-editor',
    act: async (page) => {
      await page.getByRole('link', { name: 'About us' }).click();
      await page.getByRole('heading', { name: 'Publish at a set time' }).scrollIntoViewIfNeeded();
    },
  },
  { name: 'content-settings', path: '/admin/content/settings?scenario=console-editor', axe: true },
  {
    name: 'staff-invite',
    path: '/admin/staff?scenario=console-owner',
    act: async (page) => {
      await page.getByRole('button', { name: 'Invite someone' }).click();
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByText('Enter an e-mail address').waitFor();
    },
  },
  {
    name: 'staff-change-role',
    path: '/admin/staff?scenario=console-owner',
    act: async (page) => {
      await page.getByRole('button', { name: 'Change role of Sam Okafor' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'staff-remove-last-owner',
    path: '/admin/staff?scenario=console-owner',
    act: async (page) => {
      await page.getByRole('button', { name: 'Remove Olivia Hart' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await page.getByRole('dialog').getByRole('alert').waitFor();
    },
  },
  { name: 'audit', path: '/admin/audit?scenario=console-owner', axe: true },
  {
    name: 'audit-diff',
    path: '/admin/audit?scenario=console-owner',
    act: async (page) => {
      await page.getByRole('button', { name: /^View/ }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  // The catalogue's edit screens (residence, room type and its lets, cities, universities).
  { name: 'residence', path: `${residence}?scenario=console-editor`, axe: true },
  {
    name: 'residence-new-errors',
    path: '/admin/catalogue/residences/new?scenario=console-editor',
    act: async (page) => {
      await page.getByLabel('Name').first().fill('Oxford Road Works');
      await page.getByRole('button', { name: 'Create residence' }).click();
      await page.locator('.admin-field-invalid').first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
    axe: true,
  },
  {
    name: 'residence-stale',
    path: `${residence}?scenario=console-stale-edit`,
    act: async (page) => {
      await page.getByLabel('Tagline').fill('Studios by the park, with a gym');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByRole('button', { name: 'Load their version' }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  { name: 'residence-sales', path: `${residence}?scenario=console-sales` },
  { name: 'room-type', path: `${roomType}?scenario=console-editor`, axe: true },
  {
    name: 'room-type-let-errors',
    path: `${roomType}?scenario=console-editor`,
    act: async (page) => {
      await page.getByRole('button', { name: 'Add a let' }).click();
      const row = page.locator('.options-table tbody tr').last();
      await row.getByLabel(/^Weeks/).fill('12');
      await row.getByLabel(/^Price a week/).fill('0');
      await row.getByRole('button', { name: /^Save/ }).click();
      await page.locator('.options-table .admin-error').first().waitFor();
    },
    axe: true,
  },
  {
    name: 'room-type-upload-refused',
    path: `${roomType}?scenario=console-upload-refused`,
    act: async (page) => {
      await page.getByLabel('Choose files').setInputFiles({
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      });
      await page.getByLabel(/Alt text for picture 1/).fill('The view from the window');
      await page.getByRole('button', { name: /^Upload the picture/ }).click();
      await page.locator('.picture-uploader [role="alert"]').first().waitFor();
      await page.locator('.picture-uploader').scrollIntoViewIfNeeded();
    },
  },
  { name: 'cities', path: '/admin/catalogue/cities?scenario=console-editor', axe: true },
  {
    name: 'city-edit',
    path: '/admin/catalogue/cities?scenario=console-editor',
    act: async (page) => {
      await page.getByRole('button', { name: /^Edit Manchester/ }).click();
      await page.getByLabel('Latitude').fill('north');
      await page.getByRole('button', { name: 'Save city' }).click();
      await page.locator('.admin-field-invalid').first().waitFor();
    },
    axe: true,
  },
  {
    name: 'city-delete-refused',
    path: '/admin/catalogue/cities?scenario=console-editor',
    act: async (page) => {
      await page.getByRole('button', { name: /^Delete Manchester/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').getByRole('alert').waitFor();
    },
  },
  { name: 'universities', path: '/admin/catalogue/universities?scenario=console-editor', axe: true },
  {
    name: 'university-add',
    path: '/admin/catalogue/universities?scenario=console-editor',
    act: async (page) => {
      await page.getByRole('button', { name: 'Add a university' }).click();
      await page.getByLabel('Website').fill('uom.ac.uk');
      await page.getByRole('button', { name: 'Add university' }).click();
      await page.locator('.admin-field-invalid').first().waitFor();
    },
  },
  { name: 'analytics', path: '/admin/analytics?scenario=console-owner', axe: true },
  {
    name: 'analytics-table',
    path: '/admin/analytics?scenario=console-sales',
    act: async (page) => {
      await page.getByRole('button', { name: 'Last 7 days' }).click();
      await page.getByText('Page views per day as a table').click();
      await page.getByRole('table', { name: 'Page views per London day' }).waitFor();
    },
  },
  {
    name: 'analytics-empty',
    path: '/admin/analytics?scenario=console-owner',
    act: async (page) => {
      await page.getByLabel('From', { exact: true }).fill('2025-01-01');
      await page.getByLabel('To', { exact: true }).fill('2025-01-07');
      await page.getByRole('button', { name: 'Show these days' }).click();
      await page.getByRole('heading', { name: 'Wed 1 Jan to Tue 7 Jan' }).waitFor();
    },
  },
  { name: 'analytics-error', path: '/admin/analytics?scenario=console-analytics-error' },
  { name: 'viewings-week', path: '/admin/viewings?scenario=console-sales', axe: true },
  {
    name: 'viewings-day',
    path: '/admin/viewings?scenario=console-sales',
    act: async (page) => {
      await page.getByRole('button', { name: 'Day', exact: true }).click();
      await page.getByRole('table').waitFor();
    },
  },
  {
    name: 'viewings-viewing',
    path: '/admin/viewings?scenario=console-sales',
    act: async (page) => {
      await page.locator('.desk-viewing').first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'viewings-booking',
    path: '/admin/viewings?scenario=console-sales',
    act: async (page) => {
      await page.getByRole('button', { name: 'Book for a caller' }).click();
      await page.getByRole('button', { name: 'Book and e-mail the caller' }).click();
      await page.getByRole('dialog').getByRole('alert').waitFor();
    },
  },
  {
    name: 'viewings-rules',
    path: '/admin/viewings?scenario=console-sales',
    act: async (page) => {
      await page.getByRole('button', { name: 'Opening hours and rules' }).click();
      await page.getByRole('button', { name: 'Save rules' }).waitFor();
    },
  },
  {
    name: 'viewings-feed',
    path: '/admin/viewings?scenario=console-sales',
    act: async (page) => {
      await page.getByRole('button', { name: 'Calendar feed' }).click();
      await page.getByRole('button', { name: 'Replace the link' }).waitFor();
    },
  },
  { name: 'inbox', path: '/admin/enquiries?scenario=console-sales', axe: true },
  {
    name: 'inbox-filtered',
    path: '/admin/enquiries?scenario=console-sales',
    act: async (page) => {
      await page.getByLabel('Residence').selectOption({ label: 'Canal View' });
      await page.getByRole('cell', { name: /Tom Reid/ }).waitFor();
    },
  },
  { name: 'inbox-enquiry-thread', path: '/admin/enquiries/EQ-7K3P9Q?scenario=console-sales', axe: true },
  {
    name: 'inbox-reply-form',
    path: '/admin/enquiries/EQ-6PQZ8A?scenario=console-sales',
    act: async (page) => {
      await page
        .getByLabel(/^Message/)
        .fill('Hello Mr Reid,\n\nThe front door has a fob and a night porter is on site from 10 pm.');
      await page.getByLabel(/^Message/).scrollIntoViewIfNeeded();
    },
  },
  { name: 'personal-data', path: '/admin/personal-data?scenario=console-owner', axe: true },
  {
    name: 'personal-data-erase',
    path: '/admin/personal-data?scenario=console-owner',
    act: async (page) => {
      await page.getByLabel(/E-mail address/).fill('ana.silva@example.com');
      await page.getByRole('button', { name: 'Find' }).click();
      await page.getByRole('button', { name: 'Erase…' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'no-access-editor', path: '/admin/staff?scenario=console-editor' },
  { name: 'not-found', path: '/admin/nothing-here?scenario=console-owner' },
  { name: 'api-error', path: '/admin?scenario=console-api-error' },
  { name: 'content-posts', path: '/admin/content/posts?scenario=console-editor', axe: true },
  {
    name: 'content-post-editor',
    path: '/admin/content/posts/00000000-0000-4000-8000-000100000001?scenario=console-editor',
    axe: true,
  },
  {
    name: 'content-post-preview',
    path: '/admin/content/posts/00000000-0000-4000-8000-000100000001?scenario=console-editor',
    act: async (page) => {
      await page.getByRole('tab', { name: 'Preview' }).click();
      await page.locator('.post-preview-body h2').first().waitFor();
    },
  },
  { name: 'content-faqs', path: '/admin/content/faqs?scenario=console-editor', axe: true },
  { name: 'content-offers', path: '/admin/content/offers?scenario=console-editor', axe: true },
  {
    name: 'content-offer-form',
    path: '/admin/content/offers?scenario=console-editor',
    act: async (page) => {
      await page.getByRole('button', { name: 'New offer' }).click();
      await page.getByRole('form', { name: 'New offer' }).waitFor();
    },
  },
  // Issue 20 item 6: reservations and their terms.
  { name: 'reservations', path: '/admin/reservations?scenario=console-sales', axe: true },
  {
    name: 'reservation-awaiting',
    path: '/admin/reservations?scenario=console-sales',
    axe: true,
    act: async (page) => {
      await page.getByText('Tom Becker').click();
      await page.getByRole('button', { name: 'Mark paid' }).waitFor();
    },
  },
  {
    name: 'reservation-cancel-dialog',
    path: '/admin/reservations?scenario=console-sales',
    act: async (page) => {
      await page.getByText('Amara Okoye').click();
      await page.getByRole('button', { name: 'Cancel reservation' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'reservation-terms', path: '/admin/reservations/terms?scenario=console-owner', axe: true },
  {
    name: 'reservation-terms-invalid',
    path: '/admin/reservations/terms?scenario=console-owner',
    act: async (page) => {
      await page.getByRole('button', { name: 'Add a fee' }).click();
      await page.getByLabel(/Refunded after cooling-off/).fill('150');
      await page.getByRole('button', { name: 'Save terms' }).click();
      await page.getByText('A whole percentage, 0 to 100.').waitFor();
    },
  },
  {
    name: 'reservation-terms-stale',
    path: '/admin/reservations/terms?scenario=console-terms-stale',
    act: async (page) => {
      await page.getByRole('button', { name: 'Save terms' }).click();
      await page.getByRole('button', { name: 'Load their version' }).waitFor();
    },
  },
  { name: 'reservation-terms-sales', path: '/admin/reservations/terms?scenario=console-sales' },
];
// ONLY=residence,cities takes only the screens whose names start so (a quicker look while working).
const only = (process.env.ONLY ?? process.env.SCREENSHOT_ONLY)?.split(',').filter(Boolean);
const chosen = only ? screens.filter((s) => only.some((o) => s.name.startsWith(o))) : screens;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const findings = [];
for (const width of [1280, 820]) {
  for (const screen of chosen) {
    const context = await browser.newContext({ viewport: { width, height: width === 820 ? 1180 : 800 } });
    const page = await context.newPage();
    await page.goto(`${base}${screen.path}`, { waitUntil: 'networkidle' });
    await page.locator('.admin :is(h1, .admin-loading)').first().waitFor();
    await page.waitForLoadState('networkidle');
    // The QA build's banner is not part of the console (and, fixed at the bottom, would take the clicks).
    await page.evaluate(() => document.querySelector('.qa-banner')?.remove());
    if (screen.act) await screen.act(page);
    const file = path.join(outDir, `${screen.name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: !screen.act });
    console.log(file);
    if (screen.axe) {
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
      for (const v of result.violations)
        findings.push({ screen: screen.name, width, id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target) });
      console.log(`  axe: ${result.violations.length} violation(s)`);
    }
    await context.close();
  }
}
// The tablet menu, open.
{
  const context = await browser.newContext({ viewport: { width: 820, height: 1180 } });
  const page = await context.newPage();
  await page.goto(`${base}/admin/staff?scenario=console-owner`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.querySelector('.qa-banner')?.remove());
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.waitForTimeout(400);
  const file = path.join(outDir, 'menu-open-820.png');
  await page.screenshot({ path: file });
  console.log(file);
  const result = await new AxeBuilder({ page }).analyze();
  for (const v of result.violations)
    findings.push({ screen: 'menu-open', width: 820, id: v.id, nodes: v.nodes.map((n) => n.target) });
  await context.close();
}
await browser.close();
await writeFile(path.join(outDir, 'axe.json'), JSON.stringify(findings, null, 2));
console.log(findings.length ? `axe findings: ${JSON.stringify(findings, null, 2)}` : 'axe: no violations');
process.exitCode = findings.length ? 1 : 0;
