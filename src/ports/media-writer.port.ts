import type { MediaFormatName } from '../domain/catalogue/catalogue';
import type { MediaRecord } from '../domain/catalogue/catalogue-records';
import { MEDIA_FORMAT_NAMES } from '../domain/catalogue/media-formats';
import type { PictureRefusal } from '../domain/catalogue/picture-upload';
import { type Token, token } from './token';

/** One format of a picture, ready to serve. */
export interface PictureFile {
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly contentType: string;
}

export type PictureFiles = Readonly<Record<MediaFormatName, PictureFile>>;

/**
 * The WebP files the demo's loader makes (`make`): every format but `tablet`, which is made on the
 * first ask from the large file (ADR 066), as pictures kept before it are, so the demo loads no slower.
 */
export type MadePictureFiles = Omit<PictureFiles, 'tablet'>;

/** The names of the formats `make` gives, smallest first. */
export const MADE_FORMAT_NAMES = MEDIA_FORMAT_NAMES.filter((f): f is keyof MadePictureFiles => f !== 'tablet');

/** A picture's files in both encodings: what an operator's upload keeps. */
export interface EncodedPictureFiles {
  readonly webp: PictureFiles;
  readonly avif: PictureFiles;
}

export type UploadedPicture =
  | { readonly outcome: 'made'; readonly files: EncodedPictureFiles }
  | { readonly outcome: 'refused'; readonly refusal: Exclude<PictureRefusal, 'too_large'> };

/** Keeps a picture (its alt text and its files in every format); the writer gives it its id. */
export interface MediaWriter {
  /** The AVIF files beside the WebP ones when given (an upload); without them AVIF is made later (ADR 045). */
  addPicture(alt: string, files: MadePictureFiles, avif?: MadePictureFiles): Promise<MediaRecord>;
}

/** Makes the formats a picture is served in from the original an operator gives. */
export interface PictureFormats {
  /** The WebP formats (the demo's loader) but `tablet`; null when it is no picture. */
  make(original: Uint8Array): Promise<MadePictureFiles | null>;
  /**
   * An operator's upload: checks the original as a hostile file (its real type, a pixel limit
   * against decompression bombs, no truncated data), turns it upright by its EXIF orientation, and
   * makes every format in WebP and AVIF with no metadata kept (no EXIF, no GPS).
   */
  makeUpload(original: Uint8Array): Promise<UploadedPicture>;
  /** The AVIF of one format, made from its WebP file (a picture kept before AVIF, ADR 045). */
  avifFrom(webp: PictureFile): Promise<PictureFile>;
  /** A smaller format's WebP, made from a larger one's (a format added after the picture was kept, ADR 066). */
  resizedFrom(webp: PictureFile, size: { readonly width: number; readonly height: number }): Promise<PictureFile>;
}

export const PICTURE_FORMATS: Token<PictureFormats> = token<PictureFormats>('PictureFormats');
