import type { MediaFormatName } from '../../domain/catalogue/catalogue';
import { MEDIA_FORMAT_SIZES, type MediaEncoding } from '../../domain/catalogue/media-formats';
import type { MediaStore, StoredImage } from '../../ports/media-store.port';
import type { PictureFormats } from '../../ports/media-writer.port';

export interface MediaAnswer {
  readonly image: StoredImage;
  /**
   * The WebP given where AVIF was asked for, because the picture has none yet (it is being made):
   * served, but not to be cached for long.
   */
  readonly stopGap: boolean;
}

/** How many AVIF files may wait to be made at once; asks beyond it are dropped (a later ask queues them again). */
const MAX_WAITING = 2_000;

/**
 * A catalogue picture in one of its sizes and encodings; null when there is none. A picture kept
 * before AVIF (the demo's, ADR 045) has only WebP: the first ask for its AVIF gets the WebP and
 * queues the AVIF, made one at a time from the WebP and kept in the database (every server sees it).
 */
export class ReadMedia {
  private readonly waiting = new Map<string, { readonly mediaId: string; readonly format: MediaFormatName }>();
  private running: Promise<void> | null = null;

  constructor(
    private readonly media: MediaStore,
    /** What makes the AVIF of older pictures; without it they are served as WebP. */
    private readonly formats: Pick<PictureFormats, 'avifFrom'> | null = null,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  async run(mediaId: string, format: MediaFormatName, encoding: MediaEncoding = 'webp'): Promise<MediaAnswer | null> {
    const image = await this.media.read(mediaId, format, encoding);
    if (image) return { image, stopGap: false };
    if (encoding === 'webp') return null;
    const webp = await this.media.read(mediaId, format, 'webp');
    if (!webp) return null;
    this.queueAvif(mediaId, format);
    return { image: webp, stopGap: true };
  }

  /** Settles when every queued AVIF has been made (for tests and shutdown). */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private queueAvif(mediaId: string, format: MediaFormatName): void {
    const key = `${mediaId}/${format}`;
    if (!this.formats || this.waiting.has(key) || this.waiting.size >= MAX_WAITING) return;
    this.waiting.set(key, { mediaId, format });
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  private async drain(): Promise<void> {
    const formats = this.formats;
    if (!formats) return;
    for (let next = this.waiting.entries().next(); !next.done; next = this.waiting.entries().next()) {
      const [key, { mediaId, format }] = next.value;
      try {
        const webp = await this.media.read(mediaId, format, 'webp');
        if (webp) {
          const avif = await formats.avifFrom({ ...webp, ...MEDIA_FORMAT_SIZES[format] });
          await this.media.keep(mediaId, format, 'avif', avif);
        }
      } catch (error) {
        this.onError(error);
      } finally {
        this.waiting.delete(key);
      }
    }
  }
}
