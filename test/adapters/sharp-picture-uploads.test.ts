import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SharpPictureFormats } from '../../src/adapters/sharp/sharp-picture-formats.adapter';
import { MEDIA_FORMAT_NAMES, MEDIA_FORMAT_SIZES } from '../../src/domain/catalogue/media-formats';
import {
  decompressionBombPng,
  heicHeader,
  plainJpeg,
  sidewaysPhoneJpeg,
  textNamedJpg,
  truncatedJpeg,
} from '../support/hostile-pictures';

const formats = new SharpPictureFormats();

async function pixel(data: Uint8Array, x: number, y: number) {
  const { data: raw, info } = await sharp(data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [raw[at], raw[at + 1], raw[at + 2]] as [number, number, number];
}

describe('sharp: an operator upload', () => {
  it('turns a sideways phone photo upright, strips its EXIF and GPS, and makes every format in WebP and AVIF', {
    timeout: 60_000,
  }, async () => {
    const phone = await sidewaysPhoneJpeg();
    const before = await sharp(phone).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('A phone');
    const made = await formats.makeUpload(phone);
    expect(made.outcome).toBe('made');
    if (made.outcome !== 'made') return;
    for (const encoding of ['webp', 'avif'] as const) {
      for (const name of MEDIA_FORMAT_NAMES) {
        const file = made.files[encoding][name];
        const meta = await sharp(file.data).metadata();
        expect(meta.format).toBe(encoding === 'webp' ? 'webp' : 'heif');
        expect(file.contentType).toBe(`image/${encoding}`);
        expect([meta.width, meta.height]).toEqual([MEDIA_FORMAT_SIZES[name].width, MEDIA_FORMAT_SIZES[name].height]);
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
      }
    }
    // Turned 90° clockwise, the red top is on the right and the blue bottom on the left.
    const { large } = made.files.webp;
    const [left, right] = [await pixel(large.data, 100, 533), await pixel(large.data, 1500, 533)];
    expect(left[2]).toBeGreaterThan(200);
    expect(left[0]).toBeLessThan(60);
    expect(right[0]).toBeGreaterThan(200);
    expect(right[2]).toBeLessThan(60);
  });

  it('refuses a text file named .jpg as no picture', async () => {
    expect(await formats.makeUpload(textNamedJpg)).toEqual({ outcome: 'refused', refusal: 'not_a_picture' });
  });

  it("refuses a phone's HEIC photo as a format it cannot read", async () => {
    expect(await formats.makeUpload(heicHeader)).toEqual({ outcome: 'refused', refusal: 'unsupported_format' });
  });

  it('refuses a 20,000 x 20,000 PNG by its header, before decoding it', async () => {
    const bomb = decompressionBombPng();
    expect(bomb.length).toBeLessThan(100_000);
    const started = performance.now();
    expect(await formats.makeUpload(bomb)).toEqual({ outcome: 'refused', refusal: 'too_many_pixels' });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('refuses a truncated JPEG as damaged', async () => {
    expect(await formats.makeUpload(await truncatedJpeg())).toEqual({ outcome: 'refused', refusal: 'damaged' });
  });

  it('makes the phone format of a stored large WebP (pictures kept before that format, ADR 066)', {
    timeout: 30_000,
  }, async () => {
    const webpFiles = await formats.make(await plainJpeg());
    if (!webpFiles) throw new Error('no formats');
    const phone = await formats.resizedFrom(webpFiles.large, MEDIA_FORMAT_SIZES.phone);
    expect(phone).toMatchObject({ contentType: 'image/webp', width: 800, height: 533 });
    const meta = await sharp(phone.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 533]);
    expect(phone.data.length).toBeLessThan(webpFiles.medium.data.length);
  });

  it('makes the AVIF of a stored WebP format (pictures kept before AVIF)', { timeout: 30_000 }, async () => {
    const webpFiles = await formats.make(await plainJpeg());
    if (!webpFiles) throw new Error('no formats');
    const avif = await formats.avifFrom(webpFiles.small);
    expect(avif).toMatchObject({ contentType: 'image/avif', width: 480, height: 320 });
    expect((await sharp(avif.data).metadata()).format).toBe('heif');
  });
});
