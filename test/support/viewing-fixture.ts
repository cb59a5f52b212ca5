import type { Slot, ViewingDay, ViewingKind } from '../../src/domain/viewings/viewing';
import type { ViewingAvailability, ViewingProperty } from '../../src/domain/viewings/viewing-outcomes';

/**
 * Viewing windows for the memory ViewingClient: two weeks from Monday 23 November 2026 (GMT, so
 * London times equal UTC), Sundays closed, Tuesday 24th already full, 30-minute slots taking two
 * parties each, one of them (Monday 10:00) with a single place left.
 */

const pad = (n: number) => String(n).padStart(2, '0');

function slot(date: string, time: string, remaining: number): Slot {
  const start = new Date(`${date}T${time}:00.000Z`);
  return {
    start: start.toISOString(),
    end: new Date(start.getTime() + 30 * 60_000).toISOString(),
    date,
    time,
    remaining,
  };
}

const weekdayTimes = ['09:30', '10:00', '10:30', '11:00', '14:00', '14:30', '15:00'];
const saturdayTimes = ['10:00', '10:30', '11:00'];

/** Fourteen days from `from` (a Monday), as the availability API lists them. */
export function fixtureDays(from = '2026-11-23', count = 14): ViewingDay[] {
  const first = new Date(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(first.getTime() + i * 86_400_000);
    const date = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
    const weekday = (((at.getUTCDay() + 6) % 7) + 1) as ViewingDay['weekday'];
    if (weekday === 7) return { date, weekday, status: 'closed' as const, slots: [] };
    if (date === '2026-11-24') return { date, weekday, status: 'full' as const, slots: [] };
    const times = weekday === 6 ? saturdayTimes : weekdayTimes;
    const slots = times.map((t) => slot(date, t, date === '2026-11-23' && t === '10:00' ? 1 : 2));
    return { date, weekday, status: 'open' as const, slots };
  });
}

export const squareGardensPlace: ViewingProperty = {
  slug: 'square-gardens',
  name: 'Square Gardens',
  citySlug: 'manchester',
  cityName: 'Manchester',
  addressLine1: '12 Grosvenor Square',
  postcode: 'M1 7HL',
};

export const canalViewPlace: ViewingProperty = {
  slug: 'canal-view',
  name: 'Canal View',
  citySlug: 'manchester',
  cityName: 'Manchester',
  addressLine1: '3 Canal Street',
  postcode: 'M1 3HE',
};

export function availabilityFor(
  property: ViewingProperty,
  kinds: readonly ViewingKind[] = ['in-person', 'video-call'],
): ViewingAvailability {
  return { property, kinds, slotMinutes: 30, maxPartySize: 6, days: fixtureDays() };
}

/** Square Gardens offers both kinds; Canal View only tours in person. */
export const fixtureAvailabilities = (): ViewingAvailability[] => [
  availabilityFor(squareGardensPlace),
  availabilityFor(canalViewPlace, ['in-person']),
];
