import { MEDIA_FORMAT_NAMES, MEDIA_FORMAT_SIZES } from '../../domain/catalogue/media-formats';
import type { PictureFiles, PictureFormats } from '../../ports/media-writer.port';

/**
 * Stand-in formats for tests: a few bytes per format instead of seconds of encoding. Bytes that do
 * not start like a picture file (RIFF, PNG, JPEG) are no picture.
 */
export class MemoryPictureFormats implements PictureFormats {
  async make(original: Uint8Array): Promise<PictureFiles | null> {
    if (!looksLikePicture(original)) return null;
    const file = (name: keyof PictureFiles, i: number) => ({
      data: Uint8Array.of(i, original.length % 256),
      ...MEDIA_FORMAT_SIZES[name],
      contentType: 'image/webp',
    });
    return Object.fromEntries(MEDIA_FORMAT_NAMES.map((name, i) => [name, file(name, i)])) as Record<
      keyof PictureFiles,
      ReturnType<typeof file>
    >;
  }
}

function looksLikePicture(bytes: Uint8Array): boolean {
  const starts = (...prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
  return starts(0x52, 0x49, 0x46, 0x46) || starts(0x89, 0x50, 0x4e, 0x47) || starts(0xff, 0xd8, 0xff);
}
