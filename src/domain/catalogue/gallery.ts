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

/** Whether two galleries hold the same pictures in the same order. */
export function sameGallery(a: Gallery, b: Gallery): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
