import {
  attachToGallery,
  editGallery,
  type Gallery,
  type GalleryChange,
  type GalleryEdit,
  reorderGallery,
  sameGallery,
} from '../../domain/catalogue/gallery';
import type { Clock } from '../../ports/clock.port';
import type { GalleryOwner, LibraryPicture, PictureLibrary } from '../../ports/picture-library.port';
import { type CatalogueChanged, type PicturesActor, pictureAudit } from './pictures-actor';

export type GalleryOutcome =
  | { readonly outcome: 'saved'; readonly gallery: readonly LibraryPicture[] }
  | { readonly outcome: 'invalid'; readonly message: string }
  | { readonly outcome: 'not_found' }
  /** The gallery changed since the operator saw it: `current` is what it is now. */
  | { readonly outcome: 'stale'; readonly message: string; readonly current: readonly LibraryPicture[] };

const ownerNames = { property: 'residence', room_type: 'room type' } as const;

/** A picture as a sentence names it: its alt text in quotes, or "a picture" without one. */
const named = (alt: string | undefined) => (alt ? `“${alt.length > 80 ? `${alt.slice(0, 79)}…` : alt}”` : 'a picture');

/**
 * A residence's or a room type's gallery from the console: read it, add uploaded pictures, put it
 * in a new order, take a picture out. A change made from an older view of the gallery is refused.
 */
export class ManageGalleries {
  constructor(
    private readonly library: PictureLibrary,
    private readonly clock: Clock,
    private readonly catalogueChanged: CatalogueChanged,
  ) {}

  async read(owner: GalleryOwner): Promise<readonly LibraryPicture[] | null> {
    const gallery = await this.library.gallery(owner);
    return gallery && this.library.find(gallery);
  }

  /** Adds pictures at the end; `expected` is the gallery as the operator saw it (none: whatever it is now). */
  attach(actor: PicturesActor, owner: GalleryOwner, mediaIds: readonly string[], expected?: Gallery) {
    return this.change(actor, owner, 'attach', expected, (g) => attachToGallery(g, mediaIds));
  }

  reorder(actor: PicturesActor, owner: GalleryOwner, order: readonly string[], expected?: Gallery) {
    return this.change(actor, owner, 'reorder', expected, (g) => reorderGallery(g, order));
  }

  remove(actor: PicturesActor, owner: GalleryOwner, mediaId: string, expected?: Gallery) {
    return this.edit(actor, owner, { kind: 'remove', mediaId }, expected);
  }

  /**
   * One picture's change (ADR 091): make it first, move it, replace it by another picture in the
   * same place, take it out, or put it back where it was (undo). The picture itself stays in the
   * library, so every one of them can be undone by another.
   */
  edit(actor: PicturesActor, owner: GalleryOwner, edit: GalleryEdit, expected?: Gallery) {
    const action = edit.kind === 'remove' ? 'remove' : edit.kind;
    return this.change(actor, owner, action, expected, (g) => editGallery(g, edit), edit);
  }

  private async change(
    actor: PicturesActor,
    owner: GalleryOwner,
    action: 'attach' | 'reorder' | GalleryEdit['kind'],
    expected: Gallery | undefined,
    apply: (gallery: Gallery) => GalleryChange,
    edit?: GalleryEdit,
  ): Promise<GalleryOutcome> {
    const current = await this.library.gallery(owner);
    if (!current) return { outcome: 'not_found' };
    const ownerName = (await this.library.galleryName(owner)) ?? `a ${ownerNames[owner.kind]}`;
    const seen = expected ?? current;
    const change = apply(seen);
    if (change.outcome === 'invalid') {
      // Judged against what the operator saw; if that is out of date, say so rather than "invalid".
      if (expected && !sameGallery(expected, current)) return this.stale(current);
      return change;
    }
    const audit = pictureAudit(actor, this.clock.now(), {
      action: `gallery_${action}`,
      entity: owner.kind,
      entityId: owner.id,
      summary: await this.summary(action, ownerName, seen, change.gallery, edit),
      before: { gallery: seen, displayName: ownerName },
      after: { gallery: change.gallery, displayName: ownerName },
    });
    const saved = await this.library.saveGallery(owner, seen, change.gallery, audit);
    if (saved === 'not_found') return { outcome: 'not_found' };
    if (saved === 'unknown_picture') return { outcome: 'invalid', message: 'One of those pictures does not exist.' };
    if (saved === 'stale') return this.stale((await this.library.gallery(owner)) ?? []);
    this.catalogueChanged();
    return { outcome: 'saved', gallery: await this.library.find(change.gallery) };
  }

  /** The entry's words, naming the residence or room and the pictures ("made “The lounge” the first picture of Mill · En-suite"). */
  private async summary(
    action: string,
    owner: string,
    before: Gallery,
    after: Gallery,
    edit: GalleryEdit | undefined,
  ): Promise<string> {
    const ids = edit ? [edit.mediaId, ...(edit.kind === 'replace' ? [edit.by] : [])] : [];
    const alts = new Map((await this.library.find(ids)).map((p) => [p.id, p.alt]));
    const picture = named(edit && alts.get(edit.mediaId));
    const text = (() => {
      switch (edit?.kind ?? action) {
        case 'attach': {
          const added = after.length - before.length;
          return `added ${added === 1 ? 'a picture' : `${added} pictures`} to the gallery of ${owner}`;
        }
        case 'reorder':
          return `reordered the gallery of ${owner}`;
        case 'remove':
          return `removed ${picture} from the gallery of ${owner}`;
        case 'put_back':
          return `put ${picture} back in the gallery of ${owner}, as picture ${after.indexOf(edit?.mediaId ?? '') + 1}`;
        case 'make_first':
          return `made ${picture} the first picture of ${owner}`;
        case 'move':
          return `moved ${picture} to place ${after.indexOf(edit?.mediaId ?? '') + 1} in the gallery of ${owner}`;
        default: {
          const by = edit?.kind === 'replace' ? named(alts.get(edit.by)) : 'another';
          return `replaced ${picture} by ${by} in the gallery of ${owner}`;
        }
      }
    })();
    return text.slice(0, 1000);
  }

  private async stale(current: Gallery): Promise<GalleryOutcome> {
    return {
      outcome: 'stale',
      message: 'Someone changed this gallery since you opened it. Reload to see their change.',
      current: await this.library.find(current),
    };
  }
}
