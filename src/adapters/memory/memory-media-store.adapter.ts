import type { MediaFormatName } from '../../domain/catalogue/catalogue';
import type { MediaStore, StoredImage } from '../../ports/media-store.port';

/** Pictures held in memory, by id and format. */
export class MemoryMediaStore implements MediaStore {
  private readonly images = new Map<string, StoredImage>();

  put(mediaId: string, format: MediaFormatName, image: StoredImage): void {
    this.images.set(`${mediaId}/${format}`, image);
  }

  async read(mediaId: string, format: MediaFormatName): Promise<StoredImage | null> {
    return this.images.get(`${mediaId}/${format}`) ?? null;
  }
}
