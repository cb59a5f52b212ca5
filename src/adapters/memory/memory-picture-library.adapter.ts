import { type Gallery, sameGallery } from '../../domain/catalogue/gallery';
import { mediaFormats } from '../../domain/catalogue/media-formats';
import type { AuditEntry } from '../../domain/staff/audit-entry';
import type { EncodedPictureFiles } from '../../ports/media-writer.port';
import type { GalleryOwner, GallerySave, LibraryPicture, PictureLibrary } from '../../ports/picture-library.port';

/** The console's pictures in memory, with the residences and room types whose galleries they fill. */
export class MemoryPictureLibrary implements PictureLibrary {
  private readonly pictures = new Map<string, LibraryPicture>();
  private readonly files = new Map<string, EncodedPictureFiles>();
  private readonly galleries = new Map<string, Gallery>();
  /** The audit entries its changes recorded, oldest first. */
  readonly audit: AuditEntry[] = [];
  private added = 0;

  private readonly names: Readonly<Record<string, string>>;

  /** `names`: each residence's or room type's name as people read it (by id); "the residence" or "the room type" without. */
  constructor(
    owners: {
      readonly properties?: readonly string[];
      readonly roomTypes?: readonly string[];
      readonly names?: Readonly<Record<string, string>>;
    } = {},
  ) {
    this.names = owners.names ?? {};
    for (const id of owners.properties ?? []) this.galleries.set(key({ kind: 'property', id }), []);
    for (const id of owners.roomTypes ?? []) this.galleries.set(key({ kind: 'room_type', id }), []);
  }

  async add(alt: string, files: EncodedPictureFiles, audit: AuditEntry): Promise<LibraryPicture> {
    const id = crypto.randomUUID();
    // Later additions are newer, whatever the entry's clock says.
    const picture = { id, alt, formats: mediaFormats(id), createdAt: audit.at + this.added++ };
    this.pictures.set(id, picture);
    this.files.set(id, files);
    this.audit.push({ ...audit, entityId: id, after: { id, alt } });
    return picture;
  }

  /** The files an upload kept (for tests). */
  filesOf(id: string): EncodedPictureFiles | undefined {
    return this.files.get(id);
  }

  async list(query: { limit: number; offset: number; search?: string }) {
    const search = query.search?.toLowerCase();
    const all = [...this.pictures.values()]
      .filter((p) => !search || p.alt.toLowerCase().includes(search))
      .sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));
    return { pictures: all.slice(query.offset, query.offset + query.limit), total: all.length };
  }

  async find(ids: readonly string[]) {
    return ids.flatMap((id) => this.pictures.get(id) ?? []);
  }

  async updateAlt(id: string, alt: string, audit: AuditEntry) {
    const picture = this.pictures.get(id);
    if (!picture) return null;
    const updated = { ...picture, alt };
    this.pictures.set(id, updated);
    this.audit.push(audit);
    return updated;
  }

  async gallery(owner: GalleryOwner): Promise<Gallery | null> {
    return this.galleries.get(key(owner)) ?? null;
  }

  async galleryName(owner: GalleryOwner): Promise<string | null> {
    if (!this.galleries.has(key(owner))) return null;
    return this.names[owner.id] ?? (owner.kind === 'property' ? 'the residence' : 'the room type');
  }

  async saveGallery(owner: GalleryOwner, expected: Gallery, next: Gallery, audit: AuditEntry): Promise<GallerySave> {
    const current = this.galleries.get(key(owner));
    if (!current) return 'not_found';
    if (!sameGallery(current, expected)) return 'stale';
    if (!next.every((id) => this.pictures.has(id))) return 'unknown_picture';
    this.galleries.set(key(owner), [...next]);
    this.audit.push(audit);
    return 'saved';
  }
}

const key = (owner: GalleryOwner) => `${owner.kind}:${owner.id}`;
