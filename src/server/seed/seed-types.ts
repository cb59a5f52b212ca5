import type { NavGroup, NavLink } from '../../domain/catalogue/catalogue';
import type { AsideStyle, FormName, MediaSide, PageFact, PageLink } from '../../domain/content/content';
import type { EnquiryKind } from '../../domain/enquiries/enquiry';
/**
 * The shape of the demo data the seed loads. Plain data, no database types: the seed
 * turns these into rows. Slugs are URL segments (lower-case, hyphenated).
 */

/** How a generated picture should look; the image generator turns it into pixels. */
export interface ImageSpec {
  /** What the picture shows: a building's facade, a room interior, a common space, a city skyline. */
  readonly scene: 'facade' | 'room' | 'common' | 'skyline' | 'campus' | 'illustration';
  /** Accessible description of the picture (used as alt text). */
  readonly alt: string;
  /** Hex colours that give the picture its character, e.g. ['#1f3a5f', '#f2a65a', '#e9ecef']. */
  readonly palette: readonly [string, string, string];
  /** Any string; the same seed always gives the same picture, different seeds differ. */
  readonly seed: string;
}

export interface SeedUniversity {
  readonly slug: string;
  readonly name: string;
  readonly shortName: string;
  /** The main campus, real coordinates (WGS84). */
  readonly lat: number;
  readonly lng: number;
  readonly website: string;
}

export interface SeedCity {
  readonly slug: string;
  readonly name: string;
  readonly region: string;
  /** One paragraph, 40-80 words, what a student would want to know about living there. */
  readonly intro: string;
  readonly lat: number;
  readonly lng: number;
  readonly hero: ImageSpec;
  readonly universities: readonly SeedUniversity[];
  readonly properties: readonly SeedProperty[];
}

export interface SeedProperty {
  readonly slug: string;
  readonly name: string;
  /** Short line under the name, at most 80 characters. */
  readonly tagline: string;
  /** 2-3 paragraphs separated by a blank line. */
  readonly description: string;
  readonly addressLine1: string;
  readonly postcode: string;
  /** Real coordinates of a plausible spot for the building. */
  readonly lat: number;
  readonly lng: number;
  /** From a shared vocabulary, e.g. 'Gym', 'Cinema room', 'Study spaces', 'Bike storage', 'On-site team', 'All bills included', 'Laundry', 'Secure entry', 'Games room', 'Roof terrace', 'Wi-Fi 500 Mbps', 'Parcel lockers'. */
  readonly amenities: readonly string[];
  /** Floors the rooms are on, e.g. ['Ground', '1', '2', '3']. */
  readonly floorLevels: readonly string[];
  readonly featured: boolean;
  /** 3-5 pictures: the first is the facade. */
  readonly gallery: readonly ImageSpec[];
  readonly roomTypes: readonly SeedRoomType[];
}

export type RoomKind = 'studio' | 'ensuite' | 'twodio' | 'accessible' | 'shared-flat' | 'premium-studio';

export interface SeedRoomType {
  readonly slug: string;
  readonly name: string;
  readonly kind: RoomKind;
  /** e.g. 'Double', 'Small double', 'King', 'Single', 'Two doubles'. */
  readonly bedType: string;
  readonly sizeSqm: number;
  /** 1-2 paragraphs. */
  readonly description: string;
  /** e.g. 'Private kitchenette', 'En-suite shower room', 'Study desk', 'Under-bed storage', 'Wheelchair accessible'. */
  readonly features: readonly string[];
  /** Floors this room type is found on (subset of the property's floorLevels). */
  readonly floorLevels: readonly string[];
  /** 2-3 pictures of the room. */
  readonly gallery: readonly ImageSpec[];
  readonly tenancyOptions: readonly SeedTenancyOption[];
}

