import type { MediaFormatName } from '../../domain/catalogue/catalogue';
import type { MediaStore, StoredImage } from '../../ports/media-store.port';

/** A catalogue picture in one of its sizes; null when there is none. */
export class ReadMedia {
  constructor(private readonly media: MediaStore) {}

  run(mediaId: string, format: MediaFormatName): Promise<StoredImage | null> {
    return this.media.read(mediaId, format);
  }
}
