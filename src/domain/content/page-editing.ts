import type { FieldIssues } from '../catalogue/catalogue-editing';
import { FORM_KINDS } from '../enquiries/enquiry';
import { isSafeLink, linkMessage, PAGE_LINK_KINDS } from '../shared/safe-link';
import { isSlug, reservedSegments } from '../site/site-routes';
import { ASIDE_STYLES, MEDIA_SIDES, type PageLink } from './content';
import type { StoredPageBlock } from './content-records';

/**
 * The rules of editing a content page in the console (issue 19 item 1): each block's fields, the
 * page's draft, its address, and when a draft is published. Text is kept as the editor typed it
 * (markup included): the site renders it as text, so nothing in it can run. Links are another
 * matter, since a link's address is followed: only site paths, web addresses, mail and phone links.
 */

export type BlockType = StoredPageBlock['type'];

/** Every block kind the site renders, in the order the editor offers them. */
export const BLOCK_TYPES: readonly BlockType[] = [
  'rich-text',
  'hero',
  'image',
  'media-text',
  'cards',
  'facts',
  'call-to-action',
  'faq-list',
  'property-list',
  'university-list',
  'form',
  'aside',
];

export const MAX_BLOCKS = 60;

/** What an editor edits and publishes: the page's words and blocks (the address is the page's own). */
export interface PageDraft {
  readonly title: string;
  readonly description: string;
  readonly blocks: readonly StoredPageBlock[];
}

const FILL = 'Fill this in.';
/** Every link a block holds follows the one rule for stored links (src/domain/shared/safe-link.ts). */
const LINK = linkMessage(PAGE_LINK_KINDS);

type Issues = Record<string, string>;

function text(issues: Issues, key: string, value: string | null | undefined, max: number, required: boolean): void {
  const v = value ?? '';
  if (required && v.trim() === '') issues[key] = FILL;
  else if (v.length > max) issues[key] = `At most ${max.toLocaleString('en-GB')} characters.`;
}

function link(issues: Issues, key: string, value: PageLink): void {
  text(issues, `${key}.label`, value.label, 80, true);
  if (!isSafeLink(value.href)) issues[`${key}.href`] = LINK;
}

function count(issues: Issues, key: string, length: number, min: number, max: number): boolean {
  if (length < min) issues[key] = 'Add at least one.';
  else if (length > max) issues[key] = `At most ${max}.`;
  return key in issues;
}

const HEADING = 200;
const BODY = 20_000;
const SHORT = 2_000;

/** The issues of one block, by field (`cards.0.title` for a card's); none when it can be published. */
export function blockIssues(block: StoredPageBlock): FieldIssues {
  const issues: Issues = {};
  switch (block.type) {
    case 'rich-text':
      text(issues, 'heading', block.heading, HEADING, false);
      text(issues, 'body', block.body, BODY, true);
      break;
    case 'image':
    case 'hero':
      if (!block.mediaId) issues.mediaId = 'Choose a picture.';
      text(issues, 'alt', block.alt, 300, false);
      if (block.type === 'image') text(issues, 'caption', block.caption, 300, false);
      break;
    case 'cards':
      text(issues, 'heading', block.heading, HEADING, false);
      if (count(issues, 'cards', block.cards.length, 1, 12)) break;
      block.cards.forEach((card, i) => {
        text(issues, `cards.${i}.title`, card.title, HEADING, true);
        text(issues, `cards.${i}.body`, card.body, SHORT, true);
        if (card.href && !isSafeLink(card.href)) issues[`cards.${i}.href`] = LINK;
      });
      break;
    case 'faq-list':
      text(issues, 'heading', block.heading, HEADING, false);
      text(issues, 'category', block.category, 100, true);
      break;
    case 'call-to-action':
      text(issues, 'heading', block.heading, HEADING, true);
      text(issues, 'body', block.body, SHORT, true);
      text(issues, 'label', block.label, 80, true);
      if (!isSafeLink(block.href)) issues.href = LINK;
      break;
    case 'property-list':
      text(issues, 'heading', block.heading, HEADING, false);
      if (block.citySlug && !isSlug(block.citySlug)) issues.citySlug = 'A city’s slug, like manchester.';
      break;
    case 'university-list':
      text(issues, 'heading', block.heading, HEADING, false);
      break;
    case 'form':
      text(issues, 'heading', block.heading, HEADING, false);
      if (!(FORM_KINDS as readonly string[]).includes(block.form)) issues.form = 'Choose one of the site’s forms.';
      break;
    case 'media-text':
      text(issues, 'heading', block.heading, HEADING, true);
      text(issues, 'body', block.body, BODY, true);
      text(issues, 'alt', block.alt, 300, false);
      if (block.mediaSide && !(MEDIA_SIDES as readonly string[]).includes(block.mediaSide))
        issues.mediaSide = 'Left or right.';
      if (block.link) link(issues, 'link', block.link);
      break;
    case 'facts':
      text(issues, 'heading', block.heading, HEADING, false);
      if (count(issues, 'facts', block.facts.length, 1, 8)) break;
      block.facts.forEach((fact, i) => {
        text(issues, `facts.${i}.value`, fact.value, 40, true);
        text(issues, `facts.${i}.label`, fact.label, 80, true);
      });
      break;
    case 'aside':
      if (!(ASIDE_STYLES as readonly string[]).includes(block.style)) issues.style = 'Contact or links.';
      text(issues, 'heading', block.heading, HEADING, true);
      text(issues, 'body', block.body, SHORT, false);
      if ((block.links?.length ?? 0) > 12) issues.links = 'At most 12.';
      else for (const [i, l] of (block.links ?? []).entries()) link(issues, `links.${i}`, l);
      break;
  }
  return issues;
}

