// The console's pictures over HTTP on PGlite (issue 18 item 8, ADR 045): uploads of real and
// hostile files, the role checks, galleries and the public site seeing a change at once.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CachingCatalogueReader } from '../../src/adapters/cache/caching-catalogue.adapter';
import { picturesRoutes } from '../../src/adapters/http-api/pictures.routes';
import { STAFF_COOKIE } from '../../src/adapters/http-api/staff-guard';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { Database, DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleAuditLog } from '../../src/adapters/postgres/drizzle-audit-log';
import { DrizzleCatalogueReader } from '../../src/adapters/postgres/drizzle-catalogue.adapter';
import { DrizzleMediaStore } from '../../src/adapters/postgres/drizzle-media-store.adapter';
import { DrizzleMediaWriter } from '../../src/adapters/postgres/drizzle-media-writer.adapter';
import { DrizzlePictureLibrary } from '../../src/adapters/postgres/drizzle-picture-library.adapter';
import { staffMembers } from '../../src/adapters/postgres/schema';
import { SharpPictureFormats } from '../../src/adapters/sharp/sharp-picture-formats.adapter';
import { ManageGalleries } from '../../src/application/pictures/manage-galleries.use-case';
import { ManagePictureLibrary } from '../../src/application/pictures/picture-library.use-case';
import { UploadPictures } from '../../src/application/pictures/upload-pictures.use-case';
import type { SignedInStaff } from '../../src/domain/staff/staff-roles';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import {
  decompressionBombPng,
  heicHeader,
  plainJpeg,
  sidewaysPhoneJpeg,
  textNamedJpg,
  truncatedJpeg,
} from '../support/hostile-pictures';
import { openTestDatabase } from '../support/test-database';
import { buildTestApp } from '../support/test-server';

const publicUrl = 'https://digs.test';
const editor: SignedInStaff = {
  id: '00000000-0000-4000-8000-0000000005e1',
  email: 'ed@example.com',
  name: 'Ed',
  role: 'editor',
};
const sales: SignedInStaff = {
  id: '00000000-0000-4000-8000-0000000005e2',
  email: 'sam@example.com',
  name: 'Sam',
  role: 'sales',
};
const residence = '00000000-0000-4000-8000-00000000e001';
const roomType = '00000000-0000-4000-8000-00000000f001';

