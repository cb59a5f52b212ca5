/**
 * Editorial content as the API serves it and the UI reads it: content pages made of ordered
 * blocks, blog posts, FAQs and offers. Blocks arrive resolved (pictures, FAQs and property cards
 * filled in), so a page renders from one answer.
 */
import type { Media, PropertySummary, University, UniversityDistance } from '../catalogue/catalogue';
import type { FormKind } from '../enquiries/enquiry';

export interface Faq {
  readonly _id: string;
  readonly category: string;
  readonly question: string;
  /** Plain text; blank lines separate paragraphs. */
  readonly answer: string;
  /** The property (slug) it is about, or null for a general question. */
  readonly property_id: string | null;
  /** That property's city (slug): property slugs are unique only within a city. */
  readonly city_id: string | null;
}

export interface Offer {
  readonly _id: string;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly terms: string;
  /** What the visitor quotes when booking or enquiring. */
  readonly code: string;
  /** ISO timestamps; an offer is current from starts_at (inclusive) to ends_at (exclusive). */
  readonly starts_at: string;
  readonly ends_at: string;
  /** Where it applies (slugs and names); both null means everywhere. */
  readonly city_id: string | null;
  readonly city_name: string | null;
  readonly property_id: string | null;
  readonly property_name: string | null;
}

export interface PostSummary {
  readonly _id: string;
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  readonly category: string;
  readonly author: string;
  /** ISO timestamp. */
  readonly published_at: string;
  readonly reading_minutes: number;
  readonly cover: Media | null;
}

export interface PostDetail extends PostSummary {
  /** Paragraphs separated by blank lines; a paragraph starting with '## ' is a sub-heading. */
  readonly body: string;
  readonly related: readonly PostSummary[];
}

export interface PostListQuery {
  /** 1-based. */
  readonly page: number;
  readonly category: string | null;
}

export interface PostList {
  readonly posts: readonly PostSummary[];
  readonly page: number;
  readonly page_count: number;
  readonly total: number;
  readonly category: string | null;
  /** Every category that has a published post, alphabetical. */
  readonly categories: readonly string[];
}

/** Posts per page of the blog listing. */
export const postsPerPage = 6;

export interface NearbyProperty extends PropertySummary {
  readonly distance: UniversityDistance;
}

export interface UniversityWithProperties {
  readonly university: University;
  readonly city_name: string;
  /** Nearest first, at most three. */
  readonly properties: readonly NearbyProperty[];
}

/** The enquiry forms a page can hold. */
export type FormName = FormKind;

export type PageBlock =
  | { readonly type: 'rich-text'; readonly heading: string | null; readonly body: string }
  | { readonly type: 'image'; readonly media: Media | null; readonly caption: string | null }
  | {
      readonly type: 'cards';
      readonly heading: string | null;
      readonly cards: readonly { readonly title: string; readonly body: string; readonly href: string | null }[];
    }
  | {
      readonly type: 'faq-list';
      readonly heading: string | null;
      readonly category: string;
      readonly faqs: readonly Faq[];
    }
  | {
      readonly type: 'call-to-action';
      readonly heading: string;
      readonly body: string;
      readonly label: string;
      readonly href: string;
    }
  | { readonly type: 'property-list'; readonly heading: string | null; readonly properties: readonly PropertySummary[] }
  | {
      readonly type: 'university-list';
      readonly heading: string | null;
      readonly universities: readonly UniversityWithProperties[];
    }
  | { readonly type: 'form'; readonly form: FormName; readonly heading: string | null };

export interface ContentPage {
  readonly _id: string;
  readonly slug: string;
  readonly title: string;
  /** Meta description. */
  readonly description: string;
  readonly blocks: readonly PageBlock[];
  /** ISO timestamp. */
  readonly updated_at: string;
}
