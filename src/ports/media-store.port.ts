import type { MediaFormatName } from '../domain/catalogue/catalogue';
import type { MediaEncoding } from '../domain/catalogue/media-formats';
import { type Token, token } from './token';

export interface StoredImage {
  readonly data: Uint8Array;
  readonly contentType: string;
}

/** A format's file as kept, with its size. */
export interface StoredImageFile extends StoredImage {
  readonly width: number;
  readonly height: number;
}

/** The bytes of a picture in one of its formats, in WebP or AVIF. */
export interface MediaStore {
  /** The file in that encoding (WebP when not said); null when there is none (yet, for AVIF). */
  read(mediaId: string, format: MediaFormatName, encoding?: MediaEncoding): Promise<StoredImage | null>;
  /**
   * Keeps a file made later (the AVIF of a picture kept before AVIF, ADR 045); a file already
   * there is left as it is (two servers making it at once keep one).
   */
  keep(mediaId: string, format: MediaFormatName, encoding: MediaEncoding, file: StoredImageFile): Promise<void>;
}

export const MEDIA_STORE: Token<MediaStore> = token<MediaStore>('MediaStore');