/** A multipart body: each part a field (string) or a file. */
function multipart(parts: ({ name: string; value: string } | { name: string; filename: string; data: Buffer })[]) {
  const boundary = '----digs-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `content-disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\ncontent-type: image/jpeg\r\n`
        : `content-disposition: form-data; name="${part.name}"\r\n`;
    chunks.push(
      Buffer.from(`--${boundary}\r\n${head}\r\n`),
      'filename' in part ? part.data : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('the console pictures API', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  const time = new ManualTime(Date.parse('2026-11-26T09:00:00Z'));

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await database.db.transaction((tx) => writeCatalogue(tx as unknown as Database, fixtureSlice, fixtureSettings));
    await database.db
      .insert(staffMembers)
      .values([editor, sales].map(({ id, email, name, role }) => ({ id, email, name, role })));
    const catalogue = new CachingCatalogueReader(new DrizzleCatalogueReader(database.db), time);
    const library = new DrizzlePictureLibrary(database.db);
    const forget = () => catalogue.clear();
    app = await buildTestApp({
      catalogue,
      media: new DrizzleMediaStore(database.db),
      publicUrl,
      console: {
        authenticate: async (id) => ({ 'editor-s': editor, 'sales-s': sales })[id] ?? null,
        routes: [
          picturesRoutes({
            upload: new UploadPictures(new SharpPictureFormats(), library, time),
            library: new ManagePictureLibrary(library, time, forget),
            galleries: new ManageGalleries(library, time, forget),
          }),
        ],
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const as = (session: string) => ({ cookie: `${STAFF_COOKIE}=${session}`, origin: publicUrl });
  const upload = (session: string | null, parts: Parameters<typeof multipart>[0]) => {
    const { payload, contentType } = multipart(parts);
    return app.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload,
      headers: { ...(session ? as(session) : { origin: publicUrl }), 'content-type': contentType },
    });
  };
  const audit = () => new DrizzleAuditLog(database.db).list({ limit: 50 });

  it('keeps an upright picture with its alt text in WebP and AVIF, with no EXIF or GPS left, and audits it', {
    timeout: 60_000,
  }, async () => {
    const answer = await upload('editor-s', [
      { name: 'alt', value: 'The lounge at Square Gardens' },
      { name: 'file', filename: 'IMG_2041.jpg', data: await sidewaysPhoneJpeg() },
    ]);
    expect(answer.statusCode).toBe(201);
    const [picture] = answer.json().pictures;
    expect(picture).toMatchObject({ alt: 'The lounge at Square Gardens' });
    expect(picture.formats.large).toMatchObject({
      url: `/media/${picture.id}/large.webp`,
      avifUrl: `/media/${picture.id}/large.avif`,
    });

    for (const [file, type, format] of [
      ['large.webp', 'image/webp', 'webp'],
      ['large.avif', 'image/avif', 'heif'],
      ['thumbnail.avif', 'image/avif', 'heif'],
      ['phone.webp', 'image/webp', 'webp'],
      ['phone.avif', 'image/avif', 'heif'],
      ['tablet.webp', 'image/webp', 'webp'],
      ['tablet.avif', 'image/avif', 'heif'],
    ]) {
      const served = await app.inject(`/media/${picture.id}/${file}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe(format);
      expect(meta.exif).toBeUndefined();
    }
    expect((await audit())[0]).toMatchObject({
      action: 'create',
      entity: 'media',
      entityId: picture.id,
      staffId: editor.id,
      actor: editor.email,
    });
  });

  it('answers a format not made yet with its stand-in, cached for a minute only (ADR 066)', {
    timeout: 30_000,
  }, async () => {
    // The demo's loader makes every format but tablet, which is made on the first ask.
    const made = await new SharpPictureFormats().make(await plainJpeg());
    if (!made) throw new Error('no formats');
    const picture = await new DrizzleMediaWriter(database.db).addPicture('The bike store', made);
    const tablet = await app.inject(`/media/${picture.id}/tablet.webp`);
    expect(tablet.statusCode).toBe(200);
    expect(tablet.headers['content-type']).toBe('image/webp');
    expect(tablet.headers['cache-control']).toBe('public, max-age=60');
    expect(Buffer.from(tablet.rawPayload)).toEqual(Buffer.from(made.large.data));
    const phone = await app.inject(`/media/${picture.id}/phone.webp`);
    expect(phone.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(phone.rawPayload).metadata()).width).toBe(800);
    // Only the domain's formats, in its two encodings, are addresses at all.
    for (const file of ['huge.webp', 'phone.png', 'phoneXwebp', 'phone.webp.bak']) {
      expect((await app.inject(`/media/${picture.id}/${file}`)).statusCode).toBe(400);
    }
  });

  it('takes several files at once, each with its own alt text', { timeout: 60_000 }, async () => {
    const answer = await upload('editor-s', [
      { name: 'alt', value: 'A studio' },
      { name: 'file', filename: 'a.jpg', data: await plainJpeg() },
      { name: 'alt', value: 'The gym' },
      { name: 'file', filename: 'b.jpg', data: await plainJpeg(640, 480) },
    ]);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().pictures.map((p: { alt: string }) => p.alt)).toEqual(['A studio', 'The gym']);
  });

  it('requires alt text for each file, saying which', async () => {
    const answer = await upload('editor-s', [
      { name: 'alt', value: 'A studio' },
      { name: 'file', filename: 'a.jpg', data: await plainJpeg() },
      { name: 'file', filename: 'b.jpg', data: await plainJpeg() },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      error: 'invalid',
      fields: { 'alt.1': expect.stringMatching(/alt text is required/) },
    });
  });

  it('refuses hostile files with a 4xx and words the operator can act on, never a 500', {
    timeout: 30_000,
  }, async () => {
    const cases = [
      [textNamedJpg, 415, 'not_a_picture', /not a picture.*JPEG, PNG, WebP or AVIF/],
      [heicHeader, 415, 'unsupported_format', /HEIC.*JPEG, PNG, WebP or AVIF/],
      [decompressionBombPng(), 422, 'too_many_pixels', /too many pixels/],
      [await truncatedJpeg(), 422, 'damaged', /damaged or incomplete/],
    ] as const;
    const before = (await audit()).length;
    for (const [data, status, error, message] of cases) {
      const answer = await upload('editor-s', [
        { name: 'alt', value: 'Something' },
        { name: 'file', filename: 'photo.jpg', data },
      ]);
      expect(answer.statusCode, error).toBe(status);
      expect(answer.json()).toMatchObject({
        error,
        message: expect.stringMatching(message),
        fields: { 'file.0': expect.any(String) },
      });
    }
    expect((await audit()).length).toBe(before);
  });

  it('answers a file over 20 MB with 413 and a clear message', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff]);
    const answer = await upload('editor-s', [
      { name: 'alt', value: 'Huge' },
      { name: 'file', filename: 'huge.jpg', data: big },
    ]);
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ error: 'too_large', message: expect.stringMatching(/larger than 20 MB/) });
  });

  it('answers 401 without a session and 403 to sales, who may still list the pictures', async () => {
    const file = await plainJpeg();
    const parts = [
      { name: 'alt', value: 'x' },
      { name: 'file', filename: 'a.jpg', data: file },
    ];
    expect((await upload(null, parts)).statusCode).toBe(401);
    expect((await upload('sales-s', parts)).statusCode).toBe(403);
    const list = await app.inject({ url: '/api/admin/media', headers: as('sales-s') });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBeGreaterThanOrEqual(3);
    expect(list.headers['cache-control']).toBe('no-store');
    const put = await app.inject({
      method: 'PUT',
      url: `/api/admin/catalogue/residences/${residence}/gallery`,
      headers: as('sales-s'),
      payload: { order: [] },
    });
    expect(put.statusCode).toBe(403);
  });

  it('adds a picture to a residence gallery, reorders, edits alt text and removes it; the public API shows each change at once', {
    timeout: 30_000,
  }, async () => {
    const added = await upload('editor-s', [
      { name: 'alt', value: 'The courtyard' },
      { name: 'file', filename: 'c.jpg', data: await plainJpeg() },
    ]);
    const id: string = added.json().pictures[0].id;
    const url = `/api/admin/catalogue/residences/${residence}/gallery`;
    const publicGallery = async () =>
      (await app.inject('/api/cities/manchester/properties/square-gardens'))
        .json()
        .media_gallery.map((m: { _id: string; alt: string }) => [m._id, m.alt]);

    const initial = (await publicGallery()) as [string, string][];
    const seen = (await app.inject({ url, headers: as('editor-s') })).json().gallery.map((p: { id: string }) => p.id);
    expect(seen).toEqual(initial.map(([pid]) => pid));

    const attached = await app.inject({
      method: 'POST',
      url,
      headers: as('editor-s'),
      payload: { mediaIds: [id], expected: seen },
    });
    expect(attached.statusCode).toBe(200);
    expect((await publicGallery()).at(-1)).toEqual([id, 'The courtyard']);

    const order = [id, ...seen];
    const reordered = await app.inject({
      method: 'PUT',
      url,
      headers: as('editor-s'),
      payload: { order, expected: [...seen, id] },
    });
    expect(reordered.statusCode).toBe(200);
    expect((await publicGallery()).map(([pid]: [string]) => pid)).toEqual(order);

    // A second operator, still looking at the old order, is refused with the gallery as it is.
    const stale = await app.inject({
      method: 'PUT',
      url,
      headers: as('editor-s'),
      payload: { order: [...seen].reverse().concat(id), expected: [...seen, id] },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'stale', message: expect.stringMatching(/Reload/) });
    expect(stale.json().current.map((p: { id: string }) => p.id)).toEqual(order);

    const alt = await app.inject({
      method: 'PATCH',
      url: `/api/admin/media/${id}`,
      headers: as('editor-s'),
      payload: { alt: 'The courtyard in spring' },
    });
    expect(alt.statusCode).toBe(200);
    expect((await publicGallery())[0]).toEqual([id, 'The courtyard in spring']);
    const noAlt = await app.inject({
      method: 'PATCH',
      url: `/api/admin/media/${id}`,
      headers: as('editor-s'),
      payload: { alt: ' ' },
    });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().fields.alt).toMatch(/alt text is required/);

    const removed = await app.inject({
      method: 'DELETE',
      url: `${url}/${id}`,
      headers: as('editor-s'),
      payload: { expected: order },
    });
    expect(removed.statusCode).toBe(200);
    expect((await publicGallery()).map(([pid]: [string]) => pid)).toEqual(seen);

    const entries = await audit();
    expect(entries.slice(0, 4).map((e) => e.action)).toEqual([
      'gallery_remove',
      'update',
      'gallery_reorder',
      'gallery_attach',
    ]);
    expect(entries[0]).toMatchObject({
      entity: 'property',
      entityId: residence,
      before: { gallery: order },
      after: { gallery: seen },
    });
  });

  it("edits a room type's gallery, and answers 404 for one that does not exist", async () => {
    const url = `/api/admin/catalogue/room-types/${roomType}/gallery`;
    const gallery = await app.inject({ url, headers: as('sales-s') });
    expect(gallery.statusCode).toBe(200);
    const missing = await app.inject({
      url: '/api/admin/catalogue/room-types/00000000-0000-4000-8000-000000000000/gallery',
      headers: as('editor-s'),
    });
    expect(missing.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'POST',
      url,
      headers: as('editor-s'),
      payload: { mediaIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('makes a picture first, replaces one in its place and puts a removed one back (ADR 091), named in the log; sales may not', {
    timeout: 30_000,
  }, async () => {
    const url = `/api/admin/catalogue/room-types/${roomType}/gallery`;
    const ids = (response: { json(): { gallery: { id: string }[] } }) => response.json().gallery.map((p) => p.id);
    const added = await upload('editor-s', [
      { name: 'alt', value: 'The desk' },
      { name: 'file', filename: 'd.jpg', data: await plainJpeg() },
      { name: 'alt', value: 'The window' },
      { name: 'file', filename: 'w.jpg', data: await plainJpeg() },
    ]);
    const [desk, window] = added.json().pictures.map((p: { id: string }) => p.id) as [string, string];
    const seen = ids(await app.inject({ url, headers: as('editor-s') }));
    const patch = (session: string, payload: object) =>
      app.inject({ method: 'PATCH', url, headers: as(session), payload });
    expect(
      (await app.inject({ method: 'POST', url, headers: as('editor-s'), payload: { mediaIds: [desk] } })).statusCode,
    ).toBe(200);
    const withDesk = [...seen, desk];

    expect((await patch('sales-s', { change: 'make_first', mediaId: desk, expected: withDesk })).statusCode).toBe(403);
    const first = await patch('editor-s', { change: 'make_first', mediaId: desk, expected: withDesk });
    expect(first.statusCode).toBe(200);
    expect(ids(first)).toEqual([desk, ...seen]);

    // Replace: the new file goes into the desk's place; the desk stays in the library.
    const replaced = await patch('editor-s', {
      change: 'replace',
      mediaId: desk,
      by: window,
      expected: [desk, ...seen],
    });
    expect(replaced.statusCode).toBe(200);
    expect(ids(replaced)).toEqual([window, ...seen]);

    // Remove, then undo: the same picture back in the same place, not a new upload.
    const gone = await app.inject({
      method: 'DELETE',
      url: `${url}/${window}`,
      headers: as('editor-s'),
      payload: { expected: [window, ...seen] },
    });
    expect(ids(gone)).toEqual(seen);
    const back = await patch('editor-s', { change: 'put_back', mediaId: window, at: 0, expected: seen });
    expect(back.statusCode).toBe(200);
    expect(back.json().gallery[0]).toMatchObject({ id: window, alt: 'The window' });
    const again = await patch('editor-s', { change: 'put_back', mediaId: window, at: 0, expected: [window, ...seen] });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already in this gallery/);
    const stale = await patch('editor-s', { change: 'make_first', mediaId: window, expected: seen });
    expect(stale.statusCode).toBe(409);
    for (const payload of [
      { change: 'make_first' },
      { change: 'replace', mediaId: window },
      { change: 'put_back', mediaId: window, at: -1 },
      { change: 'shuffle', mediaId: window },
    ]) {
      const refused = await patch('editor-s', payload);
      expect(refused.statusCode).toBe(400);
    }

    const named = (await audit()).filter((e) => e.action.startsWith('gallery_')).slice(0, 4);
    expect(named.map((e) => e.summary)).toEqual([
      expect.stringMatching(/^put “The window” back in the gallery of Square Gardens · Classic Studio, as picture 1$/),
      'removed “The window” from the gallery of Square Gardens · Classic Studio',
      'replaced “The desk” by “The window” in the gallery of Square Gardens · Classic Studio',
      'made “The desk” the first picture of Square Gardens · Classic Studio',
    ]);
  });
});
