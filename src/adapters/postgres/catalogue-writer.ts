import type { MediaFormatName } from '../../domain/catalogue/catalogue';
import type { CatalogueSlice, SiteSettingsRecord } from '../../domain/catalogue/catalogue-records';
import type { Database } from './database';
import * as t from './schema';

export interface ImageFile {
  readonly mediaId: string;
  readonly format: MediaFormatName;
  readonly contentType: string;
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/** Writes a whole catalogue slice (with its image files and settings); callers wrap it in a transaction. */
export async function writeCatalogue(
  db: Database,
  slice: CatalogueSlice,
  settings: SiteSettingsRecord,
  files: readonly ImageFile[] = [],
): Promise<void> {
  if (slice.media.length)
    await db.insert(t.media).values(
      slice.media.map((m) => ({
        id: m.id,
        alt: m.alt,
        formats: m.formats,
      })),
    );
  for (let i = 0; i < files.length; i += 50)
    await db.insert(t.mediaFiles).values(files.slice(i, i + 50).map((f) => ({ ...f })));
  if (slice.cities.length) await db.insert(t.cities).values(slice.cities.map((c) => ({ ...c })));
  if (slice.universities.length) await db.insert(t.universities).values(slice.universities.map((u) => ({ ...u })));
  if (slice.properties.length) {
    await db.insert(t.properties).values(
      slice.properties.map(({ mediaIds: _m, amenities, floorLevels, ...p }) => ({
        ...p,
        amenities: [...amenities],
        floorLevels: [...floorLevels],
      })),
    );
    const links = slice.properties.flatMap((p) =>
      p.mediaIds.map((mediaId, position) => ({
        propertyId: p.id,
        mediaId,
        position,
      })),
    );
    if (links.length) await db.insert(t.propertyMedia).values(links);
  }
  if (slice.roomTypes.length) {
    await db.insert(t.roomTypes).values(
      slice.roomTypes.map(({ mediaIds: _m, features, floorLevels, ...r }) => ({
        ...r,
        features: [...features],
        floorLevels: [...floorLevels],
      })),
    );
    const links = slice.roomTypes.flatMap((r) =>
      r.mediaIds.map((mediaId, position) => ({
        roomTypeId: r.id,
        mediaId,
        position,
      })),
    );
    if (links.length) await db.insert(t.roomTypeMedia).values(links);
  }
  if (slice.tenancyOptions.length)
    await db.insert(t.tenancyOptions).values(slice.tenancyOptions.map((o) => ({ ...o })));
  await db
    .insert(t.siteSettings)
    .values(Object.entries(settings).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
}
