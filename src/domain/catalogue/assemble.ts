import type { SaleDay } from '../pricing/tenancy-sale';
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
import { roomsOnOffer } from './catalogue-records';
import { distanceKm, walkingMinutes } from './geo';
import { withLaterFormats } from './media-formats';
import { featuresBesideBed } from './room-features';
import {
  cheapestOption,
  hasAvailability,
  offeredOption,
  optionSale,
  type PricedOption,
  startingPrice,
} from './starting-price';

/** Pure assembly of API documents from catalogue records; every adapter answers through these. */

const bySort = <T extends { readonly sort: number; readonly name: string }>(a: T, b: T) =>
  a.sort - b.sort || a.name.localeCompare(b.name);

/** What of a tenancy option's record its price on a day is worked out from. */
type OptionPriceRecord = Pick<
  TenancyOptionRecord,
  'pricePerWeekPence' | 'billingFrequency' | 'currency' | 'weeks' | 'startDate' | 'roomsAvailable' | 'soldOut'
>;

/**
 * A tenancy option as starting prices (and their totals) are derived from it on the day: the room
 * finder's too. Null when it is not offered that day (ADR 083), so it is left out of them.
 */
export function pricedOption(o: OptionPriceRecord, day: SaleDay): PricedOption | null {
  return offeredOption(
    {
      price_per_week: o.pricePerWeekPence / 100,
      rooms_available: roomsOnOffer(o),
      billing_frequency: o.billingFrequency,
      currency: o.currency,
      weeks: o.weeks,
      start_date: o.startDate,
    },
    day,
  );
}

/** The options offered on the day, as starting prices are derived from them. */
export function offeredOptions(options: readonly OptionPriceRecord[], day: SaleDay): PricedOption[] {
  return options.flatMap((o) => pricedOption(o, day) ?? []);
}

/**
 * A slice's records grouped by their parent, built once per slice and kept while the slice lives:
 * assembling every city of a large catalogue looks each property's rooms and each room's options up
 * instead of scanning the whole slice for them (which grew with the square of the catalogue).
 * Each group keeps the slice's order, as a filter would.
 */
interface SliceIndex {
  readonly universitiesByCity: ReadonlyMap<string, readonly UniversityRecord[]>;
  readonly propertiesByCity: ReadonlyMap<string, readonly PropertyRecord[]>;
  readonly roomsByProperty: ReadonlyMap<string, readonly RoomTypeRecord[]>;
  readonly optionsByRoom: ReadonlyMap<string, readonly TenancyOptionRecord[]>;
  readonly media: ReadonlyMap<string, CatalogueSlice['media'][number]>;
}

const indexes = new WeakMap<CatalogueSlice, SliceIndex>();

function groupBy<T>(records: readonly T[], key: (record: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const record of records) {
    const group = groups.get(key(record));
    if (group) group.push(record);
    else groups.set(key(record), [record]);
  }
  return groups;
}

function indexOf(slice: CatalogueSlice): SliceIndex {
  let index = indexes.get(slice);
  if (!index) {
    index = {
      universitiesByCity: groupBy(slice.universities, (u) => u.cityId),
      propertiesByCity: groupBy(slice.properties, (p) => p.cityId),
      roomsByProperty: groupBy(slice.roomTypes, (r) => r.propertyId),
      optionsByRoom: groupBy(slice.tenancyOptions, (o) => o.roomTypeId),
      media: new Map(slice.media.map((m) => [m.id, m])),
    };
    indexes.set(slice, index);
  }
  return index;
}

