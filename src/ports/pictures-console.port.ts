import type { MediaFormats } from '../domain/catalogue/catalogue';
import type { GalleryEdit } from '../domain/catalogue/gallery';
import { type Token, token } from './token';

/**
 * The console's pictures as the browser sees them (issue 18, ADR 045): uploading with progress,
 * the library, alt text and the galleries of residences and room types. Answers are outcomes;
 * a failure to reach the server rejects (ConsoleUnavailable, staff-console.port.ts).
 */
export interface ConsolePicture {
  readonly id: string;
  readonly alt: string;
  readonly formats: MediaFormats;
  /** ISO date-time. */
  readonly createdAt: string;
}

export interface GalleryRef {
  readonly kind: 'residence' | 'room-type';
  readonly id: string;
}

export type PicturesDenied = { readonly kind: 'signed-out' } | { readonly kind: 'forbidden' };

export type PictureUploadOutcome =
  | { readonly kind: 'uploaded'; readonly picture: ConsolePicture }
  /** The file or its alt text was refused: the message says why and what to do. */
  | { readonly kind: 'refused'; readonly message: string }
  | PicturesDenied;

export type PictureListOutcome =
  | { readonly kind: 'listed'; readonly pictures: readonly ConsolePicture[]; readonly total: number }
  | PicturesDenied;

export type AltOutcome =
  | { readonly kind: 'saved'; readonly picture: ConsolePicture }
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'not-found' }
  | PicturesDenied;

export type GalleryAnswer =
  | { readonly kind: 'gallery'; readonly gallery: readonly ConsolePicture[] }
  | { readonly kind: 'stale'; readonly message: string; readonly current: readonly ConsolePicture[] }
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'not-found' }
  | PicturesDenied;

export interface PicturesConsole {
  /** One file with its alt text; `progress` hears the share sent so far (0 to 1). */
  upload(file: File, alt: string, progress: (fraction: number) => void): Promise<PictureUploadOutcome>;
  list(query: {
    readonly search?: string;
    readonly offset: number;
    readonly limit: number;
  }): Promise<PictureListOutcome>;
  editAlt(id: string, alt: string): Promise<AltOutcome>;
  gallery(ref: GalleryRef): Promise<GalleryAnswer>;
  /** Each change takes the gallery's ids as the operator saw them (a stale view is refused). */
  attach(ref: GalleryRef, mediaIds: readonly string[], expected: readonly string[]): Promise<GalleryAnswer>;
  reorder(ref: GalleryRef, order: readonly string[], expected: readonly string[]): Promise<GalleryAnswer>;
  remove(ref: GalleryRef, mediaId: string, expected: readonly string[]): Promise<GalleryAnswer>;
  /** One picture's change (ADR 091): make first, move, replace in place, remove, put back. */
  edit(ref: GalleryRef, edit: GalleryEdit, expected: readonly string[]): Promise<GalleryAnswer>;
}

export const PICTURES_CONSOLE: Token<PicturesConsole> = /* @__PURE__ */ token<PicturesConsole>('PicturesConsole');
