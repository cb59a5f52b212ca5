import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { consoleApi, consoleMember, e2eBaseUrl, signInToConsole } from './console';

/** The price sheet as the console exports it, by column name. */
async function exportedSheet(): Promise<Record<string, string>[]> {
  const owner = await consoleApi(e2eBaseUrl, 'owner');
  const answer = await owner.get('/api/admin/catalogue/prices.csv');
  expect(answer.status()).toBe(200);
  const rows = parse(await answer.text(), { bom: true, columns: true }) as Record<string, string>[];
  await owner.dispose();
  return rows;
}

const ukDate = (iso: string) => iso.split('-').reverse().join('/');
const asCsv = (rows: Record<string, string>[], delimiter = ',') =>
  stringify(rows, { header: true, delimiter, record_delimiter: '\r\n' });

/**
 * Issue 36 items 5 and 6: a sheet with one bad row cannot be half-applied; the same change saved by
 * Excel in the UK (";", day-first dates, "£1,234.50", a BOM) applies; the audit log then names the
 * residence and room of the price change, in pounds, with no id.
 */
test('a sheet with a bad row is not half-applied; a UK Excel sheet applies; the audit log names the room', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const rows = await exportedSheet();
  const [target, other] = rows.filter((r) => r.residence && r.room_type);
  if (!target || !other) throw new Error('The demo catalogue has fewer than two lets');
  const newPence = Math.round(Number(target.price_per_week) * 100) + 1_250;
  const newPounds = (newPence / 100).toFixed(2);

  await signInToConsole(page, 'owner', '/catalogue/prices');
  await expect(page.getByRole('heading', { name: 'Prices in bulk', level: 1 })).toBeVisible();

  // One good change and one bad row: nothing may be applied.
  const bad = rows.map((r) =>
    r === target ? { ...r, price_per_week: newPounds } : r === other ? { ...r, price_per_week: 'lots' } : r,
  );
  await page.getByLabel('Or paste it').fill(asCsv(bad));
  await page.getByRole('button', { name: 'Preview changes' }).click();
  const refused = page.getByRole('table', { name: 'Refused rows (not applied)' });
  await expect(refused).toContainText(`${other.residence} · ${other.room_type} · ${other.weeks} weeks from`);
  await expect(refused).not.toContainText(other.option_id ?? '-');
  await expect(page.getByRole('button', { name: 'Apply 1 change' })).toBeDisabled();
  expect((await exportedSheet()).find((r) => r.option_id === target.option_id)?.price_per_week).toBe(
    target.price_per_week,
  );

  // The same change as Excel in the UK saves it: a BOM, ";", day-first dates, "£1,234.50"-style prices.
  const excel = rows.map((r) => ({
    ...r,
    start_date: ukDate(r.start_date ?? ''),
    end_date: ukDate(r.end_date ?? ''),
    price_per_week:
      r === target
        ? `£${Number(newPounds).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`
        : String(Number(r.price_per_week)),
  }));
  await page.getByLabel('Edited sheet (CSV)').setInputFiles({
    name: 'prices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${asCsv(excel, ';')}`, 'utf8'),
  });
  await expect(page.getByText('1 change, 0 refused rows')).toBeVisible();
  await page.getByRole('button', { name: 'Apply 1 change' }).click();
  await expect(page.getByText('1 tenancy option updated.')).toBeVisible();
  expect((await exportedSheet()).find((r) => r.option_id === target.option_id)?.price_per_week).toBe(newPounds);

  // The audit log says who raised which residence's room, in pounds.
  await page.goto('/admin/audit');
  const log = page.getByRole('table', { name: /Audit log entries/ });
  const owner = consoleMember('owner');
  const who = owner.email.split('@')[0]?.split(/[._+-]+/)[0] ?? '';
  const entry = log
    .getByRole('row')
    .filter({ hasText: `${target.residence} · ${target.room_type}` })
    .first();
  await expect(entry).toContainText(new RegExp(`${who}[^·]* raised ${target.residence}`, 'i'));
  await expect(entry).toContainText(
    `£${Number(newPounds).toLocaleString('en-GB', { minimumFractionDigits: Number.isInteger(Number(newPounds)) ? 0 : 2 })} a week`,
  );
  await expect(entry).toContainText('Prices and tenancies');
  await expect(entry).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);

  // Screenshots of both screens at a phone's and a laptop's width, when asked for (E2E_SCREENSHOTS=dir).
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/audit');
      await expect(log).toBeVisible();
      await page.screenshot({ path: `${dir}/audit-${width}.png`, fullPage: true });
      await page.goto('/admin/catalogue/prices');
      await page.getByLabel('Or paste it').fill(asCsv(bad));
      await page.getByRole('button', { name: 'Preview changes' }).click();
      await expect(refused).toBeVisible();
      await page.screenshot({ path: `${dir}/prices-${width}.png`, fullPage: true });
    }
  }
});
