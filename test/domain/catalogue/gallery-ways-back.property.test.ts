import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editGallery, type Gallery, type GalleryEdit, undoOf } from '../../../src/domain/catalogue/gallery';

const pool = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const gallery = fc.uniqueArray(fc.constantFrom(...pool), { maxLength: 6 });

/**
 * A model of the console's ways back (issue 36 item 7): a gallery and the pictures the console took
 * out, driven by random make-first, replace, remove and undo. Whatever the order, the gallery holds
 * each picture once, and every picture ever in it is either in it or waiting to be put back.
 */
type Command =
  | { kind: 'make_first'; id: string }
  | { kind: 'replace'; id: string; by: string }
  | { kind: 'remove'; id: string }
  | { kind: 'undo' };
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('make_first' as const), id: fc.constantFrom(...pool) }),
  fc.record({ kind: fc.constant('replace' as const), id: fc.constantFrom(...pool), by: fc.constantFrom(...pool) }),
  fc.record({ kind: fc.constant('remove' as const), id: fc.constantFrom(...pool) }),
  fc.record({ kind: fc.constant('undo' as const) }),
);

describe('a gallery’s ways back', () => {
  it('make first, replace, remove and undo never lose or repeat a picture', () => {
    fc.assert(
      fc.property(gallery, fc.array(command, { maxLength: 40 }), (start, commands) => {
        let now: Gallery = start;
        /** The last change's undo, as the console keeps it until the next change. */
        let undo: GalleryEdit | null = null;
        /** Every picture that was ever in the gallery and is not now: taken out, waiting for its undo or gone for good. */
        let out: string[] = [];
        for (const c of commands) {
          const before = now;
          const edit: GalleryEdit | null =
            c.kind === 'undo'
              ? undo
              : c.kind === 'remove'
                ? { kind: 'remove', mediaId: c.id }
                : c.kind === 'make_first'
                  ? { kind: 'make_first', mediaId: c.id }
                  : { kind: 'replace', mediaId: c.id, by: c.by };
          if (edit === null) continue;
          const change = editGallery(before, edit);
          if (change.outcome === 'invalid') {
            // Refused only when the picture is not there (or its replacement already is).
            if (c.kind === 'make_first' || c.kind === 'remove') expect(before).not.toContain(c.id);
            if (c.kind === 'replace') expect(!before.includes(c.id) || before.includes(c.by)).toBe(true);
            continue;
          }
          now = change.gallery;
          expect(new Set(now).size).toBe(now.length);
          if (c.kind === 'make_first') {
            expect(now[0]).toBe(c.id);
            expect(now.slice(1)).toEqual(before.filter((id) => id !== c.id));
          }
          if (c.kind === 'replace') {
            expect(now.indexOf(c.by)).toBe(before.indexOf(c.id));
            expect(now.filter((id) => id !== c.by)).toEqual(before.filter((id) => id !== c.id));
          }
          if (c.kind === 'undo') {
            // Undoing right after the change gives back the gallery exactly as it was.
            undo = null;
          }
          // What left the gallery waits outside it; what came in is no longer outside.
          out = [...out.filter((id) => !now.includes(id)), ...before.filter((id) => !now.includes(id))];
          for (const id of before) expect(now.includes(id) !== out.includes(id)).toBe(true);
          // Only the edit's own pictures move in or out; every other picture stays, in its order.
          const own = new Set([edit.mediaId, ...(edit.kind === 'replace' ? [edit.by] : [])]);
          expect(now.filter((id) => !own.has(id))).toEqual(before.filter((id) => !own.has(id)));
          if (c.kind !== 'undo') {
            const back = undoOf(before, edit);
            if (back === null) expect(now).toEqual(before);
            else {
              const undone = editGallery(now, back);
              expect(undone.outcome === 'changed' ? undone.gallery : null).toEqual(before);
            }
            undo = back;
          }
        }
      }),
    );
  });

  it('puts a removed picture back where it was, or last when the gallery has since grown shorter', () => {
    expect(editGallery(['a', 'c'], { kind: 'put_back', mediaId: 'b', at: 1 })).toEqual({
      outcome: 'changed',
      gallery: ['a', 'b', 'c'],
    });
    expect(editGallery(['a'], { kind: 'put_back', mediaId: 'b', at: 4 })).toEqual({
      outcome: 'changed',
      gallery: ['a', 'b'],
    });
    expect(editGallery(['a', 'b'], { kind: 'put_back', mediaId: 'b', at: 0 }).outcome).toBe('invalid');
  });

  it('refuses to make first or replace a picture that is not in the gallery, or to replace one by itself', () => {
    expect(editGallery(['a'], { kind: 'make_first', mediaId: 'b' }).outcome).toBe('invalid');
    expect(editGallery(['a'], { kind: 'replace', mediaId: 'b', by: 'c' }).outcome).toBe('invalid');
    expect(editGallery(['a', 'b'], { kind: 'replace', mediaId: 'a', by: 'b' }).outcome).toBe('invalid');
    expect(editGallery(['a'], { kind: 'replace', mediaId: 'a', by: 'a' }).outcome).toBe('invalid');
  });

  it('undoes making a picture first by moving it back to where it was', () => {
    expect(undoOf(['a', 'b', 'c'], { kind: 'make_first', mediaId: 'c' })).toEqual({
      kind: 'move',
      mediaId: 'c',
      to: 2,
    });
    expect(undoOf(['a', 'b'], { kind: 'make_first', mediaId: 'a' })).toBeNull();
    expect(undoOf(['a', 'b'], { kind: 'remove', mediaId: 'b' })).toEqual({ kind: 'put_back', mediaId: 'b', at: 1 });
    expect(undoOf(['a', 'b'], { kind: 'replace', mediaId: 'b', by: 'c' })).toEqual({
      kind: 'replace',
      mediaId: 'c',
      by: 'b',
    });
  });
});
