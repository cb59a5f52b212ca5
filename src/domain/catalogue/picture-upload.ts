/**
 * The rules for a picture an operator uploads (issue 18, ADR 045): which files are taken, how
 * large, and what the operator is told when one is refused. Pure: the adapter that decodes
 * pictures (sharp) says which refusal applies; the wording lives here.
 */

/** The largest original taken, in bytes (20 MB). */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;
/** The most pixels an original may decode to (100 megapixels): more is a decompression bomb. */
export const MAX_PICTURE_PIXELS = 100_000_000;
/** How many files one upload may carry. */
export const MAX_PICTURES_PER_UPLOAD = 10;

export type PictureFileType = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | 'gif' | 'unknown';

/** The formats taken, as an operator reads them. */
export const ACCEPTED_PICTURE_FORMATS = 'JPEG, PNG, WebP or AVIF';

export type PictureRefusal = 'not_a_picture' | 'unsupported_format' | 'too_many_pixels' | 'damaged' | 'too_large';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** What a file is by its first bytes (its name and declared type are not believed). */
export function pictureFileType(bytes: Uint8Array): PictureFileType {
  const at = (offset: number, ...prefix: number[]) => prefix.every((b, i) => bytes[offset + i] === b);
  const ascii = (offset: number, length: number) => String.fromCharCode(...bytes.subarray(offset, offset + length));
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return 'webp';
  if (ascii(0, 4) === 'GIF8') return 'gif';
  if (bytes.length >= 12 && ascii(4, 4) === 'ftyp') {
    // The major brand, then the compatible brands: AVIF wins over the generic HEIF brand mif1.
    const boxSize = Math.min(
      bytes.length,
      ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0),
    );
    const brands = [ascii(8, 4)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(offset, 4));
    if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
    if (brands.some((b) => HEIF_BRANDS.has(b))) return 'heic';
  }
  return 'unknown';
}

/**
 * Why a file of this kind is refused before it is decoded: not a picture at all, or a picture in a
 * format the site does not take (a phone's HEIC, a GIF); null for the four it takes (which still
 * have to decode).
 */
export function pictureTypeRefusal(type: PictureFileType): 'not_a_picture' | 'unsupported_format' | null {
  if (type === 'unknown') return 'not_a_picture';
  return type === 'jpeg' || type === 'png' || type === 'webp' || type === 'avif' ? null : 'unsupported_format';
}

/** What the operator reads when a file is refused. */
export function pictureRefusalMessage(refusal: PictureRefusal, type?: PictureFileType): string {
  switch (refusal) {
    case 'unsupported_format':
      return type === 'heic'
        ? `This is a HEIC photo (as iPhones take them), which the site cannot read. Upload a ${ACCEPTED_PICTURE_FORMATS} file instead: on the phone, choose "Most Compatible" under Settings > Camera > Formats, or export the photo as JPEG.`
        : `The site cannot read this kind of picture. Upload a ${ACCEPTED_PICTURE_FORMATS} file.`;
    case 'not_a_picture':
      return `This file is not a picture, whatever its name says. Upload a ${ACCEPTED_PICTURE_FORMATS} file.`;
    case 'too_many_pixels':
      return `This picture has too many pixels (more than ${MAX_PICTURE_PIXELS / 1_000_000} megapixels). Resize it and upload it again.`;
    case 'damaged':
      return 'This picture is damaged or incomplete (perhaps cut short while copying). Export it again and upload the new file.';
    case 'too_large':
      return `This file is larger than ${MAX_PICTURE_BYTES / 1024 / 1024} MB. Upload a smaller ${ACCEPTED_PICTURE_FORMATS} file.`;
  }
}
