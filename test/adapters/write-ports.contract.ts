import { afterEach, describe, expect, it } from 'vitest';
import { MemoryPictureFormats } from '../../src/adapters/memory/memory-picture-formats.adapter';
import type { CatalogueReader } from '../../src/ports/catalogue-reader.port';
import type { CatalogueWriter } from '../../src/ports/catalogue-writer.port';
import type { ContentReader } from '../../src/ports/content-reader.port';
import type { ContentWriter } from '../../src/ports/content-writer.port';
import type { MediaStore } from '../../src/ports/media-store.port';
import type { MediaWriter } from '../../src/ports/media-writer.port';

/** The write ports of the catalogue, the content and the pictures, and readers over what they wrote. */
export interface WriteSubject {
  readonly catalogue: CatalogueWriter;
  readonly content: ContentWriter;
  readonly media: MediaWriter & MediaStore;
  readonly reader: () => CatalogueReader;
  readonly contentReader: () => ContentReader;
  readonly close?: () => Promise<void>;
}

const webp = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3]);
const city = { slug: 'york', name: 'York', region: 'Yorkshire', intro: 'Walls and rivers.', lat: 53.96, lng: -1.08 };
const property = {
  slug: 'minster-yard',
  name: 'Minster Yard',
  tagline: 'By the Minster',
  description: 'Old stone, new rooms.',
  addressLine1: '1 Minster Yard',
  postcode: 'YO1 7HH',
  lat: 53.962,
  lng: -1.082,
  amenities: ['Gym'],
  floorLevels: ['Ground', '1'],
  featured: true,
};
const roomType = {
  slug: 'studio',
  name: 'Studio',
  kind: 'studio' as const,
  bedType: 'Double',
  sizeSqm: 20,
  description: 'A studio.',
  features: ['Desk'],
  floorLevels: ['1'],
};
const aLet = {
  academicYear: '2026/27',
  weeks: 51,
  startDate: '2026-09-05',
  endDate: '2027-08-27',
  pricePerWeekPence: 19_900,
  billingFrequency: 'weekly' as const,
  currency: 'GBP',
  roomsAvailable: 3,
};

export function writePortsContract(name: string, make: () => Promise<WriteSubject>) {
  describe(`write ports: ${name}`, () => {
    let subject: WriteSubject | undefined;
    afterEach(async () => {
      await subject?.close?.();
      subject = undefined;
    });

    it('keeps a picture in every format under the id it gives, as the media store serves it', async () => {
      subject = await make();
      const files = await new MemoryPictureFormats().make(webp);
      if (!files) throw new Error('the fake made no formats');
      const picture = await subject.media.addPicture('A studio', files);
      expect(picture.formats.large).toEqual({
        url: `/media/${picture.id}/large.webp`,
        avifUrl: `/media/${picture.id}/large.avif`,
        width: 1600,
        height: 1067,
      });
      const thumbnail = await subject.media.read(picture.id, 'thumbnail');
      // The bytes, whatever carries them (PGlite gives a Uint8Array, node-postgres a Buffer).
      expect(thumbnail && new Uint8Array(thumbnail.data)).toEqual(new Uint8Array(files.thumbnail.data));
      expect(await subject.media.read(picture.id, 'small')).toMatchObject({ contentType: 'image/webp' });
    });

    it('adds a city, its property and a room type with its lets, which the reader then finds', async () => {
      subject = await make();
      const { catalogue } = subject;
      expect(await catalogue.isEmpty()).toBe(true);
      const files = await new MemoryPictureFormats().make(webp);
      const picture = files && (await subject.media.addPicture('A studio', files));
      const cityId = await catalogue.addCity({ ...city, heroMediaId: null, sort: 0 }, [
        {
          slug: 'uoy',
          name: 'University of York',
          shortName: 'York',
          lat: 53.94,
          lng: -1.05,
          website: 'https://york.ac.uk',
        },
      ]);
      expect(await catalogue.isEmpty()).toBe(false);
      expect(await catalogue.findCity('york')).toEqual({ id: cityId });
      expect(await catalogue.findCity('leeds')).toBeNull();
      const propertyId = await catalogue.addProperty({ ...property, cityId, sort: 0, mediaIds: [] });
      expect(await catalogue.findProperty('minster-yard')).toEqual({ id: propertyId, cityId });
      expect([await catalogue.countCities(), await catalogue.countProperties(cityId)]).toEqual([1, 1]);
      await catalogue.addRoomType({ ...roomType, propertyId, sort: 0, mediaIds: picture ? [picture.id] : [] }, [aLet]);
      expect(await catalogue.roomTypeSlugs(propertyId)).toEqual(['studio']);

      const room = await subject.reader().getRoomType('york', 'minster-yard', 'studio');
      expect(room).toMatchObject({ name: 'Studio', bed_type: 'Double', room_starting_price: 199 });
      expect(room?.media_gallery.map((m) => m._id)).toEqual([picture?.id]);
      expect((await subject.reader().getCity('york'))?.universities?.map((u) => u.name)).toEqual([
        'University of York',
      ]);
    });

    it('sets the site settings it is given and keeps the others', async () => {
      subject = await make();
      await subject.catalogue.saveSiteSettings({ brandName: 'York Rooms', tagline: 'Old city, new rooms' });
      await subject.catalogue.saveSiteSettings({ tagline: 'Stay by the walls' });
      expect(await subject.reader().getSiteSettings()).toMatchObject({
        brand_name: 'York Rooms',
        tagline: 'Stay by the walls',
      });
    });

    it('adds posts, pages, FAQs and offers, which the content reader then finds', async () => {
      subject = await make();
      const { content } = subject;
      const cityId = await subject.catalogue.addCity({ ...city, heroMediaId: null, sort: 0 }, []);
      const propertyId = await subject.catalogue.addProperty({ ...property, cityId, sort: 0, mediaIds: [] });
      expect(await content.hasPost('hello')).toBe(false);
      await content.addPost({
        slug: 'hello',
        title: 'Hello',
        excerpt: 'Hi',
        body: 'Hello there.',
        category: 'News',
        author: 'Ana',
        publishedAt: '2020-01-01T00:00:00.000Z',
        coverMediaId: null,
        status: 'published',
      });
      await content.addPage({
        slug: 'about',
        title: 'About',
        description: 'Us',
        blocks: [{ type: 'rich-text', body: 'We are.' }],
      });
      await content.addFaq({ category: 'Booking', question: 'How?', answer: 'Online.', propertyId: null });
      await content.addFaq({ category: 'Booking', question: 'Where?', answer: 'In York.', propertyId });
      await content.addOffer({
        slug: 'york-50',
        title: '£50 off',
        summary: 'Off',
        terms: 'Terms',
        code: 'YORK50',
        startsAt: '2020-01-01T00:00:00.000Z',
        endsAt: '2100-01-01T00:00:00.000Z',
        cityId,
        propertyId: null,
      });
      expect([
        await content.hasPost('hello'),
        await content.hasPage('about'),
        await content.hasOffer('york-50'),
      ]).toEqual([true, true, true]);
      const reader = subject.contentReader();
      expect((await reader.getPost('hello'))?.title).toBe('Hello');
      expect((await reader.getPage('about'))?.title).toBe('About');
      expect((await reader.listFaqs()).map((f) => [f.question, f.property_id])).toEqual([
        ['How?', null],
        ['Where?', 'minster-yard'],
      ]);
      expect((await reader.listOffers()).map((o) => [o.code, o.city_id])).toEqual([['YORK50', 'york']]);
    });
  });
}
