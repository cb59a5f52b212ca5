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
  /** As written, in Markdown (paragraphs separated by blank lines, '## ' sub-headings, '- ' lists). */
  readonly body: string;
  /** The body as HTML, rendered and made inert on the server (ADR 051): what the post page shows. */
  readonly body_html: string;
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

/** A link a block offers: a label and where it goes (a path on the site, or a full address). */
export interface PageLink {
  readonly label: string;
  readonly href: string;
}

/** A figure worth telling at a glance ("15" / "student homes"). */
export interface PageFact {
  readonly value: string;
  readonly label: string;
}

/**
 * What a side panel holds: 'contact' shows the operator's phone, e-mail and WhatsApp (from the
 * site settings) under its heading and text; 'links' lists next steps or related pages.
 */
export const ASIDE_STYLES = ['contact', 'links'] as const;
export type AsideStyle = (typeof ASIDE_STYLES)[number];

/** Which side of its text a picture sits on from tablets up (on a phone it comes first). */
export const MEDIA_SIDES = ['left', 'right'] as const;
export type MediaSide = (typeof MEDIA_SIDES)[number];

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
  | { readonly type: 'form'; readonly form: FormName; readonly heading: string | null }
  /** The page's own picture, shown beside its title. */
  | { readonly type: 'hero'; readonly media: Media | null }
  /** A picture beside a heading and text, with an optional link: a page's feature rows. */
  | {
      readonly type: 'media-text';
      readonly heading: string;
      readonly body: string;
      readonly media: Media | null;
      readonly media_side: MediaSide;
      readonly link: PageLink | null;
    }
  /** A row of figures. */
  | { readonly type: 'facts'; readonly heading: string | null; readonly facts: readonly PageFact[] }
  /** A side panel: beside the page's blocks from laptops up, after them on a phone. */
  | {
      readonly type: 'aside';
      readonly style: AsideStyle;
      readonly heading: string;
      readonly body: string | null;
      readonly links: readonly PageLink[];
    };

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
