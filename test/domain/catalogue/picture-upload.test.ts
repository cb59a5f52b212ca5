import { describe, expect, it } from 'vitest';
import {
  pictureFileType,
  pictureRefusalMessage,
  pictureTypeRefusal,
} from '../../../src/domain/catalogue/picture-upload';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible);

describe('what an uploaded file is, by its first bytes', () => {
  it('knows the four formats the site takes', () => {
    expect(pictureFileType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(pictureFileType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(pictureFileType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(pictureFileType(ftyp('avif', 'mif1', 'miaf'))).toBe('avif');
    for (const t of ['jpeg', 'png', 'webp', 'avif'] as const) expect(pictureTypeRefusal(t)).toBeNull();
  });

  it("tells a phone's HEIC from AVIF (both are HEIF files), and refuses it and anything else", () => {
    expect(pictureFileType(ftyp('heic', 'mif1', 'heic'))).toBe('heic');
    expect(pictureFileType(ftyp('mif1', 'heic'))).toBe('heic');
    expect(pictureFileType(ftyp('mif1', 'avif'))).toBe('avif');
    expect(pictureFileType(bytes('GIF89a'))).toBe('gif');
    expect(pictureFileType(bytes('just some text, named photo.jpg'))).toBe('unknown');
    expect(pictureFileType(new Uint8Array())).toBe('unknown');
    for (const t of ['heic', 'gif'] as const) expect(pictureTypeRefusal(t)).toBe('unsupported_format');
    expect(pictureTypeRefusal('unknown')).toBe('not_a_picture');
  });

  it('says which formats work when it refuses one', () => {
    expect(pictureRefusalMessage('unsupported_format', 'heic')).toMatch(/HEIC.*JPEG, PNG, WebP or AVIF/);
    expect(pictureRefusalMessage('not_a_picture')).toMatch(/not a picture.*JPEG, PNG, WebP or AVIF/);
    expect(pictureRefusalMessage('too_large')).toMatch(/20 MB/);
    expect(pictureRefusalMessage('too_many_pixels')).toMatch(/100 megapixels/);
  });
});
