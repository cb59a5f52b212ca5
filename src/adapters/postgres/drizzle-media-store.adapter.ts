import { and, eq } from 'drizzle-orm';
import type { MediaFormatName } from '../../domain/catalogue/catalogue';
import type { MediaEncoding } from '../../domain/catalogue/media-formats';
import type { MediaStore, StoredImage, StoredImageFile } from '../../ports/media-store.port';
import type { Database } from './database';
import { mediaFiles } from './schema';

export class DrizzleMediaStore implements MediaStore {
  constructor(private readonly db: Database) {}

  async read(mediaId: string, format: MediaFormatName, encoding: MediaEncoding = 'webp'): Promise<StoredImage | null> {
    const rows = await this.db
      .select({ data: mediaFiles.data, contentType: mediaFiles.contentType })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.mediaId, mediaId), eq(mediaFiles.format, format), eq(mediaFiles.encoding, encoding)))
      .limit(1);
    return rows[0] ?? null;
  }

  async keep(mediaId: string, format: MediaFormatName, encoding: MediaEncoding, file: StoredImageFile): Promise<void> {
    await this.db
      .insert(mediaFiles)
      .values({ mediaId, format, encoding, ...file })
      .onConflictDoNothing();
  }
}
