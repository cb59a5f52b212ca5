import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { HttpCatalogueReader } from '../../src/adapters/http-client/http-catalogue.adapter';
import { LocalStorageAdapter } from '../../src/adapters/local-storage/local-storage.adapter';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryKeyValueStorage } from '../../src/adapters/memory/memory-storage.adapter';
import { SystemTime } from '../../src/adapters/timers/system-time.adapter';
import { CatalogueStore } from '../../src/application/catalogue/catalogue.store';
import { CATALOGUE_STORE } from '../../src/application/catalogue/catalogue.tokens';
import { CATALOGUE_READER, type CatalogueReader } from '../../src/ports/catalogue-reader.port';
import { CLOCK } from '../../src/ports/clock.port';
import { KEY_VALUE_STORAGE } from '../../src/ports/key-value-storage.port';
import { SCHEDULER } from '../../src/ports/scheduler.port';
import { createTestContainer, TEST_ORIGIN } from '../support/test-container';

/** The reader a CatalogueStore was built over (a private field: read for the test only). */
const readerOf = (store: CatalogueStore) => (store as unknown as { reader: CatalogueReader }).reader;

describe('createTestContainer', () => {
  it('resolves the memory fakes from the child', () => {
    const { container, storage, time, reader, store } = createTestContainer();
    expect(container.get(KEY_VALUE_STORAGE)).toBe(storage);
    expect(storage).toBeInstanceOf(MemoryKeyValueStorage);
    expect(container.get(CLOCK)).toBe(time);
    expect(container.get(SCHEDULER)).toBe(time);
    expect(time).toBeInstanceOf(ManualTime);
    expect(container.get(CATALOGUE_READER)).toBe(reader);
    expect(container.get(CATALOGUE_STORE)).toBe(store);
    expect(readerOf(store)).toBe(reader);
  });

  it('reads the catalogue over HTTP at the test origin by default, or from memory when asked', async () => {
    const http = createTestContainer();
    expect(http.reader).toBeInstanceOf(HttpCatalogueReader);
    expect((http.reader as unknown as { baseUrl: string }).baseUrl).toBe(TEST_ORIGIN);
    // Answered by msw/node (setup-tests.ts), which fails the test on any unhandled request.
    expect((await http.reader.getSiteSettings()).brand_name).toBe('Test Living');

    const memory = createTestContainer({ catalogue: 'memory' });
    expect(memory.reader).toBeInstanceOf(MemoryCatalogue);
    expect((await memory.reader.getCity('manchester'))?.name).toBe('Manchester');
  });

  it('starts storage and the clock where the options say', () => {
    const { storage, time } = createTestContainer({ storage: { compare: '["a"]' }, startMs: 1_000 });
    expect(storage.read('compare')).toBe('["a"]');
    expect(time.now()).toBe(1_000);
  });

  it('leaves the parent, the real browser root, with the real adapters', async () => {
    const { parent, store, storage, time } = createTestContainer();
    expect(parent.get(KEY_VALUE_STORAGE)).toBeInstanceOf(LocalStorageAdapter);
    expect(parent.get(CLOCK)).toBeInstanceOf(SystemTime);
    expect(parent.get(SCHEDULER)).toBe(parent.get(CLOCK));
    // The HTTP reader's code loads on first use.
    const lazyReader = parent.get(CATALOGUE_READER) as CatalogueReader & { preload(): Promise<CatalogueReader> };
    expect(await lazyReader.preload()).toBeInstanceOf(HttpCatalogueReader);
    const realStore = parent.get<CatalogueStore>(CATALOGUE_STORE);
    expect(realStore).toBeInstanceOf(CatalogueStore);
    expect(realStore).not.toBe(store);
    expect(readerOf(realStore)).toBe(parent.get(CATALOGUE_READER));
    expect(parent.get(KEY_VALUE_STORAGE)).not.toBe(storage);
    expect(parent.get(CLOCK)).not.toBe(time);
  });

  it('gives each test its own root, so nothing resolved in one test is seen by the next', () => {
    const first = createTestContainer();
    const second = createTestContainer();
    expect(first.parent).not.toBe(second.parent);
    expect(first.parent.get(CATALOGUE_STORE)).not.toBe(second.parent.get(CATALOGUE_STORE));
  });
});

/**
 * Why createTestContainer binds CATALOGUE_STORE itself rather than only the reader: in inversify 8
 * a parent's binding resolved through a child is built with the child's bindings, and as a
 * singleton it is then cached on the parent's binding, for the parent and every other child.
 */
describe('inversify 8 child containers', () => {
  const READER = Symbol('Reader');
  const STORE = Symbol('Store');

  function root(scope: 'Singleton' | 'Transient') {
    const parent = new Container({ defaultScope: scope });
    parent.bind(READER).toConstantValue('real reader');
    parent.bind(STORE).toResolvedValue((reader: string) => ({ reader }), [READER]);
    const child = new Container({ parent });
    child.bind(READER).toConstantValue('fake reader');
    return { parent, child };
  }

  it('builds a parent binding with what the child rebinds, when resolved from the child', () => {
    const { parent, child } = root('Transient');
    expect(child.get(STORE)).toEqual({ reader: 'fake reader' });
    expect(parent.get(STORE)).toEqual({ reader: 'real reader' });
  });

  it('caches a parent singleton resolved through the child for the parent too', () => {
    const { parent, child } = root('Singleton');
    expect(child.get(STORE)).toEqual({ reader: 'fake reader' });
    expect(parent.get(STORE)).toEqual({ reader: 'fake reader' });
  });

  it('keeps a binding made in the child to the child', () => {
    const { parent, child } = root('Singleton');
    child.bind(STORE).toResolvedValue((reader: string) => ({ reader }), [READER]);
    expect(child.get(STORE)).toEqual({ reader: 'fake reader' });
    expect(parent.get(STORE)).toEqual({ reader: 'real reader' });
  });
});
