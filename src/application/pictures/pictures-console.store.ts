import type { GalleryRef, PicturesConsole } from '../../ports/pictures-console.port';

/**
 * The console's pictures for its screens (issue 18): what the upload and gallery components call.
 * It holds no state of its own; each screen keeps what it shows.
 */
export class PicturesConsoleStore {
  constructor(private readonly api: PicturesConsole) {}

  upload(file: File, alt: string, progress: (fraction: number) => void) {
    return this.api.upload(file, alt, progress);
  }

  list(query: { readonly search?: string; readonly offset: number; readonly limit: number }) {
    return this.api.list(query);
  }

  editAlt(id: string, alt: string) {
    return this.api.editAlt(id, alt);
  }

  gallery(ref: GalleryRef) {
    return this.api.gallery(ref);
  }

  attach(ref: GalleryRef, mediaIds: readonly string[], expected: readonly string[]) {
    return this.api.attach(ref, mediaIds, expected);
  }

  /** Moves one picture up (-1) or down (+1) in the gallery as the operator sees it. */
  move(ref: GalleryRef, gallery: readonly string[], mediaId: string, by: -1 | 1) {
    const from = gallery.indexOf(mediaId);
    const to = from + by;
    const order = [...gallery];
    if (from < 0 || to < 0 || to >= order.length) return this.api.gallery(ref);
    [order[from], order[to]] = [order[to] as string, order[from] as string];
    return this.api.reorder(ref, order, gallery);
  }

  remove(ref: GalleryRef, mediaId: string, expected: readonly string[]) {
    return this.api.remove(ref, mediaId, expected);
  }
}
