import { describe, expect, it } from 'vitest';
import { CachingCatalogueReader } from '../../src/adapters/cache/caching-catalogue.adapter';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import type { CatalogueReader } from '../../src/ports/catalogue-reader.port';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { catalogueReaderContract } from './catalogue-reader.contract';

catalogueReaderContract('caching decorator over the memory fake', async () => ({
  // A day before the fixture's first tenancy starts, so every let is sold in full (ADR 083).
  reader: (() => {
    const time = new ManualTime(Date.parse('2026-08-03T12:00:00Z'));
    return new CachingCatalogueReader(new MemoryCatalogue(fixtureSlice, fixtureSettings, time), time);
  })(),
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
    getPropertyBySlug: (p) => memory.getPropertyBySlug(p),
    getRoomType: (c, p, r) => memory.getRoomType(c, p, r),
    findProperties: (ids) => memory.findProperties(ids),
    findRoomTypes: (ids) => memory.findRoomTypes(ids),
    listRoomCandidates: (c) => memory.listRoomCandidates(c),
    listPropertyOptions: () => memory.listPropertyOptions(),
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

describe("CachingCatalogueReader and the day's sale (ADR 083)", () => {
  it("serves no answer past London midnight: a started tenancy's price is that of the day it is asked on", async () => {
    // 23:59:58 in London (GMT in November) on 29 Nov 2026, a day and a TTL that would outlive it.
    const time = new ManualTime(Date.parse('2026-11-29T23:59:58Z'));
    const cache = new CachingCatalogueReader(new MemoryCatalogue(fixtureSlice, fixtureSettings, time), time, 600_000);
    const room = () => cache.getRoomType('manchester', 'square-gardens', 'classic-studio');
    const before = await room();
    expect(before?.room_starting_total_from).toBe('2026-12-02');
    time.advance(1_000);
    expect((await room())?.room_starting_total_from).toBe('2026-12-02');
    time.advance(1_000);
    const after = await room();
    expect(after?.room_starting_total_from).toBe('2026-12-03');
    // One day fewer, at the daily rate of a week's rent over 7 (£249 a week).
    expect(Math.round(((before?.room_starting_total ?? 0) - (after?.room_starting_total ?? 0)) * 100)).toBe(
      Math.round(24900 / 7),
    );
  });
});

describe('CachingCatalogueReader lookups', () => {
  const a = '00000000-0000-4000-8000-00000000e001';
  const b = '00000000-0000-4000-8000-00000000e002';

  function countingLookups() {
    const memory = new MemoryCatalogue(fixtureSlice, fixtureSettings);
    const asked: string[][] = [];
    let candidateLoads = 0;
    const reader: CatalogueReader = {
      listCities: () => memory.listCities(),
      getCity: (c) => memory.getCity(c),
      listFeaturedProperties: () => memory.listFeaturedProperties(),
      getProperty: (c, p) => memory.getProperty(c, p),
      getPropertyBySlug: (p) => memory.getPropertyBySlug(p),
      getRoomType: (c, p, r) => memory.getRoomType(c, p, r),
      getSiteSettings: () => memory.getSiteSettings(),
      findProperties: (ids) => {
        asked.push([...ids]);
        return memory.findProperties(ids);
      },
      findRoomTypes: (ids) => memory.findRoomTypes(ids),
      listRoomCandidates: (c) => {
        candidateLoads++;
        return memory.listRoomCandidates(c);
      },
      listPropertyOptions: () => memory.listPropertyOptions(),
    };
    return { reader, asked, candidateLoads: () => candidateLoads };
  }

  it('shares one load between the same ids in any order, and answers each in the order it asked', async () => {
    const { reader, asked } = countingLookups();
    const cache = new CachingCatalogueReader(reader, new ManualTime(0));
    expect((await cache.findProperties([b, a])).map((p) => p.id)).toEqual(['canal-view', 'square-gardens']);
    expect((await cache.findProperties([a, b, a])).map((p) => p.id)).toEqual(['square-gardens', 'canal-view']);
    expect(asked).toEqual([[a, b]]);
  });

  it('asks nothing for no ids, and keeps a set of ids apart from its subsets', async () => {
    const { reader, asked } = countingLookups();
    const cache = new CachingCatalogueReader(reader, new ManualTime(0));
    expect(await cache.findProperties([])).toEqual([]);
    await cache.findProperties([a]);
    await cache.findProperties([a, b]);
    expect(asked).toEqual([[a], [a, b]]);
  });

  it("keeps a city's candidates like its other answers", async () => {
    const time = new ManualTime(0);
    const { reader, candidateLoads } = countingLookups();
    const cache = new CachingCatalogueReader(reader, time, 30_000);
    await cache.listRoomCandidates('manchester');
    await cache.listRoomCandidates('manchester');
    expect(candidateLoads()).toBe(1);
    time.advance(30_000);
    expect((await cache.listRoomCandidates('manchester')).length).toBe(3);
    expect(candidateLoads()).toBe(2);
  });
});
