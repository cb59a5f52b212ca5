import type { CitySummary, GeoPoint, PropertySummary, University } from '../catalogue/catalogue';
import { distanceKm, walkingMinutes } from '../catalogue/geo';
import type { NearbyProperty, UniversityWithProperties } from './content';

/** A property card and where the building stands. */
export interface PlacedProperty {
  readonly property: PropertySummary;
  readonly geo: GeoPoint;
}

/** How many properties a university lists. */
export const nearbyLimit = 3;

/** The properties in a university's city nearest to it on foot, nearest first (ties by name). */
export function nearestProperties(
  university: University,
  candidates: readonly PlacedProperty[],
  limit = nearbyLimit,
): NearbyProperty[] {
  return candidates
    .filter((c) => c.property.city_id === university.city_id)
    .map((c) => ({ property: c.property, km: distanceKm(university.geo, c.geo) }))
    .sort((a, b) => a.km - b.km || a.property.name.localeCompare(b.property.name))
    .slice(0, Math.max(0, limit))
    .map(({ property, km }) => ({
      ...property,
      distance: {
        university_id: university.id,
        name: university.name,
        short_name: university.short_name,
        distance_km: Math.round(km * 10) / 10,
        walk_minutes: walkingMinutes(km),
      },
    }));
}

/** Every university of every city, in city order, each with its nearest properties. */
export function universitiesWithProperties(
  cities: readonly CitySummary[],
  candidates: readonly PlacedProperty[],
  limit = nearbyLimit,
): UniversityWithProperties[] {
  return cities.flatMap((city) =>
    city.universities.map((university) => ({
      university,
      city_name: city.name,
      properties: nearestProperties(university, candidates, limit),
    })),
  );
}
