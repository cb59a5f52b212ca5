import type { CatalogueSlice, SiteSettingsRecord } from '../../domain/catalogue/catalogue-records';
import type { Database } from './database';
import * as t from './schema';

export interface ImageFile {
  readonly mediaId: string;
  readonly format: 'thumbnail' | 'small' | 'medium' | 'large';
  readonly contentType: string;
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/** Writes a whole catalogue slice (with its image files and settings) in one transaction. */
export async function writeCatalogue(
  db: Database,
  slice: CatalogueSlice,
  settings: SiteSettingsRecord,
  files: readonly ImageFile[] = [],
): Promise<void> {
  await db.transaction(async (tx) => {
    if (slice.media.length) await tx.insert(t.media).values(slice.media.map((m) => ({ id: m.id, alt: m.alt, formats: m.formats })));
    for (let i = 0; i < files.length; i += 50) await tx.insert(t.mediaFiles).values(files.slice(i, i + 50).map((f) => ({ ...f })));
    if (slice.cities.length) await tx.insert(t.cities).values(slice.cities.map((c) => ({ ...c })));
    if (slice.universities.length) await tx.insert(t.universities).values(slice.universities.map((u) => ({ ...u })));
    if (slice.properties.length) {
      await tx.insert(t.properties).values(
        slice.properties.map(({ mediaIds: _m, amenities, floorLevels, ...p }) => ({
          ...p,
          amenities: [...amenities],
          floorLevels: [...floorLevels],
        })),
      );
      const links = slice.properties.flatMap((p) => p.mediaIds.map((mediaId, position) => ({ propertyId: p.id, mediaId, position })));
      if (links.length) await tx.insert(t.propertyMedia).values(links);
    }
    if (slice.roomTypes.length) {
      await tx.insert(t.roomTypes).values(
        slice.roomTypes.map(({ mediaIds: _m, features, floorLevels, ...r }) => ({
          ...r,
          features: [...features],
          floorLevels: [...floorLevels],
        })),
      );
      const links = slice.roomTypes.flatMap((r) => r.mediaIds.map((mediaId, position) => ({ roomTypeId: r.id, mediaId, position })));
      if (links.length) await tx.insert(t.roomTypeMedia).values(links);
    }
    if (slice.tenancyOptions.length) await tx.insert(t.tenancyOptions).values(slice.tenancyOptions.map((o) => ({ ...o })));
    await tx
      .insert(t.siteSettings)
      .values(Object.entries(settings).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
  });
}
