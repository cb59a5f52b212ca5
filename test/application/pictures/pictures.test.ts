import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { MemoryMediaStore } from '../../../src/adapters/memory/memory-media-store.adapter';
import { MemoryPictureFormats } from '../../../src/adapters/memory/memory-picture-formats.adapter';
import { MemoryPictureLibrary } from '../../../src/adapters/memory/memory-picture-library.adapter';
import { ReadMedia } from '../../../src/application/catalogue/read-media.use-case';
import { ManageGalleries } from '../../../src/application/pictures/manage-galleries.use-case';
import { ManagePictureLibrary } from '../../../src/application/pictures/picture-library.use-case';
import type { PicturesActor } from '../../../src/application/pictures/pictures-actor';
import { UploadPictures } from '../../../src/application/pictures/upload-pictures.use-case';

const residence = '00000000-0000-4000-8000-0000000000b1';
const roomType = '00000000-0000-4000-8000-0000000000b2';
const editor: PicturesActor = {
  staff: { id: '00000000-0000-4000-8000-0000000000e1', email: 'ed@example.com', name: 'Ed', role: 'editor' },
  ip: '203.0.113.9',
};
const jpeg = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8);
const text = new TextEncoder().encode('not a picture at all, named photo.jpg');
const heic = Uint8Array.of(
  0,
  0,
  0,
  24,
  ...new TextEncoder().encode('ftypheic'),
  0,
  0,
  0,
  0,
  ...new TextEncoder().encode('mif1heic'),
);

function setUp() {
  const time = new ManualTime(Date.UTC(2026, 10, 26, 9));
  const library = new MemoryPictureLibrary({
    properties: [residence],
    roomTypes: [roomType],
    names: { [residence]: 'Mill', [roomType]: 'Mill · En-suite' },
  });
  let changes = 0;
  const changed = () => {
    changes += 1;
  };
  return {
    time,
    library,
    changes: () => changes,
    upload: new UploadPictures(new MemoryPictureFormats(), library, time),
    pictures: new ManagePictureLibrary(library, time, changed),
    galleries: new ManageGalleries(library, time, changed),
  };
}

async function uploaded(s: ReturnType<typeof setUp>, ...alts: string[]) {
  const outcome = await s.upload.run(
    editor,
    alts.map((alt, i) => ({ name: `photo-${i}.jpg`, original: jpeg, alt })),
  );
  if (outcome.outcome !== 'added') throw new Error(JSON.stringify(outcome));
  return outcome.pictures.map((p) => p.id);
}

describe('uploading pictures', () => {
  it('keeps each picture in WebP and AVIF with its alt text, and audits who added it', async () => {
    const s = setUp();
    const outcome = await s.upload.run(editor, [
      { name: 'lounge.jpg', original: jpeg, alt: '  The lounge  ' },
      { name: 'gym.jpg', original: jpeg, alt: 'The gym' },
    ]);
    expect(outcome.outcome).toBe('added');
    if (outcome.outcome !== 'added') return;
    expect(outcome.pictures.map((p) => p.alt)).toEqual(['The lounge', 'The gym']);
    const files = s.library.filesOf(outcome.pictures[0]?.id ?? '');
    expect(files?.webp.large.contentType).toBe('image/webp');
    expect(files?.avif.large.contentType).toBe('image/avif');
    expect(s.library.audit).toHaveLength(2);
    expect(s.library.audit[0]).toMatchObject({
      action: 'create',
      entity: 'media',
      entityId: outcome.pictures[0]?.id,
      staffId: editor.staff.id,
      actor: 'ed@example.com',
      ip: '203.0.113.9',
      at: Date.UTC(2026, 10, 26, 9),
    });
  });

  it('requires alt text for every file, naming the field of each one missing, and keeps nothing', async () => {
    const s = setUp();
    const outcome = await s.upload.run(editor, [
      { name: 'a.jpg', original: jpeg, alt: 'Fine' },
      { name: 'b.jpg', original: jpeg, alt: '   ' },
    ]);
    expect(outcome).toMatchObject({
      outcome: 'invalid',
      fields: { 'alt.1': expect.stringMatching(/alt text is required/) },
    });
    expect((await s.library.list({ limit: 10, offset: 0 })).total).toBe(0);
  });

  it('refuses a text file named .jpg and a HEIC photo with messages saying which formats work, keeping none of the upload', async () => {
    const s = setUp();
    const asText = await s.upload.run(editor, [
      { name: 'ok.jpg', original: jpeg, alt: 'Fine' },
      { name: 'notes.jpg', original: text, alt: 'Notes' },
    ]);
    expect(asText).toMatchObject({ outcome: 'refused', refusal: 'not_a_picture', index: 1, name: 'notes.jpg' });
    expect(asText.outcome === 'refused' && asText.message).toMatch(/^notes\.jpg: .*JPEG, PNG, WebP or AVIF/);
    const asHeic = await s.upload.run(editor, [{ name: 'IMG_0001.HEIC', original: heic, alt: 'A room' }]);
    expect(asHeic).toMatchObject({ outcome: 'refused', refusal: 'unsupported_format' });
    expect(asHeic.outcome === 'refused' && asHeic.message).toMatch(/HEIC.*JPEG, PNG, WebP or AVIF/);
    expect((await s.library.list({ limit: 10, offset: 0 })).total).toBe(0);
  });

  it('refuses a file over 20 MB and an empty or overfull upload', async () => {
    const s = setUp();
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await s.upload.run(editor, [{ name: 'big.jpg', original: big, alt: 'Big' }])).toMatchObject({
      outcome: 'refused',
      refusal: 'too_large',
    });
    expect(await s.upload.run(editor, [])).toMatchObject({ outcome: 'invalid' });
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `${i}.jpg`, original: jpeg, alt: 'x' }));
    expect(await s.upload.run(editor, eleven)).toMatchObject({ outcome: 'invalid' });
  });
});

