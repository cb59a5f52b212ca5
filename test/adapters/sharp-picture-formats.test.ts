import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LARGE_KEPT_MAX_BYTES, SharpPictureFormats } from '../../src/adapters/sharp/sharp-picture-formats.adapter';
import { MEDIA_FORMAT_NAMES, MEDIA_FORMAT_SIZES } from '../../src/domain/catalogue/media-formats';

const { width: W, height: H } = MEDIA_FORMAT_SIZES.large;

/** A gradient, with noise (a fixed pseudo-random sequence) in its blue when `noisy`. */
function pixels(width: number, height: number, noisy: boolean): Buffer {
  const data = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      data[i] = (x * 255) / width;
      data[i + 1] = (y * 255) / height;
      data[i + 2] = noisy ? seed >>> 24 : ((x + y) * 255) / (width + height);
    }
  return data;
}

const picture = (width: number, height: number, noisy = false) =>
  sharp(pixels(width, height, noisy), { raw: { width, height, channels: 3 } });

// Encoding 1600 px pictures takes seconds on a busy 2-core machine.
describe('SharpPictureFormats', { timeout: 60_000 }, () => {
  const formats = new SharpPictureFormats();

  it('makes every format at its size, as WebP, but the tablet one (made on the first ask, ADR 066)', async () => {
    const original = await picture(2000, 1500, true).jpeg({ quality: 90 }).toBuffer();
    const files = await formats.make(original);
    expect(files).not.toBeNull();
    expect(Object.keys(files ?? {}).sort()).toEqual(MEDIA_FORMAT_NAMES.filter((n) => n !== 'tablet').sort());
    for (const name of MEDIA_FORMAT_NAMES) {
      if (name === 'tablet') continue;
      const file = files?.[name];
      const meta = await sharp(file?.data).metadata();
      expect({ name, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        name,
        format: 'webp',
        ...MEDIA_FORMAT_SIZES[name],
      });
      expect(file).toMatchObject({ contentType: 'image/webp', ...MEDIA_FORMAT_SIZES[name] });
    }
  });

  it('keeps an original that already is a large WebP without metadata as the large format, byte for byte', async () => {
    const original = await picture(W, H).webp({ quality: 80 }).toBuffer();
    expect(original.length).toBeLessThanOrEqual(LARGE_KEPT_MAX_BYTES);
    const files = await formats.make(original);
    expect(Buffer.from(files?.large.data ?? [])).toEqual(original);
    expect((await sharp(files?.medium.data).metadata()).width).toBe(MEDIA_FORMAT_SIZES.medium.width);
  });

  it('encodes the large format again when the original carries metadata (EXIF), so none is published', async () => {
    const original = await picture(W, H)
      .webp({ quality: 80 })
      .withExif({ IFD0: { Copyright: 'someone', Artist: 'a camera owner' } })
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const files = await formats.make(original);
    expect(Buffer.from(files?.large.data ?? [])).not.toEqual(original);
    expect((await sharp(files?.large.data).metadata()).exif).toBeUndefined();
  });

  it('encodes the large format again when the original is heavier than the large format may be', async () => {
    const original = await picture(W, H, true).webp({ quality: 95, effort: 0 }).toBuffer();
    expect(original.length).toBeGreaterThan(LARGE_KEPT_MAX_BYTES);
    const files = await formats.make(original);
    expect(files?.large.data.length).toBeLessThan(original.length);
  });

  it('encodes a WebP of another size at every format', async () => {
    const original = await picture(W + 2, H)
      .webp({ quality: 80 })
      .toBuffer();
    const files = await formats.make(original);
    expect(Buffer.from(files?.large.data ?? [])).not.toEqual(original);
    expect((await sharp(files?.large.data).metadata()).width).toBe(W);
  });

  it('refuses bytes that are no picture', async () => {
    expect(await formats.make(new TextEncoder().encode('not a picture'))).toBeNull();
  });
});
