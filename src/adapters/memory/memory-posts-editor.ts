import type { SlugRedirect } from '../../domain/catalogue/catalogue-editing';
import type { AuditEntry } from '../../domain/staff/audit-entry';
import type { AuditLog } from '../../ports/audit-log.port';
import type {
  ContentChanges,
  ContentCreateResult,
  ContentDeleteResult,
  ContentEntities,
  ContentEntity,
  ContentReference,
  ContentUpdateResult,
  FaqPosition,
  NewContent,
  PostsEditor,
} from '../../ports/posts-editor.port';

/** What the memory editor starts with: records, and the ids of the pictures, cities and residences they may name. */
export interface PostsEditorSeed {
  readonly posts?: readonly ContentEntities['post'][];
  readonly faqs?: readonly ContentEntities['faq'][];
  readonly offers?: readonly ContentEntities['offer'][];
  readonly references?: Partial<Record<ContentReference, readonly string[]>>;
}

/** Posts, FAQs and offers being edited, in memory (tests and QA); the audit entries go to the given log. */
export class MemoryPostsEditor implements PostsEditor {
  private readonly tables: { [K in ContentEntity]: Map<string, ContentEntities[K]> };
  private readonly redirects = new Map<string, string>();
  private readonly references: Record<ContentReference, Set<string>>;

  constructor(
    private readonly audit: AuditLog,
    seed: PostsEditorSeed = {},
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {
    this.tables = {
      post: new Map((seed.posts ?? []).map((r) => [r.id, r])),
      faq: new Map((seed.faqs ?? []).map((r) => [r.id, r])),
      offer: new Map((seed.offers ?? []).map((r) => [r.id, r])),
    };
    this.references = {
      media: new Set(seed.references?.media),
      city: new Set(seed.references?.city),
      property: new Set(seed.references?.property),
    };
  }

  private table<K extends ContentEntity>(kind: K): Map<string, ContentEntities[K]> {
    return this.tables[kind] as Map<string, ContentEntities[K]>;
  }

  /** Post and offer slugs are unique; FAQs have none. */
  private clashes<K extends ContentEntity>(kind: K, record: ContentEntities[K]): boolean {
    if (kind === 'faq') return false;
    const slug = (r: ContentEntities[K]) => (r as { slug?: string }).slug;
    return [...this.table(kind).values()].some((o) => o.id !== record.id && slug(o) === slug(record));
  }

  async list<K extends ContentEntity>(kind: K) {
    return [...this.table(kind).values()];
  }

  async get<K extends ContentEntity>(kind: K, id: string) {
    return this.table(kind).get(id) ?? null;
  }

  async create<K extends ContentEntity>(
    kind: K,
    fields: NewContent<K>,
    audit: (created: ContentEntities[K]) => AuditEntry,
  ): Promise<ContentCreateResult<K>> {
    const record = { ...fields, id: this.newId(), version: 1 } as unknown as ContentEntities[K];
    if (this.clashes(kind, record)) return { outcome: 'slug_taken' };
    this.table(kind).set(record.id, record);
    await this.audit.record(audit(record));
    return { outcome: 'created', record };
  }

  async update<K extends ContentEntity>(
    kind: K,
    id: string,
    version: number,
    changes: ContentChanges<K>,
    audit: AuditEntry,
    redirects: readonly SlugRedirect[] = [],
  ): Promise<ContentUpdateResult<K>> {
    const current = this.table(kind).get(id);
    if (!current) return { outcome: 'not_found' };
    if (current.version !== version) return { outcome: 'stale', current };
    const record = { ...current, ...changes, id, version: version + 1 } as ContentEntities[K];
    if (this.clashes(kind, record)) return { outcome: 'slug_taken' };
    this.table(kind).set(id, record);
    for (const r of redirects) this.redirects.set(r.fromPath, r.toPath);
    await this.audit.record(audit);
    return { outcome: 'saved', record };
  }

  async remove<K extends ContentEntity>(
    kind: K,
    id: string,
    version: number,
    audit: AuditEntry,
  ): Promise<ContentDeleteResult<K>> {
    const current = this.table(kind).get(id);
    if (!current) return { outcome: 'not_found' };
    if (current.version !== version) return { outcome: 'stale', current };
    this.table(kind).delete(id);
    await this.audit.record(audit);
    return { outcome: 'deleted' };
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
    const faqs = this.tables.faq;
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

  async listRedirects() {
    return [...this.redirects].map(([fromPath, toPath]) => ({ fromPath, toPath }));
  }
}
