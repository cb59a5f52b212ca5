import type { MediaFormatName } from '../../domain/catalogue/catalogue';
import type { MediaRecord } from '../../domain/catalogue/catalogue-records';
import { MEDIA_FORMAT_NAMES, mediaFormats } from '../../domain/catalogue/media-formats';
import type { MediaStore, StoredImage } from '../../ports/media-store.port';
import type { MediaWriter, PictureFiles } from '../../ports/media-writer.port';

/** Pictures held in memory, by id and format. */
export class MemoryMediaStore implements MediaStore, MediaWriter {
  private readonly images = new Map<string, StoredImage>();
  private readonly added: MediaRecord[] = [];

  put(mediaId: string, format: MediaFormatName, image: StoredImage): void {
    this.images.set(`${mediaId}/${format}`, image);
  }

  async read(mediaId: string, format: MediaFormatName): Promise<StoredImage | null> {
    return this.images.get(`${mediaId}/${format}`) ?? null;
  }

  async addPicture(alt: string, files: PictureFiles): Promise<MediaRecord> {
    const id = crypto.randomUUID();
    for (const format of MEDIA_FORMAT_NAMES) this.put(id, format, files[format]);
    const record = { id, alt, formats: mediaFormats(id) };
    this.added.push(record);
    return record;
  }

  /** The pictures added, as media records. */
  records(): readonly MediaRecord[] {
    return [...this.added];
  }
}
