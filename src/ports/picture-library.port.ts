import type { MediaFormats } from '../domain/catalogue/catalogue';
import type { Gallery } from '../domain/catalogue/gallery';
import type { AuditEntry } from '../domain/staff/audit-entry';
import type { EncodedPictureFiles } from './media-writer.port';
import { type Token, token } from './token';

/** A picture as the console lists it. */
export interface LibraryPicture {
  readonly id: string;
  readonly alt: string;
  readonly formats: MediaFormats;
  /** When it was added, in milliseconds since the epoch. */
  readonly createdAt: number;
}

/** Whose gallery: a residence's (a property row) or a room type's. */
export interface GalleryOwner {
  readonly kind: 'property' | 'room_type';
  readonly id: string;
}

export interface PicturePage {
  readonly pictures: readonly LibraryPicture[];
  readonly total: number;
}

export type GallerySave = 'saved' | 'stale' | 'not_found' | 'unknown_picture';

/**
 * The console's pictures (issue 18): the library of uploaded pictures and the galleries that show
 * them. Every change takes its audit entry, kept in the same transaction as the change.
 */
export interface PictureLibrary {
  /** Keeps an upload in both encodings; the audit entry's entityId and after are the new picture's. */
  add(alt: string, files: EncodedPictureFiles, audit: AuditEntry): Promise<LibraryPicture>;
  /** Newest first; `search` matches the alt text. */
  list(query: { readonly limit: number; readonly offset: number; readonly search?: string }): Promise<PicturePage>;
  /** The pictures with these ids, in the order given; unknown ids are left out. */
  find(ids: readonly string[]): Promise<readonly LibraryPicture[]>;
  /** null when there is no such picture. */
  updateAlt(id: string, alt: string, audit: AuditEntry): Promise<LibraryPicture | null>;
  /** The gallery's picture ids in order; null when there is no such residence or room type. */
  gallery(owner: GalleryOwner): Promise<Gallery | null>;
  /** The gallery's owner as people name it ("Square Gardens", "Square Gardens · En-suite"); null when there is none. */
  galleryName(owner: GalleryOwner): Promise<string | null>;
  /**
   * Replaces the gallery with `next` when it still is `expected` (else 'stale': someone changed it
   * since), in one transaction with its audit entry.
   */
  saveGallery(owner: GalleryOwner, expected: Gallery, next: Gallery, audit: AuditEntry): Promise<GallerySave>;
}

export const PICTURE_LIBRARY: Token<PictureLibrary> = token<PictureLibrary>('PictureLibrary');
