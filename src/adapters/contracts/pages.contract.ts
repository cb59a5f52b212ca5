import * as z from 'zod/mini';
import { SOCIAL_NETWORKS } from '../../domain/catalogue/site-settings';
import type { StoredPageBlock } from '../../domain/content/content-records';
import type { PageDraft } from '../../domain/content/page-editing';
import type { EditableSiteSettings } from '../../domain/content/site-settings-editing';
import type { ConsolePageRecord, SiteSettingsAnswer } from '../../ports/pages-console.port';
import { apiErrorSchema, checkedByUseCase, endpoint, staleSchema } from './endpoint';

/**
 * The console's content pages and site settings (issue 19 item 1, ADR 050) as they cross the
 * wire, written once (ADR 095). The bodies' shapes and values are still checked by the use case
 * (pages-console.inputs.ts, then the domain's rules, whose field messages people read): here a
 * body must be a JSON object, and its type is what the console sends.
 */

/** A block comes back as the server stored it (checked there when saved); the console edits it as given. */
const block = z.custom<StoredPageBlock>(
  (value) => typeof value === 'object' && value !== null && typeof Object(value).type === 'string',
  'A block of a page.',
);
const draft: z.ZodMiniType<PageDraft> = z.object({
  title: z.string(),
  description: z.string(),
  blocks: z.array(block),
});
const page: z.ZodMiniType<ConsolePageRecord> = z.object({
  id: z.string(),
  slug: z.string(),
  version: z.number(),
  status: z.enum(['draft', 'published', 'changed', 'scheduled']),
  draft,
  hasDraft: z.boolean(),
  publishedAt: z.nullable(z.string()),
  publishAt: z.nullable(z.string()),
  updatedAt: z.string(),
});

const navLink = z.object({ label: z.string(), href: z.string() });
const settings: z.ZodMiniType<EditableSiteSettings> = z.object({
  brandName: z.string(),
  tagline: z.string(),
  supportEmail: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  headerNav: z.array(navLink),
  footerNav: z.array(z.object({ heading: z.string(), links: z.array(navLink) })),
  enquiryEmails: z.record(z.string(), z.string()),
  replyFrom: z.string(),
  socialLinks: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
});
const settingsAnswer: z.ZodMiniType<SiteSettingsAnswer> = z.object({
  settings,
  version: z.number(),
  sendingAddress: z.optional(z.string()),
});

/** A page's save: the page as saved, its fields' messages (400), gone (404), or saved by someone since (409). */
const pageSaved = { 200: page, 400: apiErrorSchema, 404: apiErrorSchema, 409: staleSchema(page) } as const;
const id = z.object({ id: z.string() });
const base = '/api/admin/content/pages';

export const pagesContract = {
  /** Every page, with where it stands. */
  list: endpoint({ method: 'GET', path: base, answers: { 200: z.object({ items: z.array(page) }) } }),
  /** A new page, a draft at its address (201). */
  create: endpoint({
    method: 'POST',
    path: base,
    body: checkedByUseCase<PageDraft & { readonly slug: string }>(),
    answers: { 201: page, 400: apiErrorSchema, 404: apiErrorSchema, 409: staleSchema(page) },
  }),
  get: endpoint({ method: 'GET', path: `${base}/:id`, params: id, answers: { 200: page, 404: apiErrorSchema } }),
  saveDraft: endpoint({
    method: 'PUT',
    path: `${base}/:id/draft`,
    params: id,
    body: checkedByUseCase<PageDraft & { readonly version: number }>(),
    answers: pageSaved,
  }),
  /** A new address; a published page leaves a redirect at its old one. */
  changeSlug: endpoint({
    method: 'PUT',
    path: `${base}/:id/slug`,
    params: id,
    body: checkedByUseCase<{ readonly version: number; readonly slug: string }>(),
    answers: pageSaved,
  }),
  publish: endpoint({
    method: 'POST',
    path: `${base}/:id/publish`,
    params: id,
    body: checkedByUseCase<{ readonly version: number }>(),
    answers: pageSaved,
  }),
  /** `publishAt`: an ISO time in the future, or null to unschedule. */
  schedule: endpoint({
    method: 'PUT',
    path: `${base}/:id/schedule`,
    params: id,
    body: checkedByUseCase<{ readonly version: number; readonly publishAt: string | null }>(),
    answers: pageSaved,
  }),
  /** Moves the page to the Trash, from the version it was read at. */
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/:id`,
    params: id,
    /** The version as a whole number from 1; without one the route answers 400 `invalid` saying so. */
    query: z.object({ version: z.optional(z.string()) }),
    answers: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, 409: staleSchema(page) },
  }),
  readSettings: endpoint({ method: 'GET', path: '/api/admin/content/settings', answers: { 200: settingsAnswer } }),
  /** The settings saved whole, from the version they were read at. */
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/admin/content/settings',
    body: checkedByUseCase<{ readonly version: number; readonly settings: EditableSiteSettings }>(),
    answers: { 200: settingsAnswer, 400: apiErrorSchema, 409: staleSchema(settingsAnswer) },
  }),
};

/** Where the browser opens a page's preview: the server's render of the draft, HTML, outside the contract. */
export const previewPath = (id: string) => `${base}/${encodeURIComponent(id)}/preview`;
