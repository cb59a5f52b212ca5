import sharp, { type Metadata, type Sharp } from 'sharp';
import type { MediaFormatName } from '../../domain/catalogue/catalogue';
import { MEDIA_FORMAT_SIZES } from '../../domain/catalogue/media-formats';
import type { PictureFile, PictureFiles, PictureFormats } from '../../ports/media-writer.port';

const WEBP_QUALITY = 78;
/** libwebp effort: 2 for the three smaller formats; 1 for the large one, whose encode dominates the cost. */
const WEBP_EFFORT = 2;
const WEBP_EFFORT_LARGE = 1;
const CHANNELS = 3;
/**
 * The heaviest original kept as the large format as it is: a 1600 x 1067 photograph in WebP at
 * about our quality weighs 100-250 KB; one heavier (near-lossless, say) is encoded again.
 */
export const LARGE_KEPT_MAX_BYTES = 256 * 1024;

type Raw = { readonly data: Buffer; readonly width: number; readonly height: number };

/**
 * The four formats of a picture, made with sharp: the original (any format sharp reads, turned
 * upright) is decoded once and cropped to 3:2 around its centre at the large size, each smaller
 * format is resized from the next larger one, and all are encoded as WebP concurrently on sharp's
 * pool. An original that already is the large format (a WebP of exactly its size, upright, opaque,
 * with no metadata to strip and no heavier than LARGE_KEPT_MAX_BYTES) is kept as the large format
 * instead of being encoded again, and decoded straight to the medium size: a third of the work,
 * and the large format loses nothing (ADR 042).
 */
export class SharpPictureFormats implements PictureFormats {
  async make(original: Uint8Array): Promise<PictureFiles | null> {
    let large: Raw | null;
    let medium: Raw;
    try {
      const image = sharp(original, { failOn: 'error' });
      const kept = isLargeAlready(await image.metadata(), original.length);
      large = kept ? null : await decode(image, 'large');
      medium = large ? await shrink(large, 'medium') : await decode(image, 'medium');
    } catch {
      return null;
    }
    const small = shrink(medium, 'small');
    const thumbnail = small.then((s) => shrink(s, 'thumbnail'));
    const [l, m, s, t] = await Promise.all([
      large ? encode(large, WEBP_EFFORT_LARGE) : asFile(original, MEDIA_FORMAT_SIZES.large),
      encode(medium),
      small.then((r) => encode(r)),
      thumbnail.then((r) => encode(r)),
    ]);
    return { thumbnail: t, small: s, medium: m, large: l };
  }
}

/** The original turned upright, cropped to 3:2 around its centre at a format's size, as raw RGB. */
async function decode(image: Sharp, format: MediaFormatName): Promise<Raw> {
  const { width, height } = MEDIA_FORMAT_SIZES[format];
  const data = await image.clone().rotate().resize(width, height, { fit: 'cover' }).removeAlpha().raw().toBuffer();
  return { data, width, height };
}

function isLargeAlready(meta: Metadata, bytes: number): boolean {
  const { width, height } = MEDIA_FORMAT_SIZES.large;
  return (
    meta.format === 'webp' &&
    meta.width === width &&
    meta.height === height &&
    (meta.pages ?? 1) === 1 &&
    (meta.orientation ?? 1) === 1 &&
    !meta.hasAlpha &&
    !meta.exif &&
    !meta.icc &&
    !meta.xmp &&
    !meta.iptc &&
    bytes <= LARGE_KEPT_MAX_BYTES
  );
}

const raw = (src: Raw) => sharp(src.data, { raw: { width: src.width, height: src.height, channels: CHANNELS } });

async function shrink(src: Raw, format: MediaFormatName): Promise<Raw> {
  const { width, height } = MEDIA_FORMAT_SIZES[format];
  return { data: await raw(src).resize(width, height, { fit: 'fill' }).raw().toBuffer(), width, height };
}

async function asFile(data: Uint8Array, size: { width: number; height: number }): Promise<PictureFile> {
  return { data, width: size.width, height: size.height, contentType: 'image/webp' };
}

async function encode(src: Raw, effort = WEBP_EFFORT): Promise<PictureFile> {
  const data = await raw(src).webp({ quality: WEBP_QUALITY, effort }).toBuffer();
  return { data, width: src.width, height: src.height, contentType: 'image/webp' };
}
