import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Media } from '../../src/domain/catalogue/catalogue';
import { mediaFormats } from '../../src/domain/catalogue/media-formats';
import { Picture } from '../../src/ui/components/picture';

const id = '00000000-0000-4000-8000-0000000000aa';

describe('a picture', () => {
  it('offers AVIF through <picture> with the WebP <img> as the fallback', () => {
    const media: Media = { _id: id, alt: 'The lounge', formats: mediaFormats(id) };
    const { container } = render(<Picture media={media} sizes="100vw" />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe(
      `/media/${id}/small.avif 480w, /media/${id}/medium.avif 960w, /media/${id}/large.avif 1600w`,
    );
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe(`/media/${id}/medium.webp`);
    expect(img?.getAttribute('alt')).toBe('The lounge');
  });

  it('is the WebP <img> alone for a picture kept before AVIF', () => {
    const formats = Object.fromEntries(
      Object.entries(mediaFormats(id)).map(([name, { avifUrl: _, ...format }]) => [name, format]),
    ) as Media['formats'];
    const { container } = render(<Picture media={{ _id: id, alt: 'The gym', formats }} sizes="100vw" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(`/media/${id}/medium.webp`);
  });
});
