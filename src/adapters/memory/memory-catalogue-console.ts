import { staleMessage, tenancyOptionIssues } from '../../domain/catalogue/catalogue-editing';
import type { CatalogueSlice } from '../../domain/catalogue/catalogue-records';
import { type PricedOptionRow, planPriceImport } from '../../domain/catalogue/price-sheet';
import type { AuditEntry } from '../../domain/staff/audit-entry';
import type {
  CatalogueConsole,
  ConsoleDelete,
  ConsoleSave,
  PriceApply,
  PriceApplyChoice,
  PricePreview,
} from '../../ports/catalogue-console.port';
import type { CatalogueEntities, CatalogueEntity, NewRecord } from '../../ports/catalogue-editor.port';
import { MemoryAuditLog } from './memory-audit-log';
import { MemoryCatalogueEditor } from './memory-catalogue-editor.adapter';

const entry = (entity: string, entityId: string): AuditEntry => ({
  at: 0,
  staffId: null,
  actor: 'someone@example.com',
  action: 'update',
  entity,
  entityId,
  summary: '',
  before: null,
  after: null,
  ip: null,
});

/**
 * The console's catalogue in memory, for UI tests and QA: versioned records, the tenancy-option
 * rules, stale saves refused, and the price sheet read as rows of cells (no CSV text parsing: lines
 * split on commas, enough for the scenarios). `failing` makes every call reject (the API down).
 */
export class MemoryCatalogueConsole implements CatalogueConsole {
  readonly priceSheetUrl = '/api/admin/catalogue/prices.csv';
  readonly editor: MemoryCatalogueEditor;
  failing = false;

  constructor(slice?: CatalogueSlice) {
    this.editor = new MemoryCatalogueEditor(new MemoryAuditLog(), slice);
  }

  private check(): void {
    if (this.failing) throw new Error('The server could not do that just now. Please try again.');
  }

  async list<K extends CatalogueEntity>(kind: K, where: Readonly<Record<string, string>> = {}) {
    this.check();
    return (await this.editor.list(kind)).filter((r) =>
      Object.entries(where).every(([k, v]) => String((r as unknown as Record<string, unknown>)[k]) === v),
    );
  }

  async get<K extends CatalogueEntity>(kind: K, id: string) {
    this.check();
    return this.editor.get(kind, id);
  }

  async create<K extends CatalogueEntity>(kind: K, fields: Readonly<Record<string, unknown>>): Promise<ConsoleSave<K>> {
    this.check();
    const created = await this.editor.create(kind, fields as unknown as NewRecord<K>, (r) => entry(kind, r.id));
    if (created.outcome === 'slug_taken')
      return {
        kind: 'invalid',
        message: 'Check the highlighted fields.',
        fields: { slug: 'This address is already used.' },
      };
    return { kind: 'saved', record: created.record };
  }

  async update<K extends CatalogueEntity>(
    kind: K,
    id: string,
    version: number,
    changes: Readonly<Record<string, unknown>>,
  ): Promise<ConsoleSave<K>> {
    this.check();
    const current = await this.editor.get(kind, id);
    if (!current) return { kind: 'refused', message: 'That record does not exist.' };
    if (kind === 'tenancy_option') {
      const issues = tenancyOptionIssues({ ...(current as CatalogueEntities['tenancy_option']), ...changes });
      if (Object.keys(issues).length > 0)
        return { kind: 'invalid', message: 'Check the highlighted fields.', fields: issues };
    }
    const saved = await this.editor.update(kind, id, version, changes as Partial<NewRecord<K>>, entry(kind, id));
    if (saved.outcome === 'saved') return { kind: 'saved', record: saved.record };
    if (saved.outcome === 'stale')
      return { kind: 'stale', message: staleMessage({ actor: 'someone@example.com', at: 0 }), current: saved.current };
    return { kind: 'refused', message: 'That was refused.' };
  }

  async remove(kind: CatalogueEntity, id: string, version: number): Promise<ConsoleDelete> {
    this.check();
    const removed = await this.editor.remove(kind, id, version, entry(kind, id));
    if (removed.outcome === 'deleted') return { kind: 'deleted' };
    if (removed.outcome === 'stale') return { kind: 'stale', message: staleMessage(null) };
    return { kind: 'refused', message: removed.outcome === 'in_use' ? 'This city has residences.' : 'Not found.' };
  }

  private async rows(): Promise<Map<string, PricedOptionRow>> {
    const options = await this.editor.list('tenancy_option');
    return new Map(options.map((o) => [o.id, { ...o, city: '', residence: '', roomType: '' }]));
  }

  private records(csv: string): Record<string, string>[] {
    const [header = '', ...lines] = csv
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .filter(Boolean);
    const names = header.split(',');
    return lines.map((line) => {
      const cells = line.split(',');
      return Object.fromEntries(names.map((n, i) => [n, cells[i] ?? '']));
    });
  }

  async previewPrices(csv: string): Promise<PricePreview> {
    this.check();
    if (!csv.startsWith('option_id')) return { kind: 'refused', message: 'The sheet has no option_id column.' };
    return { kind: 'plan', plan: planPriceImport(this.records(csv), await this.rows()) };
  }

  async applyPrices(csv: string, choice: PriceApplyChoice = {}): Promise<PriceApply> {
    const preview = await this.previewPrices(csv);
    if (preview.kind === 'refused') return preview;
    if (preview.plan.refused.length > 0 && !choice.skipRefused)
      return { kind: 'refused', message: 'Some rows are refused, so nothing was applied.' };
    const result = await this.editor.updateTenancyOptions(
      preview.plan.changes.map((c) => ({ id: c.optionId, version: c.version, fields: c.after })),
      [],
    );
    return result.outcome === 'applied'
      ? { kind: 'applied', count: result.count }
      : { kind: 'refused', message: 'An option changed meanwhile; nothing was applied.' };
  }
}
