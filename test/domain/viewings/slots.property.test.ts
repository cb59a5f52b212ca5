import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, londonParts } from '../../../src/domain/shared/london-time';
import {
  type BookedCounts,
  checkSlot,
  nearestFreeSlots,
  viewingDays,
  viewingWindow,
} from '../../../src/domain/viewings/slots';
import {
  type OpeningHours,
  type OpeningPeriod,
  type Slot,
  type ViewingRules,
  viewingKinds,
} from '../../../src/domain/viewings/viewing';

const minute = 60_000;

/** A wall-clock time on the quarter hour, `HH:mm`; up to 24:00 for a close. */
const quarterHour = (max: number) =>
  fc
    .integer({ min: 0, max })
    .map((q) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`);

const openingPeriod: fc.Arbitrary<OpeningPeriod> = fc.record({ open: quarterHour(95), close: quarterHour(96) });

const openingHours: fc.Arbitrary<OpeningHours> = fc
  .array(fc.array(openingPeriod, { maxLength: 3 }), { minLength: 7, maxLength: 7 })
  .map((perDay) => Object.fromEntries(perDay.map((periods, i) => [i + 1, periods])) as OpeningHours);

/** Instants from 2025 to 2028, so the window often crosses a clock change; any millisecond. */
const now = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 11, 31) });

/** Rules around an instant: closed dates are drawn from the days near it. */
const rulesAround = (at: number): fc.Arbitrary<ViewingRules> => {
  const today = londonParts(at).date;
  return fc.record({
    propertyId: fc.constant('p-1'),
    openingHours,
    slotMinutes: fc.constantFrom(15, 20, 30, 45, 60, 90),
    capacity: fc.integer({ min: 1, max: 4 }),
    kinds: fc.subarray([...viewingKinds], { minLength: 1 }),
    closedDates: fc.uniqueArray(
      fc.integer({ min: -2, max: 16 }).map((n) => addDays(today, n)),
      { maxLength: 5 },
    ),
    noticeMinutes: fc.integer({ min: 0, max: 3 * 24 * 60 }),
    horizonDays: fc.integer({ min: 0, max: 14 }),
    staffEmail: fc.constant('staff@example.com'),
  });
};

/** Booked counts for the slots the rules could offer, one count per slot in turn (0 to 5). */
function bookedFor(rules: ViewingRules, at: number, counts: readonly number[]): Map<string, number> {
  const booked = new Map<string, number>();
  if (counts.length === 0) return booked;
  let i = 0;
  for (const day of viewingDays(rules, new Map(), at)) {
    for (const slot of day.slots) {
      booked.set(slot.start, counts[i % counts.length] ?? 0);
      i += 1;
    }
  }
  return booked;
}

const scenario = now.chain((at) =>
  fc.record({
    now: fc.constant(at),
    rules: rulesAround(at),
    counts: fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 12 }),
  }),
);

const slotsOf = (days: ReturnType<typeof viewingDays>): Slot[] => days.flatMap((d) => [...d.slots]);

describe('viewingDays properties', () => {
  it('lists consecutive London dates from today for horizonDays + 1 days, each with its weekday', () => {
    fc.assert(
      fc.property(scenario, ({ now: at, rules }) => {
        const days = viewingDays(rules, new Map(), at);
        const today = londonParts(at);
        expect(days).toHaveLength(rules.horizonDays + 1);
        days.forEach((day, i) => {
          expect(day.date).toBe(addDays(today.date, i));
          expect(day.weekday).toBe(((today.weekday - 1 + i) % 7) + 1);
        });
      }),
    );
  });

  it('offers only free slots: after now and the notice, with room left, on the right day, a slot long, earliest first', () => {
    fc.assert(
      fc.property(scenario, ({ now: at, rules, counts }) => {
        const booked = bookedFor(rules, at, counts);
        for (const day of viewingDays(rules, booked, at)) {
          let previous = '';
          for (const slot of day.slots) {
            const start = Date.parse(slot.start);
            expect(new Date(start).toISOString()).toBe(slot.start);
            expect(start).toBeGreaterThan(at);
            expect(start).toBeGreaterThanOrEqual(at + rules.noticeMinutes * minute);
            expect(Date.parse(slot.end) - start).toBe(rules.slotMinutes * minute);
            expect(slot.remaining).toBeGreaterThanOrEqual(1);
            expect(slot.remaining).toBeLessThanOrEqual(rules.capacity);
            expect(slot.remaining).toBe(rules.capacity - (booked.get(slot.start) ?? 0));
            const parts = londonParts(start);
            expect({ date: slot.date, time: slot.time }).toEqual({ date: parts.date, time: parts.time });
            expect(slot.date).toBe(day.date);
            expect(slot.start > previous).toBe(true);
            previous = slot.start;
          }
        }
      }),
    );
  });

  it('only offers times inside an opening period of that weekday, on a date that is not closed', () => {
    fc.assert(
      fc.property(scenario, ({ now: at, rules }) => {
        for (const day of viewingDays(rules, new Map(), at)) {
          if (rules.closedDates.includes(day.date)) expect(day.status).toBe('closed');
          expect(day.status === 'open').toBe(day.slots.length > 0);
          for (const slot of day.slots) {
            const periods = rules.openingHours[day.weekday] ?? [];
            const inside = periods.some(
              (p) => p.open <= slot.time && addMinutes(slot.time, rules.slotMinutes) <= p.close,
            );
            expect(inside).toBe(true);
          }
        }
      }),
    );
  });

  it('never offers a slot more when more is booked', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), ({ now: at, rules, counts }, pick) => {
        const booked = bookedFor(rules, at, counts);
        const before = slotsOf(viewingDays(rules, booked, at));
        const chosen = before[pick % Math.max(1, before.length)];
        if (!chosen) return;
        const more = new Map(booked).set(chosen.start, (booked.get(chosen.start) ?? 0) + 1);
        const after = slotsOf(viewingDays(rules, more, at));
        const beforeStarts = new Set(before.map((s) => s.start));
        for (const slot of after) expect(beforeStarts.has(slot.start)).toBe(true);
        const again = after.find((s) => s.start === chosen.start);
        if (again) expect(again.remaining).toBe(chosen.remaining - 1);
        else expect(chosen.remaining).toBe(1);
      }),
    );
  });

  it('keeps every offered slot inside viewingWindow', () => {
    fc.assert(
      fc.property(scenario, ({ now: at, rules }) => {
        const { from, to } = viewingWindow(rules, at);
        for (const slot of slotsOf(viewingDays(rules, new Map(), at))) {
          expect(slot.start >= from).toBe(true);
          expect(slot.start < to).toBe(true);
        }
      }),
    );
  });
});

describe('checkSlot properties', () => {
  it('accepts every slot viewingDays offers, for every kind offered, and gives back the same slot', () => {
    fc.assert(
      fc.property(scenario, ({ now: at, rules, counts }) => {
        const booked: BookedCounts = bookedFor(rules, at, counts);
        for (const slot of slotsOf(viewingDays(rules, booked, at))) {
          for (const kind of rules.kinds) {
            expect(checkSlot(rules, { kind, start: slot.start }, booked.get(slot.start) ?? 0, at)).toEqual({
              ok: true,
              slot,
            });
          }
        }
      }),
    );
  });

  it('accepts only what viewingDays would offer, for any time on the five-minute grid', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.integer({ min: -2 * 24 * 12, max: 17 * 24 * 12 }),
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom(...viewingKinds),
        ({ now: at, rules }, step, count, kind) => {
          const start = new Date(Math.floor(at / (5 * minute)) * 5 * minute + step * 5 * minute).toISOString();
          const result = checkSlot(rules, { kind, start }, count, at);
          const offered = slotsOf(viewingDays(rules, new Map([[start, count]]), at)).find((s) => s.start === start);
          if (result.ok) {
            expect(rules.kinds).toContain(kind);
            expect(offered).toEqual(result.slot);
          } else if (rules.kinds.includes(kind)) {
            expect(offered).toBeUndefined();
          } else {
            expect(result.reason).toBe('kind_not_offered');
          }
        },
      ),
    );
  });

  it('refuses a free slot as full once its capacity is booked', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), ({ now: at, rules }, pick) => {
        const slots = slotsOf(viewingDays(rules, new Map(), at));
        const slot = slots[pick % Math.max(1, slots.length)];
        if (!slot) return;
        const kind = rules.kinds[0] ?? 'in-person';
        expect(checkSlot(rules, { kind, start: slot.start }, rules.capacity, at)).toEqual({
          ok: false,
          reason: 'full',
        });
      }),
    );
  });
});

describe('nearestFreeSlots properties', () => {
  it('gives min(count, free) slots, sorted, and none left out is nearer than the farthest given', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.integer({ min: -3 * 24 * 60, max: 20 * 24 * 60 }),
        fc.integer({ min: 0, max: 8 }),
        ({ now: at, rules, counts }, offset, count) => {
          const days = viewingDays(rules, bookedFor(rules, at, counts), at);
          const all = slotsOf(days);
          const target = at + offset * minute;
          const nearest = nearestFreeSlots(days, new Date(target).toISOString(), count);
          expect(nearest).toHaveLength(Math.min(count, all.length));
          const starts = nearest.map((s) => s.start);
          expect([...starts].sort()).toEqual(starts);
          expect(new Set(starts).size).toBe(starts.length);
          for (const slot of nearest) expect(all).toContainEqual(slot);
          const distance = (s: Slot) => Math.abs(Date.parse(s.start) - target);
          const farthest = Math.max(0, ...nearest.map(distance));
          for (const slot of all) {
            if (!starts.includes(slot.start)) expect(distance(slot)).toBeGreaterThanOrEqual(farthest);
          }
        },
      ),
    );
  });
});

/** `HH:mm` plus minutes, as wall-clock text that may pass 24:00 (for comparing with a close). */
function addMinutes(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
