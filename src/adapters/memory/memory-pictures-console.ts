import { editGallery, type GalleryEdit } from '../../domain/catalogue/gallery';
import { mediaFormats } from '../../domain/catalogue/media-formats';
import type {
  ConsolePicture,
  GalleryAnswer,
  GalleryRef,
  PicturesConsole,
  PicturesDenied,
} from '../../ports/pictures-console.port';

/**
 * The console's pictures in memory, for UI tests and QA: a file whose name ends .heic or .txt is
 * refused as the server would refuse it; `denied` makes every call signed-out or forbidden.
 */
export class MemoryPicturesConsole implements PicturesConsole {
  private readonly pictures: ConsolePicture[] = [];
  private readonly galleries = new Map<string, string[]>();
  denied: PicturesDenied | null = null;
  private count = 0;

  constructor(galleries: readonly GalleryRef[] = [], pictures: readonly string[] = []) {
    for (const ref of galleries) this.galleries.set(key(ref), []);
    for (const alt of pictures) this.addPicture(alt);
  }

  /** Adds a picture to the library directly; its id. */
  addPicture(alt: string): string {
    this.count += 1;
    const id = `00000000-0000-4000-8000-${String(this.count).padStart(12, '0')}`;
    this.pictures.unshift({
      id,
      alt,
      formats: mediaFormats(id),
      createdAt: new Date(Date.UTC(2026, 10, 1, 0, this.count)).toISOString(),
    });
    return id;
  }

  /** The gallery's ids now (for tests). */
  galleryIds(ref: GalleryRef): readonly string[] {
    return this.galleries.get(key(ref)) ?? [];
  }

  async upload(file: File, alt: string, progress: (fraction: number) => void) {
    if (this.denied) return this.denied;
    if (!alt.trim())
      return {
        kind: 'refused' as const,
        message: 'Describe the picture for people who cannot see it (alt text is required).',
      };
    if (/\.(heic|heif)$/i.test(file.name)) {
      return {
        kind: 'refused' as const,
        message:
          'This is a HEIC photo (as iPhones take them), which the site cannot read. Upload a JPEG, PNG, WebP or AVIF file instead.',
      };
    }
    if (/\.txt$/i.test(file.name)) {
      return {
        kind: 'refused' as const,
        message: 'This file is not a picture, whatever its name says. Upload a JPEG, PNG, WebP or AVIF file.',
      };
    }
    progress(0.5);
    progress(1);
    const id = this.addPicture(alt.trim());
    return { kind: 'uploaded' as const, picture: this.find(id) as ConsolePicture };
  }

  async list(query: { search?: string; offset: number; limit: number }) {
    if (this.denied) return this.denied;
    const all = this.pictures.filter((p) => !query.search || p.alt.toLowerCase().includes(query.search.toLowerCase()));
    return {
      kind: 'listed' as const,
      pictures: all.slice(query.offset, query.offset + query.limit),
      total: all.length,
    };
  }

  async editAlt(id: string, alt: string) {
    if (this.denied) return this.denied;
    if (!alt.trim())
      return {
        kind: 'invalid' as const,
        message: 'Describe the picture for people who cannot see it (alt text is required).',
      };
    const index = this.pictures.findIndex((p) => p.id === id);
    const found = this.pictures[index];
    if (!found) return { kind: 'not-found' as const };
    const picture = { ...found, alt: alt.trim() };
    this.pictures[index] = picture;
    return { kind: 'saved' as const, picture };
  }

  async gallery(ref: GalleryRef) {
    return this.change(ref, null, (g) => g);
  }

  async attach(ref: GalleryRef, mediaIds: readonly string[], expected: readonly string[]) {
    return this.change(ref, expected, (g) => [...g, ...mediaIds.filter((id) => !g.includes(id))]);
  }

  async reorder(ref: GalleryRef, order: readonly string[], expected: readonly string[]) {
    return this.change(ref, expected, () => [...order]);
  }

  async remove(ref: GalleryRef, mediaId: string, expected: readonly string[]) {
    return this.change(ref, expected, (g) => g.filter((id) => id !== mediaId));
  }

  async edit(ref: GalleryRef, edit: GalleryEdit, expected: readonly string[]): Promise<GalleryAnswer> {
    const current = this.galleries.get(key(ref));
    if (this.denied || !current || expected.join() !== current.join()) return this.change(ref, expected, (g) => g);
    if ('by' in edit && !this.find(edit.by))
      return { kind: 'invalid', message: 'One of those pictures does not exist.' };
    const change = editGallery(current, edit);
    if (change.outcome === 'invalid') return { kind: 'invalid', message: change.message };
    return this.change(ref, expected, () => [...change.gallery]);
  }

  private find(id: string) {
    return this.pictures.find((p) => p.id === id);
  }

  private change(ref: GalleryRef, expected: readonly string[] | null, apply: (g: string[]) => string[]): GalleryAnswer {
    if (this.denied) return this.denied;
    const current = this.galleries.get(key(ref));
    if (!current) return { kind: 'not-found' };
    const pictures = (ids: readonly string[]) => ids.flatMap((id) => this.find(id) ?? []);
    if (expected && expected.join() !== current.join()) {
      return {
        kind: 'stale',
        message: 'Someone changed this gallery since you opened it. Reload to see their change.',
        current: pictures(current),
      };
    }
    const next = apply(current);
    this.galleries.set(key(ref), next);
    return { kind: 'gallery', gallery: pictures(next) };
  }
}

const key = (ref: GalleryRef) => `${ref.kind}:${ref.id}`;
