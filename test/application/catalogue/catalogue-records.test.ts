import { describe, expect, it } from 'vitest';
import { MemoryCatalogueConsole } from '../../../src/adapters/memory/memory-catalogue-console';
import { putRecord, residenceRows } from '../../../src/application/catalogue/catalogue-records';
import { fixtureSlice } from '../../support/catalogue-fixture';

describe('the console catalogue screens’ additions to the port', () => {
  it('lists every residence with its city’s name', async () => {
    const catalogue = new MemoryCatalogueConsole(fixtureSlice);
    const cities = new Map((await catalogue.list('city')).map((c) => [c.id, c.name]));
    const rows = await residenceRows(catalogue);
    expect(rows.map((r) => r.id)).toEqual((await catalogue.list('property')).map((p) => p.id));
    for (const row of rows) expect(row.cityName).toBe(cities.get(row.cityId));
    expect(rows.every((r) => r.cityName !== '')).toBe(true);
  });

  it('saves to the record as it was read, refuses it once someone saved since, and creates one when there is none', async () => {
    const catalogue = new MemoryCatalogueConsole(fixtureSlice);
    const [city] = await catalogue.list('city');
    if (!city) throw new Error('the fixture has a city');
    const saved = await putRecord(catalogue, 'city', city, { name: 'Renamed' });
    expect(saved.kind).toBe('saved');
    expect((await catalogue.get('city', city.id))?.name).toBe('Renamed');
    expect((await putRecord(catalogue, 'city', city, { name: 'Again' })).kind).toBe('stale');

    const before = (await catalogue.list('university')).length;
    const [first] = await catalogue.list('university');
    if (!first) throw new Error('the fixture has a university');
    const { id: _id, version: _version, ...fields } = first;
    const created = await putRecord(catalogue, 'university', null, { ...fields, name: 'New U', slug: 'new-u' });
    expect(created.kind).toBe('saved');
    expect((await catalogue.list('university')).length).toBe(before + 1);
  });
});
