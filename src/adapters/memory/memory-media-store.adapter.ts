import type { MediaFormatName } from '../../domain/catalogue/catalogue';
import type { MediaRecord } from '../../domain/catalogue/catalogue-records';
import { type MediaEncoding, mediaFormats } from '../../domain/catalogue/media-formats';
import type { MediaStore, StoredImage, StoredImageFile } from '../../ports/media-store.port';
import { MADE_FORMAT_NAMES, type MadePictureFiles, type MediaWriter } from '../../ports/media-writer.port';

/** Pictures held in memory, by id, format and encoding. */
export class MemoryMediaStore implements MediaStore, MediaWriter {
  private readonly images = new Map<string, StoredImage>();
  private readonly added: MediaRecord[] = [];

  put(mediaId: string, format: MediaFormatName, image: StoredImage, encoding: MediaEncoding = 'webp'): void {
    this.images.set(`${mediaId}/${format}/${encoding}`, image);
  }

  async read(mediaId: string, format: MediaFormatName, encoding: MediaEncoding = 'webp'): Promise<StoredImage | null> {
    return this.images.get(`${mediaId}/${format}/${encoding}`) ?? null;
  }

  async keep(mediaId: string, format: MediaFormatName, encoding: MediaEncoding, file: StoredImageFile): Promise<void> {
    if (!this.images.has(`${mediaId}/${format}/${encoding}`)) this.put(mediaId, format, file, encoding);
  }

  async addPicture(alt: string, files: MadePictureFiles, avif?: MadePictureFiles): Promise<MediaRecord> {
    const id = crypto.randomUUID();
    for (const format of MADE_FORMAT_NAMES) {
      this.put(id, format, files[format]);
      if (avif) this.put(id, format, avif[format], 'avif');
    }
    const record = { id, alt, formats: mediaFormats(id) };
    this.added.push(record);
    return record;
  }

  /** The pictures added, as media records. */
  records(): readonly MediaRecord[] {
    return [...this.added];
  }
}
