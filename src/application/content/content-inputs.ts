import { z } from 'zod';
import { ASIDE_STYLES, MEDIA_SIDES } from '../../domain/content/content';
import { POST_STATUSES, type PostRecord, type StoredPageBlock } from '../../domain/content/content-records';
import { FORM_KINDS } from '../../domain/enquiries/enquiry';
import { isSafeLink, linkMessage } from '../../domain/shared/safe-link';
import { slug } from '../catalogue/catalogue-inputs';

/**
 * What an operator gives to create a post, a page, an FAQ or an offer: one zod schema each, from
 * which the input types are inferred and by which the use cases validate. Checked against the
 * domain records they become (below).
 */

const line = z.string().trim().min(1).max(300);
const text = z.string().trim().min(1).max(20_000);
const heading = line.nullish();
const mediaId = z.uuid().nullable();
const href = z.string().refine((value) => isSafeLink(value), linkMessage());
const link = z.object({ label: line, href });

export const postInput = z.object({
  slug,
  title: line,
  excerpt: line.max(600),
  body: text,
  category: line,
  author: line,
  publishedAt: z.iso.datetime({ offset: true }).or(z.iso.date()),
  coverMediaId: mediaId,
  status: z.enum(POST_STATUSES).default('published'),
});

export const pageBlockInput = z.discriminatedUnion('type', [
  z.object({ type: z.literal('rich-text'), heading, body: text }),
  z.object({ type: z.literal('image'), mediaId, alt: line, caption: line.nullish() }),
  z.object({
    type: z.literal('cards'),
    heading,
    cards: z.array(z.object({ title: line, body: text, href: href.nullish() })).max(24),
  }),
  z.object({ type: z.literal('faq-list'), heading, category: line }),
  z.object({ type: z.literal('call-to-action'), heading: line, body: text, label: line, href }),
  z.object({
    type: z.literal('property-list'),
    heading,
    citySlug: slug.nullish(),
    featuredOnly: z.boolean().nullish(),
  }),
  z.object({ type: z.literal('university-list'), heading }),
  z.object({ type: z.literal('form'), form: z.enum(FORM_KINDS), heading }),
  z.object({ type: z.literal('hero'), mediaId, alt: line }),
  z.object({
    type: z.literal('media-text'),
    heading: line,
    body: text,
    mediaId,
    alt: line,
    mediaSide: z.enum(MEDIA_SIDES).nullish(),
    link: link.nullish(),
  }),
  z.object({
    type: z.literal('facts'),
    heading,
    facts: z.array(z.object({ value: line, label: line })).max(12),
  }),
  z.object({
    type: z.literal('aside'),
    style: z.enum(ASIDE_STYLES),
    heading: line,
    body: text.nullish(),
    links: z.array(link).max(12).nullish(),
  }),
]);

export const pageInput = z.object({
  slug,
  title: line,
  description: line.max(320),
  blocks: z.array(pageBlockInput).max(40),
});

export const faqInput = z.object({
  category: line,
  question: line.max(500),
  answer: text,
  /** A question about one property (its slug) rather than a general one. */
  propertySlug: slug.optional(),
});

const day = z.iso.date();
export const offerInput = z
  .object({
    slug,
    title: line,
    summary: line.max(600),
    terms: text,
    code: z.string().regex(/^[A-Z0-9-]{2,30}$/, 'must be capitals and digits'),
    /** The first and the last London day it runs (it is current until the last day has ended in London). */
    startsOn: day,
    endsOn: day,
    /** Limits it to a city or a property (slugs); both absent means site-wide. */
    citySlug: slug.optional(),
    propertySlug: slug.optional(),
  })
  .refine((o) => o.startsOn <= o.endsOn, { message: 'must not end before it starts', path: ['endsOn'] });

export type PostInput = z.infer<typeof postInput>;
export type PageBlockInput = z.infer<typeof pageBlockInput>;
export type PageInput = z.infer<typeof pageInput>;
export type FaqInput = z.infer<typeof faqInput>;
export type OfferInput = z.infer<typeof offerInput>;

// A post input is the record less its id; every page block input is a stored block and back.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>(): T | undefined => undefined;
agree<Same<Omit<PostRecord, 'id'>, Readonly<PostInput>>>();
agree<PageBlockInput extends StoredPageBlock ? true : false>();
