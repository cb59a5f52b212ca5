import { MEDIA_FORMAT_NAMES, MEDIA_FORMAT_SIZES } from '../../domain/catalogue/media-formats';
import { pictureFileType, pictureTypeRefusal } from '../../domain/catalogue/picture-upload';
import type {
  MadePictureFiles,
  PictureFile,
  PictureFiles,
  PictureFormats,
  UploadedPicture,
} from '../../ports/media-writer.port';

/**
 * Stand-in formats for tests: a few bytes per format instead of seconds of encoding. Bytes that do
 * not start like a picture file (RIFF, PNG, JPEG) are no picture. For uploads, the file's type is
 * read from its first bytes as the real adapter does; a file whose second half is zeros stands for
 * a damaged one.
 */
export class MemoryPictureFormats implements PictureFormats {
  /** How many AVIF files it made from WebP ones (the lazy AVIF of ADR 045). */
  avifMade = 0;
  /** The WebP files it made from larger ones (a format added later, ADR 066): from what, at what size. */
  readonly resized: { from: number[]; width: number; height: number }[] = [];

  async make(original: Uint8Array): Promise<MadePictureFiles | null> {
    if (!looksLikePicture(original)) return null;
    const { tablet: _, ...made } = files(original, 'image/webp');
    return made;
  }

  async makeUpload(original: Uint8Array): Promise<UploadedPicture> {
    const refusal = pictureTypeRefusal(pictureFileType(original));
    if (refusal) return { outcome: 'refused', refusal };
    if (original.length >= 8 && original.subarray(original.length / 2).every((b) => b === 0)) {
      return { outcome: 'refused', refusal: 'damaged' };
    }
    return { outcome: 'made', files: { webp: files(original, 'image/webp'), avif: files(original, 'image/avif') } };
  }

  async avifFrom(webp: PictureFile): Promise<PictureFile> {
    this.avifMade += 1;
    return { ...webp, data: Uint8Array.from([0xa1, ...webp.data]), contentType: 'image/avif' };
  }

  async resizedFrom(
    webp: PictureFile,
    size: { readonly width: number; readonly height: number },
  ): Promise<PictureFile> {
    this.resized.push({ from: [...webp.data], ...size });
    return { data: Uint8Array.of(82, 73, 70, 70, size.width % 256), ...size, contentType: 'image/webp' };
  }
}

function files(original: Uint8Array, contentType: string): PictureFiles {
  const file = (name: keyof PictureFiles, i: number) => ({
    data: Uint8Array.of(i, original.length % 256),
    ...MEDIA_FORMAT_SIZES[name],
    contentType,
  });
  return Object.fromEntries(MEDIA_FORMAT_NAMES.map((name, i) => [name, file(name, i)])) as Record<
    keyof PictureFiles,
    ReturnType<typeof file>
  >;
}

function looksLikePicture(bytes: Uint8Array): boolean {
  const starts = (...prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
  return starts(0x52, 0x49, 0x46, 0x46) || starts(0x89, 0x50, 0x4e, 0x47) || starts(0xff, 0xd8, 0xff);
}
