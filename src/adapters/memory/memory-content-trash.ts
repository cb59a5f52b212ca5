import type { TrashKind } from '../../domain/content/trash';
import type { AuditEntry } from '../../domain/staff/audit-entry';
import type { AuditLog } from '../../ports/audit-log.port';
import type { ContentTrash, TrashedRecord, TrashMove, TrashRestore } from '../../ports/content-trash.port';

/** What the memory editors give the trash: a record taken out at its version, and put back as a draft. */
export interface TrashableRows {
  take(kind: TrashKind, id: string, version: number): object | 'stale' | 'not_found';
  putBackAsDraft(kind: TrashKind, row: object): 'restored' | 'slug_taken' | 'reference_gone';
}

/** The trash in memory (tests and QA), over the memory editors' own records. */
export class MemoryContentTrash implements ContentTrash {
  private readonly kept = new Map<string, { readonly record: TrashedRecord; readonly row: object }>();

  private readonly sources: { page?: TrashableRows; content?: TrashableRows };

  /** `page` keeps pages, `content` posts, offers and FAQs; either may be attached later (QA builds them apart). */
  constructor(
    sources: { readonly page?: TrashableRows; readonly content?: TrashableRows },
    private readonly audit: AuditLog,
  ) {
    this.sources = { ...sources };
  }

  attach(which: 'page' | 'content', rows: TrashableRows): void {
    this.sources[which] = rows;
  }

  private source(kind: TrashKind): TrashableRows {
    const rows = kind === 'page' ? this.sources.page : this.sources.content;
    if (!rows) throw new Error(`No ${kind === 'page' ? 'pages' : 'posts'} attached to the memory trash`);
    return rows;
  }

  async moveToTrash(
    kind: TrashKind,
    id: string,
    version: number,
    deletion: { readonly name: string; readonly at: string; readonly staffId: string | null; readonly by: string },
    audit: AuditEntry,
  ): Promise<TrashMove> {
    const row = this.source(kind).take(kind, id, version);
    if (row === 'stale' || row === 'not_found') return { outcome: row };
    const record: TrashedRecord = { kind, id, name: deletion.name, deletedAt: deletion.at, deletedBy: deletion.by };
    this.kept.set(`${kind}:${id}`, { record, row });
    await this.audit.record(audit);
    return { outcome: 'trashed', record };
  }

  async list(): Promise<readonly TrashedRecord[]> {
    return [...this.kept.values()]
      .map((k) => k.record)
      .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt) || a.id.localeCompare(b.id));
  }

  async get(kind: TrashKind, id: string): Promise<TrashedRecord | null> {
    return this.kept.get(`${kind}:${id}`)?.record ?? null;
  }

  async restore(kind: TrashKind, id: string, audit: AuditEntry): Promise<TrashRestore> {
    const kept = this.kept.get(`${kind}:${id}`);
    if (!kept) return { outcome: 'not_found' };
    const outcome = this.source(kind).putBackAsDraft(kind, kept.row);
    if (outcome !== 'restored') return { outcome };
    this.kept.delete(`${kind}:${id}`);
    await this.audit.record(audit);
    return { outcome };
  }

  async purge(cutoff: string, audit: (record: TrashedRecord) => AuditEntry): Promise<readonly TrashedRecord[]> {
    const due = [...this.kept.values()]
      .map((k) => k.record)
      .filter((r) => Date.parse(r.deletedAt) <= Date.parse(cutoff));
    for (const r of due) {
      this.kept.delete(`${r.kind}:${r.id}`);
      await this.audit.record(audit(r));
    }
    return due;
  }
}
