import type {
  CityDetail,
  CitySummary,
  Media,
  PropertyDetail,
  PropertySummary,
  RoomKindOffer,
  RoomTypeDetail,
  RoomTypeSummary,
  TenancyOption,
  University,
  UniversityDistance,
} from './catalogue';
import type {
  CatalogueSlice,
  CityRecord,
  PropertyRecord,
  RoomTypeRecord,
  TenancyOptionRecord,
  UniversityRecord,
} from './catalogue-records';
import { distanceKm, walkingMinutes } from './geo';
import { cheapestOption, hasAvailability, type PricedOption, startingPrice } from './starting-price';

/** Pure assembly of API documents from catalogue records; every adapter answers through these. */

const bySort = <T extends { readonly sort: number; readonly name: string }>(a: T, b: T) =>
  a.sort - b.sort || a.name.localeCompare(b.name);

function pricedOption(o: TenancyOptionRecord): PricedOption {
  return {
    price_per_week: o.pricePerWeekPence / 100,
    rooms_available: o.roomsAvailable,
    billing_frequency: o.billingFrequency,
    currency: o.currency,
  };
}

function mediaList(slice: CatalogueSlice, ids: readonly string[]): Media[] {
  const byId = new Map(slice.media.map((m) => [m.id, m]));
  return ids.flatMap((id) => {
    const m = byId.get(id);
    return m ? [{ _id: m.id, alt: m.alt, formats: m.formats }] : [];
  });
}

function universityDoc(u: UniversityRecord, city: CityRecord): University {
  return {
    _id: u.id,
    id: u.slug,
    name: u.name,
    short_name: u.shortName,
    city_id: city.slug,
    geo: { lat: u.lat, lng: u.lng },
    website: u.website,
  };
}

function universitiesOf(slice: CatalogueSlice, city: CityRecord): UniversityRecord[] {
  return slice.universities.filter((u) => u.cityId === city.id).sort((a, b) => a.slug.localeCompare(b.slug));
}

function distancesFrom(slice: CatalogueSlice, property: PropertyRecord): UniversityDistance[] {
  return slice.universities
    .filter((u) => u.cityId === property.cityId)
    .map((u) => {
      const km = distanceKm(property, u);
      return {
        university_id: u.slug,
        name: u.name,
        short_name: u.shortName,
        distance_km: Math.round(km * 10) / 10,
        walk_minutes: walkingMinutes(km),
        exact: km,
      };
    })
    .sort((a, b) => a.exact - b.exact)
    .map(({ exact: _exact, ...distance }) => distance);
}

function roomTypesOf(slice: CatalogueSlice, property: PropertyRecord): RoomTypeRecord[] {
  return slice.roomTypes.filter((r) => r.propertyId === property.id).sort(bySort);
}

function optionsOfRooms(slice: CatalogueSlice, rooms: readonly RoomTypeRecord[]): TenancyOptionRecord[] {
  const ids = new Set(rooms.map((r) => r.id));
  return slice.tenancyOptions.filter((o) => ids.has(o.roomTypeId));
}

function roomKindOffers(slice: CatalogueSlice, rooms: readonly RoomTypeRecord[]): RoomKindOffer[] {
  const kinds = [...new Set(rooms.map((r) => r.kind))];
  return kinds.map((kind) => {
    const options = optionsOfRooms(
      slice,
      rooms.filter((r) => r.kind === kind),
    ).map(pricedOption);
    return {
      kind,
      from_price_per_week: cheapestOption(options)?.price_per_week ?? null,
      available: hasAvailability(options),
    };
  });
}

function propertiesOf(slice: CatalogueSlice, city: CityRecord): PropertyRecord[] {
  return slice.properties.filter((p) => p.cityId === city.id).sort(bySort);
}

function propertySummary(slice: CatalogueSlice, property: PropertyRecord, city: CityRecord): PropertySummary {
  const rooms = roomTypesOf(slice, property);
  const options = optionsOfRooms(slice, rooms).map(pricedOption);
  return {
    _id: property.id,
    id: property.slug,
    city_id: city.slug,
    city_name: city.name,
    name: property.name,
    display_name: property.name,
    tagline: property.tagline,
    media_gallery: mediaList(slice, property.mediaIds),
    amenities: property.amenities,
    featured: property.featured,
    available: hasAvailability(options),
    room_type_count: rooms.length,
    nearest_university: distancesFrom(slice, property)[0] ?? null,
    room_kinds: roomKindOffers(slice, rooms),
    ...startingPrice(options),
  };
}