function mediaList(slice: CatalogueSlice, ids: readonly string[]): Media[] {
  const byId = indexOf(slice).media;
  return ids.flatMap((id) => {
    const m = byId.get(id);
    return m ? [{ _id: m.id, alt: m.alt, formats: withLaterFormats(m.id, m.formats) }] : [];
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
  return [...(indexOf(slice).universitiesByCity.get(city.id) ?? [])].sort((a, b) => a.slug.localeCompare(b.slug));
}

function distancesFrom(slice: CatalogueSlice, property: PropertyRecord): UniversityDistance[] {
  return (indexOf(slice).universitiesByCity.get(property.cityId) ?? [])
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
  return [...(indexOf(slice).roomsByProperty.get(property.id) ?? [])].sort(bySort);
}

function optionsOfRoom(slice: CatalogueSlice, room: RoomTypeRecord): readonly TenancyOptionRecord[] {
  return indexOf(slice).optionsByRoom.get(room.id) ?? [];
}

function optionsOfRooms(slice: CatalogueSlice, rooms: readonly RoomTypeRecord[]): TenancyOptionRecord[] {
  return rooms.flatMap((r) => optionsOfRoom(slice, r));
}

function roomKindOffers(slice: CatalogueSlice, rooms: readonly RoomTypeRecord[], day: SaleDay): RoomKindOffer[] {
  const kinds = [...new Set(rooms.map((r) => r.kind))];
  return kinds.map((kind) => {
    const options = offeredOptions(
      optionsOfRooms(
        slice,
        rooms.filter((r) => r.kind === kind),
      ),
      day,
    );
    return {
      kind,
      from_price_per_week: cheapestOption(options)?.price_per_week ?? null,
      available: hasAvailability(options),
      ...startingPrice(options),
    };
  });
}

function propertiesOf(slice: CatalogueSlice, city: CityRecord): PropertyRecord[] {
  return [...(indexOf(slice).propertiesByCity.get(city.id) ?? [])].sort(bySort);
}

function propertySummary(
  slice: CatalogueSlice,
  property: PropertyRecord,
  city: CityRecord,
  day: SaleDay,
): PropertySummary {
  const rooms = roomTypesOf(slice, property);
  const options = offeredOptions(optionsOfRooms(slice, rooms), day);
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
    room_kinds: roomKindOffers(slice, rooms, day),
    ...startingPrice(options),
  };
}

function roomTypeSummary(
  slice: CatalogueSlice,
  room: RoomTypeRecord,
  city: CityRecord,
  property: PropertyRecord,
  day: SaleDay,
): RoomTypeSummary {
  const options = optionsOfRoom(slice, room);
  const priced = offeredOptions(options, day);
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
    features: featuresBesideBed(room.features),
    floor_levels: room.floorLevels,
    media_gallery: mediaList(slice, room.mediaIds),
    weeks_offered: [...new Set(priced.map((o) => o.weeks))].sort((a, b) => a - b),
    available: hasAvailability(priced),
    ...startingPrice(priced),
  };
}

/**
 * What a city's summary needs beyond its own record: how many residences it has and the tenancy
 * options its starting price is derived from. Any subset holding the cheapest option of each kind
 * (with rooms left or not, per billing frequency, currency and length in weeks) derives the same
 * price and total, so a database can send one option per kind instead of every option of the city.
 */
export interface CityTotals {
  readonly propertyCount: number;
  readonly options: readonly PricedOption[];
}

function cityTotals(slice: CatalogueSlice, city: CityRecord, day: SaleDay): CityTotals {
  const properties = propertiesOf(slice, city);
  const rooms = properties.flatMap((p) => roomTypesOf(slice, p));
  return { propertyCount: properties.length, options: offeredOptions(optionsOfRooms(slice, rooms), day) };
}

function citySummary(slice: CatalogueSlice, city: CityRecord, totals: CityTotals): CitySummary {
  return {
    _id: city.id,
    id: city.slug,
    name: city.name,
    display_name: city.name,
    region: city.region,
    intro: city.intro,
    media: mediaList(slice, city.heroMediaId ? [city.heroMediaId] : []),
    property_count: totals.propertyCount,
    universities: universitiesOf(slice, city).map((u) => universityDoc(u, city)),
    ...startingPrice(totals.options),
  };
}

