import type { MediaFormatName } from '../../domain/catalogue/catalogue';
import { LATER_FORMATS, MEDIA_FORMAT_SIZES, type MediaEncoding } from '../../domain/catalogue/media-formats';
import type { MediaStore, StoredImage } from '../../ports/media-store.port';
import type { PictureFormats } from '../../ports/media-writer.port';

export interface MediaAnswer {
  readonly image: StoredImage;
  /**
   * Another file given for the one asked for, because the picture has none yet (it is being made):
   * the WebP for an AVIF, or the stand-in format for one added later (ADR 066). Served, but not to
   * be cached for long.
   */
  readonly stopGap: boolean;
}

/** How many formats may wait to be made at once; asks beyond it are dropped (a later ask queues them again). */
const MAX_WAITING = 2_000;

/**
 * A catalogue picture in one of its sizes and encodings; null when there is none. A picture kept
 * before AVIF (the demo's, ADR 045) has only WebP: the first ask for its AVIF gets the WebP and
 * queues the AVIF, made one at a time from the WebP and kept in the database (every server sees it).
 * A picture kept before a format was added (`phone`, ADR 066) has no file of it at all: the first
 * ask gets the stand-in format and queues both files, the WebP made from a larger format's WebP.
 */
export class ReadMedia {
  private readonly waiting = new Map<string, { readonly mediaId: string; readonly format: MediaFormatName }>();
  private running: Promise<void> | null = null;

  constructor(
    private readonly media: MediaStore,
    /** What makes the missing files of older pictures; without it they are served their stand-ins. */
    private readonly formats: Pick<PictureFormats, 'avifFrom' | 'resizedFrom'> | null = null,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  async run(mediaId: string, format: MediaFormatName, encoding: MediaEncoding = 'webp'): Promise<MediaAnswer | null> {
    const image = await this.media.read(mediaId, format, encoding);
    if (image) return { image, stopGap: false };
    const webp = encoding === 'avif' ? await this.media.read(mediaId, format, 'webp') : null;
    const later = LATER_FORMATS[format];
    const standIn =
      webp ??
      (later
        ? ((await this.media.read(mediaId, later.standIn, encoding)) ??
          (encoding === 'avif' ? await this.media.read(mediaId, later.standIn, 'webp') : null))
        : null);
    if (!standIn) return null;
    this.queue(mediaId, format);
    return { image: standIn, stopGap: true };
  }

  /** Settles when every queued file has been made (for tests and shutdown). */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private queue(mediaId: string, format: MediaFormatName): void {
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
        const webp =
          (await this.media.read(mediaId, format, 'webp')) ?? (await this.madeWebp(formats, mediaId, format));
        if (webp && !(await this.media.read(mediaId, format, 'avif'))) {
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

  /** The WebP of a format added later, made from its larger format's WebP and kept; null without one. */
  private async madeWebp(
    formats: Pick<PictureFormats, 'resizedFrom'>,
    mediaId: string,
    format: MediaFormatName,
  ): Promise<StoredImage | null> {
    const later = LATER_FORMATS[format];
    const source = later ? await this.media.read(mediaId, later.from, 'webp') : null;
    if (!later || !source) return null;
    const made = await formats.resizedFrom(
      { ...source, ...MEDIA_FORMAT_SIZES[later.from] },
      MEDIA_FORMAT_SIZES[format],
    );
    await this.media.keep(mediaId, format, 'webp', made);
    // Another server may have kept its own first: the AVIF is made from the file that is served.
    return (await this.media.read(mediaId, format, 'webp')) ?? made;
  }
}
