import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_FORMATS, renderImage, svgFor } from '../../src/server/seed/image-generator';
import type { ImageSpec } from '../../src/server/seed/seed-types';

const spec = (scene: ImageSpec['scene'], seed: string): ImageSpec => ({
  scene,
  seed,
  alt: 'A test picture',
  palette: ['#8a3b2e', '#f3b562', '#f1efe8'],
});

describe('the seed picture generator', () => {
  it('draws the same picture for the same spec, and different ones for different seeds', () => {
    for (const scene of ['facade', 'room', 'common', 'skyline', 'campus', 'illustration'] as const) {
      expect(svgFor(spec(scene, 'a'))).toBe(svgFor(spec(scene, 'a')));
      expect(svgFor(spec(scene, 'a'))).not.toBe(svgFor(spec(scene, 'b')));
      expect(svgFor(spec(scene, 'a'))).toMatch(/^<svg[^>]*viewBox=/);
    }
  });

  it('renders every format as WebP at its declared size', async () => {
    const rendered = await renderImage(spec('room', 'manchester/square-gardens/studio/1'));
    for (const [name, size] of Object.entries(IMAGE_FORMATS)) {
      const image = rendered[name as keyof typeof IMAGE_FORMATS];
      const meta = await sharp(image.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', size.width, size.height]);
      expect(image.data.length).toBeGreaterThan(500);
    }
  });
});
