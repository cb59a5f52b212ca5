import type { Media, PropertySummary } from '../catalogue/catalogue';
import type { MediaRecord } from '../catalogue/catalogue-records';
import { withLaterFormats } from '../catalogue/media-formats';
import { isSafeLink } from '../shared/safe-link';
import type { ContentPage, Faq, PageBlock, UniversityWithProperties } from './content';
import type { PageRecord, StoredPageBlock } from './content-records';
import { generalFaqsIn } from './faq-rules';

/**
 * Pages are stored as blocks that point at things (a picture, an FAQ category, a choice of
 * properties); a page is served with those things filled in. Adapters ask blockNeeds what to
 * load, load it, and resolvePage puts the page together.
 */

/** Which properties a property-list block shows. */
export interface PropertySelection {
  readonly citySlug: string | null;
  readonly featuredOnly: boolean;
}

export function propertySelectionKey(selection: PropertySelection): string {
  return `${selection.citySlug ?? '*'}:${selection.featuredOnly ? 'featured' : 'all'}`;
}

export interface BlockNeeds {
  readonly mediaIds: readonly string[];
  readonly faqs: boolean;
  readonly propertySelections: readonly PropertySelection[];
  readonly universities: boolean;
}

export interface BlockSources {
  readonly media: readonly MediaRecord[];
  /** Every FAQ, in FAQ-page order. */
  readonly faqs: readonly Faq[];
  /** Property cards by propertySelectionKey. */
  readonly properties: ReadonlyMap<string, readonly PropertySummary[]>;
  readonly universities: readonly UniversityWithProperties[];
}

const selectionOf = (block: Extract<StoredPageBlock, { type: 'property-list' }>): PropertySelection => ({
  citySlug: block.citySlug ?? null,
  featuredOnly: block.featuredOnly ?? false,
});

export function blockNeeds(blocks: readonly StoredPageBlock[]): BlockNeeds {
  const selections = new Map<string, PropertySelection>();
  const mediaIds = new Set<string>();
  for (const block of blocks) {
    if ((block.type === 'image' || block.type === 'hero' || block.type === 'media-text') && block.mediaId)
      mediaIds.add(block.mediaId);
    if (block.type === 'property-list') selections.set(propertySelectionKey(selectionOf(block)), selectionOf(block));
  }
  return {
    mediaIds: [...mediaIds],
    faqs: blocks.some((b) => b.type === 'faq-list'),
    propertySelections: [...selections.values()],
    universities: blocks.some((b) => b.type === 'university-list'),
  };
}

/** A picture as documents carry it; the block's alt text wins over the picture's own. */
export function mediaDoc(record: MediaRecord, alt?: string): Media {
  return { _id: record.id, alt: alt?.trim() ? alt : record.alt, formats: withLaterFormats(record.id, record.formats) };
}

const safeOrNull = (href: string | null | undefined): string | null => (href && isSafeLink(href) ? href : null);

function resolveBlock(block: StoredPageBlock, sources: BlockSources, media: Map<string, MediaRecord>): PageBlock {
  const pictureOf = (mediaId: string | null, alt: string): Media | null => {
    const record = mediaId ? media.get(mediaId) : undefined;
    return record ? mediaDoc(record, alt) : null;
  };
  switch (block.type) {
    case 'rich-text':
      return { type: 'rich-text', heading: block.heading ?? null, body: block.body };
    case 'image':
      return { type: 'image', media: pictureOf(block.mediaId, block.alt), caption: block.caption ?? null };
    case 'cards':
      return {
        type: 'cards',
        heading: block.heading ?? null,
        cards: block.cards.map((c) => ({ title: c.title, body: c.body, href: safeOrNull(c.href) })),
      };
    case 'faq-list':
      return {
        type: 'faq-list',
        heading: block.heading ?? null,
        category: block.category,
        faqs: generalFaqsIn(sources.faqs, block.category),
      };
    case 'call-to-action':
      return {
        type: 'call-to-action',
        heading: block.heading,
        body: block.body,
        label: block.label,
        // An address not safe to follow (kept from before the console checked links) is no link.
        href: isSafeLink(block.href) ? block.href : '',
      };
    case 'property-list':
      return {
        type: 'property-list',
        heading: block.heading ?? null,
        properties: sources.properties.get(propertySelectionKey(selectionOf(block))) ?? [],
      };
    case 'university-list':
      return { type: 'university-list', heading: block.heading ?? null, universities: sources.universities };
    case 'form':
      return { type: 'form', form: block.form, heading: block.heading ?? null };
    case 'hero':
      return { type: 'hero', media: pictureOf(block.mediaId, block.alt) };
    case 'media-text':
      return {
        type: 'media-text',
        heading: block.heading,
        body: block.body,
        media: pictureOf(block.mediaId, block.alt),
        media_side: block.mediaSide ?? 'right',
        link: block.link && isSafeLink(block.link.href) ? block.link : null,
      };
    case 'facts':
      return { type: 'facts', heading: block.heading ?? null, facts: block.facts };
    case 'aside':
      return {
        type: 'aside',
        style: block.style,
        heading: block.heading,
        body: block.body ?? null,
        links: (block.links ?? []).filter((l) => isSafeLink(l.href)),
      };
  }
}

export function resolvePage(page: PageRecord, sources: BlockSources): ContentPage {
  const media = new Map(sources.media.map((m) => [m.id, m]));
  return {
    _id: page.id,
    slug: page.slug,
    title: page.title,
    description: page.description,
    blocks: page.blocks.map((b) => resolveBlock(b, sources, media)),
    updated_at: page.updatedAt,
  };
}
