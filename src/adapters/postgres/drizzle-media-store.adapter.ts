import { and, eq } from 'drizzle-orm';
import type { MediaFormatName } from '../../domain/catalogue/catalogue';
import type { MediaStore, StoredImage } from '../../ports/media-store.port';
import type { Database } from './database';
import { mediaFiles } from './schema';

export class DrizzleMediaStore implements MediaStore {
  constructor(private readonly db: Database) {}

  async read(mediaId: string, format: MediaFormatName): Promise<StoredImage | null> {
    const rows = await this.db
      .select({ data: mediaFiles.data, contentType: mediaFiles.contentType })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.mediaId, mediaId), eq(mediaFiles.format, format)))
      .limit(1);
    return rows[0] ?? null;
  }
}
