// Favourites: property-tested like compare (no duplicates, remove, clear), kept on the device, in
// step with other tabs, and never trusting what storage holds.
import fc from 'fast-check';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStorage } from '../../../src/adapters/memory/memory-storage.adapter';
import { FavouritesStore, favouritesKey } from '../../../src/application/favourites/favourites.store';
import { favouriteRef } from '../../../src/domain/favourites/favourite';

const property = (id: string) => ({ _id: `p-${id}`, id, city_id: 'manchester', display_name: `Residence ${id}` });
const room = (id: string) => ({ _id: `r-${id}`, id, city_id: 'leeds', property_id: 'aire-wharf', name: `Room ${id}` });

describe('a favourite', () => {
  it('keeps the id, the page it lives on and its name', () => {
    expect(favouriteRef('property', property('square-gardens'))).toEqual({
      kind: 'property',
      id: 'p-square-gardens',
      path: '/manchester/square-gardens',
      display_name: 'Residence square-gardens',
    });
    expect(favouriteRef('room', room('studio'))).toEqual({
      kind: 'room',
      id: 'r-studio',
      path: '/leeds/aire-wharf/studio',
      display_name: 'Room studio',
    });
  });

  it('cannot be made without an id or the slugs of its page', () => {
    expect(favouriteRef('property', { id: 'x' })).toBeNull();
    expect(favouriteRef('room', { _id: 'r', id: 'x', city_id: 'leeds' })).toBeNull();
    expect(favouriteRef('property', null)).toBeNull();
  });
});

type Op =
  | { op: 'toggle'; kind: 'property' | 'room'; id: string }
  | { op: 'remove'; id: string }
  | { op: 'clear' }
  | { op: 'reload' }
  | { op: 'otherTab'; raw: string };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('toggle' as const),
    kind: fc.constantFrom('property' as const, 'room' as const),
    id: fc.constantFrom('a', 'b', 'c'),
  }),
  fc.record({ op: fc.constant('remove' as const), id: fc.constantFrom('p-a', 'r-b', 'p-c') }),
  fc.constant({ op: 'clear' as const }),
  fc.constant({ op: 'reload' as const }),
  fc.record({ op: fc.constant('otherTab' as const), raw: fc.oneof(fc.string(), fc.json()) }),
);

describe('the favourites store, against a model (a list of ids)', () => {
  it('toggles, removes, clears, reloads and survives anything another tab writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { maxLength: 40 }), async (ops) => {
        const storage = new MemoryKeyValueStorage();
        let store = new FavouritesStore(storage);
        let model: string[] = [];
        for (const o of ops) {
          if (o.op === 'toggle') {
            const doc = o.kind === 'property' ? property(o.id) : room(o.id);
            const id = doc._id;
            const expected = model.includes(id) ? 'removed' : 'added';
            model = expected === 'added' ? [...model, id] : model.filter((m) => m !== id);
            expect(store.toggle(o.kind, doc)).toBe(expected);
          } else if (o.op === 'remove') {
            model = model.filter((m) => m !== o.id);
            store.remove(o.id);
          } else if (o.op === 'clear') {
            model = [];
            store.clear();
          } else if (o.op === 'reload') {
            store.dispose();
            store = new FavouritesStore(storage);
          } else {
            storage.simulateOtherTab(favouritesKey, o.raw);
            model = (await firstValueFrom(store.list$)).map((f) => f.id);
          }
          const ids = (await firstValueFrom(store.list$)).map((f) => f.id);
          expect(ids).toEqual(model);
          expect(new Set(ids).size).toBe(ids.length);
          for (const id of ids) expect(store.has(id)).toBe(true);
        }
        store.dispose();
      }),
      { numRuns: 200 },
    );
  });

  it('says invalid for a document it cannot keep, and changes nothing', async () => {
    const store = new FavouritesStore(new MemoryKeyValueStorage());
    expect(store.toggle('property', { name: 'no id' })).toBe('invalid');
    expect(await firstValueFrom(store.list$)).toEqual([]);
    store.dispose();
  });
});
