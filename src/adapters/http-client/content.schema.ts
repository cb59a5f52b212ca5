import * as z from 'zod/mini';
import { ASIDE_STYLES, MEDIA_SIDES } from '../../domain/content/content';
import { FORM_KINDS } from '../../domain/enquiries/enquiry';
import { distanceSchema, mediaSchema, propertySummarySchema, universitySchema } from './catalogue.schema';

/** Editorial content as the browser checks it on arrival (see catalogue.schema.ts). */

const heading = z.nullable(z.string());

export const faqSchema = z.object({
  _id: z.string(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
  property_id: z.nullable(z.string()),
  city_id: z.nullable(z.string()),
});

export const offerSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  terms: z.string(),
  code: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  city_id: z.nullable(z.string()),
  city_name: z.nullable(z.string()),
  property_id: z.nullable(z.string()),
  property_name: z.nullable(z.string()),
});

export const postSummarySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  author: z.string(),
  published_at: z.string(),
  reading_minutes: z.number(),
  cover: z.nullable(mediaSchema),
});

export const postDetailSchema = z.extend(postSummarySchema, {
  body: z.string(),
  body_html: z.string(),
  related: z.array(postSummarySchema),
});

export const postListSchema = z.object({
  posts: z.array(postSummarySchema),
  page: z.number(),
  page_count: z.number(),
  total: z.number(),
  category: z.nullable(z.string()),
  categories: z.array(z.string()),
});

const formName = z.enum(FORM_KINDS);
const pageLinkSchema = z.object({ label: z.string(), href: z.string() });

const pageBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('rich-text'), heading, body: z.string() }),
  z.object({ type: z.literal('image'), media: z.nullable(mediaSchema), caption: z.nullable(z.string()) }),
  z.object({
    type: z.literal('cards'),
    heading,
    cards: z.array(z.object({ title: z.string(), body: z.string(), href: z.nullable(z.string()) })),
  }),
  z.object({ type: z.literal('faq-list'), heading, category: z.string(), faqs: z.array(faqSchema) }),
  z.object({
    type: z.literal('call-to-action'),
    heading: z.string(),
    body: z.string(),
    label: z.string(),
    href: z.string(),
  }),
  z.object({ type: z.literal('property-list'), heading, properties: z.array(propertySummarySchema) }),
  z.object({
    type: z.literal('university-list'),
    heading,
    universities: z.array(
      z.object({
        university: universitySchema,
        city_name: z.string(),
        properties: z.array(z.extend(propertySummarySchema, { distance: distanceSchema })),
      }),
    ),
  }),
  z.object({ type: z.literal('form'), form: formName, heading }),
  z.object({ type: z.literal('hero'), media: z.nullable(mediaSchema) }),
  z.object({
    type: z.literal('media-text'),
    heading: z.string(),
    body: z.string(),
    media: z.nullable(mediaSchema),
    media_side: z.enum(MEDIA_SIDES),
    link: z.nullable(pageLinkSchema),
  }),
  z.object({ type: z.literal('facts'), heading, facts: z.array(z.object({ value: z.string(), label: z.string() })) }),
  z.object({
    type: z.literal('aside'),
    style: z.enum(ASIDE_STYLES),
    heading: z.string(),
    body: z.nullable(z.string()),
    links: z.array(pageLinkSchema),
  }),
]);

export const contentPageSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  blocks: z.array(pageBlockSchema),
  updated_at: z.string(),
});

export const publishedPathsSchema = z.array(z.object({ path: z.string(), updated_at: z.nullable(z.string()) }));
