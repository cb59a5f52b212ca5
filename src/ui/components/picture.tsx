import type { Media, MediaFormat, MediaFormats } from '../../domain/catalogue/catalogue';

/** The widths a picture is offered in, smallest first: without `phone` or `tablet` when it is listed without them (ADR 066). */
export function offeredWidths({ small, phone, medium, tablet, large }: MediaFormats): readonly MediaFormat[] {
  return [small, phone, medium, tablet, large].filter((f): f is MediaFormat => f !== undefined);
}

/** A `srcset` of those widths, in WebP or (where every width has it) AVIF. */
export function srcSetOf(widths: readonly MediaFormat[], encoding: 'webp' | 'avif' = 'webp'): string {
  return widths.map((f) => `${encoding === 'avif' ? f.avifUrl : f.url} ${f.width}w`).join(', ');
}

interface PictureProps {
  readonly media: Media | undefined;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport. */
  readonly sizes: string;
  readonly className?: string;
  /** `true`: the page's largest picture (or one of them, at some width): load it at once, at high priority. */
  readonly priority?: boolean;
}

/**
 * A responsive picture from the media formats (small, phone, medium, tablet, large), sized to
 * avoid layout shift: AVIF where the browser takes it and the picture has it (ADR 045), the WebP
 * <img> otherwise. A picture listed without the later formats (ADR 066) is offered in the others.
 */
export function Picture({ media, sizes, className, priority = false }: PictureProps) {
  if (!media) return <div className={`picture-placeholder ${className ?? ''}`} aria-hidden="true" />;
  const { medium } = media.formats;
  const widths = offeredWidths(media.formats);
  const img = (
    <img
      className={className}
      src={medium.url}
      srcSet={srcSetOf(widths)}
      sizes={sizes}
      width={medium.width}
      height={medium.height}
      alt={media.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
  if (!widths.every((f) => f.avifUrl)) return img;
  return (
    <picture className="picture">
      <source type="image/avif" srcSet={srcSetOf(widths, 'avif')} sizes={sizes} />
      {img}
    </picture>
  );
}
