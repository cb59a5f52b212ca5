import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assembleCityDetail, assembleRoomTypeDetail } from '../../../src/domain/catalogue/assemble';
import type { CatalogueSlice } from '../../../src/domain/catalogue/catalogue-records';
import { tenancyTotalText } from '../../../src/domain/pricing/weekly-price';
import { defaultReservationTerms, priceOnDay, reservationPrice } from '../../../src/domain/reservations/price-summary';
import { addDays } from '../../../src/domain/shared/london-time';
import { fixtureSlice } from '../../support/catalogue-fixture';

/**
 * Where the day's sale (ADR 083) meets the catalogue: for any tenancy and any day, the total its
 * room page, residence and city quote is what /reserve charges for a hold made that day, and a
 * tenancy not offered that day is in no starting price and cannot be priced at /reserve.
 */

const classicStudio = '00000000-0000-4000-8000-00000000f001';

/** The fixture's Manchester studio with one tenancy option only. */
function sliceWith(option: { startDate: string; weeks: number; pricePerWeekPence: number }): CatalogueSlice {
  return {
    ...fixtureSlice,
    tenancyOptions: [
      {
        id: '00000000-0000-4000-8000-0000000b00ff',
        roomTypeId: classicStudio,
        academicYear: '2026/27',
        weeks: option.weeks,
        startDate: option.startDate,
        endDate: addDays(option.startDate, option.weeks * 7 - 1),
        pricePerWeekPence: option.pricePerWeekPence,
        billingFrequency: 'weekly',
        currency: 'GBP',
        roomsAvailable: 3,
      },
    ],
  };
}

const aDay = fc.integer({ min: 0, max: 700 }).map((n) => addDays('2026-06-01', n));
const anOption = fc.record({
  startDate: fc.integer({ min: 0, max: 500 }).map((n) => addDays('2026-08-01', n)),
  weeks: fc.constantFrom(40, 44, 51),
  pricePerWeekPence: fc.integer({ min: 10_000, max: 40_000 }),
});

describe("a started tenancy's first price is what /reserve charges that day", () => {
  it('for any day: the room, residence and city total equal the rent charged for a hold made that day', () => {
    fc.assert(
      fc.property(anOption, aDay, (option, today) => {
        const slice = sliceWith(option);
        const day = { today, rules: {} };
        const room = assembleRoomTypeDetail(slice, 'manchester', 'square-gardens', 'classic-studio', day);
        const city = assembleCityDetail(slice, 'manchester', day);
        const property = city?.properties.find((p) => p.id === 'square-gardens');
        const reservable = { ...option, billingFrequency: 'weekly' as const };
        const quoted = priceOnDay(reservable, defaultReservationTerms, today);
        if (quoted === null) {
          expect(room?.room_starting_total).toBeNull();
          expect(room?.tenancy_options[0]?.sale.kind).toBe('not_offered');
          expect(property?.room_starting_total).toBeNull();
          return;
        }
        // Held at noon UTC: that London day, in summer time or not.
        const charged = reservationPrice(reservable, defaultReservationTerms, `${today}T12:00:00.000Z`);
        expect(charged.totalPence).toBe(quoted.price.totalPence);
        for (const doc of [room, property, city])
          expect(Math.round((doc?.room_starting_total ?? Number.NaN) * 100)).toBe(charged.totalPence);
        expect((room?.room_starting_total_weeks ?? 0) * 7 + (room?.room_starting_total_days ?? 0)).toBe(
          charged.rentDays,
        );
        expect(room?.room_starting_total_from).toBe(charged.proRata ? charged.rentFrom : null);
      }),
    );
  });

  it("after the operator's stop date a started tenancy is in no starting price, and one not started still is", () => {
    const started = sliceWith({ startDate: '2026-09-05', weeks: 51, pricePerWeekPence: 24_800 });
    const rules = { stopSellingStartedAfter: '2026-11-01' };
    const room = assembleRoomTypeDetail(started, 'manchester', 'square-gardens', 'classic-studio', {
      today: '2026-11-29',
      rules,
    });
    expect(room?.tenancy_options[0]?.sale).toEqual({ kind: 'not_offered', reason: 'stopped' });
    expect(room?.room_starting_total).toBeNull();
    const later = sliceWith({ startDate: '2027-09-04', weeks: 51, pricePerWeekPence: 24_800 });
    const next = assembleRoomTypeDetail(later, 'manchester', 'square-gardens', 'classic-studio', {
      today: '2026-11-29',
      rules,
    });
    expect(next?.room_starting_total).toBe(12_648);
  });

  it('words a pro-rata total with its length and first day', () => {
    const room = assembleRoomTypeDetail(
      sliceWith({ startDate: '2026-09-05', weeks: 51, pricePerWeekPence: 24_800 }),
      'manchester',
      'square-gardens',
      'classic-studio',
      { today: '2026-11-29', rules: {} },
    );
    expect(room && tenancyTotalText(room)).toBe('£9,530.29 for 38 weeks and 3 days from 2 Dec 2026, no fees');
  });
});
