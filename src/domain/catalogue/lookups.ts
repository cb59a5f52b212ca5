import type { SaleDay } from '../pricing/tenancy-sale';
import { assemblePropertyDetail } from './assemble';
import type { PropertyDetail, RoomTypeListing } from './catalogue';
import type {
  CatalogueSlice,
  CityRecord,
  MediaRecord,
  PropertyRecord,
  RoomTypeRecord,
  TenancyOptionRecord,
  UniversityRecord,
} from './catalogue-records';

/*
 * Lookups by id and room-finder candidates over a slice, for every catalogue adapter (the memory
 * one over its fixed slice; the database one loads the slice a question needs and answers through
 * these). They compose the domain's own
 * assembly (assemblePropertyDetail) and starting-price rules, so prices, availability and distances
 * agree with getProperty and getRoomType.
 */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids a lookup asks for: well-formed uuids only (in lower case, as stored), each once, in order. */
export function lookupIds(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id) => uuidPattern.test(id)).map((id) => id.toLowerCase()))];
}

/** The slice's records indexed once, so each property is assembled from its own records only. */
/** A slice indexed by id, for the lookups here and the room finder's candidates. */
export class SliceIndex {
  private readonly cities: Map<string, CityRecord>;
  private readonly universitiesByCity = new Map<string, UniversityRecord[]>();
  private readonly roomsByProperty = new Map<string, RoomTypeRecord[]>();
  private readonly optionsByRoom = new Map<string, TenancyOptionRecord[]>();
  private readonly media: Map<string, MediaRecord>;
  readonly properties: Map<string, PropertyRecord>;
  readonly rooms: Map<string, RoomTypeRecord>;

  constructor(slice: CatalogueSlice) {
    this.cities = new Map(slice.cities.map((c) => [c.id, c]));
    this.properties = new Map(slice.properties.map((p) => [p.id, p]));
    this.rooms = new Map(slice.roomTypes.map((r) => [r.id, r]));
    this.media = new Map(slice.media.map((m) => [m.id, m]));
    const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
      const list = map.get(key);
      if (list) list.push(value);
      else map.set(key, [value]);
    };
    for (const u of slice.universities) push(this.universitiesByCity, u.cityId, u);
    for (const r of slice.roomTypes) push(this.roomsByProperty, r.propertyId, r);
    for (const o of slice.tenancyOptions) push(this.optionsByRoom, o.roomTypeId, o);
  }

  cityOf(property: PropertyRecord): CityRecord | undefined {
    return this.cities.get(property.cityId);
  }

  optionsOf(roomId: string): readonly TenancyOptionRecord[] {
    return this.optionsByRoom.get(roomId) ?? [];
  }

  /** The property as getProperty gives it, assembled from a slice of its own records. */
  propertyDetail(property: PropertyRecord, day: SaleDay): PropertyDetail | null {
    const city = this.cityOf(property);
    if (!city) return null;
    const rooms = this.roomsByProperty.get(property.id) ?? [];
    const mediaIds = new Set([...property.mediaIds, ...rooms.flatMap((r) => r.mediaIds)]);
    const own: CatalogueSlice = {
      cities: [city],
      universities: this.universitiesByCity.get(city.id) ?? [],
      properties: [property],
      roomTypes: rooms,
      tenancyOptions: rooms.flatMap((r) => this.optionsOf(r.id)),
      media: [...mediaIds].flatMap((id) => this.media.get(id) ?? []),
    };
    return assemblePropertyDetail(own, city.slug, property.slug, day);
  }
}

/** Properties by `_id`, in the order asked, each once; unknown and malformed ids are left out. */
export function findPropertiesIn(slice: CatalogueSlice, ids: readonly string[], day: SaleDay): PropertyDetail[] {
  const index = new SliceIndex(slice);
  return lookupIds(ids).flatMap((id) => {
    const property = index.properties.get(id);
    return (property && index.propertyDetail(property, day)) ?? [];
  });
}

/** Room types by `_id` with their residence's name, city and distances, as findPropertiesIn. */
export function findRoomTypesIn(slice: CatalogueSlice, ids: readonly string[], day: SaleDay): RoomTypeListing[] {
  const index = new SliceIndex(slice);
  const details = new Map<string, PropertyDetail | null>();
  return lookupIds(ids).flatMap((id): RoomTypeListing[] => {
    const room = index.rooms.get(id);
    const property = room && index.properties.get(room.propertyId);
    if (!room || !property) return [];
    if (!details.has(property.id)) details.set(property.id, index.propertyDetail(property, day));
    const detail = details.get(property.id);
    const summary = detail?.room_types.find((r) => r._id === id);
    if (!detail || !summary) return [];
    return [{ ...summary, property_name: detail.name, city_name: detail.city_name, distances: detail.distances }];
  });
}

export const bySort = <T extends { readonly sort: number; readonly name: string }>(a: T, b: T) =>
  a.sort - b.sort || a.name.localeCompare(b.name);

/** A residence as the forms' lists name it: `id` is its slug (unique site-wide). */
export interface PropertyOptionRecord {
  readonly id: string;
  readonly name: string;
  readonly city_id: string;
  readonly city_name: string;
}

/**
 * Every residence with its city, for the forms' residence lists: cities in the site's order, then
 * residences by name (a visitor looks a name up in a list; the site's own order is for pages).
 * Residences of a city the slice does not hold are left out.
 */
export function propertyOptionsIn(
  cities: readonly Pick<CityRecord, 'id' | 'slug' | 'name' | 'sort'>[],
  properties: readonly Pick<PropertyRecord, 'slug' | 'name' | 'cityId'>[],
): PropertyOptionRecord[] {
  const byId = new Map(cities.map((c) => [c.id, c]));
  const rank = new Map([...cities].sort(bySort).map((c, i) => [c.id, i]));
  return properties
    .flatMap((p) => {
      const city = byId.get(p.cityId);
      return city
        ? [{ id: p.slug, name: p.name, city_id: city.slug, city_name: city.name, rank: rank.get(city.id) ?? 0 }]
        : [];
    })
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name, 'en-GB'))
    .map(({ rank: _rank, ...option }) => option);
}
