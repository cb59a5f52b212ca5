import { type FieldIssues, type TenancyOptionFields, tenancyOptionIssues } from './catalogue-editing';

/**
 * Prices in bulk (issue 18 item 6): tenancy options as the rows of a spreadsheet, and an edited
 * sheet read back as a plan: every change (field by field, before -> after) and every refused row
 * with its reason, before anything is applied. The CSV text itself is read and written by a CSV
 * library in the application; these rules see cells.
 */

/** The sheet's columns, in order. */
export const PRICE_SHEET_COLUMNS = [
  'option_id',
  'city',
  'residence',
  'room_type',
  'academic_year',
  'weeks',
  'start_date',
  'end_date',
  'price_per_week',
  'billing_frequency',
  'currency',
  'rooms_available',
  'sold_out',
  'version',
] as const;

export type PriceSheetColumn = (typeof PRICE_SHEET_COLUMNS)[number];

/** The columns an import needs; the names (city, residence, room type) are for people and are not read back. */
const requiredColumns: readonly PriceSheetColumn[] = PRICE_SHEET_COLUMNS.filter(
  (c) => c !== 'city' && c !== 'residence' && c !== 'room_type',
);

/** A tenancy option as the sheet shows it, with where it is and the version it was read at. */
export interface PricedOptionRow extends TenancyOptionFields {
  readonly id: string;
  readonly city: string;
  readonly residence: string;
  readonly roomType: string;
  readonly version: number;
}

/** The most rows one import takes. */
export const MAX_SHEET_ROWS = 5_000;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first) is
 * written with a leading apostrophe, so opening the export runs nothing (CSV injection).
 */
export function neutralisedCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Pence as pounds with two decimals, no symbol or separators: 18950 -> "189.50". */
export function poundsText(pence: number): string {
  return (pence / 100).toFixed(2);
}

/** The sheet's rows, the header first; every cell neutralised. */
export function priceSheetCells(rows: readonly PricedOptionRow[]): string[][] {
  const body = rows.map((r) => [
    r.id,
    r.city,
    r.residence,
    r.roomType,
    r.academicYear,
    String(r.weeks),
    r.startDate,
    r.endDate,
    poundsText(r.pricePerWeekPence),
    r.billingFrequency,
    r.currency,
    String(r.roomsAvailable),
    r.soldOut ? 'yes' : 'no',
    String(r.version),
  ]);
  return [[...PRICE_SHEET_COLUMNS], ...body.map((cells) => cells.map(neutralisedCell))];
}

/** One field's change. */
export interface FieldChange {
  readonly field: keyof TenancyOptionFields;
  readonly before: string;
  readonly after: string;
}

/** An accepted row: the option's new fields, as of the version it was exported at. */
export interface PriceChange {
  readonly line: number;
  readonly optionId: string;
  readonly label: string;
  readonly version: number;
  readonly before: TenancyOptionFields;
  readonly after: TenancyOptionFields;
  readonly fields: readonly FieldChange[];
}

export interface RefusedRow {
  readonly line: number;
  readonly optionId: string;
  /** The row as people name it ("Square Gardens · Gold En-suite · 51 weeks from 5 Sep 2026"), never an id. */
  readonly label: string;
  readonly reason: string;
}

export interface PricePlan {
  readonly changes: readonly PriceChange[];
  readonly refused: readonly RefusedRow[];
  /** Rows read that change nothing. */
  readonly unchanged: number;
}

/** What is wrong with the sheet as a whole (no rows are read): a missing column, too many rows. */
export function sheetIssue(header: readonly string[], rowCount: number): string | null {
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = requiredColumns.filter((c) => !names.includes(c));
  if (missing.length > 0) return `The sheet has no ${missing.join(', ')} column. Start from an export.`;
  if (rowCount > MAX_SHEET_ROWS) return `A sheet may hold at most ${MAX_SHEET_ROWS} rows; this one has ${rowCount}.`;
  return null;
}

