import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryPictureFormats } from '../../src/adapters/memory/memory-picture-formats.adapter';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleCatalogueReader } from '../../src/adapters/postgres/drizzle-catalogue.adapter';
import { DrizzleEnquiryInboxes } from '../../src/adapters/postgres/drizzle-enquiry-inboxes.adapter';
import { DrizzleMediaStore } from '../../src/adapters/postgres/drizzle-media-store.adapter';
import * as t from '../../src/adapters/postgres/schema';
import { demoDir } from '../../src/server/paths';
import { readDemo } from '../../src/server/seed/demo-files';
import { seedDemo } from '../../src/server/seed/seed-demo';
import { databaseKinds, openTestDatabase } from '../support/test-database';

/** Making 188 pictures' formats takes seconds; these tests store a few bytes per format. */
const formats = new MemoryPictureFormats();
const fullDemo = readDemo(demoDir);
const demoCities = fullDemo.cities;
const demoSettings = fullDemo.site;
/** In the academic year the demo was written for, so the counts below are the files'. */
const writtenFor = () => Date.parse('2026-11-25T12:00:00Z');

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
      expect(o.pricePerWeekPence).toBeGreaterThanOrEqual(130_00);
      expect(o.pricePerWeekPence).toBeLessThanOrEqual(320_00);
      const days = (Date.parse(o.endDate) - Date.parse(o.startDate)) / 86_400_000;
      expect(days).toBe(o.weeks * 7 - 1);
    }
  });

  it('keeps its pictures as originals of at most 1600 px, under 15 MB in all', async () => {
    const files = await readdir(path.join(demoDir, 'pictures'), { recursive: true, withFileTypes: true });
    const pictures = files.filter((f) => f.isFile()).map((f) => path.join(f.parentPath, f.name));
    expect(pictures.length).toBe(188);
    let bytes = 0;
    for (const file of pictures) {
      const { width = 0, height = 0, size = 0 } = await sharp(file).metadata();
      expect(Math.max(width, height), file).toBeLessThanOrEqual(1600);
      bytes += size || (await stat(file)).size;
    }
    expect(bytes).toBeLessThan(15_000_000);
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
      const data = { ...fullDemo, site: { ...demoSettings, brandName: 'Seeded Brand Living' } };
      const report = await seedDemo(database.db, { dir: demoDir, data, formats, now: writtenFor });
      expect(report).toMatchObject({ seeded: true, cities: demoCities.length, images: 188 });
      const reader = new DrizzleCatalogueReader(database.db);
      const property = await reader.getProperty('manchester', 'square-gardens');
      expect(property?.name).toBe('Square Gardens');
      // A picture a page shows too (the contact page's hero) keeps the catalogue's own alt text.
      const facade = fullDemo.cities.flatMap((c) => c.properties).find((p) => p.slug === 'square-gardens')?.gallery[0];
      expect(property?.media_gallery[0]?.alt).toBe(facade?.alt);
      expect(facade?.alt).toMatch(/^Square Gardens from Grosvenor Street/);
      expect((await reader.getSiteSettings()).brand_name).toBe('Seeded Brand Living');
      // The operator's social profiles, read back from site_settings for the footer.
      expect((await reader.getSiteSettings()).social_links.map((l) => l.name)).toEqual([
        'Instagram',
        'TikTok',
        'LinkedIn',
      ]);
      // Each team's address for its enquiries, kept on the server: not in the public settings.
      const staff = await new DrizzleEnquiryInboxes(database.db).staffAddresses();
      expect(staff['group-booking']).toBe('groups@emberandoak.example');
      expect(staff.contact).toBe(demoSettings.supportEmail);
      expect(Object.values(staff).every((a) => a.endsWith('@emberandoak.example'))).toBe(true);
      expect(JSON.stringify(await reader.getSiteSettings())).not.toContain('groups@');
      const firstPicture = property?.media_gallery[0];
      expect(firstPicture).toBeDefined();
      const store = new DrizzleMediaStore(database.db);
      for (const format of ['thumbnail', 'small', 'phone', 'medium', 'large'] as const) {
        expect(await store.read(firstPicture?._id ?? '', format)).toMatchObject({ contentType: 'image/webp' });
      }
      // The tablet format is made on its first ask (ADR 066), yet every page names it.
      expect(await store.read(firstPicture?._id ?? '', 'tablet')).toBeNull();
      expect(firstPicture?.formats.tablet?.url).toBe(`/media/${firstPicture?._id}/tablet.webp`);
      const [posts] = await database.db.select({ n: count() }).from(t.posts);
      const [pages] = await database.db.select({ n: count() }).from(t.pages);
      const [offers] = await database.db.select({ n: count() }).from(t.offers);
      expect([posts?.n, pages?.n, offers?.n]).toEqual([
        fullDemo.posts.length,
        fullDemo.pages.length,
        fullDemo.offers.length,
      ]);
    });

    it('adds nothing the second time', async () => {
      const before = await database.db.select({ n: count() }).from(t.roomTypes);
      const report = await seedDemo(database.db, { dir: demoDir, formats });
      const after = await database.db.select({ n: count() }).from(t.roomTypes);
      expect(report.seeded).toBe(false);
      expect(after).toEqual(before);
    });
  });
}
