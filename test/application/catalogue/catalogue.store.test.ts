import { firstValueFrom, lastValueFrom, take, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryCatalogue } from '../../../src/adapters/memory/memory-catalogue.adapter';
import { CatalogueStore } from '../../../src/application/catalogue/catalogue.store';
import type { CatalogueReader } from '../../../src/ports/catalogue-reader.port';
import { fixtureSettings, fixtureSlice } from '../../support/catalogue-fixture';

const memory = () => new MemoryCatalogue(fixtureSlice, fixtureSettings);

function counting(reader: CatalogueReader) {
  const calls: string[] = [];
  const count = <T>(name: string, answer: () => Promise<T>) => {
    calls.push(name);
    return answer();
  };
  const counted: CatalogueReader = {
    listCities: () => count('cities', () => reader.listCities()),
    getCity: (c) => count(`city:${c}`, () => reader.getCity(c)),
    listFeaturedProperties: () => count('featured', () => reader.listFeaturedProperties()),
    getProperty: (c, p) => count(`property:${c}/${p}`, () => reader.getProperty(c, p)),
    getPropertyBySlug: (p) => count(`property-by-slug:${p}`, () => reader.getPropertyBySlug(p)),
    getRoomType: (c, p, r) => count(`room:${c}/${p}/${r}`, () => reader.getRoomType(c, p, r)),
    findProperties: (ids) => count(`properties:${ids}`, () => reader.findProperties(ids)),
    findRoomTypes: (ids) => count(`room-types:${ids}`, () => reader.findRoomTypes(ids)),
    listRoomCandidates: (c) => count(`candidates:${c}`, () => reader.listRoomCandidates(c)),
    listPropertyOptions: () => count('property-options', () => reader.listPropertyOptions()),
    getSiteSettings: () => count('settings', () => reader.getSiteSettings()),
  };
  return { counted, calls };
}

describe('CatalogueStore', () => {
  it('starts loading, then is ready with the document', async () => {
    const store = new CatalogueStore(memory());
    const states = await lastValueFrom(store.city$('manchester').pipe(take(2), toArray()));
    expect(states[0]).toEqual({ status: 'loading' });
    expect(states[1]).toMatchObject({ status: 'ready', value: { id: 'manchester' } });
  });

  it('is not-found for an unknown slug', async () => {
    const store = new CatalogueStore(memory());
    const states = await lastValueFrom(store.property$('manchester', 'nowhere').pipe(take(2), toArray()));
    expect(states[1]).toEqual({ status: 'not-found' });
  });

  it('loads each answer once however many subscribe', async () => {
    const { counted, calls } = counting(memory());
    const store = new CatalogueStore(counted);
    await Promise.all([lastValueFrom(store.cities$().pipe(take(2))), lastValueFrom(store.cities$().pipe(take(2)))]);
    expect(calls).toEqual(['cities']);
  });

  it('answers a primed key at once, without asking the reader', async () => {
    const { counted, calls } = counting(memory());
    const store = new CatalogueStore(counted);
    const city = await memory().getCity('manchester');
    store.prime({ 'city:manchester': city });
    expect(await firstValueFrom(store.city$('manchester'))).toEqual({ status: 'ready', value: city });
    expect(calls).toEqual([]);
  });

  it('reports a failure with its message and loads again on retry', async () => {
    let fail = true;
    const reader = memory();
    const flaky: CatalogueReader = {
      ...reader,
      listCities: () => (fail ? Promise.reject(new Error('offline')) : reader.listCities()),
      getCity: (c) => reader.getCity(c),
      listFeaturedProperties: () => reader.listFeaturedProperties(),
      getProperty: (c, p) => reader.getProperty(c, p),
      getPropertyBySlug: (p) => reader.getPropertyBySlug(p),
      getRoomType: (c, p, r) => reader.getRoomType(c, p, r),
      findProperties: (ids) => reader.findProperties(ids),
      findRoomTypes: (ids) => reader.findRoomTypes(ids),
      listRoomCandidates: (c) => reader.listRoomCandidates(c),
      listPropertyOptions: () => reader.listPropertyOptions(),
      getSiteSettings: () => reader.getSiteSettings(),
    };
    const store = new CatalogueStore(flaky);
    const seen: string[] = [];
    const sub = store.cities$().subscribe((s) => seen.push(s.status));
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual(['loading', 'error']);
    fail = false;
    store.retry();
    await new Promise((r) => setTimeout(r, 0));
    sub.unsubscribe();
    expect(seen).toEqual(['loading', 'error', 'loading', 'ready']);
  });
});

describe('CatalogueStore.retry', () => {
  it('leaves an answer that is still loading to finish, and a ready one as it is', async () => {
    let release: () => void = () => undefined;
    const reader = memory();
    const { counted, calls } = counting({
      ...reader,
      listCities: () => new Promise((resolve) => (release = () => resolve(reader.listCities()))),
      getCity: (c) => reader.getCity(c),
      listFeaturedProperties: () => reader.listFeaturedProperties(),
      getProperty: (c, p) => reader.getProperty(c, p),
      getPropertyBySlug: (p) => reader.getPropertyBySlug(p),
      getRoomType: (c, p, r) => reader.getRoomType(c, p, r),
      findProperties: (ids) => reader.findProperties(ids),
      findRoomTypes: (ids) => reader.findRoomTypes(ids),
      listRoomCandidates: (c) => reader.listRoomCandidates(c),
      listPropertyOptions: () => reader.listPropertyOptions(),
      getSiteSettings: () => reader.getSiteSettings(),
    });
    const store = new CatalogueStore(counted);
    const seen: string[] = [];
    const sub = store.cities$().subscribe((s) => seen.push(s.status));
    store.settings$().subscribe();
    store.retry();
    release();
    await new Promise((r) => setTimeout(r, 0));
    store.retry();
    await new Promise((r) => setTimeout(r, 0));
    sub.unsubscribe();
    expect(seen).toEqual(['loading', 'ready']);
    expect(calls.filter((c) => c === 'cities')).toHaveLength(1);
    expect(calls.filter((c) => c === 'settings')).toHaveLength(1);
  });
});