describe('the picture library', () => {
  it('lists newest first, searches alt text, edits alt text with an audit entry and forgets the cached catalogue', async () => {
    const s = setUp();
    const [first, second] = await uploaded(s, 'The lounge', 'The gym');
    const page = await s.pictures.list({ limit: 10, offset: 0 });
    expect(page.pictures.map((p) => p.id)).toEqual([second, first]);
    expect((await s.pictures.list({ limit: 10, offset: 0, search: 'GYM' })).pictures.map((p) => p.id)).toEqual([
      second,
    ]);

    expect(await s.pictures.editAlt(editor, first ?? '', ' ')).toMatchObject({
      outcome: 'invalid',
      fields: { alt: expect.any(String) },
    });
    const saved = await s.pictures.editAlt(editor, first ?? '', 'The lounge, with sofas');
    expect(saved).toMatchObject({ outcome: 'saved', picture: { alt: 'The lounge, with sofas' } });
    expect(s.library.audit.at(-1)).toMatchObject({
      action: 'update',
      entityId: first,
      before: { alt: 'The lounge' },
      after: { alt: 'The lounge, with sofas' },
    });
    expect(s.changes()).toBe(1);
    expect(await s.pictures.editAlt(editor, '00000000-0000-4000-8000-000000000000', 'x')).toEqual({
      outcome: 'not_found',
    });
  });
});

