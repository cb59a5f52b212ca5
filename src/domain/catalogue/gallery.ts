/**
 * A residence's or a room type's gallery: its pictures' ids in the order the site shows them.
 * The console's changes to it, as pure functions from the gallery as it is to the gallery after.
 */

export type Gallery = readonly string[];

export type GalleryChange =
  | { readonly outcome: 'changed'; readonly gallery: Gallery }
  | { readonly outcome: 'invalid'; readonly message: string };

/** Adds pictures at the end, in the order given; a picture already there (or given twice) stays where it is. */
export function attachToGallery(gallery: Gallery, mediaIds: readonly string[]): GalleryChange {
  if (mediaIds.length === 0) return { outcome: 'invalid', message: 'Choose at least one picture to add.' };
  const next = [...gallery];
  for (const id of mediaIds) if (!next.includes(id)) next.push(id);
  return { outcome: 'changed', gallery: next };
}

/** Puts the gallery in a new order: the same pictures, each once. */
export function reorderGallery(gallery: Gallery, order: readonly string[]): GalleryChange {
  const same =
    order.length === gallery.length &&
    new Set(order).size === order.length &&
    order.every((id) => gallery.includes(id));
  if (!same) {
    return { outcome: 'invalid', message: 'The new order must hold the same pictures as the gallery, each once.' };
  }
  return { outcome: 'changed', gallery: [...order] };
}

/** Takes a picture out of the gallery (the picture itself is kept in the library). */
export function removeFromGallery(gallery: Gallery, mediaId: string): GalleryChange {
  if (!gallery.includes(mediaId)) return { outcome: 'invalid', message: 'That picture is not in this gallery.' };
  return { outcome: 'changed', gallery: gallery.filter((id) => id !== mediaId) };
}

/**
 * One change to a picture in a gallery (issue 36 item 7, ADR 091): make it the first (the cover),
 * move it to a place, replace it by another picture in the same place, take it out, or put one
 * back at a place (what undoing a removal does).
 */
export type GalleryEdit =
  | { readonly kind: 'make_first'; readonly mediaId: string }
  | { readonly kind: 'move'; readonly mediaId: string; readonly to: number }
  | { readonly kind: 'replace'; readonly mediaId: string; readonly by: string }
  | { readonly kind: 'remove'; readonly mediaId: string }
  | { readonly kind: 'put_back'; readonly mediaId: string; readonly at: number };

const notHere: GalleryChange = { outcome: 'invalid', message: 'That picture is not in this gallery.' };

/** A place in a gallery of `length` pictures: negative places are the first, places past the end the last. */
const clamp = (place: number, length: number) => Math.max(0, Math.min(Math.trunc(place), length));

/** The gallery after one edit; refused when its picture is not there (or, to come in, already is). */
export function editGallery(gallery: Gallery, edit: GalleryEdit): GalleryChange {
  const at = gallery.indexOf(edit.mediaId);
  switch (edit.kind) {
    case 'remove':
      return removeFromGallery(gallery, edit.mediaId);
    case 'put_back': {
      if (at >= 0) return { outcome: 'invalid', message: 'That picture is already in this gallery.' };
      const next = [...gallery];
      next.splice(clamp(edit.at, gallery.length), 0, edit.mediaId);
      return { outcome: 'changed', gallery: next };
    }
    case 'make_first':
    case 'move': {
      if (at < 0) return notHere;
      const next = gallery.filter((id) => id !== edit.mediaId);
      next.splice(edit.kind === 'make_first' ? 0 : clamp(edit.to, next.length), 0, edit.mediaId);
      return { outcome: 'changed', gallery: next };
    }
    case 'replace': {
      if (at < 0) return notHere;
      if (gallery.includes(edit.by)) {
        return { outcome: 'invalid', message: 'The new picture is already in this gallery: remove it there first.' };
      }
      return { outcome: 'changed', gallery: gallery.map((id) => (id === edit.mediaId ? edit.by : id)) };
    }
  }
}

/**
 * The edit that undoes `edit` made to `before`: a removed picture is put back where it was, a
 * replaced one replaces its replacement, a picture made first moves back. null when `edit` changed
 * nothing (making the first picture first) or could not be made.
 */
export function undoOf(before: Gallery, edit: GalleryEdit): GalleryEdit | null {
  const at = before.indexOf(edit.mediaId);
  switch (edit.kind) {
    case 'remove':
      return at < 0 ? null : { kind: 'put_back', mediaId: edit.mediaId, at };
    case 'put_back':
      return at >= 0 ? null : { kind: 'remove', mediaId: edit.mediaId };
    case 'make_first':
    case 'move': {
      if (at < 0) return null;
      const after = editGallery(before, edit);
      if (after.outcome === 'invalid' || sameGallery(after.gallery, before)) return null;
      return { kind: 'move', mediaId: edit.mediaId, to: at };
    }
    case 'replace':
      return at < 0 || before.includes(edit.by) ? null : { kind: 'replace', mediaId: edit.by, by: edit.mediaId };
  }
}

/** Whether two galleries hold the same pictures in the same order. */
export function sameGallery(a: Gallery, b: Gallery): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
