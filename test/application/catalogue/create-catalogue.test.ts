import { describe, expect, it } from 'vitest';
import { MemoryCatalogueWriter } from '../../../src/adapters/memory/memory-catalogue-writer.adapter';
import { MemoryMediaStore } from '../../../src/adapters/memory/memory-media-store.adapter';
import { MemoryPictureFormats } from '../../../src/adapters/memory/memory-picture-formats.adapter';
import { AddPicture } from '../../../src/application/catalogue/add-picture.use-case';
import { CreateCity } from '../../../src/application/catalogue/create-city.use-case';
import { CreateProperty } from '../../../src/application/catalogue/create-property.use-case';
import { CreateRoomType } from '../../../src/application/catalogue/create-room-type.use-case';

const york = {
  slug: 'york',
  name: 'York',
  region: 'Yorkshire',
  intro: 'Walls.',
  lat: 53.96,
  lng: -1.08,
  heroPictureId: null,
  universities: [],
};
const minster = {
  citySlug: 'york',
  slug: 'minster-yard',
  name: 'Minster Yard',
  tagline: 'By the Minster',
  description: 'Stone.',
  addressLine1: '1 Minster Yard',
  postcode: 'YO1 7HH',
  lat: 53.962,
  lng: -1.082,
  amenities: [],
  floorLevels: ['1'],
  featured: false,
  pictureIds: [],
};
const studio = {
  propertySlug: 'minster-yard',
  slug: 'studio',
  name: 'Studio',
  kind: 'studio' as const,
  bedType: 'Double',
  sizeSqm: 20,
  description: 'A studio.',
  features: [],
  floorLevels: ['1'],
  pictureIds: [],
  tenancyOptions: [
    {
      academicYear: '2026/27',
      weeks: 51,
      startDate: '2026-09-05',
      endDate: '2027-08-27',
      pricePerWeekPence: 19_900,
      billingFrequency: 'weekly' as const,
      currency: 'GBP',
      roomsAvailable: 2,
    },
  ],
};

describe('creating the catalogue', () => {
  it('creates a city, a property in it and a room type in that, each listed after the others', async () => {
    const writer = new MemoryCatalogueWriter();
    expect(await new CreateCity(writer).run(york)).toMatchObject({ outcome: 'created' });
    expect(await new CreateCity(writer).run({ ...york, slug: 'leeds', name: 'Leeds' })).toMatchObject({
      outcome: 'created',
    });
    expect(await new CreateProperty(writer).run(minster)).toMatchObject({ outcome: 'created' });
    expect(await new CreateRoomType(writer).run(studio)).toMatchObject({ outcome: 'created' });
    const slice = writer.slice();
    expect(slice.cities.map((c) => [c.slug, c.sort])).toEqual([
      ['york', 0],
      ['leeds', 1],
    ]);
    expect(slice.tenancyOptions.map((o) => o.pricePerWeekPence)).toEqual([19_900]);
  });

  it('refuses a taken slug, a missing parent and bad fields, and writes nothing then', async () => {
    const writer = new MemoryCatalogueWriter();
    await new CreateCity(writer).run(york);
    expect(await new CreateCity(writer).run(york)).toEqual({ outcome: 'slug_taken' });
    expect(await new CreateProperty(writer).run({ ...minster, citySlug: 'bath' })).toEqual({ outcome: 'no_parent' });
    expect(await new CreateRoomType(writer).run(studio)).toEqual({ outcome: 'no_parent' });
    const bad = await new CreateCity(writer).run({ ...york, slug: 'New York', lat: 123 });
    expect(bad).toMatchObject({ outcome: 'invalid', fields: { slug: expect.any(String), lat: expect.any(String) } });
    await new CreateProperty(writer).run(minster);
    const backwards = studio.tenancyOptions.map((o) => ({ ...o, startDate: '2027-09-05' }));
    expect(await new CreateRoomType(writer).run({ ...studio, tenancyOptions: backwards })).toMatchObject({
      outcome: 'invalid',
      fields: { 'tenancyOptions.0.endDate': 'must not end before it starts' },
    });
    expect(writer.slice().cities).toHaveLength(1);
    expect(writer.slice().roomTypes).toHaveLength(0);
  });

  it('keeps a picture in the four formats, and refuses bytes that are no picture', async () => {
    const media = new MemoryMediaStore();
    const addPicture = new AddPicture(new MemoryPictureFormats(), media);
    const added = await addPicture.run({ original: Uint8Array.from([0xff, 0xd8, 0xff, 1]), alt: 'A studio' });
    expect(added).toMatchObject({ outcome: 'added', picture: { alt: 'A studio' } });
    expect(await addPicture.run({ original: Uint8Array.from([1, 2, 3]), alt: 'Noise' })).toEqual({
      outcome: 'unreadable',
    });
    expect(await addPicture.run({ original: Uint8Array.from([0xff, 0xd8, 0xff]), alt: ' ' })).toMatchObject({
      outcome: 'invalid',
    });
    expect(media.records()).toHaveLength(1);
  });
});
