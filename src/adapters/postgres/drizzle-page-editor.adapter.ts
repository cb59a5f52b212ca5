import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { StoredPageBlock } from '../../domain/content/content-records';
import type { PageDraft } from '../../domain/content/page-editing';
import { type EditableSiteSettings, editableSettingsFromStored } from '../../domain/content/site-settings-editing';
import { isRecord } from '../../domain/shared/untrusted-values';
import type { AuditEntry } from '../../domain/staff/audit-entry';
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
import type { Database } from './database';
import { auditRow } from './drizzle-audit-log';
import { isUuid } from './drizzle-staff-directory';
import * as t from './schema';
import { isUniqueViolation } from './unique-violation';

type PageRow = typeof t.pages.$inferSelect;

function draftOf(value: unknown): PageDraft | null {
  if (!isRecord(value) || typeof value.title !== 'string' || typeof value.description !== 'string') return null;
  return {
    title: value.title,
    description: value.description,
    blocks: Array.isArray(value.blocks) ? (value.blocks as StoredPageBlock[]) : [],
  };
}

export function pageOf(row: PageRow): EditablePage {
  const shown: PageDraft = {
    title: row.title,
    description: row.description,
    blocks: (Array.isArray(row.blocks) ? row.blocks : []) as StoredPageBlock[],
  };
  const draft = draftOf(row.draft);
  return {
    id: row.id,
    slug: row.slug,
    version: row.version,
    published: row.publishedAt ? shown : null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    draft: draft ?? shown,
    hasDraft: draft !== null,
    publishAt: row.publishAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The draft's words become the page's: one statement, so the publication is whole or not at all. */
const publishSet = (at: Date) => ({
  title: sql`coalesce(${t.pages.draft}->>'title', ${t.pages.title})`,
  description: sql`coalesce(${t.pages.draft}->>'description', ${t.pages.description})`,
  blocks: sql`coalesce(${t.pages.draft}->'blocks', ${t.pages.blocks})`,
  draft: null,
  publishAt: null,
  publishedAt: at,
  updatedAt: at,
  version: sql`${t.pages.version} + 1`,
});

/**
 * Content pages' editing in the database: each change one conditional statement
 * (`WHERE id = ? AND version = ?`) with its audit row (and redirects) in the same transaction;
 * scheduled publications claimed with FOR UPDATE SKIP LOCKED, so two servers never publish one twice.
 */
export class DrizzlePageEditor implements PageEditor {
  constructor(private readonly db: Database) {}

  async list() {
    const rows = await this.db.select().from(t.pages).orderBy(asc(t.pages.slug));
    return rows.map(pageOf);
  }

  async get(id: string) {
    if (!isUuid(id)) return null;
    const [row] = await this.db.select().from(t.pages).where(eq(t.pages.id, id));
    return row ? pageOf(row) : null;
  }

  async takenSlugs() {
    const [pages, cities] = await Promise.all([
      this.db.select({ slug: t.pages.slug }).from(t.pages),
      this.db.select({ slug: t.cities.slug }).from(t.cities),
    ]);
    return [...pages, ...cities].map((r) => r.slug);
  }

  async create(slug: string, draft: PageDraft, at: string, audit: (page: EditablePage) => AuditEntry) {
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(t.pages)
          .values({
            slug,
            title: draft.title,
            description: draft.description,
            blocks: [...draft.blocks],
            draft,
            publishedAt: null,
            updatedAt: new Date(at),
          })
          .returning();
        const page = pageOf(row as PageRow);
        await tx.insert(t.auditLog).values(auditRow(audit(page)));
        return { outcome: 'created', page } as const;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { outcome: 'slug_taken' } as const;
      throw error;
    }
  }

  async update(id: string, version: number, change: PageChange, at: string, audit: AuditEntry): Promise<PageWrite> {
    if (!isUuid(id)) return { outcome: 'not_found' };
    const when = new Date(at);
    const set =
      change.kind === 'draft'
        ? { draft: change.draft, updatedAt: when, version: sql`${t.pages.version} + 1` }
        : change.kind === 'slug'
          ? { slug: change.slug, updatedAt: when, version: sql`${t.pages.version} + 1` }
          : change.kind === 'schedule'
            ? {
                publishAt: change.publishAt ? new Date(change.publishAt) : null,
                version: sql`${t.pages.version} + 1`,
              }
            : publishSet(when);
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .update(t.pages)
          .set(set as never)
          .where(and(eq(t.pages.id, id), eq(t.pages.version, version)))
          .returning();
        if (!row) {
          const [current] = await tx.select().from(t.pages).where(eq(t.pages.id, id));
          return current ? { outcome: 'stale', current: pageOf(current) } : { outcome: 'not_found' };
        }
        await tx.insert(t.auditLog).values(auditRow(audit));
        if (change.kind === 'slug') {
          const to = `/${change.slug}`;
          // The page lives at its new address again: no redirect may send visitors away from it.
          await tx.delete(t.slugRedirects).where(eq(t.slugRedirects.fromPath, to));
          for (const r of change.redirects) {
            await tx.update(t.slugRedirects).set({ toPath: r.toPath }).where(eq(t.slugRedirects.toPath, r.fromPath));
            await tx
              .insert(t.slugRedirects)
              .values({ fromPath: r.fromPath, toPath: r.toPath })
              .onConflictDoUpdate({ target: t.slugRedirects.fromPath, set: { toPath: r.toPath } });
          }
        }
        return { outcome: 'saved', page: pageOf(row) } as const;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { outcome: 'slug_taken' };
      throw error;
    }
  }

  async remove(id: string, version: number, audit: AuditEntry): Promise<PageRemoval> {
    if (!isUuid(id)) return { outcome: 'not_found' };
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(t.pages)
        .where(and(eq(t.pages.id, id), eq(t.pages.version, version)))
        .returning({ id: t.pages.id });
      if (!row) {
        const [current] = await tx.select().from(t.pages).where(eq(t.pages.id, id));
        return current ? { outcome: 'stale', current: pageOf(current) } : { outcome: 'not_found' };
      }
      await tx.insert(t.auditLog).values(auditRow(audit));
      return { outcome: 'deleted' } as const;
    });
  }

  async publishDue(at: string, audit: (page: EditablePage) => AuditEntry) {
    const when = new Date(at);
    return this.db.transaction(async (tx) => {
      // Rows another server has claimed are skipped, not waited for: it publishes them.
      const claimed = await tx
        .select({ id: t.pages.id })
        .from(t.pages)
        .where(and(isNotNull(t.pages.publishAt), lte(t.pages.publishAt, when)))
        .for('update', { skipLocked: true });
      if (claimed.length === 0) return [];
      const rows = await tx
        .update(t.pages)
        .set(publishSet(when) as never)
        .where(
          and(
            inArray(
              t.pages.id,
              claimed.map((c) => c.id),
            ),
            isNotNull(t.pages.publishAt),
            lte(t.pages.publishAt, when),
          ),
        )
        .returning();
      const pages = rows.map(pageOf);
      if (pages.length > 0) await tx.insert(t.auditLog).values(pages.map((p) => auditRow(audit(p))));
      return pages;
    });
  }
}

