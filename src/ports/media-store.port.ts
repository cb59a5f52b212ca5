import type { MediaFormatName } from '../domain/catalogue/catalogue';
import { type Token, token } from './token';

export interface StoredImage {
  readonly data: Uint8Array;
  readonly contentType: string;
}

/** The bytes of a picture in one of its formats. */
export interface MediaStore {
  read(mediaId: string, format: MediaFormatName): Promise<StoredImage | null>;
}

export const MEDIA_STORE: Token<MediaStore> = token<MediaStore>('MediaStore');
