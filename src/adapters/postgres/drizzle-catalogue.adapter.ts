import { and, asc, count, eq, inArray, min, sql } from 'drizzle-orm';
import {
  assembleCityDetail,
  assembleCitySummariesWith,
  assembleFeaturedProperties,
  assemblePropertyDetail,
  assembleRoomTypeDetail,
  offeredOptions,
} from '../../domain/catalogue/assemble';
import type { SiteSettings } from '../../domain/catalogue/catalogue';
import {
  type CatalogueSlice,
  type CityRecord,
  emptySlice,
  type MediaRecord,
  type PropertyRecord,
  type RoomTypeRecord,
} from '../../domain/catalogue/catalogue-records';
import { findPropertiesIn, findRoomTypesIn, lookupIds, propertyOptionsIn } from '../../domain/catalogue/lookups';
import { siteSettingsDoc, siteSettingsFromStored } from '../../domain/catalogue/site-settings';
import type { PricedOption } from '../../domain/catalogue/starting-price';
import type { SaleDay } from '../../domain/pricing/tenancy-sale';
import { roomCandidatesIn } from '../../domain/room-finder/room-candidates';
import { londonDate } from '../../domain/shared/london-date';
import type { CatalogueReader } from '../../ports/catalogue-reader.port';
import type { Clock } from '../../ports/clock.port';
import { SystemTime } from '../timers/system-time.adapter';
import type { Database } from './database';
import * as t from './schema';

/** Only published residences are on the site: drafts are not yet, withdrawn ones no longer (issue 18). */
const published = eq(t.properties.status, 'published');

/**
 * The catalogue read from the database: each question loads the slice of records it needs
 * (a handful of queries, no N+1) and the domain assembles the documents, priced on the London day
 * the clock reads with the operator's sale rules from the reservation terms (ADR 083).
 */
