import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attachToGallery,
  type Gallery,
  removeFromGallery,
  reorderGallery,
  sameGallery,
} from '../../../src/domain/catalogue/gallery';

const ids = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'), { maxLength: 7 });

/** A model of a gallery driven by random console commands: no picture twice, removals and reorders keep the rest. */
type Command = { kind: 'attach'; ids: string[] } | { kind: 'remove'; id: string } | { kind: 'reorder'; seed: number };
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('attach' as const),
    ids: fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('remove' as const), id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'z') }),
  fc.record({ kind: fc.constant('reorder' as const), seed: fc.nat() }),
);

function shuffled(gallery: Gallery, seed: number): string[] {
  const out = [...gallery];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as string, out[i] as string];
  }
  return out;
}

describe('a gallery', () => {
  it('never holds a picture twice, and keeps what it is not told to drop, whatever the console does', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 30 }), (commands) => {
        let gallery: Gallery = [];
        for (const c of commands) {
          const before = gallery;
          const change =
            c.kind === 'attach'
              ? attachToGallery(gallery, c.ids)
              : c.kind === 'remove'
                ? removeFromGallery(gallery, c.id)
                : reorderGallery(gallery, shuffled(gallery, c.seed));
          if (change.outcome === 'invalid') {
            expect(c.kind === 'attach' ? c.ids.length === 0 : c.kind === 'remove' && !before.includes(c.id)).toBe(true);
            continue;
          }
          gallery = change.gallery;
          expect(new Set(gallery).size).toBe(gallery.length);
          if (c.kind === 'attach') {
            expect(gallery.slice(0, before.length)).toEqual(before);
            for (const id of c.ids) expect(gallery).toContain(id);
          }
          if (c.kind === 'remove') expect(gallery).toEqual(before.filter((id) => id !== c.id));
          if (c.kind === 'reorder') expect([...gallery].sort()).toEqual([...before].sort());
        }
      }),
    );
  });

  it('refuses an order that is not the same pictures each once', () => {
    fc.assert(
      fc.property(ids, ids, (gallery, order) => {
        const same = order.length === gallery.length && order.every((id) => gallery.includes(id));
        expect(reorderGallery(gallery, order).outcome).toBe(same ? 'changed' : 'invalid');
      }),
    );
    expect(reorderGallery(['a', 'b'], ['a', 'a']).outcome).toBe('invalid');
  });

  it('compares galleries by order', () => {
    expect(sameGallery(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameGallery(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameGallery(['a'], ['a', 'b'])).toBe(false);
  });
});