function roomTypeSummary(
  slice: CatalogueSlice,
  room: RoomTypeRecord,
  city: CityRecord,
  property: PropertyRecord,
): RoomTypeSummary {
  const options = slice.tenancyOptions.filter((o) => o.roomTypeId === room.id);
  const priced = options.map(pricedOption);
  return {
    _id: room.id,
    id: room.slug,
    property_id: property.slug,
    city_id: city.slug,
    name: room.name,
    display_name: room.name,
    kind: room.kind,
    bed_type: room.bedType,
    size_sqm: room.sizeSqm,
    features: room.features,
    floor_levels: room.floorLevels,
    media_gallery: mediaList(slice, room.mediaIds),
    weeks_offered: [...new Set(options.map((o) => o.weeks))].sort((a, b) => a - b),
    available: hasAvailability(priced),
    ...startingPrice(priced),
  };
}

function citySummary(slice: CatalogueSlice, city: CityRecord): CitySummary {
  const properties = propertiesOf(slice, city);
  const rooms = properties.flatMap((p) => roomTypesOf(slice, p));
  return {
    _id: city.id,
    id: city.slug,
    name: city.name,
    display_name: city.name,
    region: city.region,
    intro: city.intro,
    media: mediaList(slice, city.heroMediaId ? [city.heroMediaId] : []),
    property_count: properties.length,
    universities: universitiesOf(slice, city).map((u) => universityDoc(u, city)),
    ...startingPrice(optionsOfRooms(slice, rooms).map(pricedOption)),
  };
}

const findCity = (slice: CatalogueSlice, slug: string) => slice.cities.find((c) => c.slug === slug);
const findProperty = (slice: CatalogueSlice, city: CityRecord, slug: string) =>
  slice.properties.find((p) => p.cityId === city.id && p.slug === slug);

export function assembleCitySummaries(slice: CatalogueSlice): CitySummary[] {
  return [...slice.cities].sort(bySort).map((c) => citySummary(slice, c));
}

export function assembleCityDetail(slice: CatalogueSlice, citySlug: string): CityDetail | null {
  const city = findCity(slice, citySlug);
  if (!city) return null;
  return {
    ...citySummary(slice, city),
    properties: propertiesOf(slice, city).map((p) => propertySummary(slice, p, city)),
  };
}

export function assembleFeaturedProperties(slice: CatalogueSlice): PropertySummary[] {
  const cities = new Map(slice.cities.map((c) => [c.id, c]));
  return slice.properties
    .filter((p) => p.featured)
    .sort(bySort)
    .flatMap((p) => {
      const city = cities.get(p.cityId);
      return city ? [propertySummary(slice, p, city)] : [];
    });
}

export function assemblePropertyDetail(
  slice: CatalogueSlice,
  citySlug: string,
  propertySlug: string,
): PropertyDetail | null {
  const city = findCity(slice, citySlug);
  const property = city && findProperty(slice, city, propertySlug);
  if (!city || !property) return null;
  return {
    ...propertySummary(slice, property, city),
    description: property.description,
    address: { line1: property.addressLine1, city: city.name, postcode: property.postcode },
    geo: { lat: property.lat, lng: property.lng },
    floor_levels: property.floorLevels,
    distances: distancesFrom(slice, property),
    room_types: roomTypesOf(slice, property).map((r) => roomTypeSummary(slice, r, city, property)),
  };
}

function tenancyOptionDoc(o: TenancyOptionRecord): TenancyOption {
  return {
    _id: o.id,
    academic_year: o.academicYear,
    weeks: o.weeks,
    start_date: o.startDate,
    end_date: o.endDate,
    price_per_week: o.pricePerWeekPence / 100,
    billing_frequency: o.billingFrequency,
    currency: o.currency,
    rooms_available: o.roomsAvailable,
  };
}

export function assembleRoomTypeDetail(
  slice: CatalogueSlice,
  citySlug: string,
  propertySlug: string,
  roomSlug: string,
): RoomTypeDetail | null {
  const city = findCity(slice, citySlug);
  const property = city && findProperty(slice, city, propertySlug);
  const room = property && slice.roomTypes.find((r) => r.propertyId === property.id && r.slug === roomSlug);
  if (!city || !property || !room) return null;
  return {
    ...roomTypeSummary(slice, room, city, property),
    description: room.description,
    property_name: property.name,
    city_name: city.name,
    tenancy_options: slice.tenancyOptions
      .filter((o) => o.roomTypeId === room.id)
      .sort((a, b) => a.academicYear.localeCompare(b.academicYear) || a.weeks - b.weeks)
      .map(tenancyOptionDoc),
  };
}
