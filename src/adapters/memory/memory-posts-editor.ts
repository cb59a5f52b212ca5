import type { AuditEntry } from '../../domain/staff/audit-entry';
import type { AuditLog } from '../../ports/audit-log.port';
import type {
  ContentEntities,
  ContentEntity,
  ContentReference,
  FaqPosition,
  PostsEditor,
} from '../../ports/posts-editor.port';
import { MemoryVersionedRecords } from './memory-versioned-records';

/** What the memory editor starts with: records, and the ids of the pictures, cities and residences they may name. */
export interface PostsEditorSeed {
  readonly posts?: readonly ContentEntities['post'][];
  readonly faqs?: readonly ContentEntities['faq'][];
  readonly offers?: readonly ContentEntities['offer'][];
  readonly references?: Partial<Record<ContentReference, readonly string[]>>;
}

/** Posts, FAQs and offers being edited, in memory (tests and QA); the audit entries go to the given log. */
export class MemoryPostsEditor extends MemoryVersionedRecords<ContentEntities> implements PostsEditor {
  private readonly references: Record<ContentReference, Set<string>>;

  constructor(audit: AuditLog, seed: PostsEditorSeed = {}, newId: () => string = () => crypto.randomUUID()) {
    // Post and offer slugs are unique; FAQs have none.
    super(audit, { post: (r) => r.slug, offer: (r) => r.slug }, newId);
    for (const r of seed.posts ?? []) this.table('post').set(r.id, r);
    for (const r of seed.faqs ?? []) this.table('faq').set(r.id, r);
    for (const r of seed.offers ?? []) this.table('offer').set(r.id, r);
    this.references = {
      media: new Set(seed.references?.media),
      city: new Set(seed.references?.city),
      property: new Set(seed.references?.property),
    };
  }

  /** A picture, city or residence deleted elsewhere (tests). */
  forget(reference: ContentReference, id: string): void {
    this.references[reference].delete(id);
  }

  /** The trash's side (MemoryContentTrash): takes the record out if still at `version`. */
  take(kind: ContentEntity, id: string, version: number): object | 'stale' | 'not_found' {
    const current = this.table(kind).get(id);
    if (!current) return 'not_found';
    if (current.version !== version) return 'stale';
    this.table(kind).delete(id);
    return current;
  }

  /** Puts a record taken by `take` back as a draft, its version raised, unless its address or residence is gone. */
  putBackAsDraft(kind: ContentEntity, row: object): 'restored' | 'slug_taken' | 'reference_gone' {
    const kept = row as ContentEntities[ContentEntity];
    const record = { ...kept, status: 'draft', version: kept.version + 1 } as ContentEntities[typeof kind];
    if (this.clashes(kind, record)) return 'slug_taken';
    const named = record as { propertyId?: string | null; cityId?: string | null };
    if (
      (named.propertyId && !this.references.property.has(named.propertyId)) ||
      (named.cityId && !this.references.city.has(named.cityId))
    )
      return 'reference_gone';
    this.table(kind).set(record.id, record);
    return 'restored';
  }

  async reposition(positions: readonly FaqPosition[], audit: AuditEntry) {
    const faqs = this.table('faq');
    if (positions.some((p) => faqs.get(p.id)?.version !== p.version)) return { outcome: 'stale' } as const;
    for (const p of positions) {
      const current = faqs.get(p.id);
      if (current) faqs.set(p.id, { ...current, position: p.position, version: p.version + 1 });
    }
    await this.audit.record(audit);
    return { outcome: 'moved' } as const;
  }

  async exists(reference: ContentReference, id: string) {
    return this.references[reference].has(id);
  }
}
