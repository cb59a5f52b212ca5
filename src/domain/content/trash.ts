/**
 * One trash for the console's content (issue 36 item 7, ADR 086): a page, post, offer or FAQ moved
 * to the trash leaves the site at once, may be restored (as a draft) for 30 days, and is then
 * purged by the job runner.
 */
export const TRASH_KINDS = ['page', 'post', 'offer', 'faq'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

export function isTrashKind(value: unknown): value is TrashKind {
  return typeof value === 'string' && (TRASH_KINDS as readonly string[]).includes(value);
}

/** Days a record stays restorable. */
export const trashKeptDays = 30;

const dayMs = 86_400_000;

/** Whole days (rounded up) before a record deleted at `deletedAt` (ISO) is purged; 0 once due. */
export function trashDaysLeft(deletedAt: string, nowMs: number): number {
  const left = Date.parse(deletedAt) + trashKeptDays * dayMs - nowMs;
  return left <= 0 ? 0 : Math.ceil(left / dayMs);
}

/** Records deleted at or before this instant (ISO) are due for purging. */
export function trashPurgeCutoff(nowMs: number): string {
  return new Date(nowMs - trashKeptDays * dayMs).toISOString();
}

export function trashPurgeDue(deletedAt: string, nowMs: number): boolean {
  return trashDaysLeft(deletedAt, nowMs) === 0;
}

/** What the console and the audit log call each kind. */
export const trashKindLabels: Readonly<Record<TrashKind, string>> = {
  page: 'Page',
  post: 'Post',
  offer: 'Offer',
  faq: 'FAQ',
};
