import { MEDIA_FORMAT_NAMES, mediaFormats } from '../../domain/catalogue/media-formats';
import type { MadePictureFiles, MediaWriter } from '../../ports/media-writer.port';
import type { Database } from './database';
import * as t from './schema';

/** The formats `make` gives (all but `tablet`, made on the first ask, ADR 066). */
const madeFormats = MEDIA_FORMAT_NAMES.filter((f): f is keyof MadePictureFiles => f !== 'tablet');

/** Keeps pictures in the database: a media row and one file row per format made. */
export class DrizzleMediaWriter implements MediaWriter {
  constructor(private readonly db: Database) {}

  async addPicture(alt: string, files: MadePictureFiles, avif?: MadePictureFiles) {
    const id = crypto.randomUUID();
    const formats = mediaFormats(id);
    await this.db.insert(t.media).values({ id, alt, formats });
    await this.db
      .insert(t.mediaFiles)
      .values([
        ...madeFormats.map((format) => ({ mediaId: id, format, encoding: 'webp' as const, ...files[format] })),
        ...(avif
          ? madeFormats.map((format) => ({ mediaId: id, format, encoding: 'avif' as const, ...avif[format] }))
          : []),
      ]);
    return { id, alt, formats };
  }
}