/** The draft's issues: its title and description, then each block's as `blocks.<place>.<field>`. */
export function pageDraftIssues(draft: PageDraft): FieldIssues {
  const issues: Issues = {};
  text(issues, 'title', draft.title, HEADING, true);
  text(issues, 'description', draft.description, 300, true);
  if (draft.blocks.length > MAX_BLOCKS) {
    issues.blocks = `At most ${MAX_BLOCKS} blocks.`;
    return issues;
  }
  let heroes = 0;
  draft.blocks.forEach((block, i) => {
    if (block.type === 'hero' && ++heroes > 1) issues[`blocks.${i}`] = 'A page has one picture beside its title.';
    for (const [field, message] of Object.entries(blockIssues(block))) issues[`blocks.${i}.${field}`] = message;
  });
  return issues;
}

/** Why a page cannot live at `/<slug>`: its form, the site's own addresses, or one `taken` already (pages' and cities'). */
export function pageSlugIssue(slug: string, taken: readonly string[]): string | null {
  if (reservedSegments.has(slug)) return 'The site uses this address itself: choose another.';
  if (!isSlug(slug)) return 'Lower-case letters, digits and single hyphens, like open-days.';
  if (taken.includes(slug)) return 'Another page or a city already has this address.';
  return null;
}

/** A block of each kind as the editor adds it: empty where the editor must write, sensible elsewhere. */
export function emptyBlock(type: BlockType): StoredPageBlock {
  switch (type) {
    case 'rich-text':
      return { type, heading: null, body: '' };
    case 'image':
      return { type, mediaId: null, alt: '', caption: null };
    case 'hero':
      return { type, mediaId: null, alt: '' };
    case 'cards':
      return { type, heading: null, cards: [{ title: '', body: '', href: null }] };
    case 'faq-list':
      return { type, heading: null, category: '' };
    case 'call-to-action':
      return { type, heading: '', body: '', label: '', href: '' };
    case 'property-list':
      return { type, heading: null, citySlug: null, featuredOnly: false };
    case 'university-list':
      return { type, heading: null };
    case 'form':
      return { type, form: 'contact', heading: null };
    case 'media-text':
      return { type, heading: '', body: '', mediaId: null, alt: '', mediaSide: 'right', link: null };
    case 'facts':
      return { type, heading: null, facts: [{ value: '', label: '' }] };
    case 'aside':
      return { type, style: 'contact', heading: '', body: null, links: [] };
  }
}

/** The list with the item at `index` moved by `offset` places; unchanged when either end is outside it. */
export function moveBlock<T>(list: readonly T[], index: number, offset: number): readonly T[] {
  const to = index + offset;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * Where a page stands: a draft until first published; then published, or changed while an
 * unpublished draft waits; scheduled when the draft has a time to go out.
 */
export type PageStatus = 'draft' | 'published' | 'changed' | 'scheduled';

export function pageStatus(page: {
  readonly publishedAt: string | null;
  readonly hasDraft: boolean;
  readonly publishAt: string | null;
}): PageStatus {
  if (page.publishAt) return 'scheduled';
  if (!page.publishedAt) return 'draft';
  return page.hasDraft ? 'changed' : 'published';
}

const YEAR_MS = 365 * 24 * 3_600_000;

/** Why a draft cannot be set to go out at `atMs`: not in the future, or more than a year away. */
export function scheduleIssue(atMs: number, nowMs: number): string | null {
  if (!Number.isFinite(atMs) || atMs <= nowMs) return 'Choose a time in the future.';
  if (atMs - nowMs > YEAR_MS) return 'Choose a time within a year.';
  return null;
}

/** Whether a draft set to go out at `publishAt` should be published at `nowMs`. */
export function publicationDue(publishAt: string | null, nowMs: number): boolean {
  return publishAt !== null && Date.parse(publishAt) <= nowMs;
}
