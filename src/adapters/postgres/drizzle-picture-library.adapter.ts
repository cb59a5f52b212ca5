import { asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Gallery } from '../../domain/catalogue/gallery';
import { sameGallery } from '../../domain/catalogue/gallery';
import { MEDIA_FORMAT_NAMES, mediaFormats } from '../../domain/catalogue/media-formats';
import type { AuditEntry } from '../../domain/staff/audit-entry';
import type { EncodedPictureFiles } from '../../ports/media-writer.port';
import type { GalleryOwner, GallerySave, LibraryPicture, PictureLibrary } from '../../ports/picture-library.port';
import type { Database } from './database';
import { auditRow } from './drizzle-audit-log';
import * as t from './schema';

const pictureColumns = { id: t.media.id, alt: t.media.alt, formats: t.media.formats, createdAt: t.media.createdAt };
type PictureRow = { id: string; alt: string; formats: LibraryPicture['formats']; createdAt: Date };
const toPicture = (row: PictureRow): LibraryPicture => ({ ...row, createdAt: row.createdAt.getTime() });

/** The console's pictures in the database: media rows, their files, and the two gallery tables. */
export class DrizzlePictureLibrary implements PictureLibrary {
  constructor(private readonly db: Database) {}

  async add(alt: string, files: EncodedPictureFiles, audit: AuditEntry): Promise<LibraryPicture> {
    const id = crypto.randomUUID();
    const formats = mediaFormats(id);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(t.media).values({ id, alt, formats }).returning(pictureColumns);
      await tx
        .insert(t.mediaFiles)
        .values(
          (['webp', 'avif'] as const).flatMap((encoding) =>
            MEDIA_FORMAT_NAMES.map((format) => ({ mediaId: id, format, encoding, ...files[encoding][format] })),
          ),
        );
      await tx.insert(t.auditLog).values(auditRow({ ...audit, entityId: id, after: { id, alt } }));
      return toPicture(row as PictureRow);
    });
  }

  async list(query: { limit: number; offset: number; search?: string }) {
    const where = query.search ? ilike(t.media.alt, `%${query.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select(pictureColumns)
        .from(t.media)
        .where(where)
        .orderBy(desc(t.media.createdAt), asc(t.media.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ n: count() }).from(t.media).where(where),
    ]);
    return { pictures: rows.map(toPicture), total: total?.n ?? 0 };
  }

  async find(ids: readonly string[]) {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select(pictureColumns)
      .from(t.media)
      .where(inArray(t.media.id, [...ids]));
    const byId = new Map(rows.map((row) => [row.id, toPicture(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async updateAlt(id: string, alt: string, audit: AuditEntry) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.update(t.media).set({ alt }).where(eq(t.media.id, id)).returning(pictureColumns);
      if (!row) return null;
      await tx.insert(t.auditLog).values(auditRow(audit));
      return toPicture(row);
    });
  }

  async gallery(owner: GalleryOwner): Promise<Gallery | null> {
    return readGallery(this.db, owner, false);
  }

  async galleryName(owner: GalleryOwner): Promise<string | null> {
    if (owner.kind === 'property') {
      const [row] = await this.db
        .select({ name: t.properties.name })
        .from(t.properties)
        .where(eq(t.properties.id, owner.id));
      return row?.name ?? null;
    }
    const [row] = await this.db
      .select({ residence: t.properties.name, room: t.roomTypes.name })
      .from(t.roomTypes)
      .innerJoin(t.properties, eq(t.properties.id, t.roomTypes.propertyId))
      .where(eq(t.roomTypes.id, owner.id));
    return row ? `${row.residence} · ${row.room}` : null;
  }

  async saveGallery(owner: GalleryOwner, expected: Gallery, next: Gallery, audit: AuditEntry): Promise<GallerySave> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const current = await readGallery(tx, owner, true);
      if (!current) return 'not_found';
      if (!sameGallery(current, expected)) return 'stale';
      if (next.length > 0) {
        const known = await tx
          .select({ id: t.media.id })
          .from(t.media)
          .where(inArray(t.media.id, [...next]));
        if (known.length !== new Set(next).size) return 'unknown_picture';
      }
      if (owner.kind === 'property') {
        await tx.delete(t.propertyMedia).where(eq(t.propertyMedia.propertyId, owner.id));
        if (next.length > 0) {
          await tx
            .insert(t.propertyMedia)
            .values(next.map((mediaId, position) => ({ propertyId: owner.id, mediaId, position })));
        }
      } else {
        await tx.delete(t.roomTypeMedia).where(eq(t.roomTypeMedia.roomTypeId, owner.id));
        if (next.length > 0) {
          await tx
            .insert(t.roomTypeMedia)
            .values(next.map((mediaId, position) => ({ roomTypeId: owner.id, mediaId, position })));
        }
      }
      await tx.insert(t.auditLog).values(auditRow(audit));
      return 'saved';
    });
  }
}

/** The gallery's ids in order, null without its owner; `lock` holds the owner's row to the transaction's end. */
async function readGallery(db: Database, owner: GalleryOwner, lock: boolean): Promise<Gallery | null> {
  if (owner.kind === 'property') {
    const found = db.select({ id: t.properties.id }).from(t.properties).where(eq(t.properties.id, owner.id));
    if ((await (lock ? found.for('update') : found)).length === 0) return null;
    const rows = await db
      .select({ id: t.propertyMedia.mediaId })
      .from(t.propertyMedia)
      .where(eq(t.propertyMedia.propertyId, owner.id))
      .orderBy(asc(t.propertyMedia.position));
    return rows.map((r) => r.id);
  }
  const found = db.select({ id: t.roomTypes.id }).from(t.roomTypes).where(eq(t.roomTypes.id, owner.id));
  if ((await (lock ? found.for('update') : found)).length === 0) return null;
  const rows = await db
    .select({ id: t.roomTypeMedia.mediaId })
    .from(t.roomTypeMedia)
    .where(eq(t.roomTypeMedia.roomTypeId, owner.id))
    .orderBy(asc(t.roomTypeMedia.position));
  return rows.map((r) => r.id);
}
