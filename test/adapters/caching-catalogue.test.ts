import { describe, expect, it } from 'vitest';
import { CachingCatalogueReader } from '../../src/adapters/cache/caching-catalogue.adapter';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import type { CatalogueReader } from '../../src/ports/catalogue-reader.port';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { catalogueReaderContract } from './catalogue-reader.contract';

catalogueReaderContract('caching decorator over the memory fake', async () => ({
  reader: new CachingCatalogueReader(new MemoryCatalogue(fixtureSlice, fixtureSettings), new ManualTime()),
}));

function countingCities(fail = () => false) {
  const memory = new MemoryCatalogue(fixtureSlice, fixtureSettings);
  let loads = 0;
  const reader: CatalogueReader = {
    listCities: async () => {
      loads++;
      if (fail()) throw new Error('database down');
      return memory.listCities();
    },
    getCity: (c) => memory.getCity(c),
    listFeaturedProperties: () => memory.listFeaturedProperties(),
    getProperty: (c, p) => memory.getProperty(c, p),
    getRoomType: (c, p, r) => memory.getRoomType(c, p, r),
    getSiteSettings: () => memory.getSiteSettings(),
  };
  return { reader, loads: () => loads };
}

describe('CachingCatalogueReader', () => {
  it('loads an answer once while it is fresh, shared by concurrent asks, and again once it is stale', async () => {
    const time = new ManualTime(0);
    const { reader, loads } = countingCities();
    const cache = new CachingCatalogueReader(reader, time, 30_000);
    await Promise.all([cache.listCities(), cache.listCities(), cache.listCities()]);
    time.advance(29_999);
    await cache.listCities();
    expect(loads()).toBe(1);
    time.advance(1);
    await cache.listCities();
    expect(loads()).toBe(2);
  });

  it('does not keep a failure', async () => {
    let down = true;
    const { reader, loads } = countingCities(() => down);
    const cache = new CachingCatalogueReader(reader, new ManualTime(0));
    await expect(cache.listCities()).rejects.toThrow('database down');
    down = false;
    expect((await cache.listCities()).length).toBe(2);
    expect(loads()).toBe(2);
  });

  it('forgets everything on clear', async () => {
    const { reader, loads } = countingCities();
    const cache = new CachingCatalogueReader(reader, new ManualTime(0));
    await cache.listCities();
    cache.clear();
    await cache.listCities();
    expect(loads()).toBe(2);
  });
});
