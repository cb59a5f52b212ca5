import type { PageDraft, PageStatus } from '../domain/content/page-editing';
import type { EditableSiteSettings } from '../domain/content/site-settings-editing';
import { type Token, token } from './token';

/**
 * The console's content pages and site settings as the browser reaches them (issue 19 item 1).
 * Refusals are values (field messages, a stale save with the current record); a failure to reach
 * the server rejects.
 */
export interface ConsolePageRecord {
  readonly id: string;
  readonly slug: string;
  readonly version: number;
  readonly status: PageStatus;
  readonly draft: PageDraft;
  readonly hasDraft: boolean;
  readonly publishedAt: string | null;
  readonly publishAt: string | null;
  readonly updatedAt: string;
}

export type PageSave =
  | { readonly kind: 'saved'; readonly page: ConsolePageRecord }
  | { readonly kind: 'invalid'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly kind: 'stale'; readonly message: string; readonly current: ConsolePageRecord }
  | { readonly kind: 'refused'; readonly message: string };

export interface SiteSettingsAnswer {
  readonly settings: EditableSiteSettings;
  readonly version: number;
  /** The address the site sends mail from (MAIL_FROM's), read with the settings: replies come from it or its domain. */
  readonly sendingAddress?: string;
}

export type SettingsSave =
  | { readonly kind: 'saved'; readonly current: SiteSettingsAnswer }
  | { readonly kind: 'invalid'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly kind: 'stale'; readonly message: string; readonly current: SiteSettingsAnswer }
  | { readonly kind: 'refused'; readonly message: string };

export interface PagesConsole {
  list(): Promise<readonly ConsolePageRecord[]>;
  get(id: string): Promise<ConsolePageRecord | null>;
  create(slug: string, draft: PageDraft): Promise<PageSave>;
  saveDraft(id: string, version: number, draft: PageDraft): Promise<PageSave>;
  changeSlug(id: string, version: number, slug: string): Promise<PageSave>;
  publish(id: string, version: number): Promise<PageSave>;
  /** An ISO time, or null to unschedule. */
  schedule(id: string, version: number, publishAt: string | null): Promise<PageSave>;
  remove(id: string, version: number): Promise<PageSave | { readonly kind: 'deleted' }>;
  /** Where the browser opens the page's preview. */
  previewUrl(id: string): string;
  readSettings(): Promise<SiteSettingsAnswer>;
  saveSettings(version: number, settings: EditableSiteSettings): Promise<SettingsSave>;
}

export const PAGES_CONSOLE: Token<PagesConsole> = token<PagesConsole>('PagesConsole');