describe('galleries', () => {
  it('attaches, reorders and removes pictures, auditing each change with the gallery before and after', async () => {
    const s = setUp();
    const [a, b, c] = (await uploaded(s, 'A', 'B', 'C')) as [string, string, string];
    const owner = { kind: 'property' as const, id: residence };
    expect(await s.galleries.attach(editor, owner, [a, b], [])).toMatchObject({ outcome: 'saved' });
    expect(await s.galleries.attach(editor, owner, [c])).toMatchObject({ outcome: 'saved' });
    const reordered = await s.galleries.reorder(editor, owner, [c, a, b], [a, b, c]);
    expect(reordered.outcome === 'saved' && reordered.gallery.map((p) => p.id)).toEqual([c, a, b]);
    const removed = await s.galleries.remove(editor, owner, a, [c, a, b]);
    expect(removed.outcome === 'saved' && removed.gallery.map((p) => p.id)).toEqual([c, b]);
    expect((await s.galleries.read(owner))?.map((p) => p.alt)).toEqual(['C', 'B']);
    expect(s.library.audit.at(-1)).toMatchObject({
      action: 'gallery_remove',
      entity: 'property',
      entityId: residence,
      before: { gallery: [c, a, b] },
      after: { gallery: [c, b] },
    });
    expect(s.changes()).toBe(4);
  });

  it('refuses a change made from an older view of the gallery, giving the gallery as it is now', async () => {
    const s = setUp();
    const [a, b] = (await uploaded(s, 'A', 'B')) as [string, string];
    const owner = { kind: 'room_type' as const, id: roomType };
    await s.galleries.attach(editor, owner, [a, b]);
    // Someone else removed A; this operator still sees [a, b] and moves B first.
    await s.galleries.remove(editor, owner, a, [a, b]);
    const outcome = await s.galleries.reorder(editor, owner, [b, a], [a, b]);
    expect(outcome).toMatchObject({ outcome: 'stale', message: expect.stringMatching(/Reload/) });
    expect(outcome.outcome === 'stale' && outcome.current.map((p) => p.id)).toEqual([b]);
    expect((await s.galleries.read(owner))?.map((p) => p.id)).toEqual([b]);
  });

  it('makes a picture first, replaces one in its place and puts a removed one back where it was, each named in the log', async () => {
    const s = setUp();
    const [a, b, c, d] = (await uploaded(s, 'The lounge', 'The gym', 'A bedroom', 'A new bedroom')) as [
      string,
      string,
      string,
      string,
    ];
    const owner = { kind: 'room_type' as const, id: roomType };
    await s.galleries.attach(editor, owner, [a, b, c], []);
    const ids = (o: Awaited<ReturnType<typeof s.galleries.read>> | { gallery: readonly { id: string }[] }) =>
      o && 'gallery' in o ? o.gallery.map((p) => p.id) : null;

    const first = await s.galleries.edit(editor, owner, { kind: 'make_first', mediaId: c }, [a, b, c]);
    expect(first.outcome === 'saved' && ids(first)).toEqual([c, a, b]);
    expect(s.library.audit.at(-1)).toMatchObject({
      action: 'gallery_make_first',
      entity: 'room_type',
      summary: 'made “A bedroom” the first picture of Mill · En-suite',
      after: { gallery: [c, a, b], displayName: 'Mill · En-suite' },
    });

    const replaced = await s.galleries.edit(editor, owner, { kind: 'replace', mediaId: c, by: d }, [c, a, b]);
    expect(replaced.outcome === 'saved' && ids(replaced)).toEqual([d, a, b]);
    expect(s.library.audit.at(-1)?.summary).toBe(
      'replaced “A bedroom” by “A new bedroom” in the gallery of Mill · En-suite',
    );

    await s.galleries.remove(editor, owner, a, [d, a, b]);
    expect(s.library.audit.at(-1)?.summary).toBe('removed “The lounge” from the gallery of Mill · En-suite');
    const back = await s.galleries.edit(editor, owner, { kind: 'put_back', mediaId: a, at: 1 }, [d, b]);
    expect(back.outcome === 'saved' && ids(back)).toEqual([d, a, b]);
    expect(s.library.audit.at(-1)).toMatchObject({
      action: 'gallery_put_back',
      summary: 'put “The lounge” back in the gallery of Mill · En-suite, as picture 2',
    });

    // Undoing the replacement: the old picture replaces the new one, in the same place.
    const undone = await s.galleries.edit(editor, owner, { kind: 'replace', mediaId: d, by: c }, [d, a, b]);
    expect(undone.outcome === 'saved' && ids(undone)).toEqual([c, a, b]);
    // A picture that is not there cannot be made first; one already there cannot come back twice.
    expect(await s.galleries.edit(editor, owner, { kind: 'make_first', mediaId: d })).toMatchObject({
      outcome: 'invalid',
    });
    expect(await s.galleries.edit(editor, owner, { kind: 'put_back', mediaId: a, at: 0 })).toMatchObject({
      outcome: 'invalid',
    });
    // A picture that does not exist cannot replace one.
    expect(
      await s.galleries.edit(editor, owner, {
        kind: 'replace',
        mediaId: c,
        by: '00000000-0000-4000-8000-000000000000',
      }),
    ).toMatchObject({ outcome: 'invalid', message: 'One of those pictures does not exist.' });
  });

  it('refuses an order that is not the gallery, a picture that does not exist, and a residence that does not', async () => {
    const s = setUp();
    const [a, b] = (await uploaded(s, 'A', 'B')) as [string, string];
    const owner = { kind: 'property' as const, id: residence };
    await s.galleries.attach(editor, owner, [a]);
    expect(await s.galleries.reorder(editor, owner, [a, b], [a])).toMatchObject({ outcome: 'invalid' });
    expect(await s.galleries.attach(editor, owner, ['00000000-0000-4000-8000-000000000000'])).toMatchObject({
      outcome: 'invalid',
      message: 'One of those pictures does not exist.',
    });
    expect(await s.galleries.attach(editor, { kind: 'property', id: roomType }, [a])).toEqual({ outcome: 'not_found' });
    expect(await s.galleries.read({ kind: 'room_type', id: residence })).toBeNull();
  });
});

describe('the AVIF of a picture kept before AVIF', () => {
  it('is the WebP at first (a stop-gap), then the AVIF made once from it and kept', async () => {
    const store = new MemoryMediaStore();
    const formats = new MemoryPictureFormats();
    const id = '00000000-0000-4000-8000-0000000000c1';
    store.put(id, 'small', { data: Uint8Array.of(82, 73, 70, 70), contentType: 'image/webp' });
    const read = new ReadMedia(store, formats);
    const first = await read.run(id, 'small', 'avif');
    expect(first).toMatchObject({ stopGap: true, image: { contentType: 'image/webp' } });
    await read.run(id, 'small', 'avif');
    await read.idle();
    expect(formats.avifMade).toBe(1);
    const later = await read.run(id, 'small', 'avif');
    expect(later).toMatchObject({ stopGap: false, image: { contentType: 'image/avif' } });
    expect([...(later?.image.data ?? [])]).toEqual([0xa1, 82, 73, 70, 70]);
    expect(await read.run(id, 'large', 'avif')).toBeNull();
  });
});

