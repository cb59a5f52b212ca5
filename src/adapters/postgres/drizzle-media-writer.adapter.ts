import { mediaFormats } from '../../domain/catalogue/media-formats';
import { MADE_FORMAT_NAMES, type MadePictureFiles, type MediaWriter } from '../../ports/media-writer.port';
import type { Database } from './database';
import * as t from './schema';

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
        ...MADE_FORMAT_NAMES.map((format) => ({ mediaId: id, format, encoding: 'webp' as const, ...files[format] })),
        ...(avif
          ? MADE_FORMAT_NAMES.map((format) => ({ mediaId: id, format, encoding: 'avif' as const, ...avif[format] }))
          : []),
      ]);
    return { id, alt, formats };
  }
}
