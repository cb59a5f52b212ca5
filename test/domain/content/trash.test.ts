import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isTrashKind,
  TRASH_KINDS,
  trashDaysLeft,
  trashKeptDays,
  trashPurgeCutoff,
  trashPurgeDue,
} from '../../../src/domain/content/trash';

const dayMs = 86_400_000;
const deletedAt = Date.parse('2026-03-01T10:00:00Z');

describe('the trash (ADR 086)', () => {
  it('keeps a record 30 days', () => {
    expect(trashKeptDays).toBe(30);
  });

  it('counts whole days left, rounding up, never below 0', () => {
    expect(trashDaysLeft(new Date(deletedAt).toISOString(), deletedAt)).toBe(30);
    expect(trashDaysLeft(new Date(deletedAt).toISOString(), deletedAt + 1)).toBe(30);
    expect(trashDaysLeft(new Date(deletedAt).toISOString(), deletedAt + dayMs)).toBe(29);
    expect(trashDaysLeft(new Date(deletedAt).toISOString(), deletedAt + 29 * dayMs + 1)).toBe(1);
    expect(trashDaysLeft(new Date(deletedAt).toISOString(), deletedAt + 30 * dayMs)).toBe(0);
    expect(trashDaysLeft(new Date(deletedAt).toISOString(), deletedAt + 400 * dayMs)).toBe(0);
  });

  it('is due for purging exactly when no day is left, and the cutoff says the same', () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: -dayMs, max: 60 * dayMs }),
        (deleted, elapsed) => {
          const iso = new Date(deleted).toISOString();
          const now = deleted + elapsed;
          const due = trashPurgeDue(iso, now);
          expect(due).toBe(trashDaysLeft(iso, now) === 0);
          expect(due).toBe(iso <= trashPurgeCutoff(now));
          expect(trashDaysLeft(iso, now)).toBeGreaterThanOrEqual(0);
          expect(trashDaysLeft(iso, now)).toBeLessThanOrEqual(trashKeptDays + 1);
        },
      ),
    ));

  it('knows its four kinds', () => {
    expect(TRASH_KINDS).toEqual(['page', 'post', 'offer', 'faq']);
    expect(isTrashKind('faq')).toBe(true);
    expect(isTrashKind('property')).toBe(false);
  });
});
