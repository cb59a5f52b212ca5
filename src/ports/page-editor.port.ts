import type { SlugRedirect } from '../domain/catalogue/catalogue-editing';
import type { ContentPage } from '../domain/content/content';
import type { PageRecord } from '../domain/content/content-records';
import type { PageDraft } from '../domain/content/page-editing';
import type { EditableSiteSettings } from '../domain/content/site-settings-editing';
import type { AuditEntry } from '../domain/staff/audit-entry';
import { type Token, token } from './token';

/**
 * The console's content pages and site settings as kept (issue 19 item 1, ADR 050). A page has
 * what visitors see (`published`, from `publishedAt` on) and the editor's working copy (`draft`,
 * the published words when nothing waits). Every write names the version it was made from and
 * happens only while the page is still at it, with its audit entry in the same transaction.
 */
export interface EditablePage {
  readonly id: string;
  readonly slug: string;
  readonly version: number;
  /** What visitors see; null for a page never published. */
  readonly published: PageDraft | null;
  /** ISO; when it was last published (null: never). */
  readonly publishedAt: string | null;
  /** The working copy: the unpublished draft, or the published words when no draft waits. */
  readonly draft: PageDraft;
  readonly hasDraft: boolean;
  /** ISO; when the draft goes out by itself (null: not scheduled). */
  readonly publishAt: string | null;
  /** ISO; the last save or publication. */
  readonly updatedAt: string;
}

export type PageWrite =
  | { readonly outcome: 'saved'; readonly page: EditablePage }
  /** The page is at another version than the one named: nothing was written. */
  | { readonly outcome: 'stale'; readonly current: EditablePage }
  | { readonly outcome: 'not_found' }
  /** A unique key refused the address (another save took it meanwhile). */
  | { readonly outcome: 'slug_taken' };

export type PageRemoval =
  | { readonly outcome: 'deleted' }
  | { readonly outcome: 'stale'; readonly current: EditablePage }
  | { readonly outcome: 'not_found' };

/** What a change to a page sets; `at` is the time of the change (ISO). */
export type PageChange =
  | { readonly kind: 'draft'; readonly draft: PageDraft }
  | { readonly kind: 'slug'; readonly slug: string; readonly redirects: readonly SlugRedirect[] }
  /** The draft becomes what visitors see; any schedule is dropped. */
  | { readonly kind: 'publish' }
  /** The draft goes out at `publishAt` by itself (null: unscheduled). */
  | { readonly kind: 'schedule'; readonly publishAt: string | null };

export interface PageEditor {
  list(): Promise<readonly EditablePage[]>;
  get(id: string): Promise<EditablePage | null>;
  /** Every address a page or a city holds (a new page's may be none of them). */
  takenSlugs(): Promise<readonly string[]>;
  /** A never-published page holding `draft`; `audit` is given the page made. */
  create(
    slug: string,
    draft: PageDraft,
    at: string,
    audit: (page: EditablePage) => AuditEntry,
  ): Promise<{ readonly outcome: 'created'; readonly page: EditablePage } | { readonly outcome: 'slug_taken' }>;
  update(id: string, version: number, change: PageChange, at: string, audit: AuditEntry): Promise<PageWrite>;
  remove(id: string, version: number, audit: AuditEntry): Promise<PageRemoval>;
  /**
   * Publishes every draft whose time has come (`publishAt <= at`), each exactly once even when
   * several servers run this at the same moment (rows claimed with FOR UPDATE SKIP LOCKED), each
   * with the audit entry `audit` makes of it; returns the pages published by this call.
   */
  publishDue(at: string, audit: (page: EditablePage) => AuditEntry): Promise<readonly EditablePage[]>;
}

export const PAGE_EDITOR: Token<PageEditor> = token<PageEditor>('PageEditor');

export interface VersionedSiteSettings {
  readonly settings: EditableSiteSettings;
  /** 0 until first saved from the console. */
  readonly version: number;
}

export type SiteSettingsWrite =
  | { readonly outcome: 'saved'; readonly current: VersionedSiteSettings }
  | { readonly outcome: 'stale'; readonly current: VersionedSiteSettings };

export interface SiteSettingsEditor {
  read(): Promise<VersionedSiteSettings>;
  /** Sets every setting if they are still at `version` (which goes up by one), with `audit`, in one transaction. */
  save(version: number, settings: EditableSiteSettings, audit: AuditEntry): Promise<SiteSettingsWrite>;
}

export const SITE_SETTINGS_EDITOR: Token<SiteSettingsEditor> = token<SiteSettingsEditor>('SiteSettingsEditor');

/** Puts a page together as the site serves it (pictures, FAQs, property cards filled in), published or not: the preview's. */
export interface PageResolver {
  resolvePage(page: PageRecord): Promise<ContentPage>;
}

export const PAGE_RESOLVER: Token<PageResolver> = token<PageResolver>('PageResolver');