const fieldLabels: Readonly<Record<keyof TenancyOptionFields, string>> = {
  academicYear: 'academic_year',
  weeks: 'weeks',
  startDate: 'start_date',
  endDate: 'end_date',
  pricePerWeekPence: 'price_per_week',
  billingFrequency: 'billing_frequency',
  currency: 'currency',
  roomsAvailable: 'rooms_available',
  soldOut: 'sold_out',
};

/** "189.50", "£1,189.5", "189", "£ 189.50" -> pence; null when it is not an amount of pounds. */
export function penceFromPounds(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^£\s*/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A date cell as a spreadsheet in the UK writes it, as an ISO date: "2026-09-05" as it is, and
 * day first otherwise ("05/09/2026", "5/9/2026", "05-09-2026", "05.09.2026" are 5 September 2026).
 * Null when it is not a day of the calendar.
 */
export function isoDateFromCell(text: string): string | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const uk = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  if (uk) return calendarDate(Number(uk[3]), Number(uk[2]), Number(uk[1]));
  return null;
}

/** An ISO date as people in the UK read it: "2026-09-05" -> "5 Sep 2026" (the text itself when it is not a date). */
export function ukDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = m ? monthNames[Number(m[2]) - 1] : undefined;
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : iso;
}

/** A tenancy option as people name it: "Square Gardens · Gold En-suite · 51 weeks from 5 Sep 2026". */
export function optionLabel(o: {
  readonly residence: string;
  readonly roomType: string;
  readonly weeks: number | string;
  readonly startDate: string;
}): string {
  return [o.residence, o.roomType, `${o.weeks} weeks from ${ukDate(o.startDate)}`].filter((p) => p !== '').join(' · ');
}

/**
 * The separator of a sheet from its first line: a spreadsheet set to a European locale saves with
 * ";", some with a tab; a comma otherwise. Separators inside quotes do not count.
 */
export function sheetDelimiter(text: string): ',' | ';' | '\t' {
  const firstLine = (text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const count = (c: string) => firstLine.split(c).length - 1;
  const candidates = [',', ';', '\t'] as const;
  return candidates.reduce((best, c) => (count(c) > count(best) ? c : best), ',' as ',' | ';' | '\t');
}

const wholeNumber = (text: string): number | null => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null);

function yesNo(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(t)) return true;
  if (['no', 'n', 'false', '0', ''].includes(t)) return false;
  return null;
}

/** A cell a spreadsheet would run (a formula); the export's own apostrophe marks a neutralised cell. */
const formulaCell = (value: string): boolean => /^[=+@\t\r]/.test(value) || /^-[^\d]/.test(value);

function showField(field: keyof TenancyOptionFields, value: TenancyOptionFields[keyof TenancyOptionFields]): string {
  if (field === 'pricePerWeekPence') return `£${poundsText(Number(value))}`;
  if (field === 'soldOut') return value ? 'yes' : 'no';
  return String(value);
}

/**
 * The plan for an edited sheet against the options as they are now: a row is refused with its
 * reason (an unknown or repeated id, a cell that is not a number or a date, a formula, a version
 * older than the option's, a rule of tenancy options broken), changes nothing, or is a change.
 * `records` are the sheet's rows by column name, in order (line 2 is the first after the header).
 */
