// Model-based test of the compare store (STYLE 8): the model is two arrays of ids; each command
// runs on the real store over device storage and checks it against the model, including reloads,
// other tabs and corrupt or foreign data in storage.
import fc from 'fast-check';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStorage } from '../../../src/adapters/memory/memory-storage.adapter';
import { CompareStore, compareStorageKeys } from '../../../src/application/compare/compare.store';
import type { CompareKind } from '../../../src/domain/compare/compared-item';

interface Model {
  lists: Record<CompareKind, string[]>;
}
interface Real {
  storage: MemoryKeyValueStorage;
  store: CompareStore;
}

const doc = (id: string) => ({ _id: id, display_name: `Item ${id}`, room_starting_price: 199 });
const kinds: CompareKind[] = ['properties', 'rooms'];

async function expectSame(model: Model, real: Real) {
  for (const kind of kinds) {
    const ids = (await firstValueFrom(real.store.list$(kind))).map((i) => i.id);
    expect(ids).toEqual(model.lists[kind]);
  }
}

class Add implements fc.AsyncCommand<Model, Real> {
  constructor(
    private readonly kind: CompareKind,
    private readonly id: string,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const list = model.lists[this.kind];
    const expected = list.includes(this.id) ? 'exists' : list.length >= 4 ? 'capacity_reached' : 'added';
    if (expected === 'added') list.push(this.id);
    expect(real.store.add(this.kind, doc(this.id))).toBe(expected);
    await expectSame(model, real);
  }
  toString = () => `add(${this.kind}, ${this.id})`;
}

class Remove implements fc.AsyncCommand<Model, Real> {
  constructor(
    private readonly kind: CompareKind,
    private readonly id: string,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.lists[this.kind] = model.lists[this.kind].filter((i) => i !== this.id);
    real.store.remove(this.kind, this.id);
    await expectSame(model, real);
  }
  toString = () => `remove(${this.kind}, ${this.id})`;
}

class Clear implements fc.AsyncCommand<Model, Real> {
  constructor(private readonly kind: CompareKind) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.lists[this.kind] = [];
    real.store.clear(this.kind);
    await expectSame(model, real);
  }
  toString = () => `clear(${this.kind})`;
}

/** The page is loaded again: a new store reads what the last one kept. */
class Reload implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    real.store.dispose();
    real.store = new CompareStore(real.storage);
    await expectSame(model, real);
  }
  toString = () => 'reload';
}

/** Another tab, or something else on the device, writes garbage under a key; the store survives it. */
class Corrupt implements fc.AsyncCommand<Model, Real> {
  constructor(
    private readonly kind: CompareKind,
    private readonly garbage: string,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    real.storage.simulateOtherTab(compareStorageKeys[this.kind], this.garbage);
    // Whatever could be read is kept (at most 4, no duplicates); nothing else.
    const ids = (await firstValueFrom(real.store.list$(this.kind))).map((i) => i.id);
    expect(ids.length).toBeLessThanOrEqual(4);
    expect(new Set(ids).size).toBe(ids.length);
    model.lists[this.kind] = ids;
  }
  toString = () => `corrupt(${this.kind}, ${JSON.stringify(this.garbage)})`;
}

/** Another tab adds an item: this tab's list follows (storage event). */
class OtherTabAdds implements fc.AsyncCommand<Model, Real> {
  constructor(
    private readonly kind: CompareKind,
    private readonly id: string,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const other = new CompareStore(real.storage);
    const result = other.add(this.kind, doc(this.id));
    other.dispose();
    if (result === 'added') model.lists[this.kind].push(this.id);
    real.storage.simulateOtherTab(compareStorageKeys[this.kind], real.storage.read(compareStorageKeys[this.kind]));
    await expectSame(model, real);
  }
  toString = () => `otherTabAdds(${this.kind}, ${this.id})`;
}

const id = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
const kind = fc.constantFrom<CompareKind>('properties', 'rooms');
const garbage = fc.oneof(
  fc.string(),
  fc.constantFrom('null', '{}', '[1,2,3]', '[{"id":"x"}]', '[{"id":"x"},{"id":"x"}]', 'not json', '[{"id":""}]'),
  fc.json(),
);

const commands = [
  fc.tuple(kind, id).map(([k, i]) => new Add(k, i)),
  fc.tuple(kind, id).map(([k, i]) => new Remove(k, i)),
  kind.map((k) => new Clear(k)),
  fc.constant(new Reload()),
  fc.tuple(kind, garbage).map(([k, g]) => new Corrupt(k, g)),
  fc.tuple(kind, id).map(([k, i]) => new OtherTabAdds(k, i)),
];

describe('the compare store, against a model', () => {
  it('matches the model over any sequence of adds, removes, clears, reloads, other tabs and corrupt storage', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40, size: 'large' }), async (cmds) => {
        const storage = new MemoryKeyValueStorage();
        const real: Real = { storage, store: new CompareStore(storage) };
        await fc.asyncModelRun(() => ({ model: { lists: { properties: [], rooms: [] } }, real }), cmds);
        real.store.dispose();
      }),
      { numRuns: 150 },
    );
  });

  it('keeps each list under its own key, and the panel visibility starts as null', async () => {
    const storage = new MemoryKeyValueStorage();
    const store = new CompareStore(storage);
    store.add('properties', doc('p1'));
    store.add('rooms', doc('r1'));
    expect(JSON.parse(storage.read('compareProperties') ?? '[]')).toHaveLength(1);
    expect(JSON.parse(storage.read('compareRooms') ?? '[]')).toHaveLength(1);
    expect(await firstValueFrom(store.panel$)).toBeNull();
    store.setPanel('rooms');
    expect(await firstValueFrom(store.panel$)).toBe('rooms');
    store.dispose();
  });

  it('refuses a document with no id, changing nothing', async () => {
    const store = new CompareStore(new MemoryKeyValueStorage());
    expect(store.add('properties', { name: 'No id' })).toBe('invalid');
    expect(await firstValueFrom(store.list$('properties'))).toEqual([]);
    store.dispose();
  });
});
