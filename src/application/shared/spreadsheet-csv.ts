import { stringify } from 'csv-stringify/sync';

/**
 * Cells as a CSV file a spreadsheet opens as it should: a byte-order mark first, so the pound signs
 * and accents read as UTF-8, and Windows line ends. The cells are the domain's, already neutralised
 * where a spreadsheet would run them as formulas.
 */
export function spreadsheetCsv(cells: readonly (readonly string[])[]): string {
  return `\uFEFF${stringify(cells as string[][], { record_delimiter: 'windows' })}`;
}
