import { parse } from 'csv-parse/sync';
import {
  fieldsOf,
  MAX_SHEET_ROWS,
  type PricedOptionRow,
  type PricePlan,
  planPriceImport,
  priceSheetCells,
  sheetDelimiter,
  sheetIssue,
} from '../../domain/catalogue/price-sheet';
import { type AuditEntry, auditEntry } from '../../domain/staff/audit-entry';
import type { CatalogueChanges, CatalogueEditor } from '../../ports/catalogue-editor.port';
import type { Clock } from '../../ports/clock.port';
import { spreadsheetCsv } from '../shared/spreadsheet-csv';
import type { Actor } from './edit-catalogue.use-case';

export type PreviewOutcome =
  | { readonly outcome: 'plan'; readonly plan: PricePlan }
  /** The text is not a sheet this import reads: nothing was looked at row by row. */
  | { readonly outcome: 'unreadable'; readonly message: string };

export type ApplyOutcome =
  | { readonly outcome: 'applied'; readonly count: number; readonly refused: PricePlan['refused'] }
  | { readonly outcome: 'unreadable'; readonly message: string }
  /** An option changed between the preview and now: nothing was applied. */
  | { readonly outcome: 'stale'; readonly message: string }
  /** The sheet has refused rows and the operator did not choose to apply only the good ones: nothing was applied. */
  | { readonly outcome: 'has_refused_rows'; readonly message: string; readonly refused: PricePlan['refused'] };

export interface ApplyChoice {
  /** Apply the good rows of a sheet that has refused rows (the operator chose so after seeing the count). */
  readonly skipRefused?: boolean;
}

/** The largest sheet taken, in characters (about 200 bytes a row). */
export const MAX_SHEET_CHARS = 2_000_000;

/**
 * Prices in bulk (issue 18 item 6), with csv-parse and csv-stringify (ADR 044): the tenancy options
 * as a CSV sheet, and an edited sheet previewed (every change, every refused row with its reason)
 * and then applied, the accepted changes in one transaction with an audit entry each. The preview
 * and the apply read the same text against the catalogue as it is then; nothing is kept between.
 */
export class PriceSheet {
  constructor(
    private readonly editor: CatalogueEditor,
    private readonly changes: CatalogueChanges,
    private readonly clock: Clock,
  ) {}

  async exportCsv(): Promise<string> {
    const rows = [...(await this.rows()).values()].sort(
      (a, b) =>
        a.city.localeCompare(b.city) ||
        a.residence.localeCompare(b.residence) ||
        a.roomType.localeCompare(b.roomType) ||
        a.startDate.localeCompare(b.startDate) ||
        a.id.localeCompare(b.id),
    );
    return spreadsheetCsv(priceSheetCells(rows));
  }

  async preview(csv: string): Promise<PreviewOutcome> {
    const read = readSheet(csv);
    if ('message' in read) return { outcome: 'unreadable', message: read.message };
    return { outcome: 'plan', plan: planPriceImport(read.records, await this.rows()) };
  }

  /**
   * Applies the sheet's changes in one transaction. A sheet with a refused row applies nothing
   * (never half a sheet) unless `skipRefused` says to apply only the good rows.
   */
  async apply(csv: string, actor: Actor, choice: ApplyChoice = {}): Promise<ApplyOutcome> {
    const previewed = await this.preview(csv);
    if (previewed.outcome === 'unreadable') return previewed;
    const { changes, refused } = previewed.plan;
    if (refused.length > 0 && !choice.skipRefused)
      return {
        outcome: 'has_refused_rows',
        message: `${refused.length} row${refused.length === 1 ? ' is' : 's are'} refused, so nothing was applied. Mend ${refused.length === 1 ? 'it' : 'them'}, or choose to apply only the ${changes.length} good row${changes.length === 1 ? '' : 's'}.`,
        refused,
      };
    if (changes.length === 0) return { outcome: 'applied', count: 0, refused };
    const at = this.clock.now();
    const audit: AuditEntry[] = changes.map((change) =>
      auditEntry(at, actor, {
        action: 'import',
        entity: 'tenancy_option',
        entityId: change.optionId,
        summary: `${change.label}: ${change.fields.map((f) => `${f.field} ${f.before} -> ${f.after}`).join('; ')}`,
        // The name is kept with the entry, so the log still reads well once the residence is gone.
        before: { ...change.before, version: change.version, displayName: change.label },
        after: { ...change.after, version: change.version + 1, displayName: change.label },
      }),
    );
    const result = await this.editor.updateTenancyOptions(
      changes.map((c) => ({ id: c.optionId, version: c.version, fields: c.after })),
      audit,
    );
    if (result.outcome === 'stale')
      return {
        outcome: 'stale',
        message: `${changes.find((c) => c.optionId === result.id)?.label ?? 'An option'} changed while you were looking at the preview; nothing was applied. Preview again.`,
      };
    this.changes.changed();
    return { outcome: 'applied', count: result.count, refused };
  }

  /** Every option with its city, residence and room type names, by id. */
  private async rows(): Promise<Map<string, PricedOptionRow>> {
    const [cities, properties, roomTypes, options] = await Promise.all([
      this.editor.list('city'),
      this.editor.list('property'),
      this.editor.list('room_type'),
      this.editor.list('tenancy_option'),
    ]);
    const byId = <T extends { readonly id: string }>(xs: readonly T[]) => new Map(xs.map((x) => [x.id, x]));
    const cityOf = byId(cities);
    const propertyOf = byId(properties);
    const roomOf = byId(roomTypes);
    const rows = new Map<string, PricedOptionRow>();
    for (const o of options) {
      const room = roomOf.get(o.roomTypeId);
      const property = room && propertyOf.get(room.propertyId);
      const city = property && cityOf.get(property.cityId);
      rows.set(o.id, {
        ...fieldsOf(o),
        id: o.id,
        city: city?.name ?? '',
        residence: property?.name ?? '',
        roomType: room?.name ?? '',
        version: o.version,
      });
    }
    return rows;
  }
}

/** The sheet's rows by column name, or why it cannot be read. */
function readSheet(csv: string): { records: Record<string, string>[] } | { message: string } {
  if (csv.length > MAX_SHEET_CHARS) return { message: 'The sheet is too large (2 MB at most).' };
  if (csv.includes('\0')) return { message: 'The file is not a CSV text file.' };
  let table: string[][];
  try {
    table = parse(csv, {
      bom: true,
      delimiter: sheetDelimiter(csv),
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: 10_000,
      to_line: MAX_SHEET_ROWS + 2,
    }) as string[][];
  } catch (error) {
    return { message: `The sheet could not be read as CSV: ${(error as Error).message.split('\n')[0]}` };
  }
  const [header = [], ...body] = table;
  const issue = sheetIssue(header, body.length);
  if (issue) return { message: issue };
  if (body.length > MAX_SHEET_ROWS) return { message: `A sheet may hold at most ${MAX_SHEET_ROWS} rows.` };
  const names = header.map((h) => h.trim().toLowerCase());
  return { records: body.map((cells) => Object.fromEntries(names.map((name, i) => [name, cells[i] ?? '']))) };
}
