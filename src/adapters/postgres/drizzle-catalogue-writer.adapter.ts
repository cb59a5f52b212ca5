import { asc, count, eq, sql } from 'drizzle-orm';
import type { CatalogueWriter } from '../../ports/catalogue-writer.port';
import type { Database } from './database';
import * as t from './schema';

/** Adds to the catalogue in the database; the rows' ids come from the database. */
export class DrizzleCatalogueWriter implements CatalogueWriter {
  constructor(private readonly db: Database) {}

  async isEmpty() {
    return (await this.countCities()) === 0;
  }

  async findCity(slug: string) {
    const [row] = await this.db.select({ id: t.cities.id }).from(t.cities).where(eq(t.cities.slug, slug));
    return row ?? null;
  }

  async findProperty(slug: string) {
    const [row] = await this.db
      .select({ id: t.properties.id, cityId: t.properties.cityId })
      .from(t.properties)
      .where(eq(t.properties.slug, slug));
    return row ?? null;
  }

  async countCities() {
    const [row] = await this.db.select({ n: count() }).from(t.cities);
    return row?.n ?? 0;
  }

  async countProperties(cityId: string) {
    const [row] = await this.db.select({ n: count() }).from(t.properties).where(eq(t.properties.cityId, cityId));
    return row?.n ?? 0;
  }

  async roomTypeSlugs(propertyId: string) {
    const rows = await this.db
      .select({ slug: t.roomTypes.slug })
      .from(t.roomTypes)
      .where(eq(t.roomTypes.propertyId, propertyId))
      .orderBy(asc(t.roomTypes.sort));
    return rows.map((r) => r.slug);
  }

  async addCity(...[city, universities]: Parameters<CatalogueWriter['addCity']>) {
    const [row] = await this.db.insert(t.cities).values(city).returning({ id: t.cities.id });
    if (!row) throw new Error('addCity: no row');
    if (universities.length)
      await this.db.insert(t.universities).values(universities.map((u) => ({ ...u, cityId: row.id })));
    return row.id;
  }

  async addProperty({ mediaIds, amenities, floorLevels, ...property }: Parameters<CatalogueWriter['addProperty']>[0]) {
    const [row] = await this.db
      .insert(t.properties)
      .values({ ...property, amenities: [...amenities], floorLevels: [...floorLevels] })
      .returning({ id: t.properties.id });
    if (!row) throw new Error('addProperty: no row');
    if (mediaIds.length)
      await this.db
        .insert(t.propertyMedia)
        .values(mediaIds.map((mediaId, position) => ({ propertyId: row.id, mediaId, position })));
    return row.id;
  }

  async addRoomType(
    ...[{ mediaIds, features, floorLevels, ...roomType }, lets]: Parameters<CatalogueWriter['addRoomType']>
  ) {
    const [row] = await this.db
      .insert(t.roomTypes)
      .values({ ...roomType, features: [...features], floorLevels: [...floorLevels] })
      .returning({ id: t.roomTypes.id });
    if (!row) throw new Error('addRoomType: no row');
    if (mediaIds.length)
      await this.db
        .insert(t.roomTypeMedia)
        .values(mediaIds.map((mediaId, position) => ({ roomTypeId: row.id, mediaId, position })));
    if (lets.length) await this.db.insert(t.tenancyOptions).values(lets.map((o) => ({ ...o, roomTypeId: row.id })));
    return row.id;
  }

  async saveSiteSettings(settings: Parameters<CatalogueWriter['saveSiteSettings']>[0]) {
    const rows = Object.entries(settings)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => ({ key, value }));
    if (rows.length === 0) return;
    await this.db
      .insert(t.siteSettings)
      .values(rows)
      .onConflictDoUpdate({ target: t.siteSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
  }
}