export class DrizzleCatalogueReader implements CatalogueReader {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = new SystemTime(),
  ) {}

  /** Today in London and the operator's "stop selling started tenancies after" (one small query, beside the others). */
  private async saleDay(): Promise<SaleDay> {
    const today = londonDate(this.clock.now());
    const [row] = await this.db
      .select({ stop: sql<string | null>`${t.reservationTerms.terms}->>'stopSellingStartedAfter'` })
      .from(t.reservationTerms)
      .where(eq(t.reservationTerms.id, 1))
      .limit(1);
    return { today, rules: { stopSellingStartedAfter: row?.stop ?? null } };
  }

  /**
   * Every page names the cities, so this must not load the catalogue: the cities with their
   * universities and pictures, and two grouped queries for what their summaries count and price.
   */
  async listCities() {
    // Rooms on offer: some left, and not marked sold out by the operator (roomsOnOffer).
    const open = sql<boolean>`(${t.tenancyOptions.roomsAvailable} > 0 and not ${t.tenancyOptions.soldOut})`;
    const [cityRows, universities, counts, cheapest, day] = await Promise.all([
      this.db.select().from(t.cities),
      this.db.select().from(t.universities),
      this.db
        .select({ cityId: t.properties.cityId, properties: count() })
        .from(t.properties)
        .where(published)
        .groupBy(t.properties.cityId),
      // The cheapest option of each kind a starting price and its total tell apart (rooms left or
      // not, billing frequency, currency, weeks, and the first day, which its sale of the day is
      // worked out from): what is derived from these is what all of them give.
      this.db
        .select({
          cityId: t.properties.cityId,
          open,
          billingFrequency: t.tenancyOptions.billingFrequency,
          currency: t.tenancyOptions.currency,
          weeks: t.tenancyOptions.weeks,
          startDate: t.tenancyOptions.startDate,
          pence: min(t.tenancyOptions.pricePerWeekPence),
        })
        .from(t.tenancyOptions)
        .innerJoin(t.roomTypes, eq(t.tenancyOptions.roomTypeId, t.roomTypes.id))
        .innerJoin(t.properties, eq(t.roomTypes.propertyId, t.properties.id))
        .where(published)
        .groupBy(
          t.properties.cityId,
          open,
          t.tenancyOptions.billingFrequency,
          t.tenancyOptions.currency,
          t.tenancyOptions.weeks,
          t.tenancyOptions.startDate,
        ),
      this.saleDay(),
    ]);
    const heroIds = cityRows.flatMap((c) => (c.heroMediaId ? [c.heroMediaId] : []));
    const mediaRows = heroIds.length ? await this.db.select().from(t.media).where(inArray(t.media.id, heroIds)) : [];
    const totals = new Map<string, { propertyCount: number; options: PricedOption[] }>();
    const totalsOf = (cityId: string) => {
      const found = totals.get(cityId) ?? { propertyCount: 0, options: [] };
      totals.set(cityId, found);
      return found;
    };
    for (const c of counts) totalsOf(c.cityId).propertyCount = c.properties;
    for (const o of cheapest)
      if (o.pence !== null)
        totalsOf(o.cityId).options.push(
          ...offeredOptions(
            [{ ...o, pricePerWeekPence: o.pence, roomsAvailable: o.open ? 1 : 0, soldOut: false }],
            day,
          ),
        );
    return assembleCitySummariesWith(
      {
        ...emptySlice,
        cities: cityRows.map(({ createdAt: _created, ...city }): CityRecord => city),
        universities,
        media: mediaRows.map(({ createdAt: _created, ...m }): MediaRecord => m),
      },
      totals,
    );
  }

  async getCity(citySlug: string) {
    const cities = await this.db.select().from(t.cities).where(eq(t.cities.slug, citySlug));
    if (cities.length === 0) return null;
    const [slice, day] = await Promise.all([this.sliceFor(cities, { withPropertyMedia: true }), this.saleDay()]);
    return assembleCityDetail(slice, citySlug, day);
  }

  async listFeaturedProperties() {
    const featured = await this.db
      .select()
      .from(t.properties)
      .where(and(eq(t.properties.featured, true), published));
    const cityIds = [...new Set(featured.map((p) => p.cityId))];
    const cities = cityIds.length ? await this.db.select().from(t.cities).where(inArray(t.cities.id, cityIds)) : [];
    const [slice, day] = await Promise.all([
      this.sliceFor(cities, { withPropertyMedia: true, properties: featured }),
      this.saleDay(),
    ]);
    return assembleFeaturedProperties(slice, day);
  }

  async getProperty(citySlug: string, propertySlug: string) {
    const [slice, day] = await Promise.all([this.propertySlice(citySlug, propertySlug, true), this.saleDay()]);
    return slice && assemblePropertyDetail(slice, citySlug, propertySlug, day);
  }

  async getPropertyBySlug(propertySlug: string) {
    const rows = await this.db
      .select({ city: t.cities, property: t.properties })
      .from(t.properties)
      .innerJoin(t.cities, eq(t.properties.cityId, t.cities.id))
      .where(and(eq(t.properties.slug, propertySlug), published));
    const row = rows[0];
    if (!row) return null;
    const [slice, day] = await Promise.all([
      this.sliceFor([row.city], { withPropertyMedia: true, withRoomMedia: true, properties: [row.property] }),
      this.saleDay(),
    ]);
    return assemblePropertyDetail(slice, row.city.slug, propertySlug, day);
  }

  async getRoomType(citySlug: string, propertySlug: string, roomSlug: string) {
    const [slice, day] = await Promise.all([this.propertySlice(citySlug, propertySlug, false), this.saleDay()]);
    return slice && assembleRoomTypeDetail(slice, citySlug, propertySlug, roomSlug, day);
  }

  async findProperties(ids: readonly string[]) {
    const wanted = lookupIds(ids);
    if (wanted.length === 0) return [];
    const rows = await this.db
      .select({ city: t.cities, property: t.properties })
      .from(t.properties)
      .innerJoin(t.cities, eq(t.properties.cityId, t.cities.id))
      .where(and(inArray(t.properties.id, wanted), published));
    const [slice, day] = await Promise.all([
      this.sliceFor(distinctById(rows.map((r) => r.city)), {
        withPropertyMedia: true,
        withRoomMedia: true,
        properties: rows.map((r) => r.property),
      }),
      this.saleDay(),
    ]);
    return findPropertiesIn(slice, wanted, day);
  }

  async findRoomTypes(ids: readonly string[]) {
    const wanted = lookupIds(ids);
    if (wanted.length === 0) return [];
    const rows = await this.db
      .select({ city: t.cities, property: t.properties })
      .from(t.roomTypes)
      .innerJoin(t.properties, eq(t.roomTypes.propertyId, t.properties.id))
      .innerJoin(t.cities, eq(t.properties.cityId, t.cities.id))
      .where(and(inArray(t.roomTypes.id, wanted), published));
    const [slice, day] = await Promise.all([
      this.sliceFor(distinctById(rows.map((r) => r.city)), {
        withPropertyMedia: false,
        withRoomMedia: true,
        properties: distinctById(rows.map((r) => r.property)),
      }),
      this.saleDay(),
    ]);
    return findRoomTypesIn(slice, wanted, day);
  }

  /** One city's slice without property pictures (a card shows the room's): seven indexed queries. */
  async listRoomCandidates(citySlug: string) {
    const cities = await this.db.select().from(t.cities).where(eq(t.cities.slug, citySlug));
    if (cities.length === 0) return [];
    const [slice, day] = await Promise.all([
      this.sliceFor(cities, { withPropertyMedia: false, withRoomMedia: true }),
      this.saleDay(),
    ]);
    return roomCandidatesIn(slice, citySlug, day);
  }

  /** Two small queries of names only; the domain orders them. */
  async listPropertyOptions() {
    const [cities, properties] = await Promise.all([
      this.db.select({ id: t.cities.id, slug: t.cities.slug, name: t.cities.name, sort: t.cities.sort }).from(t.cities),
      this.db
        .select({ slug: t.properties.slug, name: t.properties.name, cityId: t.properties.cityId })
        .from(t.properties)
        .where(published),
    ]);
    return propertyOptionsIn(cities, properties);
  }

  /** The records of one property in its city (one indexed lookup), or null when either is unknown. */
  private async propertySlice(citySlug: string, propertySlug: string, withPropertyMedia: boolean) {
    const rows = await this.db
      .select({ city: t.cities, property: t.properties })
      .from(t.properties)
      .innerJoin(t.cities, eq(t.properties.cityId, t.cities.id))
      .where(and(eq(t.cities.slug, citySlug), eq(t.properties.slug, propertySlug), published));
    const row = rows[0];
    if (!row) return null;
    return this.sliceFor([row.city], { withPropertyMedia, withRoomMedia: true, properties: [row.property] });
  }

  async getSiteSettings(): Promise<SiteSettings> {
    const rows = await this.db.select().from(t.siteSettings);
    const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    return siteSettingsDoc(siteSettingsFromStored(stored));
  }

  private async sliceFor(
    cityRows: (typeof t.cities.$inferSelect)[],
    options: {
      withPropertyMedia: boolean;
      withRoomMedia?: boolean;
      properties?: (typeof t.properties.$inferSelect)[];
    },
  ): Promise<CatalogueSlice> {
    const cityIds = cityRows.map((c) => c.id);
    if (cityIds.length === 0)
      return { cities: [], universities: [], properties: [], roomTypes: [], tenancyOptions: [], media: [] };
    // The rooms, their options and their pictures are asked for by the properties' condition (a
    // subquery), not by lists of the ids read before: a city's 250 rooms as 250 parameters cost
    // PGlite more to parse and plan than the rows cost to read (bench/room-match), and all of
    // them are asked at once instead of one after another.
    const propertyIdsOf = options.properties
      ? options.properties.map((p) => p.id)
      : this.db
          .select({ id: t.properties.id })
          .from(t.properties)
          .where(and(inArray(t.properties.cityId, cityIds), published));
    const roomIdsOf = this.db
      .select({ id: t.roomTypes.id })
      .from(t.roomTypes)
      .where(inArray(t.roomTypes.propertyId, propertyIdsOf));
    const none = Array.isArray(propertyIdsOf) && propertyIdsOf.length === 0;
    const [universities, propertyRows, roomRows, optionRows, propertyMediaRows, roomMediaRows] = await Promise.all([
      this.db.select().from(t.universities).where(inArray(t.universities.cityId, cityIds)),
      options.properties ??
        this.db
          .select()
          .from(t.properties)
          .where(and(inArray(t.properties.cityId, cityIds), published)),
      none ? [] : this.db.select().from(t.roomTypes).where(inArray(t.roomTypes.propertyId, propertyIdsOf)),
      none ? [] : this.db.select().from(t.tenancyOptions).where(inArray(t.tenancyOptions.roomTypeId, roomIdsOf)),
      options.withPropertyMedia && !none
        ? this.db
            .select()
            .from(t.propertyMedia)
            .where(inArray(t.propertyMedia.propertyId, propertyIdsOf))
            .orderBy(asc(t.propertyMedia.position))
        : [],
      options.withRoomMedia && !none
        ? this.db
            .select()
            .from(t.roomTypeMedia)
            .where(inArray(t.roomTypeMedia.roomTypeId, roomIdsOf))
            .orderBy(asc(t.roomTypeMedia.position))
        : [],
    ]);
    const mediaIds = [
      ...cityRows.flatMap((c) => (c.heroMediaId ? [c.heroMediaId] : [])),
      ...propertyMediaRows.map((m) => m.mediaId),
      ...roomMediaRows.map((m) => m.mediaId),
    ];
    const mediaRows = mediaIds.length ? await this.db.select().from(t.media).where(inArray(t.media.id, mediaIds)) : [];
    const idsBy = <K extends string>(rows: readonly ({ mediaId: string } & Record<K, string>)[], key: K) => {
      const map = new Map<string, string[]>();
      for (const row of rows) map.set(row[key], [...(map.get(row[key]) ?? []), row.mediaId]);
      return map;
    };
    const propertyMediaIds = idsBy(propertyMediaRows, 'propertyId');
    const roomMediaIds = idsBy(roomMediaRows, 'roomTypeId');
    return {
      // Rows are records already, but for bookkeeping columns and the media each one lists.
      cities: cityRows.map(({ createdAt: _created, ...city }): CityRecord => city),
      universities,
      properties: propertyRows.map(
        ({ createdAt: _created, ...p }): PropertyRecord => ({ ...p, mediaIds: propertyMediaIds.get(p.id) ?? [] }),
      ),
      roomTypes: roomRows.map((r): RoomTypeRecord => ({ ...r, mediaIds: roomMediaIds.get(r.id) ?? [] })),
      tenancyOptions: optionRows,
      media: mediaRows.map(({ createdAt: _created, ...m }): MediaRecord => m),
    };
  }
}

/** Rows once each (a join repeats a city for each of its properties), in first-seen order. */
function distinctById<T extends { readonly id: string }>(rows: readonly T[]): T[] {
  return [...new Map(rows.map((r) => [r.id, r])).values()];
}
