import type { MediaFormat, MediaFormatName, MediaFormats } from './catalogue';

/**
 * The sizes every picture is kept in (3:2, as the pages lay them out), smallest first. `phone` is
 * what a phone draws a full-width picture or a card at (412 CSS px at 1.75 device pixels each
 * needs 721; 960 was the next), `tablet` what a phone of 3 device pixels a CSS pixel or a tablet
 * does (390 x 3 = 1,170; 1,600 was the next; ADR 066).
 */
export const MEDIA_FORMAT_SIZES: Readonly<
  Record<MediaFormatName, { readonly width: number; readonly height: number }>
> = {
  thumbnail: { width: 240, height: 160 },
  small: { width: 480, height: 320 },
  phone: { width: 800, height: 533 },
  medium: { width: 960, height: 640 },
  tablet: { width: 1200, height: 800 },
  large: { width: 1600, height: 1067 },
};

/** How a format's file is encoded: every format is kept (or made, ADR 045) in both. */
export type MediaEncoding = 'webp' | 'avif';

export const MEDIA_FORMAT_NAMES: readonly MediaFormatName[] = [
  'thumbnail',
  'small',
  'phone',
  'medium',
  'tablet',
  'large',
];

/**
 * Formats added after pictures were already kept (ADR 066): a picture without its file is given
 * `standIn` meanwhile and has the file made from its `from` format on the first ask.
 */
export const LATER_FORMATS: Readonly<
  Partial<Record<MediaFormatName, { from: MediaFormatName; standIn: MediaFormatName }>>
> = {
  phone: { from: 'large', standIn: 'medium' },
  tablet: { from: 'large', standIn: 'large' },
};

/** Where a picture's format is served (the media route reads the id and the format back). */
export function mediaFormats(mediaId: string): Readonly<Record<MediaFormatName, MediaFormat>> {
  const format = (name: MediaFormatName): MediaFormat => ({
    url: `/media/${mediaId}/${name}.webp`,
    avifUrl: `/media/${mediaId}/${name}.avif`,
    ...MEDIA_FORMAT_SIZES[name],
  });
  return {
    thumbnail: format('thumbnail'),
    small: format('small'),
    phone: format('phone'),
    medium: format('medium'),
    tablet: format('tablet'),
    large: format('large'),
  };
}

/**
 * A picture's formats as kept, with the formats added later (ADR 066) that its row does not name:
 * migration 0009 names them on every row, but a server of the version before, still running
 * during a deploy, writes rows without them. Their files are made on the first ask.
 */
export function withLaterFormats(mediaId: string, formats: MediaFormats): MediaFormats {
  if (formats.phone && formats.tablet) return formats;
  const all = mediaFormats(mediaId);
  return { ...formats, phone: formats.phone ?? all.phone, tablet: formats.tablet ?? all.tablet };
}
