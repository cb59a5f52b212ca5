import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retentionCutoff } from '../../../src/domain/enquiries/retention';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const timeOfDay = (ms: number) => (((ms % 86_400_000) + 86_400_000) % 86_400_000) + 0;

describe('retentionCutoff', () => {
  it('goes back whole calendar months in UTC, keeping the day and the time of day', () => {
    expect(iso(retentionCutoff(at('2026-06-15T09:30:00.000Z'), 24))).toBe('2024-06-15T09:30:00.000Z');
    expect(iso(retentionCutoff(at('2026-06-15T09:30:00.000Z'), 1))).toBe('2026-05-15T09:30:00.000Z');
    expect(iso(retentionCutoff(at('2026-01-10T23:59:59.999Z'), 1))).toBe('2025-12-10T23:59:59.999Z');
    expect(iso(retentionCutoff(at('2026-03-01T00:00:00.000Z'), 14))).toBe('2025-01-01T00:00:00.000Z');
  });

  it('takes a day the shorter month lacks to that month’s last day', () => {
    expect(iso(retentionCutoff(at('2026-03-31T12:00:00.000Z'), 1))).toBe('2026-02-28T12:00:00.000Z');
    expect(iso(retentionCutoff(at('2024-03-31T12:00:00.000Z'), 1))).toBe('2024-02-29T12:00:00.000Z');
    expect(iso(retentionCutoff(at('2026-05-31T08:00:00.000Z'), 1))).toBe('2026-04-30T08:00:00.000Z');
    expect(iso(retentionCutoff(at('2026-03-29T08:00:00.000Z'), 1))).toBe('2026-02-28T08:00:00.000Z');
    // A leap day, two years on, counts back to the 28th of February.
    expect(iso(retentionCutoff(at('2028-02-29T10:00:00.000Z'), 24))).toBe('2026-02-28T10:00:00.000Z');
  });

  it('reads UTC whatever the local zone: a British summer midnight is still the day before in UTC', () => {
    // 00:30 on 1 July in London is 23:30 on 30 June in UTC.
    expect(iso(retentionCutoff(at('2026-06-30T23:30:00.000Z'), 1))).toBe('2026-05-30T23:30:00.000Z');
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s months', (months) => {
    expect(() => retentionCutoff(at('2026-06-15T00:00:00.000Z'), months)).toThrow(RangeError);
  });

  it('for any instant and any number of months: exactly that many calendar months back, never later than now', () => {
    const instants = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2200, 0, 1) });
    fc.assert(
      fc.property(instants, fc.integer({ min: 1, max: 600 }), (now, months) => {
        const cutoff = retentionCutoff(now, months);
        const [n, c] = [new Date(now), new Date(cutoff)];
        expect(cutoff).toBeLessThan(now);
        expect(n.getUTCFullYear() * 12 + n.getUTCMonth() - (c.getUTCFullYear() * 12 + c.getUTCMonth())).toBe(months);
        const lastDay = new Date(Date.UTC(c.getUTCFullYear(), c.getUTCMonth() + 1, 0)).getUTCDate();
        expect(c.getUTCDate()).toBe(Math.min(n.getUTCDate(), lastDay));
        expect(timeOfDay(cutoff)).toBe(timeOfDay(now));
        // Between 28 and 31 days a month.
        expect(now - cutoff).toBeGreaterThanOrEqual(months * 28 * 86_400_000);
        expect(now - cutoff).toBeLessThanOrEqual(months * 31 * 86_400_000);
      }),
    );
  });

  it('never moves the cutoff back from one day to the next', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.integer({ min: 1, max: 120 }),
        (now, months) => {
          expect(retentionCutoff(now + 86_400_000, months)).toBeGreaterThanOrEqual(retentionCutoff(now, months));
        },
      ),
    );
  });
});