export interface SeedTenancyOption {
  /** '2026/27' or '2027/28'. */
  readonly academicYear: string;
  /** 41, 44 or 51. */
  readonly weeks: number;
  /** ISO dates, start on a Saturday in September; end = start + weeks*7 days - 1. */
  readonly startDate: string;
  readonly endDate: string;
  /** Whole pounds per week, realistic for the city and room kind (£130-£320). */
  readonly pricePerWeek: number;
  readonly billingFrequency: 'weekly' | 'monthly' | 'yearly';
  readonly currency: 'GBP';
  /** 0 means sold out. */
  readonly roomsAvailable: number;
}

export interface SeedPost {
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  /** Paragraphs separated by blank lines; lines starting with '## ' are sub-headings. 300-600 words. */
  readonly body: string;
  readonly category: 'Student life' | 'Moving in' | 'Money' | 'City guides' | 'Wellbeing' | 'News';
  readonly author: string;
  /** ISO date in 2026, before 2026-11-21. */
  readonly publishedAt: string;
  readonly cover: ImageSpec;
}

export type SeedPageBlock =
  | { readonly type: 'rich-text'; readonly heading?: string; readonly body: string }
  | { readonly type: 'image'; readonly image: ImageSpec; readonly caption?: string }
  | {
      readonly type: 'cards';
      readonly heading?: string;
      readonly cards: readonly { readonly title: string; readonly body: string; readonly href?: string }[];
    }
  | { readonly type: 'faq-list'; readonly heading?: string; readonly category: string }
  | {
      readonly type: 'call-to-action';
      readonly heading: string;
      readonly body: string;
      readonly label: string;
      readonly href: string;
    }
  | {
      readonly type: 'property-list';
      readonly heading?: string;
      readonly citySlug?: string;
      readonly featuredOnly?: boolean;
    }
  /** Every university with its nearest properties. */
  | { readonly type: 'university-list'; readonly heading?: string }
  /** An enquiry form, where the page asks the visitor to write in. */
  | { readonly type: 'form'; readonly form: FormName; readonly heading?: string }
  /** The page's own picture, beside its title. */
  | { readonly type: 'hero'; readonly image: ImageSpec }
  /** A picture beside a heading, text and an optional link. */
  | {
      readonly type: 'media-text';
      readonly heading: string;
      readonly body: string;
      readonly image: ImageSpec;
      readonly mediaSide?: MediaSide;
      readonly link?: PageLink;
    }
  | { readonly type: 'facts'; readonly heading?: string; readonly facts: readonly PageFact[] }
  /** A side panel: the operator's contact details, or next steps and related pages. */
  | {
      readonly type: 'aside';
      readonly style: AsideStyle;
      readonly heading: string;
      readonly body?: string;
      readonly links?: readonly PageLink[];
    };

export interface SeedPage {
  readonly slug: string;
  readonly title: string;
  /** Meta description, 120-160 characters. */
  readonly description: string;
  readonly blocks: readonly SeedPageBlock[];
}

export interface SeedFaq {
  /** e.g. 'Booking', 'Payments', 'Moving in', 'Living with us', 'Viewings', 'Parents', 'International students'. */
  readonly category: string;
  readonly question: string;
  /** Plain text, 30-90 words. */
  readonly answer: string;
  /** A question about one property (its slug) rather than a general one. */
  readonly propertySlug?: string;
}

export interface SeedOffer {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly terms: string;
  /** Code the visitor quotes, e.g. 'EARLY27'. */
  readonly code: string;
  /** ISO dates; at least 3 offers current on 2026-11-21. */
  readonly startsAt: string;
  readonly endsAt: string;
  /** Limits the offer to a city or property (slugs); both absent means site-wide. */
  readonly citySlug?: string;
  readonly propertySlug?: string;
}

export interface SeedSiteSettings {
  readonly brandName: string;
  readonly tagline: string;
  readonly supportEmail: string;
  readonly phone: string;
  readonly whatsapp: string;
  readonly showLevel: boolean;
  readonly headerNav?: readonly NavLink[];
  readonly footerNav?: readonly NavGroup[];
  /**
   * Where staff read each kind of enquiry (kept server-side, never in the public settings); a kind
   * left out goes to supportEmail.
   */
  readonly enquiryEmails?: Readonly<Partial<Record<EnquiryKind, string>>>;
}