export function planPriceImport(
  records: readonly Readonly<Record<string, string | undefined>>[],
  current: ReadonlyMap<string, PricedOptionRow>,
): PricePlan {
  const changes: PriceChange[] = [];
  const refused: RefusedRow[] = [];
  let unchanged = 0;
  const counts = new Map<string, number>();
  for (const r of records) {
    const id = (r.option_id ?? '').trim().toLowerCase();
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const planRow = (record: Readonly<Record<string, string | undefined>>, index: number): boolean => {
    const line = index + 2;
    const optionId = (record.option_id ?? '').trim().toLowerCase();
    /** Refuses the row; false, for `return refuse(...)`. */
    const cell = (column: PriceSheetColumn) => record[column] ?? '';
    const known = current.get(optionId);
    const label = known
      ? optionLabel(known)
      : cell('residence').trim() || cell('room_type').trim()
        ? optionLabel({
            residence: cell('residence').trim(),
            roomType: cell('room_type').trim(),
            weeks: cell('weeks').trim(),
            startDate: isoDateFromCell(cell('start_date')) ?? cell('start_date').trim(),
          })
        : `Row ${line}`;
    const refuse = (reason: string): false => {
      refused.push({ line, optionId, label, reason });
      return false;
    };
    const formula = PRICE_SHEET_COLUMNS.find((c) => formulaCell(record[c] ?? ''));
    if (formula) return refuse(`The ${formula} cell is a spreadsheet formula; type the value itself.`);
    if (optionId === '') return refuse('The row has no option_id.');
    const now = current.get(optionId);
    if (!now) return refuse(`No tenancy option has the id ${optionId}.`);
    if ((counts.get(optionId) ?? 0) > 1) return refuse('This option appears on more than one row; keep one.');
    const version = wholeNumber(cell('version'));
    if (version === null) return refuse('The version cell must be the number the export gave.');
    const price = penceFromPounds(cell('price_per_week'));
    if (price === null)
      return refuse(`The price "${cell('price_per_week')}" is not an amount of pounds such as 189.50.`);
    const weeks = wholeNumber(cell('weeks'));
    if (weeks === null) return refuse(`Weeks "${cell('weeks')}" is not a whole number.`);
    const rooms = wholeNumber(cell('rooms_available'));
    if (rooms === null) return refuse(`Rooms available "${cell('rooms_available')}" is not a whole number.`);
    const soldOut = yesNo(cell('sold_out'));
    if (soldOut === null) return refuse(`Sold out "${cell('sold_out')}" is not yes or no.`);
    const startDate = isoDateFromCell(cell('start_date'));
    if (startDate === null)
      return refuse(`The start date "${cell('start_date')}" is not a date such as 05/09/2026 or 2026-09-05.`);
    const endDate = isoDateFromCell(cell('end_date'));
    if (endDate === null)
      return refuse(`The end date "${cell('end_date')}" is not a date such as 27/08/2027 or 2027-08-27.`);
    const after: TenancyOptionFields = {
      academicYear: cell('academic_year').trim(),
      weeks,
      startDate,
      endDate,
      pricePerWeekPence: price,
      billingFrequency: cell('billing_frequency').trim().toLowerCase(),
      currency: cell('currency').trim().toUpperCase(),
      roomsAvailable: rooms,
      soldOut,
    };
    const before = fieldsOf(now);
    const fields = (Object.keys(fieldLabels) as (keyof TenancyOptionFields)[])
      .filter((f) => before[f] !== after[f])
      .map((field) => ({ field, before: showField(field, before[field]), after: showField(field, after[field]) }));
    if (fields.length === 0) {
      unchanged += 1;
      return true;
    }
    if (version !== now.version)
      return refuse(
        `This option changed since the export (version ${version}, now ${now.version}); export again and redo this row.`,
      );
    const issues: FieldIssues = tenancyOptionIssues(after);
    const problems = Object.entries(issues);
    if (problems.length > 0)
      return refuse(
        problems
          .map(([field, message]) => `${fieldLabels[field as keyof TenancyOptionFields] ?? field}: ${message}`)
          .join(' '),
      );
    changes.push({
      line,
      optionId,
      label: optionLabel(now),
      version,
      before,
      after,
      fields,
    });
    return true;
  };
  for (const [index, record] of records.entries()) planRow(record, index);
  return { changes, refused, unchanged };
}

/** The editable fields of a row. */
export function fieldsOf(o: TenancyOptionFields): TenancyOptionFields {
  return {
    academicYear: o.academicYear,
    weeks: o.weeks,
    startDate: o.startDate,
    endDate: o.endDate,
    pricePerWeekPence: o.pricePerWeekPence,
    billingFrequency: o.billingFrequency,
    currency: o.currency,
    roomsAvailable: o.roomsAvailable,
    soldOut: o.soldOut,
  };
}
