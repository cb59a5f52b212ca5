import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  neutralisedCell,
  PRICE_SHEET_COLUMNS,
  type PricedOptionRow,
  penceFromPounds,
  planPriceImport,
  priceSheetCells,
  sheetIssue,
} from '../../../src/domain/catalogue/price-sheet';

const row = (over: Partial<PricedOptionRow> = {}): PricedOptionRow => ({
  id: '00000000-0000-4000-8000-0000000b0001',
  city: 'Manchester',
  residence: 'Square Gardens',
  roomType: 'Classic Studio',
  academicYear: '2026/27',
  weeks: 51,
  startDate: '2026-09-05',
  endDate: '2027-08-26',
  pricePerWeekPence: 24900,
  billingFrequency: 'weekly',
  currency: 'GBP',
  roomsAvailable: 4,
  soldOut: false,
  version: 3,
  ...over,
});

/** The sheet's rows as records by column, as a CSV reader with `columns: true` gives them. */
const records = (rows: readonly PricedOptionRow[]) => {
  const [header = [], ...body] = priceSheetCells(rows);
  return body.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])));
};

function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing row');
  return value;
}

const byId = (rows: readonly PricedOptionRow[]) => new Map(rows.map((r) => [r.id, r]));

describe('the price sheet', () => {
  it('reads back its own export as no change at all (round trip)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.uuid({ version: 4 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.string(),
        (ids, pence, name) => {
          const rows = ids.map((id, i) => row({ id, pricePerWeekPence: pence + i, residence: name, version: i + 1 }));
          expect(planPriceImport(records(rows), byId(rows))).toEqual({
            changes: [],
            refused: [],
            unchanged: rows.length,
          });
        },
      ),
    );
  });

  it('turns any amount of pence into pounds with two decimals and back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (pence) => {
        expect(penceFromPounds((pence / 100).toFixed(2))).toBe(pence);
      }),
    );
    expect(penceFromPounds('£1,189.5')).toBe(118950);
    for (const bad of ['', '-5', '12.345', 'abc', '1e5', '0x10', '18 9']) expect(penceFromPounds(bad)).toBeNull();
  });

  it('never writes a cell a spreadsheet would run', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(neutralisedCell(text)).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
    const [, cells] = priceSheetCells([row({ residence: '=cmd|" /C calc"!A0', roomType: '@SUM(A1)' })]);
    expect(cells?.[2]).toBe(`'=cmd|" /C calc"!A0`);
    expect(cells?.[3]).toBe("'@SUM(A1)");
  });

  it('shows a price change field by field, before -> after', () => {
    const now = row();
    const [edited] = records([row({ pricePerWeekPence: 25500, soldOut: true })]);
    const plan = planPriceImport([defined(edited)], byId([now]));
    expect(plan.refused).toEqual([]);
    expect(plan.changes[0]?.fields).toEqual([
      { field: 'pricePerWeekPence', before: '£249.00', after: '£255.00' },
      { field: 'soldOut', before: 'no', after: 'yes' },
    ]);
    expect(plan.changes[0]?.after.pricePerWeekPence).toBe(25500);
  });

  it('refuses hostile and broken rows, each with its reason, and keeps the good ones', () => {
    const options = Array.from({ length: 8 }, (_, i) => row({ id: `00000000-0000-4000-8000-0000000b000${i}` }));
    const [r0, r1, r2, r3, r4, r5, r6, r7] = records(options);
    const plan = planPriceImport(
      [
        { ...defined(r0), price_per_week: '255.00' },
        { ...defined(r1), price_per_week: 'twelve' },
        { ...defined(r2), end_date: '2026-09-01' },
        { ...defined(r3), price_per_week: '260.00', version: '1' },
        { ...defined(r4), option_id: 'ffffffff-0000-4000-8000-000000000000', price_per_week: '1.00' },
        { ...defined(r5), residence: '=cmd|" /C calc"!A0' },
        { ...defined(r6), price_per_week: '-1.00' },
        { ...defined(r7), option_id: '' },
      ],
      byId(options),
    );
    expect(plan.changes.map((ch) => ch.line)).toEqual([2]);
    const reasons = Object.fromEntries(plan.refused.map((r) => [r.line, r.reason]));
    expect(reasons[3]).toContain('is not an amount of pounds');
    expect(reasons[4]).toContain('The let must end after it starts.');
    expect(reasons[5]).toContain('changed since the export');
    expect(reasons[6]).toContain('No tenancy option has the id');
    expect(reasons[7]).toContain('formula');
    expect(reasons[8]).toContain('not an amount of pounds');
    expect(reasons[9]).toContain('no option_id');
  });

  it('refuses an option that appears twice, on both rows', () => {
    const a = row();
    const [ra] = records([a]);
    const plan = planPriceImport(
      [
        { ...defined(ra), price_per_week: '1.00' },
        { ...defined(ra), price_per_week: '2.00' },
      ],
      byId([a]),
    );
    expect(plan.changes).toEqual([]);
    expect(plan.refused.map((r) => r.line)).toEqual([2, 3]);
  });

  it('refuses a sheet without the columns it needs, or with too many rows', () => {
    expect(sheetIssue([...PRICE_SHEET_COLUMNS], 10)).toBeNull();
    expect(sheetIssue(['option_id', 'price_per_week'], 1)).toContain('no academic_year');
    expect(sheetIssue([...PRICE_SHEET_COLUMNS], 5_001)).toContain('at most 5000');
  });
});
