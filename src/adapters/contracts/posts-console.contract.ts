import * as z from 'zod/mini';
import { POST_STATUSES } from '../../domain/content/content-records';
import type { EditableFaq, EditableOffer, EditablePost } from '../../ports/posts-editor.port';
import { apiErrorSchema, endpoint } from './endpoint';
import { versionedRecordContract } from './versioned-records.contract';

/**
 * The console's blog posts, FAQs and offers (issue 19 item 1) as they cross the wire, written once
 * (ADR 095): each kind from its one schema (its four endpoints and its list from
 * `versionedRecordContract`), a question's move within its category, a post body's preview.
 */

const base = '/api/admin/content';
const status = z.enum(POST_STATUSES);

const post: z.ZodMiniType<EditablePost> = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  category: z.string(),
  author: z.string(),
  publishedAt: z.string(),
  coverMediaId: z.nullable(z.string()),
  status,
  version: z.number(),
});
const faq: z.ZodMiniType<EditableFaq> = z.object({
  id: z.string(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
  position: z.number(),
  propertyId: z.nullable(z.string()),
  status,
  version: z.number(),
});
const offer: z.ZodMiniType<EditableOffer> = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  terms: z.string(),
  code: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  cityId: z.nullable(z.string()),
  propertyId: z.nullable(z.string()),
  status,
  version: z.number(),
});

/** A list is found by words in it. */
const list = { query: z.object({ q: z.optional(z.string().check(z.maxLength(200))) }) };

export const postsConsoleContract = {
  post: versionedRecordContract(`${base}/posts`, post, list),
  faq: versionedRecordContract(`${base}/faqs`, faq, list),
  offer: versionedRecordContract(`${base}/offers`, offer, list),
  /** Up or down within its category, from the version it was read at; every question in its new order. */
  moveFaq: endpoint({
    method: 'POST',
    path: `${base}/faqs/:id/move`,
    params: z.object({ id: z.string() }),
    body: z.object({ direction: z.enum(['up', 'down']), version: z.int().check(z.gte(1)) }),
    answers: { 200: z.object({ faqs: z.array(faq) }), 404: apiErrorSchema, 409: apiErrorSchema },
  }),
  /** A post body as the post page will show it (HTML made on the server, inert). */
  previewPost: endpoint({
    method: 'POST',
    path: `${base}/posts/preview`,
    body: z.object({ body: z.string().check(z.maxLength(100_000)) }),
    answers: { 200: z.object({ html: z.string() }) },
  }),
};
