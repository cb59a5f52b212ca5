import { z } from 'zod';
import type { StoredPageBlock } from '../../domain/content/content-records';
import type { PageDraft } from '../../domain/content/page-editing';
import type { EditableSiteSettings } from '../../domain/content/site-settings-editing';

/**
 * The shapes the console sends for pages and site settings, checked before the domain's rules
 * (which give the field messages people read). Text is taken as typed, markup included: the
 * limits here only bound the size; the domain's rules say what is too long for a person.
 */

const str = z.string().max(50_000);
const opt = str.nullish();
const link = z.object({ label: str, href: str });

export const blockShape = z.discriminatedUnion('type', [
  z.object({ type: z.literal('rich-text'), heading: opt, body: str }),
  z.object({ type: z.literal('image'), mediaId: z.uuid().nullable(), alt: str, caption: opt }),
  z.object({
    type: z.literal('cards'),
    heading: opt,
    cards: z.array(z.object({ title: str, body: str, href: opt })).max(100),
  }),
  z.object({ type: z.literal('faq-list'), heading: opt, category: str }),
  z.object({ type: z.literal('call-to-action'), heading: str, body: str, label: str, href: str }),
  z.object({ type: z.literal('property-list'), heading: opt, citySlug: opt, featuredOnly: z.boolean().nullish() }),
  z.object({ type: z.literal('university-list'), heading: opt }),
  z.object({ type: z.literal('form'), form: str, heading: opt }),
  z.object({ type: z.literal('hero'), mediaId: z.uuid().nullable(), alt: str }),
  z.object({
    type: z.literal('media-text'),
    heading: str,
    body: str,
    mediaId: z.uuid().nullable(),
    alt: str,
    mediaSide: str.nullish(),
    link: link.nullish(),
  }),
  z.object({ type: z.literal('facts'), heading: opt, facts: z.array(z.object({ value: str, label: str })).max(100) }),
  z.object({ type: z.literal('aside'), style: str, heading: str, body: opt, links: z.array(link).max(100).nullish() }),
]);

export const draftShape = z.object({
  title: str,
  description: str,
  blocks: z.array(blockShape).max(200),
});

/** The shape checked; the domain then checks the values (a form's kind, a side's name). */
export const asDraft = (value: z.infer<typeof draftShape>): PageDraft => ({
  title: value.title,
  description: value.description,
  blocks: value.blocks as StoredPageBlock[],
});

export const createShape = draftShape.extend({ slug: str }).partial({ blocks: true });
export const versionShape = z.object({ version: z.int().min(1) });

const navLink = z.object({ label: str, href: str });
export const settingsShape = z.object({
  version: z.int().min(0),
  settings: z.object({
    brandName: str,
    tagline: str,
    supportEmail: str,
    phone: str,
    whatsapp: str,
    headerNav: z.array(navLink).max(100),
    footerNav: z.array(z.object({ heading: str, links: z.array(navLink).max(100) })).max(100),
    enquiryEmails: z.record(z.string().max(100), str),
    // Optional on the wire: a console page loaded before this setting existed saves without it.
    replyFrom: str.optional().default(''),
    socialLinks: z.array(z.object({ network: str, url: str })).max(100),
  }),
});

export const asSettings = (value: z.infer<typeof settingsShape>['settings']): EditableSiteSettings =>
  value as EditableSiteSettings;
