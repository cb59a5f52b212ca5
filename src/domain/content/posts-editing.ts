import { redirectsForMove, type SlugRedirect } from '../catalogue/catalogue-editing';
import { londonDate } from '../shared/london-date';
import { addDays, isCalendarDate, londonInstant } from '../shared/london-time';
import type { PostStatus } from './content-records';
import { postPath } from './post-documents';

/**
 * The console's rules for blog posts, FAQs and offers (issue 19 item 1): when a post is on the
 * site, the redirect a changed post address leaves, an offer's London days as the instants it is
 * current between, and a question's move within its category.
 */

export { POST_STATUSES, type PostStatus } from './content-records';

/** A post shows once published and its publish time has come; a draft never shows. */
export function isPostLive(post: { readonly status: PostStatus; readonly publishedAt: string }, nowMs: number) {
  return post.status === 'published' && Date.parse(post.publishedAt) <= nowMs;
}

/** The redirects a post's changed slug leaves (/blog/old -> /blog/new), older ones retargeted, none to itself. */
export function postPathChange(oldSlug: string, newSlug: string, existing: readonly SlugRedirect[]): SlugRedirect[] {
  if (oldSlug === newSlug) return [];
  return redirectsForMove(postPath(oldSlug), postPath(newSlug), [], existing);
}

/** When an offer given as London days is current: from the start of its first day to the end of its last. */
export function offerWindow(validFrom: string, validTo: string): { startsAt: string; endsAt: string } | null {
  if (!isCalendarDate(validFrom) || !isCalendarDate(validTo) || validTo < validFrom) return null;
  const start = londonInstant(validFrom, '00:00');
  const end = londonInstant(addDays(validTo, 1), '00:00');
  if (start === null || end === null) return null;
  return { startsAt: new Date(start).toISOString(), endsAt: new Date(end).toISOString() };
}

/** The London days an offer runs on: the day it starts and the day of its last moment. */
export function offerDays(startsAt: string, endsAt: string): { validFrom: string; validTo: string } {
  return { validFrom: londonDate(Date.parse(startsAt)), validTo: londonDate(Date.parse(endsAt) - 1) };
}

/** A question's place: its category and its position in the whole list. */
export interface FaqPlace {
  readonly id: string;
  readonly category: string;
  readonly position: number;
}

/**
 * Moving a question up or down within its category: it swaps positions with its neighbour there
 * (questions of other categories keep theirs). The positions to set; none when it cannot move.
 */
export function moveFaq(
  faqs: readonly FaqPlace[],
  id: string,
  direction: 'up' | 'down',
): { readonly id: string; readonly position: number }[] {
  const target = faqs.find((f) => f.id === id);
  if (!target) return [];
  const siblings = faqs
    .filter((f) => f.category === target.category)
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
  const at = siblings.findIndex((f) => f.id === id);
  const other = siblings[direction === 'up' ? at - 1 : at + 1];
  if (!other) return [];
  return [
    { id: other.id, position: target.position },
    { id: target.id, position: other.position },
  ].sort((a, b) => a.id.localeCompare(b.id));
}