describe('the phone width of a picture kept before that format (ADR 066)', () => {
  const id = '00000000-0000-4000-8000-0000000000c2';
  const kept = () => {
    const store = new MemoryMediaStore();
    store.put(id, 'medium', { data: Uint8Array.of(82, 73, 70, 70, 9), contentType: 'image/webp' });
    store.put(id, 'medium', { data: Uint8Array.of(0xa1, 9), contentType: 'image/avif' }, 'avif');
    store.put(id, 'large', { data: Uint8Array.of(82, 73, 70, 70, 16), contentType: 'image/webp' });
    return store;
  };

  it('is the medium file at first (in the encoding asked for), then made once from the large WebP and kept', async () => {
    const store = kept();
    const formats = new MemoryPictureFormats();
    const read = new ReadMedia(store, formats);
    expect(await read.run(id, 'phone', 'avif')).toEqual({
      stopGap: true,
      image: { data: Uint8Array.of(0xa1, 9), contentType: 'image/avif' },
    });
    expect(await read.run(id, 'phone', 'webp')).toMatchObject({
      stopGap: true,
      image: { data: Uint8Array.of(82, 73, 70, 70, 9) },
    });
    await read.idle();
    expect(formats.resized).toEqual([{ from: [82, 73, 70, 70, 16], width: 800, height: 533 }]);
    const webp = await read.run(id, 'phone', 'webp');
    expect(webp).toMatchObject({ stopGap: false, image: { contentType: 'image/webp' } });
    const avif = await read.run(id, 'phone', 'avif');
    expect(avif).toMatchObject({ stopGap: false, image: { contentType: 'image/avif' } });
    // The AVIF is made from the phone WebP just made, not from the medium one.
    expect([...(avif?.image.data ?? [])]).toEqual([0xa1, ...(webp?.image.data ?? [])]);
    expect(formats.avifMade).toBe(1);
  });

  it('stays the stand-in for a picture with no large file to make it from, and is nothing without a stand-in', async () => {
    const store = new MemoryMediaStore();
    store.put(id, 'medium', { data: Uint8Array.of(82, 73, 70, 70, 9), contentType: 'image/webp' });
    const formats = new MemoryPictureFormats();
    const read = new ReadMedia(store, formats);
    expect(await read.run(id, 'phone', 'webp')).toMatchObject({ stopGap: true });
    await read.idle();
    expect(formats.resized).toEqual([]);
    expect(await read.run(id, 'phone', 'webp')).toMatchObject({ stopGap: true });
    expect(await new ReadMedia(new MemoryMediaStore(), new MemoryPictureFormats()).run(id, 'phone', 'webp')).toBeNull();
  });

  it('is the medium file, not made, where nothing may make pictures', async () => {
    const store = kept();
    const read = new ReadMedia(store);
    expect(await read.run(id, 'phone', 'webp')).toMatchObject({ stopGap: true });
    await read.idle();
    expect(await store.read(id, 'phone', 'webp')).toBeNull();
  });
});

describe('the tablet width of a picture (ADR 066)', () => {
  it('is the large file until made from it, for the demo’s pictures as for pictures kept before it', async () => {
    const id = '00000000-0000-4000-8000-0000000000c3';
    const store = new MemoryMediaStore();
    store.put(id, 'large', { data: Uint8Array.of(82, 73, 70, 70, 16), contentType: 'image/webp' });
    const formats = new MemoryPictureFormats();
    const read = new ReadMedia(store, formats);
    expect(await read.run(id, 'tablet', 'avif')).toEqual({
      stopGap: true,
      image: { data: Uint8Array.of(82, 73, 70, 70, 16), contentType: 'image/webp' },
    });
    await read.idle();
    expect(formats.resized).toEqual([{ from: [82, 73, 70, 70, 16], width: 1200, height: 800 }]);
    expect(await read.run(id, 'tablet', 'avif')).toMatchObject({
      stopGap: false,
      image: { contentType: 'image/avif' },
    });
  });

  it('is not made by the demo’s loader, which keeps every other format', async () => {
    const store = new MemoryMediaStore();
    const made = await new MemoryPictureFormats().make(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 1, 2));
    if (!made) throw new Error('no formats');
    const picture = await store.addPicture('The garden', made);
    expect(picture.formats.tablet).toMatchObject({ url: `/media/${picture.id}/tablet.webp`, width: 1200 });
    expect(await store.read(picture.id, 'tablet')).toBeNull();
    expect(await store.read(picture.id, 'phone')).not.toBeNull();
  });
});