const findCity = (slice: CatalogueSlice, slug: string) => slice.cities.find((c) => c.slug === slug);
const findProperty = (slice: CatalogueSlice, city: CityRecord, slug: string) =>
  slice.properties.find((p) => p.cityId === city.id && p.slug === slug);

export function assembleCitySummaries(slice: CatalogueSlice, day: SaleDay): CitySummary[] {
  return [...slice.cities].sort(bySort).map((c) => citySummary(slice, c, cityTotals(slice, c, day)));
}

/**
 * Every city's summary from a slice of cities, their universities and hero pictures, with each
 * city's totals given (a city without any has no residences and no price): the whole catalogue
 * need not be loaded to list the cities.
 */
export function assembleCitySummariesWith(
  slice: CatalogueSlice,
  totals: ReadonlyMap<string, CityTotals>,
): CitySummary[] {
  const none: CityTotals = { propertyCount: 0, options: [] };
  return [...slice.cities].sort(bySort).map((c) => citySummary(slice, c, totals.get(c.id) ?? none));
}

export function assembleCityDetail(slice: CatalogueSlice, citySlug: string, day: SaleDay): CityDetail | null {
  const city = findCity(slice, citySlug);
  if (!city) return null;
  return {
    ...citySummary(slice, city, cityTotals(slice, city, day)),
    properties: propertiesOf(slice, city).map((p) => propertySummary(slice, p, city, day)),
  };
}

export function assembleFeaturedProperties(slice: CatalogueSlice, day: SaleDay): PropertySummary[] {
  const cities = new Map(slice.cities.map((c) => [c.id, c]));
  return slice.properties
    .filter((p) => p.featured)
    .sort(bySort)
    .flatMap((p) => {
      const city = cities.get(p.cityId);
      return city ? [propertySummary(slice, p, city, day)] : [];
    });
}

export function assemblePropertyDetail(
  slice: CatalogueSlice,
  citySlug: string,
  propertySlug: string,
  day: SaleDay,
): PropertyDetail | null {
  const city = findCity(slice, citySlug);
  const property = city && findProperty(slice, city, propertySlug);
  if (!city || !property) return null;
  return {
    ...propertySummary(slice, property, city, day),
    description: property.description,
    address: { line1: property.addressLine1, city: city.name, postcode: property.postcode },
    geo: { lat: property.lat, lng: property.lng },
    floor_levels: property.floorLevels,
    distances: distancesFrom(slice, property),
    room_types: roomTypesOf(slice, property).map((r) => roomTypeSummary(slice, r, city, property, day)),
  };
}

function tenancyOptionDoc(o: TenancyOptionRecord, day: SaleDay): TenancyOption {
  return {
    _id: o.id,
    academic_year: o.academicYear,
    weeks: o.weeks,
    start_date: o.startDate,
    end_date: o.endDate,
    price_per_week: o.pricePerWeekPence / 100,
    billing_frequency: o.billingFrequency,
    currency: o.currency,
    rooms_available: roomsOnOffer(o),
    sale: optionSale({ start_date: o.startDate, weeks: o.weeks, price_per_week: o.pricePerWeekPence / 100 }, day),
  };
}

export function assembleRoomTypeDetail(
  slice: CatalogueSlice,
  citySlug: string,
  propertySlug: string,
  roomSlug: string,
  day: SaleDay,
): RoomTypeDetail | null {
  const city = findCity(slice, citySlug);
  const property = city && findProperty(slice, city, propertySlug);
  const room = property && slice.roomTypes.find((r) => r.propertyId === property.id && r.slug === roomSlug);
  if (!city || !property || !room) return null;
  return {
    ...roomTypeSummary(slice, room, city, property, day),
    description: room.description,
    property_name: property.name,
    city_name: city.name,
    tenancy_options: [...optionsOfRoom(slice, room)]
      .sort((a, b) => a.academicYear.localeCompare(b.academicYear) || a.weeks - b.weeks)
      .map((o) => tenancyOptionDoc(o, day)),
  };
}