const SETTINGS_VERSION = 'settingsVersion';

/** The site settings' editing: every key and the settings' version in one transaction, the version row locked. */
export class DrizzleSiteSettingsEditor implements SiteSettingsEditor {
  constructor(private readonly db: Database) {}

  async read(): Promise<VersionedSiteSettings> {
    const rows = await this.db.select({ key: t.siteSettings.key, value: t.siteSettings.value }).from(t.siteSettings);
    return versioned(rows);
  }

  async save(version: number, settings: EditableSiteSettings, audit: AuditEntry): Promise<SiteSettingsWrite> {
    return this.db.transaction(async (tx) => {
      await tx.insert(t.siteSettings).values({ key: SETTINGS_VERSION, value: 0 }).onConflictDoNothing();
      const [locked] = await tx
        .select({ value: t.siteSettings.value })
        .from(t.siteSettings)
        .where(eq(t.siteSettings.key, SETTINGS_VERSION))
        .for('update');
      const read = async () =>
        versioned(await tx.select({ key: t.siteSettings.key, value: t.siteSettings.value }).from(t.siteSettings));
      if (Number(locked?.value ?? 0) !== version) return { outcome: 'stale', current: await read() };
      const now = new Date(audit.at);
      for (const [key, value] of Object.entries({ ...settings, [SETTINGS_VERSION]: version + 1 })) {
        await tx
          .insert(t.siteSettings)
          .values({ key, value, updatedAt: now })
          .onConflictDoUpdate({ target: t.siteSettings.key, set: { value, updatedAt: now } });
      }
      await tx.insert(t.auditLog).values(auditRow(audit));
      return { outcome: 'saved', current: await read() };
    });
  }
}

function versioned(rows: readonly { key: string; value: unknown }[]): VersionedSiteSettings {
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  const version = Number(stored[SETTINGS_VERSION] ?? 0);
  return { settings: editableSettingsFromStored(stored), version: Number.isInteger(version) ? version : 0 };
}
