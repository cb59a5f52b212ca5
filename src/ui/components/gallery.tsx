import type { Media } from '../../domain/catalogue/catalogue';
import { Picture } from './picture';

/** The first picture large, the next ones beside it; every picture keeps its alt text. */
export function Gallery({ media, label }: { media: readonly Media[]; label: string }) {
  const [first, ...rest] = media;
  return (
    // On phones the gallery is a swipeable strip: it scrolls, so it must be reachable by keyboard too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus for keyboard users (WCAG 2.1.1).
    <section className={`gallery gallery-${Math.min(media.length, 3)}`} aria-label={label} tabIndex={0}>
      <Picture media={first} sizes="(min-width: 1024px) 760px, 100vw" className="gallery-main" priority />
      {rest.slice(0, 2).map((m) => (
        <Picture key={m._id} media={m} sizes="(min-width: 1024px) 380px, 50vw" className="gallery-side" />
      ))}
    </section>
  );
}
