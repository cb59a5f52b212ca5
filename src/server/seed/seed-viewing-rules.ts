import { eq, isNull } from 'drizzle-orm';
import type { Database } from '../../adapters/postgres/database';
import * as t from '../../adapters/postgres/schema';
import type { OpeningHours, OpeningPeriod } from '../../domain/viewings/viewing';
import { demoYearShift, shiftDemoYears } from './demo-dates';

const weekday: readonly OpeningPeriod[] = [
  { open: '09:30', close: '12:30' },
  { open: '13:30', close: '17:30' },
];
const saturday: readonly OpeningPeriod[] = [{ open: '10:00', close: '16:00' }];
const sunday: readonly OpeningPeriod[] = [{ open: '11:00', close: '15:00' }];

/** The demo's viewing hours: weekdays with a lunch break, Saturdays, and Sundays at every other property. */
function openingHours(index: number): OpeningHours {
  return {
    1: weekday,
    2: weekday,
    3: weekday,
    4: weekday,
    5: weekday,
    6: saturday,
    ...(index % 2 === 0 ? { 7: sunday } : {}),
  };
}

/** Bank holidays in England over the demo's booking window in 2026/27, when the reception desks are closed (moved forward with the demo in later years). */
export const demoClosedDates = [
  '2026-12-25',
  '2026-12-26',
  '2026-12-28',
  '2027-01-01',
  '2027-03-26',
  '2027-03-29',
  '2027-05-03',
  '2027-05-31',
  '2027-08-30',
];

/**
 * Gives every property without viewing rules the demo's (default slot, capacity, notice and
 * window; both kinds of viewing), so a site seeded before viewings existed offers them too. Never
 * touches rules an operator already set. Returns how many properties it gave rules.
 */
export async function seedViewingRules(db: Database, now: () => number = Date.now): Promise<number> {
  const without = await db
    .select({ id: t.properties.id, slug: t.properties.slug })
    .from(t.properties)
    .leftJoin(t.viewingRules, eq(t.viewingRules.propertyId, t.properties.id))
    .where(isNull(t.viewingRules.propertyId))
    .orderBy(t.properties.sort, t.properties.slug);
  if (without.length === 0) return 0;
  const added = await db
    .insert(t.viewingRules)
    .values(
      without.map((property, index) => ({
        propertyId: property.id,
        openingHours: openingHours(index),
        kinds: ['in-person' as const, 'video-call' as const],
        closedDates: shiftDemoYears(demoClosedDates, demoYearShift(now())),
        staffEmail: `viewings+${property.slug}@emberandoak.example`,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: t.viewingRules.propertyId });
  return added.length;
}
