import type { MediaRecord } from '../catalogue/catalogue-records';
import type { AsideStyle, Faq, FormName, MediaSide, Offer, PageFact, PageLink } from './content';

/**
 * Editorial content as it is kept, before the documents of content.ts are assembled from it
 * (pictures, FAQs and property cards filled in, reading times worked out).
 */

/** A draft never shows on the site; a published post shows from its publication time (issue 19). */
export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export interface PostRecord {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  readonly body: string;
  readonly category: string;
  readonly author: string;
  /** ISO timestamp; the post shows from then on. */
  readonly publishedAt: string;
  readonly coverMediaId: string | null;
  readonly status: PostStatus;
}

/** A page block as stored: references (a picture, an FAQ category, which properties) rather than what they point at. */
export type StoredPageBlock =
  | { readonly type: 'rich-text'; readonly heading?: string | null; readonly body: string }
  | { readonly type: 'image'; readonly mediaId: string | null; readonly alt: string; readonly caption?: string | null }
  | {
      readonly type: 'cards';
      readonly heading?: string | null;
      readonly cards: readonly { readonly title: string; readonly body: string; readonly href?: string | null }[];
    }
  | { readonly type: 'faq-list'; readonly heading?: string | null; readonly category: string }
  | {
      readonly type: 'call-to-action';
      readonly heading: string;
      readonly body: string;
      readonly label: string;
      readonly href: string;
    }
  | {
      readonly type: 'property-list';
      readonly heading?: string | null;
      /** Only this city's properties. */
      readonly citySlug?: string | null;
      /** Only featured properties. */
      readonly featuredOnly?: boolean | null;
    }
  | { readonly type: 'university-list'; readonly heading?: string | null }
  | { readonly type: 'form'; readonly form: FormName; readonly heading?: string | null }
  | { readonly type: 'hero'; readonly mediaId: string | null; readonly alt: string }
  | {
      readonly type: 'media-text';
      readonly heading: string;
      readonly body: string;
      readonly mediaId: string | null;
      readonly alt: string;
      /** Right when absent. */
      readonly mediaSide?: MediaSide | null;
      readonly link?: PageLink | null;
    }
  | { readonly type: 'facts'; readonly heading?: string | null; readonly facts: readonly PageFact[] }
  | {
      readonly type: 'aside';
      readonly style: AsideStyle;
      readonly heading: string;
      readonly body?: string | null;
      readonly links?: readonly PageLink[] | null;
    };

export interface PageRecord {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly blocks: readonly StoredPageBlock[];
  /** ISO timestamp. */
  readonly updatedAt: string;
}

/** An FAQ with its place in the list (categories come in the order of their first question). */
export interface FaqRecord extends Faq {
  readonly position: number;
}

/** Content enough to answer every question, in memory. Offers are kept as documents. */
export interface ContentRecords {
  readonly posts: readonly PostRecord[];
  readonly pages: readonly PageRecord[];
  readonly faqs: readonly FaqRecord[];
  readonly offers: readonly Offer[];
  /** The pictures posts and pages use. */
  readonly media: readonly MediaRecord[];
}
