import type { Media } from '../../domain/catalogue/catalogue';

interface PictureProps {
  readonly media: Media | undefined;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport. */
  readonly sizes: string;
  readonly className?: string;
  /** The first picture on the page: load it at once, at high priority. */
  readonly priority?: boolean;
}

/**
 * A responsive picture from the media formats (small, medium, large), sized to avoid layout shift:
 * AVIF where the browser takes it and the picture has it (ADR 045), the WebP <img> otherwise.
 */
export function Picture({ media, sizes, className, priority = false }: PictureProps) {
  if (!media) return <div className={`picture-placeholder ${className ?? ''}`} aria-hidden="true" />;
  const { small, medium, large } = media.formats;
  const img = (
    <img
      className={className}
      src={medium.url}
      srcSet={`${small.url} ${small.width}w, ${medium.url} ${medium.width}w, ${large.url} ${large.width}w`}
      sizes={sizes}
      width={medium.width}
      height={medium.height}
      alt={media.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
  if (!(small.avifUrl && medium.avifUrl && large.avifUrl)) return img;
  return (
    <picture className="picture">
      <source
        type="image/avif"
        srcSet={`${small.avifUrl} ${small.width}w, ${medium.avifUrl} ${medium.width}w, ${large.avifUrl} ${large.width}w`}
        sizes={sizes}
      />
      {img}
    </picture>
  );
}
