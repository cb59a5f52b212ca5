import type { MediaFormatName } from '../domain/catalogue/catalogue';
import type { MediaRecord } from '../domain/catalogue/catalogue-records';
import { type Token, token } from './token';

/** One format of a picture, ready to serve. */
export interface PictureFile {
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly contentType: string;
}

export type PictureFiles = Readonly<Record<MediaFormatName, PictureFile>>;

/** Keeps a picture (its alt text and its files in every format); the writer gives it its id. */
export interface MediaWriter {
  addPicture(alt: string, files: PictureFiles): Promise<MediaRecord>;
}

/** Makes the formats a picture is served in from the original an operator gives; null when it is no picture. */
export interface PictureFormats {
  make(original: Uint8Array): Promise<PictureFiles | null>;
}

export const MEDIA_WRITER: Token<MediaWriter> = token<MediaWriter>('MediaWriter');
export const PICTURE_FORMATS: Token<PictureFormats> = token<PictureFormats>('PictureFormats');
