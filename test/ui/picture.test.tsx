import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Media } from '../../src/domain/catalogue/catalogue';
import { mediaFormats } from '../../src/domain/catalogue/media-formats';
import { Gallery } from '../../src/ui/components/gallery';
import { Picture } from '../../src/ui/components/picture';
import { pictureSizes } from '../../src/ui/components/picture-sizes';

const id = '00000000-0000-4000-8000-0000000000aa';

describe('a picture', () => {
  it('offers AVIF through <picture> with the WebP <img> as the fallback', () => {
    const media: Media = { _id: id, alt: 'The lounge', formats: mediaFormats(id) };
    const { container } = render(<Picture media={media} sizes="100vw" />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe(
      `/media/${id}/small.avif 480w, /media/${id}/phone.avif 800w, /media/${id}/medium.avif 960w, /media/${id}/tablet.avif 1200w, /media/${id}/large.avif 1600w`,
    );
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('srcset')).toBe(
      `/media/${id}/small.webp 480w, /media/${id}/phone.webp 800w, /media/${id}/medium.webp 960w, /media/${id}/tablet.webp 1200w, /media/${id}/large.webp 1600w`,
    );
    expect(img?.getAttribute('src')).toBe(`/media/${id}/medium.webp`);
    expect(img?.getAttribute('alt')).toBe('The lounge');
  });

  it('offers no phone or tablet width for a picture listed without them (kept before those formats, ADR 066)', () => {
    const { phone: _, tablet: __, ...formats } = mediaFormats(id);
    const { container } = render(<Picture media={{ _id: id, alt: 'The yard', formats }} sizes="100vw" />);
    expect(container.querySelector('picture > source')?.getAttribute('srcset')).toBe(
      `/media/${id}/small.avif 480w, /media/${id}/medium.avif 960w, /media/${id}/large.avif 1600w`,
    );
    expect(container.querySelector('picture > img')?.getAttribute('srcset')).toBe(
      `/media/${id}/small.webp 480w, /media/${id}/medium.webp 960w, /media/${id}/large.webp 1600w`,
    );
  });

  it('is the WebP <img> alone for a picture kept before AVIF', () => {
    const formats = Object.fromEntries(
      Object.entries(mediaFormats(id)).map(([name, { avifUrl: _, ...format }]) => [name, format]),
    ) as Media['formats'];
    const { container } = render(<Picture media={{ _id: id, alt: 'The gym', formats }} sizes="100vw" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(`/media/${id}/medium.webp`);
  });

  it('is fetched at once and first when it is the page’s largest (priority), lazily otherwise', () => {
    const media: Media = { _id: id, alt: 'The house', formats: mediaFormats(id) };
    const first = render(<Picture media={media} sizes={pictureSizes.postCover} priority />).container;
    const img = first.querySelector('picture > img');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.getAttribute('loading')).toBe('eager');
    // The AVIF source is chosen by the same sizes as the fallback, so both fetch the size shown.
    expect(first.querySelector('picture > source')?.getAttribute('sizes')).toBe(pictureSizes.postCover);
    expect(img?.getAttribute('sizes')).toBe(pictureSizes.postCover);
    const later = render(<Picture media={media} sizes={pictureSizes.card} />).container.querySelector('img');
    expect(later?.getAttribute('loading')).toBe('lazy');
    expect(later?.hasAttribute('fetchpriority')).toBe(false);
  });

  it('in a gallery: only the first picture is fetched first, each at the width it is drawn', () => {
    const gallery = ['a', 'b', 'c'].map(
      (n): Media => ({ _id: `${id}${n}`, alt: `Picture ${n}`, formats: mediaFormats(`${id}${n}`) }),
    );
    const { container } = render(<Gallery media={gallery} label="Pictures" />);
    const sources = [...container.querySelectorAll('picture > source')].map((s) => s.getAttribute('sizes'));
    expect(sources).toEqual([pictureSizes.galleryMain, pictureSizes.gallerySide, pictureSizes.gallerySide]);
    const priorities = [...container.querySelectorAll('picture > img')].map((i) => i.getAttribute('fetchpriority'));
    expect(priorities).toEqual(['high', null, null]);
  });
});

describe('the widths pictures are drawn at (sizes)', () => {
  // What the browser computes for each `sizes` at a phone's width (the last, unconditional, value
  // below 640 px): the content column is the viewport less 2 x 1.25rem (16 px root font size).
  const phoneWidth = (sizes: string, viewport: number) => {
    const last = sizes.split(',').at(-1)?.trim() ?? '';
    const calc = /^calc\((\d+)vw - ([\d.]+)rem\)$/.exec(last);
    if (!calc) throw new Error(`not a phone width: ${last}`);
    return (Number(calc[1]) / 100) * viewport - Number(calc[2]) * 16;
  };

  it('picks the file that fills a card, a gallery and a cover on a 390 px phone at its density, not one size up', () => {
    const files = [480, 960, 1600];
    // The smallest file at least as wide as the picture's device pixels.
    const pick = (cssWidth: number, dpr: number) => files.find((w) => w >= cssWidth * dpr) ?? 1600;
    // A card is 350 px wide on a 390 px phone (a 100vw guess would be 390 px).
    expect(phoneWidth(pictureSizes.card, 390)).toBe(350);
    expect(phoneWidth(pictureSizes.galleryMain, 390)).toBeCloseTo(308, 0);
    expect(phoneWidth(pictureSizes.postCover, 390)).toBe(350);
    // At DPR 2 (iPhone SE-like), the 390 px guess asked for 780 device pixels; the card needs 700.
    expect(pick(phoneWidth(pictureSizes.card, 390), 2)).toBe(960);
    // At DPR 1.5, a gallery picture fills from the 480 file, where 88vw asked for the 960 one.
    expect(pick(phoneWidth(pictureSizes.galleryMain, 390), 1.5)).toBe(480);
    expect(pick(0.88 * 390, 1.5)).toBe(960);
  });
});
