import {
  attachToGallery,
  type Gallery,
  type GalleryChange,
  removeFromGallery,
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
    return this.change(actor, owner, 'remove', expected, (g) => removeFromGallery(g, mediaId));
  }

  private async change(
    actor: PicturesActor,
    owner: GalleryOwner,
    action: 'attach' | 'reorder' | 'remove',
    expected: Gallery | undefined,
    apply: (gallery: Gallery) => GalleryChange,
  ): Promise<GalleryOutcome> {
    const current = await this.library.gallery(owner);
    if (!current) return { outcome: 'not_found' };
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
      summary: `${ownerNames[owner.kind]} gallery: ${action} (${seen.length} -> ${change.gallery.length} pictures)`,
      before: { gallery: seen },
      after: { gallery: change.gallery },
    });
    const saved = await this.library.saveGallery(owner, seen, change.gallery, audit);
    if (saved === 'not_found') return { outcome: 'not_found' };
    if (saved === 'unknown_picture') return { outcome: 'invalid', message: 'One of those pictures does not exist.' };
    if (saved === 'stale') return this.stale((await this.library.gallery(owner)) ?? []);
    this.catalogueChanged();
    return { outcome: 'saved', gallery: await this.library.find(change.gallery) };
  }

  private async stale(current: Gallery): Promise<GalleryOutcome> {
    return {
      outcome: 'stale',
      message: 'Someone changed this gallery since you opened it. Reload to see their change.',
      current: await this.library.find(current),
    };
  }
}
