/**
 * The widths pictures are drawn at, as `sizes` values (ADR 060), so that the browser fetches the
 * smallest file that fills the picture at the screen's density. Below 1024 px a page's content is
 * the viewport less the container's 1.25rem on each side (base.css `.container`); a gallery's
 * pictures on phones are 88 % of that (catalogue-pages.css).
 */
export const pictureSizes = {
  /** A card in a grid: one column on phones, two from 640 px, three (380 px) from 1024 px. */
  card: '(min-width: 1024px) 380px, (min-width: 640px) 50vw, calc(100vw - 2.5rem)',
  /** A gallery's first picture; on phones a strip of 88 %-wide pictures. */
  galleryMain: '(min-width: 1024px) 760px, calc(88vw - 2.2rem)',
  /** A gallery's other pictures beside the first. */
  gallerySide: '(min-width: 1024px) 380px, calc(88vw - 2.2rem)',
  /**
   * A city's short hero: the whole width; on a phone, where it is a dark strip under the scrim,
   * half of it (a 1.75x phone takes the 480 px file): no difference to see, half the bytes (ADR 069).
   */
  cityHero: '(max-width: 639px) 50vw, 100vw',
  /** A blog post's cover in the article's column. */
  postCover: '(min-width: 800px) 760px, calc(100vw - 2.5rem)',
} as const;
