import { offeredOptions } from '../catalogue/assemble';
import type { CatalogueSlice } from '../catalogue/catalogue-records';
import { bySort, SliceIndex } from '../catalogue/lookups';
import { cheapestOption } from '../catalogue/starting-price';
import type { SaleDay } from '../pricing/tenancy-sale';
import { sitePath } from '../site/site-routes';
import type { RoomMatchCandidate } from './room-match';

/**
 * Every room type of a city as the room finder ranks it, in the city's order of properties and
 * each property's order of rooms. The weekly price is that of the option the starting price is
 * quoted from (the cheapest with rooms left, else the cheapest), so it agrees with the room page.
 */
export function roomCandidatesIn(slice: CatalogueSlice, citySlug: string, day: SaleDay): RoomMatchCandidate[] {
  const city = slice.cities.find((c) => c.slug === citySlug);
  if (!city) return [];
  const index = new SliceIndex(slice);
  return slice.properties
    .filter((p) => p.cityId === city.id)
    .sort(bySort)
    .flatMap((property) => {
      const detail = index.propertyDetail(property, day);
      if (!detail) return [];
      const nearest = detail.distances[0];
      return detail.room_types.map((room): RoomMatchCandidate => {
        // The options offered on the day, as the room's own starting price reads them (a let the
        // operator marked sold out has no rooms), so its price and the total beside it are the room page's.
        const options = offeredOptions(index.optionsOf(room._id), day);
        // The lengths a visitor can still book; a sold-out room lists every length it offers.
        const open = options.filter((o) => o.rooms_available > 0);
        const weeks = [...new Set((open.length > 0 ? open : options).map((o) => o.weeks))].sort((a, b) => a - b);
        const cheapest = cheapestOption(options);
        return {
          id: room.id,
          _id: room._id,
          name: room.display_name,
          city_id: city.slug,
          kind: room.kind,
          price_per_week: cheapest?.price_per_week ?? null,
          weeks_offered: weeks,
          available: room.available,
          nearest: nearest ? { short_name: nearest.short_name, walk_minutes: nearest.walk_minutes } : null,
          property_id: property.slug,
          property_name: property.name,
          path: sitePath({ name: 'room', cityId: city.slug, propertyId: property.slug, roomId: room.id }),
          image: room.media_gallery[0] ?? null,
          bed_type: room.bed_type,
          size_sqm: room.size_sqm,
          currency: cheapest?.currency ?? 'GBP',
          billing_frequency: cheapest?.billing_frequency ?? 'weekly',
          room_starting_total: room.room_starting_total,
          room_starting_total_weeks: room.room_starting_total_weeks,
          room_starting_total_days: room.room_starting_total_days,
          room_starting_total_from: room.room_starting_total_from,
        };
      });
    });
}
