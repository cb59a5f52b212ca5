import type { PageRecord } from '../../domain/content/content-records';
import { type PageDraft, publicationDue } from '../../domain/content/page-editing';
import { type EditableSiteSettings, editableSettingsFromStored } from '../../domain/content/site-settings-editing';
import type { AuditEntry } from '../../domain/staff/audit-entry';
import type { AuditLog } from '../../ports/audit-log.port';
import type {
  EditablePage,
  PageChange,
  PageEditor,
  PageRemoval,
  PageWrite,
  SiteSettingsEditor,
  SiteSettingsWrite,
  VersionedSiteSettings,
} from '../../ports/page-editor.port';

interface Kept {
  readonly id: string;
  readonly slug: string;
  readonly version: number;
  readonly shown: PageDraft;
  readonly publishedAt: string | null;
  readonly draft: PageDraft | null;
  readonly publishAt: string | null;
  readonly updatedAt: string;
}

const pageOf = (k: Kept): EditablePage => ({
  id: k.id,
  slug: k.slug,
  version: k.version,
  published: k.publishedAt ? k.shown : null,
  publishedAt: k.publishedAt,
  draft: k.draft ?? k.shown,
  hasDraft: k.draft !== null,
  publishAt: k.publishAt,
  updatedAt: k.updatedAt,
});

/**
 * Content pages in memory, for tests and QA: the same versioned, audited writes as the database
 * (one JavaScript turn is the transaction), published pages given at start, old addresses kept.
 */
export class MemoryPageEditor implements PageEditor {
  private readonly pages = new Map<string, Kept>();
  /** Old addresses and where they now go. */
  readonly redirects = new Map<string, string>();
  private nextId = 1;

  constructor(
    private readonly audit: AuditLog,
    published: readonly PageRecord[] = [],
    private readonly citySlugs: readonly string[] = [],
  ) {
    for (const p of published)
      this.pages.set(p.id, {
        id: p.id,
        slug: p.slug,
        version: 1,
        shown: { title: p.title, description: p.description, blocks: p.blocks },
        publishedAt: p.updatedAt,
        draft: null,
        publishAt: null,
        updatedAt: p.updatedAt,
      });
  }

  async list() {
    return [...this.pages.values()].sort((a, b) => a.slug.localeCompare(b.slug)).map(pageOf);
  }

  async get(id: string) {
    const kept = this.pages.get(id);
    return kept ? pageOf(kept) : null;
  }

  async takenSlugs() {
    return [...[...this.pages.values()].map((p) => p.slug), ...this.citySlugs];
  }

  async create(slug: string, draft: PageDraft, at: string, audit: (page: EditablePage) => AuditEntry) {
    if ([...this.pages.values()].some((p) => p.slug === slug)) return { outcome: 'slug_taken' } as const;
    const id = `00000000-0000-4000-8000-${String(this.nextId++).padStart(12, '0')}`;
    const kept: Kept = { id, slug, version: 1, shown: draft, publishedAt: null, draft, publishAt: null, updatedAt: at };
    this.pages.set(id, kept);
    const page = pageOf(kept);
    await this.audit.record(audit(page));
    return { outcome: 'created', page } as const;
  }

  async update(id: string, version: number, change: PageChange, at: string, audit: AuditEntry): Promise<PageWrite> {
    const kept = this.pages.get(id);
    if (!kept) return { outcome: 'not_found' };
    if (kept.version !== version) return { outcome: 'stale', current: pageOf(kept) };
    if (change.kind === 'slug' && [...this.pages.values()].some((p) => p.slug === change.slug && p.id !== id))
      return { outcome: 'slug_taken' };
    const next: Kept =
      change.kind === 'draft'
        ? { ...kept, draft: change.draft, updatedAt: at }
        : change.kind === 'slug'
          ? { ...kept, slug: change.slug, updatedAt: at }
          : change.kind === 'schedule'
            ? { ...kept, publishAt: change.publishAt }
            : publish(kept, at);
    this.pages.set(id, { ...next, version: kept.version + 1 });
    if (change.kind === 'slug') {
      this.redirects.delete(`/${change.slug}`);
      for (const r of change.redirects) {
        for (const [from, to] of this.redirects) if (to === r.fromPath) this.redirects.set(from, r.toPath);
        this.redirects.set(r.fromPath, r.toPath);
      }
    }
    await this.audit.record(audit);
    return { outcome: 'saved', page: pageOf({ ...next, version: kept.version + 1 }) };
  }

  async remove(id: string, version: number, audit: AuditEntry): Promise<PageRemoval> {
    const kept = this.pages.get(id);
    if (!kept) return { outcome: 'not_found' };
    if (kept.version !== version) return { outcome: 'stale', current: pageOf(kept) };
    this.pages.delete(id);
    await this.audit.record(audit);
    return { outcome: 'deleted' };
  }

  /** The trash's side (MemoryContentTrash): takes the page out if still at `version`. */
  take(_kind: 'page', id: string, version: number): object | 'stale' | 'not_found' {
    const kept = this.pages.get(id);
    if (!kept) return 'not_found';
    if (kept.version !== version) return 'stale';
    this.pages.delete(id);
    return kept;
  }

  /** Puts a page taken by `take` back never published, its words its draft, unless its address is taken. */
  putBackAsDraft(_kind: 'page', row: object): 'restored' | 'slug_taken' {
    const kept = row as Kept;
    if ([...this.pages.values()].some((p) => p.slug === kept.slug) || this.citySlugs.includes(kept.slug))
      return 'slug_taken';
    this.pages.set(kept.id, {
      ...kept,
      draft: kept.draft ?? kept.shown,
      publishedAt: null,
      publishAt: null,
      version: kept.version + 1,
    });
    return 'restored';
  }

  async publishDue(at: string, audit: (page: EditablePage) => AuditEntry) {
    const now = Date.parse(at);
    const due = [...this.pages.values()].filter((p) => publicationDue(p.publishAt, now));
    const published: EditablePage[] = [];
    for (const kept of due) {
      const next = { ...publish(kept, at), version: kept.version + 1 };
      this.pages.set(kept.id, next);
      const page = pageOf(next);
      published.push(page);
      await this.audit.record(audit(page));
    }
    return published;
  }
}

function publish(kept: Kept, at: string): Kept {
  return { ...kept, shown: kept.draft ?? kept.shown, draft: null, publishAt: null, publishedAt: at, updatedAt: at };
}

/** The site settings in memory: the key-value record as the database keeps it, with its version. */
export class MemorySiteSettingsEditor implements SiteSettingsEditor {
  private version = 0;

  constructor(
    private readonly audit: AuditLog,
    private stored: Readonly<Record<string, unknown>> = {},
  ) {}

  async read(): Promise<VersionedSiteSettings> {
    return { settings: editableSettingsFromStored(this.stored), version: this.version };
  }

  async save(version: number, settings: EditableSiteSettings, audit: AuditEntry): Promise<SiteSettingsWrite> {
    if (version !== this.version) return { outcome: 'stale', current: await this.read() };
    this.stored = { ...this.stored, ...settings };
    this.version += 1;
    await this.audit.record(audit);
    return { outcome: 'saved', current: await this.read() };
  }

  /** The settings as kept, for the enquiry inboxes and the site's reader in tests. */
  storedValues(): Readonly<Record<string, unknown>> {
    return this.stored;
  }
}
