import sharp, { type Metadata, type Sharp } from 'sharp';
import type { MediaFormatName } from '../../domain/catalogue/catalogue';
import { MEDIA_FORMAT_SIZES } from '../../domain/catalogue/media-formats';
import { MAX_PICTURE_PIXELS, pictureFileType, pictureTypeRefusal } from '../../domain/catalogue/picture-upload';
import type { MadePictureFiles, PictureFile, PictureFormats, UploadedPicture } from '../../ports/media-writer.port';

const WEBP_QUALITY = 78;
/** libwebp effort: 2 for the smaller formats; 1 for the large one, whose encode dominates the cost. */
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
 * The formats of a picture, made with sharp: the original (any format sharp reads, turned
 * upright) is decoded once and cropped to 3:2 around its centre at the large size, each smaller
 * format is resized from a larger one, and all are encoded as WebP concurrently on sharp's
 * pool. An original that already is the large format (a WebP of exactly its size, upright, opaque,
 * with no metadata to strip and no heavier than LARGE_KEPT_MAX_BYTES) is kept as the large format
 * instead of being encoded again, and decoded straight to the medium size: a third of the work,
 * and the large format loses nothing (ADR 042). The demo's loader (`make`) leaves the tablet format
 * to be made on the first ask (ADR 066); an upload makes it at once.
 */
export class SharpPictureFormats implements PictureFormats {
  async make(original: Uint8Array): Promise<MadePictureFiles | null> {
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
    // From the medium size: decoding the original once more would cost the demo's loader ~60 % more time.
    const phone = shrink(medium, 'phone');
    const small = shrink(medium, 'small');
    const thumbnail = small.then((s) => shrink(s, 'thumbnail'));
    const [l, m, p, s, t] = await Promise.all([
      large ? encode(large, WEBP_EFFORT_LARGE) : asFile(original, MEDIA_FORMAT_SIZES.large),
      encode(medium),
      phone.then((r) => encode(r)),
      small.then((r) => encode(r)),
      thumbnail.then((r) => encode(r)),
    ]);
    return { thumbnail: t, small: s, phone: p, medium: m, large: l };
  }

  async makeUpload(original: Uint8Array): Promise<UploadedPicture> {
    const refusal = pictureTypeRefusal(pictureFileType(original));
    if (refusal) return { outcome: 'refused', refusal };
    let large: Raw;
    try {
      // The header first: a decompression bomb is refused before a pixel is decoded.
      const { width = 0, height = 0 } = await sharp(original, { limitInputPixels: MAX_PICTURE_PIXELS }).metadata();
      if (width * height > MAX_PICTURE_PIXELS) return { outcome: 'refused', refusal: 'too_many_pixels' };
      const size = MEDIA_FORMAT_SIZES.large;
      // failOn 'truncated': a file cut short is refused rather than kept half grey.
      const data = await sharp(original, { failOn: 'truncated', limitInputPixels: MAX_PICTURE_PIXELS })
        .rotate()
        .resize(size.width, size.height, { fit: 'cover' })
        .flatten({ background: '#ffffff' })
        .raw()
        .toBuffer();
      large = { data, width: size.width, height: size.height };
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (/pixel limit/i.test(message)) return { outcome: 'refused', refusal: 'too_many_pixels' };
      return { outcome: 'refused', refusal: 'damaged' };
    }
    const tablet = await shrink(large, 'tablet');
    const medium = await shrink(large, 'medium');
    const phone = await shrink(large, 'phone');
    const small = await shrink(medium, 'small');
    const thumbnail = await shrink(small, 'thumbnail');
    const raws: Record<MediaFormatName, Raw> = { large, tablet, medium, phone, small, thumbnail };
    const both = async (name: MediaFormatName) => [await encode(raws[name]), await encodeAvif(raws[name])] as const;
    const [l, tb, m, p, s, t] = await Promise.all([
      both('large'),
      both('tablet'),
      both('medium'),
      both('phone'),
      both('small'),
      both('thumbnail'),
    ]);
    return {
      outcome: 'made',
      files: {
        webp: { thumbnail: t[0], small: s[0], phone: p[0], medium: m[0], tablet: tb[0], large: l[0] },
        avif: { thumbnail: t[1], small: s[1], phone: p[1], medium: m[1], tablet: tb[1], large: l[1] },
      },
    };
  }

  async avifFrom(webp: PictureFile): Promise<PictureFile> {
    const { data, info } = await sharp(webp.data, { failOn: 'error' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return encodeAvif({ data, width: info.width, height: info.height });
  }

  async resizedFrom(
    webp: PictureFile,
    size: { readonly width: number; readonly height: number },
  ): Promise<PictureFile> {
    const data = await sharp(webp.data, { failOn: 'error' })
      .removeAlpha()
      .resize(size.width, size.height, { fit: 'cover' })
      .raw()
      .toBuffer();
    return encode({ data, width: size.width, height: size.height });
  }
}

/** AVIF at quality 50, effort 2: about a third smaller than the WebP for ~3 s on the large format (ADR 045). */
const AVIF_QUALITY = 50;
const AVIF_EFFORT = 2;

async function encodeAvif(src: Raw): Promise<PictureFile> {
  const data = await raw(src).avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT }).toBuffer();
  return { data, width: src.width, height: src.height, contentType: 'image/avif' };
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
