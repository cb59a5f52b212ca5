import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleCatalogueReader } from '../../src/adapters/postgres/drizzle-catalogue.adapter';
import { DrizzleEnquiryInboxes } from '../../src/adapters/postgres/drizzle-enquiry-inboxes.adapter';
import { DrizzleMediaStore } from '../../src/adapters/postgres/drizzle-media-store.adapter';
import * as t from '../../src/adapters/postgres/schema';
import { demoCities } from '../../src/server/seed/demo-catalogue';
import { demoFaqs, demoOffers, demoPages, demoPosts, demoSettings } from '../../src/server/seed/demo-content';
import { IMAGE_FORMATS } from '../../src/server/seed/image-generator';
import { type DemoData, seedDemo } from '../../src/server/seed/seed-demo';
import { databaseKinds, openTestDatabase } from '../support/test-database';

/** Rendering 200 pictures takes seconds; these tests draw one-byte stand-ins. */
const fakeRender = async () =>
  Object.fromEntries(
    Object.entries(IMAGE_FORMATS).map(([name, size]) => [
      name,
      { data: Buffer.from([name.length]), width: size.width, height: size.height, contentType: 'image/webp' as const },
    ]),
  ) as Awaited<ReturnType<typeof import('../../src/server/seed/image-generator').renderImage>>;

const fullDemo: DemoData = {
  cities: demoCities,
  settings: demoSettings,
  posts: demoPosts,
  pages: demoPages,
  faqs: demoFaqs,
  offers: demoOffers,
};

describe('the demo data itself', () => {
  const properties = demoCities.flatMap((c) => c.properties.map((p) => ({ city: c, property: p })));
  const rooms = properties.flatMap(({ property }) => property.roomTypes);
  const options = rooms.flatMap((r) => r.tenancyOptions);

  it('is big enough to look like a real operator', () => {
    expect(demoCities.length).toBeGreaterThanOrEqual(6);
    expect(properties.length).toBeGreaterThanOrEqual(14);
    expect(rooms.length).toBeGreaterThanOrEqual(45);
    for (const r of rooms) expect(r.tenancyOptions.length).toBeGreaterThanOrEqual(2);
    expect(rooms.some((r) => r.tenancyOptions.every((o) => o.roomsAvailable === 0))).toBe(true);
  });

  it("includes the spec's example, manchester/square-gardens", () => {
    expect(
      properties.find(({ city, property }) => city.slug === 'manchester' && property.slug === 'square-gardens')
        ?.property.name,
    ).toBe('Square Gardens');
  });

  it('has realistic tenancies: 41, 44 or 51 weeks, £130–£320 a week, end dates that match the weeks', () => {
    for (const o of options) {
      expect([41, 44, 51]).toContain(o.weeks);
      expect(['2026/27', '2027/28']).toContain(o.academicYear);
      expect(o.pricePerWeek).toBeGreaterThanOrEqual(130);
      expect(o.pricePerWeek).toBeLessThanOrEqual(320);
      const days = (Date.parse(o.endDate) - Date.parse(o.startDate)) / 86_400_000;
      expect(days).toBe(o.weeks * 7 - 1);
    }
  });

  it('has unique slugs where URLs need them', () => {
    const citySlugs = demoCities.map((c) => c.slug);
    expect(new Set(citySlugs).size).toBe(citySlugs.length);
    for (const { property } of properties) {
      const slugs = property.roomTypes.map((r) => r.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });
});

for (const kind of databaseKinds()) {
  describe(`seedDemo on ${kind}`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await database?.close();
    });

    it('loads the whole demo operator into an empty database, pictures in every format', async () => {
      const data = { ...fullDemo, settings: { ...demoSettings, brandName: 'Seeded Brand Living' } };
      const report = await seedDemo(database.db, { data, render: fakeRender });
      expect(report).toMatchObject({ seeded: true, cities: demoCities.length });
      const reader = new DrizzleCatalogueReader(database.db);
      const property = await reader.getProperty('manchester', 'square-gardens');
      expect(property?.name).toBe('Square Gardens');
      expect((await reader.getSiteSettings()).brand_name).toBe('Seeded Brand Living');
      // Each team's address for its enquiries, kept on the server: not in the public settings.
      const staff = await new DrizzleEnquiryInboxes(database.db).staffAddresses();
      expect(staff['group-booking']).toBe('groups@emberandoak.example');
      expect(staff.contact).toBe(demoSettings.supportEmail);
      expect(Object.values(staff).every((a) => a.endsWith('@emberandoak.example'))).toBe(true);
      expect(JSON.stringify(await reader.getSiteSettings())).not.toContain('groups@');
      const firstPicture = property?.media_gallery[0];
      expect(firstPicture).toBeDefined();
      const store = new DrizzleMediaStore(database.db);
      for (const format of ['thumbnail', 'small', 'medium', 'large'] as const) {
        expect(await store.read(firstPicture?._id ?? '', format)).toMatchObject({ contentType: 'image/webp' });
      }
      const [posts] = await database.db.select({ n: count() }).from(t.posts);
      const [pages] = await database.db.select({ n: count() }).from(t.pages);
      const [offers] = await database.db.select({ n: count() }).from(t.offers);
      expect([posts?.n, pages?.n, offers?.n]).toEqual([demoPosts.length, demoPages.length, demoOffers.length]);
    });

    it('adds nothing the second time', async () => {
      const before = await database.db.select({ n: count() }).from(t.roomTypes);
      const report = await seedDemo(database.db, { data: fullDemo, render: fakeRender });
      const after = await database.db.select({ n: count() }).from(t.roomTypes);
      expect(report.seeded).toBe(false);
      expect(after).toEqual(before);
    });
  });
}
