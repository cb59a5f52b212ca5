import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isoDateFromCell,
  optionLabel,
  type PricedOptionRow,
  penceFromPounds,
  planPriceImport,
  priceSheetCells,
  sheetDelimiter,
  ukDate,
} from '../../../src/domain/catalogue/price-sheet';

const row = (over: Partial<PricedOptionRow> = {}): PricedOptionRow => ({
  id: '00000000-0000-4000-8000-0000000b0001',
  city: 'Manchester',
  residence: 'Square Gardens',
  roomType: 'Gold En-suite',
  academicYear: '2026/27',
  weeks: 51,
  startDate: '2026-09-05',
  endDate: '2027-08-27',
  pricePerWeekPence: 17950,
  billingFrequency: 'weekly',
  currency: 'GBP',
  roomsAvailable: 4,
  soldOut: false,
  version: 3,
  ...over,
});

const records = (rows: readonly PricedOptionRow[], edit: (r: Record<string, string>) => void = () => {}) => {
  const [header = [], ...body] = priceSheetCells(rows);
  return body.map((cells) => {
    const record = Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
    edit(record);
    return record;
  });
};

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('what spreadsheets write in price cells', () => {
  it('reads any £x.yz, however a UK spreadsheet writes it, back to the same pence', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (pence) => {
        const pounds = (pence / 100).toFixed(2);
        const grouped = Number(pounds).toLocaleString('en-GB', { minimumFractionDigits: 2 });
        for (const text of [pounds, `£${pounds}`, `£${grouped}`, ` ${grouped} `, `£ ${pounds}`])
          expect(penceFromPounds(text)).toBe(pence);
        if (pounds.endsWith('0')) expect(penceFromPounds(pounds.slice(0, -1))).toBe(pence);
      }),
    );
    expect(penceFromPounds('179.5')).toBe(17950);
    expect(penceFromPounds('£1,179.50')).toBe(117950);
  });

  it('reads UK dates day first, and ISO dates as they are', () => {
    expect(isoDateFromCell('05/09/2026')).toBe('2026-09-05');
    expect(isoDateFromCell('5/9/2026')).toBe('2026-09-05');
    expect(isoDateFromCell('05-09-2026')).toBe('2026-09-05');
    expect(isoDateFromCell('05.09.2026')).toBe('2026-09-05');
    expect(isoDateFromCell(' 2026-09-05 ')).toBe('2026-09-05');
    for (const bad of ['31/02/2026', '2026-02-30', '09/2026', '5 Sep 2026', '', '13/13/2026', '2026/09/05'])
      expect(isoDateFromCell(bad)).toBeNull();
  });

  it('reads back every day in both forms (round trip)', () => {
    fc.assert(
      fc.property(day, (iso) => {
        const [y, m, d] = iso.split('-');
        expect(isoDateFromCell(iso)).toBe(iso);
        expect(isoDateFromCell(`${d}/${m}/${y}`)).toBe(iso);
        expect(isoDateFromCell(`${Number(d)}/${Number(m)}/${y}`)).toBe(iso);
      }),
    );
  });

  it('names a day as people in the UK do', () => {
    expect(ukDate('2026-09-05')).toBe('5 Sep 2026');
    expect(ukDate('2027-12-31')).toBe('31 Dec 2027');
    expect(optionLabel(row())).toBe('Square Gardens · Gold En-suite · 51 weeks from 5 Sep 2026');
  });

  it('finds the separator of the first line, not counting quoted ones', () => {
    expect(sheetDelimiter('option_id,city,residence\r\n')).toBe(',');
    expect(sheetDelimiter('\uFEFFoption_id;city;residence\r\na;"b,c";d')).toBe(';');
    expect(sheetDelimiter('option_id\tcity\tresidence')).toBe('\t');
    expect(sheetDelimiter('"a;b;c",d,e')).toBe(',');
  });

  it('reads a sheet saved by Excel in the UK (day-first dates, 179.5, £ signs) as no change', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 999_999 }), (startDate, pence) => {
        const options = [row({ startDate, pricePerWeekPence: pence })];
        const excel = records(options, (r) => {
          const ymd = (iso: string) => iso.split('-');
          const [y, m, d] = ymd(r.start_date ?? '');
          r.start_date = `${d}/${m}/${y}`;
          const [ey, em, ed] = ymd(r.end_date ?? '');
          r.end_date = `${ed}/${em}/${ey}`;
          r.price_per_week = `£${Number(r.price_per_week).toLocaleString('en-GB')}`;
        });
        expect(planPriceImport(excel, new Map(options.map((o) => [o.id, o])))).toEqual({
          changes: [],
          refused: [],
          unchanged: 1,
        });
      }),
    );
  });

  it('names a refused row by residence, room type and tenancy, never by its id', () => {
    const option = row();
    const plan = planPriceImport(
      records([option], (r) => {
        r.price_per_week = 'lots';
      }),
      new Map([[option.id, option]]),
    );
    expect(plan.refused).toEqual([
      expect.objectContaining({
        line: 2,
        label: 'Square Gardens · Gold En-suite · 51 weeks from 5 Sep 2026',
        reason: expect.stringContaining('"lots"'),
      }),
    ]);
    const unknown = planPriceImport(
      records([row({ id: 'ffffffff-0000-4000-8000-000000000000', residence: 'Mill', roomType: 'Studio' })]),
      new Map(),
    );
    expect(unknown.refused[0]?.label).toBe('Mill · Studio · 51 weeks from 5 Sep 2026');
    expect(unknown.refused[0]?.label).not.toMatch(/[0-9a-f]{8}-/);
  });
});
