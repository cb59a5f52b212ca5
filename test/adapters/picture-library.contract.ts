import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryPictureFormats } from '../../src/adapters/memory/memory-picture-formats.adapter';
import { editGallery, type Gallery, type GalleryEdit } from '../../src/domain/catalogue/gallery';
import type { AuditEntry } from '../../src/domain/staff/audit-entry';
import type { GalleryOwner, PictureLibrary } from '../../src/ports/picture-library.port';

/** The fixture's residence Square Gardens and its room type En-suite (an empty gallery). */
export const pictureLibraryOwners = {
  residence: { kind: 'property', id: '00000000-0000-4000-8000-00000000e001' },
  roomType: { kind: 'room_type', id: '00000000-0000-4000-8000-00000000f002' },
  names: {
    '00000000-0000-4000-8000-00000000e001': 'Square Gardens',
    '00000000-0000-4000-8000-00000000f002': 'Square Gardens · En-suite',
  },
} as const satisfies { residence: GalleryOwner; roomType: GalleryOwner; names: Record<string, string> };

export interface PictureLibraryUnderTest {
  /** Knowing the two owners above (the room type's gallery empty), named as `pictureLibraryOwners.names`. */
  readonly library: PictureLibrary;
  close?(): Promise<void>;
}

const audit = (action: string): AuditEntry => ({
  at: Date.parse('2026-11-29T09:00:00Z'),
  staffId: null,
  actor: 'editor@digs.test',
  action,
  entity: 'room_type',
  entityId: pictureLibraryOwners.roomType.id,
  summary: action,
  before: null,
  after: null,
  ip: null,
});

/** What every PictureLibrary does for the console's galleries (issue 18; ways back, ADR 091). */
export function pictureLibraryContract(name: string, make: () => Promise<PictureLibraryUnderTest>) {
  describe(`PictureLibrary contract: ${name}`, () => {
    let subject: PictureLibraryUnderTest;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(async () => subject.close?.());

    it('names a residence, and a room type with its residence; nothing that is not there', async () => {
      const { library } = subject;
      expect(await library.galleryName(pictureLibraryOwners.residence)).toBe('Square Gardens');
      expect(await library.galleryName(pictureLibraryOwners.roomType)).toBe('Square Gardens · En-suite');
      expect(await library.galleryName({ kind: 'room_type', id: pictureLibraryOwners.residence.id })).toBeNull();
      expect(await library.galleryName({ kind: 'property', id: '00000000-0000-4000-8000-0000000000ff' })).toBeNull();
    });

    it('keeps a gallery in the order saved through make first, replace, remove and put back, refusing a stale one', async () => {
      const { library } = subject;
      const formats = new MemoryPictureFormats();
      const ids: string[] = [];
      for (const alt of ['One', 'Two', 'Three', 'Four']) {
        const made = await formats.makeUpload(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4));
        if (made.outcome !== 'made') throw new Error('the stand-in formats refused a JPEG');
        ids.push((await library.add(alt, made.files, audit('create'))).id);
      }
      const [a, b, c, d] = ids as [string, string, string, string];
      const owner = pictureLibraryOwners.roomType;
      let now: Gallery = (await library.gallery(owner)) ?? [];
      expect(now).toEqual([]);
      expect(await library.saveGallery(owner, now, [a, b, c], audit('gallery_attach'))).toBe('saved');
      now = [a, b, c];
      const edits: GalleryEdit[] = [
        { kind: 'make_first', mediaId: c },
        { kind: 'replace', mediaId: a, by: d },
        { kind: 'remove', mediaId: b },
        { kind: 'put_back', mediaId: b, at: 1 },
      ];
      for (const edit of edits) {
        const change = editGallery(now, edit);
        if (change.outcome !== 'changed') throw new Error(change.message);
        expect(await library.saveGallery(owner, now, change.gallery, audit(`gallery_${edit.kind}`))).toBe('saved');
        expect(await library.gallery(owner)).toEqual(change.gallery);
        now = change.gallery;
      }
      expect(now).toEqual([c, b, d]);
      expect(await library.find(now)).toEqual([
        expect.objectContaining({ id: c, alt: 'Three' }),
        expect.objectContaining({ id: b, alt: 'Two' }),
        expect.objectContaining({ id: d, alt: 'Four' }),
      ]);
      // A change from the view before the last one is stale; one naming an unknown picture is refused.
      expect(await library.saveGallery(owner, [c, d], [d, c], audit('gallery_reorder'))).toBe('stale');
      expect(
        await library.saveGallery(
          owner,
          now,
          [...now, '00000000-0000-4000-8000-0000000000fe'],
          audit('gallery_attach'),
        ),
      ).toBe('unknown_picture');
      expect(await library.gallery(owner)).toEqual([c, b, d]);
    });
  });
}
