import type { MediaFormat, MediaFormatName } from './catalogue';

/** The four sizes every picture is kept in (3:2, as the pages lay them out), smallest first. */
export const MEDIA_FORMAT_SIZES: Readonly<
  Record<MediaFormatName, { readonly width: number; readonly height: number }>
> = {
  thumbnail: { width: 240, height: 160 },
  small: { width: 480, height: 320 },
  medium: { width: 960, height: 640 },
  large: { width: 1600, height: 1067 },
};

/** How a format's file is encoded: every format is kept (or made, ADR 045) in both. */
export type MediaEncoding = 'webp' | 'avif';

export const MEDIA_FORMAT_NAMES: readonly MediaFormatName[] = ['thumbnail', 'small', 'medium', 'large'];

/** Where a picture's format is served (the media route reads the id and the format back). */
export function mediaFormats(mediaId: string): Readonly<Record<MediaFormatName, MediaFormat>> {
  const format = (name: MediaFormatName): MediaFormat => ({
    url: `/media/${mediaId}/${name}.webp`,
    avifUrl: `/media/${mediaId}/${name}.avif`,
    ...MEDIA_FORMAT_SIZES[name],
  });
  return { thumbnail: format('thumbnail'), small: format('small'), medium: format('medium'), large: format('large') };
}
