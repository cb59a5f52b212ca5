import { type TrashKind, trashDaysLeft, trashPurgeCutoff } from '../../domain/content/trash';
import { type AuditEntry, auditEntry } from '../../domain/staff/audit-entry';
import type { CatalogueChanges } from '../../ports/catalogue-editor.port';
import type { Clock } from '../../ports/clock.port';
import type { ContentTrash, TrashedRecord } from '../../ports/content-trash.port';
import type { Actor } from '../catalogue/edit-catalogue.use-case';

/** A record in the trash as the console lists it. */
export interface TrashItem extends TrashedRecord {
  /** Whole days before it is purged (0: at the next purge). */
  readonly daysLeft: number;
}

export type RestoreOutcome =
  | { readonly outcome: 'restored'; readonly item: TrashedRecord }
  | { readonly outcome: 'not_found' }
  | { readonly outcome: 'refused'; readonly message: string };

const kindWords: Readonly<Record<TrashKind, string>> = { page: 'page', post: 'post', offer: 'offer', faq: 'question' };

function entry(
  at: number,
  actor: { readonly staffId: string | null; readonly email: string; readonly ip: string | null },
  action: string,
  record: { readonly kind: TrashKind; readonly id: string },
  summary: string,
): AuditEntry {
  const facts = { action, entity: record.kind, entityId: record.id, summary: summary.slice(0, 1000) };
  return auditEntry(at, actor, { ...facts, before: null, after: null });
}

/**
 * Moves a record to the trash (the pages' and the posts' screens delete through this): off the
 * site at once, audited with its name. `stale` and `not_found` are the caller's to explain.
 */
export async function moveToTrash(
  trash: ContentTrash,
  clock: Clock,
  kind: TrashKind,
  record: { readonly id: string; readonly version: number; readonly name: string },
  actor: Actor,
): Promise<'trashed' | 'stale' | 'not_found'> {
  const at = clock.now();
  const moved = await trash.moveToTrash(
    kind,
    record.id,
    record.version,
    { name: record.name, at: new Date(at).toISOString(), staffId: actor.staffId, by: actor.email },
    entry(at, actor, 'trash', { kind, id: record.id }, `moved the ${kindWords[kind]} “${record.name}” to the trash`),
  );
  return moved.outcome;
}

/**
 * The console's Trash (issue 36 item 7, ADR 086): what was deleted in the last 30 days with the
 * days it has left, restored as a draft on request; the job runner purges the rest.
 */
export class ContentTrashDesk {
  constructor(
    private readonly trash: ContentTrash,
    private readonly changes: CatalogueChanges,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<readonly TrashItem[]> {
    const now = this.clock.now();
    return (await this.trash.list()).map((r) => ({ ...r, daysLeft: trashDaysLeft(r.deletedAt, now) }));
  }

  async restore(kind: TrashKind, id: string, actor: Actor): Promise<RestoreOutcome> {
    const item = await this.trash.get(kind, id);
    if (!item) return { outcome: 'not_found' };
    const restored = await this.trash.restore(
      kind,
      id,
      entry(
        this.clock.now(),
        actor,
        'restore',
        item,
        `restored the ${kindWords[kind]} “${item.name}” from the trash, as a draft`,
      ),
    );
    if (restored.outcome === 'not_found') return restored;
    if (restored.outcome === 'slug_taken')
      return {
        outcome: 'refused',
        message: `Another ${kindWords[kind]} has taken this one's address since. Change that one's address, then restore this.`,
      };
    if (restored.outcome === 'reference_gone')
      return {
        outcome: 'refused',
        message: `The residence or city this ${kindWords[kind]} was about has been deleted, so it cannot come back.`,
      };
    this.changes.changed();
    return { outcome: 'restored', item };
  }

  /** The job runner's: purges what has been in the trash for 30 days, each audited by name. */
  async purgeDue(): Promise<readonly TrashedRecord[]> {
    const now = this.clock.now();
    return this.trash.purge(trashPurgeCutoff(now), (r) =>
      entry(
        now,
        { staffId: null, email: 'Digs', ip: null },
        'purge',
        r,
        `purged the ${kindWords[r.kind]} “${r.name}” 30 days after ${r.deletedBy} moved it to the trash`,
      ),
    );
  }
}
