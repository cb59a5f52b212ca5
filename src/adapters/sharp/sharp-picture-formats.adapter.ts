import sharp from 'sharp';
import type { MediaFormatName } from '../../domain/catalogue/catalogue';
import { MEDIA_FORMAT_SIZES } from '../../domain/catalogue/media-formats';
import type { PictureFile, PictureFiles, PictureFormats } from '../../ports/media-writer.port';

const WEBP_QUALITY = 78;
/** libwebp effort: 2 for the three smaller formats; 1 for the large one, whose encode dominates the cost. */
const WEBP_EFFORT = 2;
const WEBP_EFFORT_LARGE = 1;
const CHANNELS = 3;

type Raw = { readonly data: Buffer; readonly width: number; readonly height: number };

/**
 * The four formats of a picture, made with sharp: the original (any format sharp reads, turned
 * upright) is cropped to 3:2 around its centre at the large size once, each smaller format is
 * resized from the next larger one, and all are encoded as WebP concurrently on sharp's pool.
 */
export class SharpPictureFormats implements PictureFormats {
  async make(original: Uint8Array): Promise<PictureFiles | null> {
    let large: Raw;
    try {
      const { width, height } = MEDIA_FORMAT_SIZES.large;
      const data = await sharp(original, { failOn: 'error' })
        .rotate()
        .resize(width, height, { fit: 'cover' })
        .removeAlpha()
        .raw()
        .toBuffer();
      large = { data, width, height };
    } catch {
      return null;
    }
    const medium = shrink(large, 'medium');
    const small = medium.then((m) => shrink(m, 'small'));
    const thumbnail = small.then((s) => shrink(s, 'thumbnail'));
    const [l, m, s, t] = await Promise.all([
      encode(large, WEBP_EFFORT_LARGE),
      medium.then((r) => encode(r)),
      small.then((r) => encode(r)),
      thumbnail.then((r) => encode(r)),
    ]);
    return { thumbnail: t, small: s, medium: m, large: l };
  }
}

const raw = (src: Raw) => sharp(src.data, { raw: { width: src.width, height: src.height, channels: CHANNELS } });

async function shrink(src: Raw, format: MediaFormatName): Promise<Raw> {
  const { width, height } = MEDIA_FORMAT_SIZES[format];
  return { data: await raw(src).resize(width, height, { fit: 'fill' }).raw().toBuffer(), width, height };
}

async function encode(src: Raw, effort = WEBP_EFFORT): Promise<PictureFile> {
  const data = await raw(src).webp({ quality: WEBP_QUALITY, effort }).toBuffer();
  return { data, width: src.width, height: src.height, contentType: 'image/webp' };
}
