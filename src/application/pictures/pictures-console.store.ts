import { type GalleryEdit, undoOf } from '../../domain/catalogue/gallery';
import type { GalleryAnswer, GalleryRef, PicturesConsole } from '../../ports/pictures-console.port';

/** A gallery change's answer, and the change that undoes it when it was made (ADR 091). */
export interface GalleryEditAnswer {
  readonly answer: GalleryAnswer;
  readonly undo: GalleryEdit | null;
}

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

  /**
   * One picture's change from the gallery as the operator sees it, with its undo: a removed picture
   * goes back to its place, a replaced one back into its replacement's, one made first back where it was.
   */
  async edit(ref: GalleryRef, edit: GalleryEdit, gallery: readonly string[]): Promise<GalleryEditAnswer> {
    const answer = await this.api.edit(ref, edit, gallery);
    return { answer, undo: answer.kind === 'gallery' ? undoOf(gallery, edit) : null };
  }

  /**
   * Replace: uploads `file` (with `alt`, the old picture's unless changed) and puts it in the old
   * picture's place; the old one stays in the library, so the replacement can be undone.
   */
  async replace(
    ref: GalleryRef,
    mediaId: string,
    file: File,
    alt: string,
    gallery: readonly string[],
    progress: (fraction: number) => void,
  ): Promise<GalleryEditAnswer | { readonly refused: string }> {
    const uploaded = await this.api.upload(file, alt, progress);
    if (uploaded.kind === 'refused') return { refused: uploaded.message };
    if (uploaded.kind !== 'uploaded') return { answer: uploaded, undo: null };
    return this.edit(ref, { kind: 'replace', mediaId, by: uploaded.picture.id }, gallery);
  }
}
