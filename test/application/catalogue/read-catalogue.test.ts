import { describe, expect, it } from 'vitest';
import { MemoryCatalogue } from '../../../src/adapters/memory/memory-catalogue.adapter';
import { ReadCatalogue } from '../../../src/application/catalogue/read-catalogue.use-case';
import { fixtureSettings, fixtureSlice } from '../../support/catalogue-fixture';

describe('reading the catalogue', () => {
  const read = new ReadCatalogue(new MemoryCatalogue(fixtureSlice, fixtureSettings));
  const [city] = fixtureSlice.cities;

  it("gives a city's residences and room candidates; null for a city we do not have", async () => {
    if (!city) throw new Error('the fixture has no city');
    expect((await read.cityProperties(city.slug))?.length).toBeGreaterThan(0);
    expect((await read.roomCandidates(city.slug))?.length).toBeGreaterThan(0);
    await expect(read.cityProperties('atlantis')).resolves.toBeNull();
    await expect(read.roomCandidates('atlantis')).resolves.toBeNull();
  });
});
