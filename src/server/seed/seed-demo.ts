import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { type ImageFile, writeCatalogue } from '../../adapters/postgres/catalogue-writer';
import type { Database } from '../../adapters/postgres/database';
import * as t from '../../adapters/postgres/schema';
import type { CatalogueSlice, MediaRecord } from '../../domain/catalogue/catalogue-records';
import { demoCities } from './demo-catalogue';
import { demoFaqs, demoOffers, demoPages, demoPosts, demoSettings } from './demo-content';
import { demoYearShift, shiftDemoYears, shiftLetDates } from './demo-dates';
import { IMAGE_FORMATS, type ImageFormatName, renderImage } from './image-generator';
import type { ImageSpec, SeedCity, SeedSiteSettings } from './seed-types';

export interface SeedReport {
  readonly seeded: boolean;
  readonly cities: number;
  readonly properties: number;
  readonly roomTypes: number;
  readonly images: number;
  readonly ms: number;
}

/** A picture to render and the media record it becomes. */
interface PendingImage {
  readonly record: MediaRecord;
  readonly spec: ImageSpec;
}

function pendingImage(spec: ImageSpec): PendingImage {
  const id = randomUUID();
  const formats = Object.fromEntries(
    (Object.keys(IMAGE_FORMATS) as ImageFormatName[]).map((name) => [
      name,
      { url: `/media/${id}/${name}.webp`, width: IMAGE_FORMATS[name].width, height: IMAGE_FORMATS[name].height },
    ]),
  ) as MediaRecord['formats'];
  return { record: { id, alt: spec.alt, formats }, spec };
}

/** Turns the demo data into catalogue records with fresh ids, and the pictures they need. */
export function catalogueFromSeed(seedCities: readonly SeedCity[]): { slice: CatalogueSlice; images: PendingImage[] } {
  const images: PendingImage[] = [];
  const image = (spec: ImageSpec) => {
    const pending = pendingImage(spec);
    images.push(pending);
    return pending.record.id;
  };
  const slice: {
    [K in keyof CatalogueSlice]: CatalogueSlice[K][number][];
  } = { cities: [], universities: [], properties: [], roomTypes: [], tenancyOptions: [], media: [] };

  seedCities.forEach((city, cityIndex) => {
    const cityId = randomUUID();
    slice.cities.push({
      id: cityId,
      slug: city.slug,
      name: city.name,
      region: city.region,
      intro: city.intro,
      lat: city.lat,
      lng: city.lng,
      heroMediaId: image(city.hero),
      sort: cityIndex,
    });
    for (const u of city.universities) {
      slice.universities.push({
        id: randomUUID(),
        slug: u.slug,
        cityId,
        name: u.name,
        shortName: u.shortName,
        lat: u.lat,
        lng: u.lng,
        website: u.website,
      });
    }
    city.properties.forEach((p, propertyIndex) => {
      const propertyId = randomUUID();
      slice.properties.push({
        id: propertyId,
        slug: p.slug,
        cityId,
        name: p.name,
        tagline: p.tagline,
        description: p.description,
        addressLine1: p.addressLine1,
        postcode: p.postcode,
        lat: p.lat,
        lng: p.lng,
        amenities: p.amenities,
        floorLevels: p.floorLevels,
        featured: p.featured,
        sort: propertyIndex,
        mediaIds: p.gallery.map(image),
      });
      p.roomTypes.forEach((r, roomIndex) => {
        const roomTypeId = randomUUID();
        slice.roomTypes.push({
          id: roomTypeId,
          slug: r.slug,
          propertyId,
          name: r.name,
          kind: r.kind,
          bedType: r.bedType,
          sizeSqm: r.sizeSqm,
          description: r.description,
          features: r.features,
          floorLevels: r.floorLevels,
          sort: roomIndex,
          mediaIds: r.gallery.map(image),
        });
        for (const o of r.tenancyOptions) {
          slice.tenancyOptions.push({
            id: randomUUID(),
            roomTypeId,
            academicYear: o.academicYear,
            weeks: o.weeks,
            startDate: o.startDate,
            endDate: o.endDate,
            pricePerWeekPence: Math.round(o.pricePerWeek * 100),
            billingFrequency: o.billingFrequency,
            currency: o.currency,
            roomsAvailable: o.roomsAvailable,
          });
        }
      });
    });
  });
  return { slice, images };
}

type Render = typeof renderImage;

async function renderAll(images: readonly PendingImage[], render: Render, concurrency = 4): Promise<ImageFile[]> {
  const files: ImageFile[] = [];
  let next = 0;
  const worker = async () => {
    while (next < images.length) {
      const pending = images[next++];
      if (!pending) break;
      const rendered = await render(pending.spec);
      for (const [format, r] of Object.entries(rendered) as [ImageFormatName, (typeof rendered)[ImageFormatName]][]) {
        files.push({
          mediaId: pending.record.id,
          format,
          contentType: r.contentType,
          width: r.width,
          height: r.height,
          data: r.data,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return files;
}

export interface DemoData {
  readonly cities: readonly SeedCity[];
  readonly settings: SeedSiteSettings;
  readonly posts: typeof demoPosts;
  readonly pages: typeof demoPages;
  readonly faqs: typeof demoFaqs;
  readonly offers: typeof demoOffers;
}

export const demoData: DemoData = {
  cities: demoCities,
  settings: demoSettings,
  posts: demoPosts,
  pages: demoPages,
  faqs: demoFaqs,
  offers: demoOffers,
};

/** The demo as it is loaded at `now`: moved forward to the academic year of that day (demo-dates.ts). */
export function demoDataAt(now: number): DemoData {
  const years = demoYearShift(now);
  if (years === 0) return demoData;
  const moved = shiftDemoYears(demoData, years);
  const cities = moved.cities.map((city) => ({
    ...city,
    properties: city.properties.map((property) => ({
      ...property,
      roomTypes: property.roomTypes.map((room) => ({
        ...room,
        tenancyOptions: room.tenancyOptions.map((option) => ({
          ...option,
          // The text shift moved the start by calendar years; a let moves by whole weeks from its original start.
          ...shiftLetDates(shiftDemoYears(option.startDate, -years), option.weeks, years),
        })),
      })),
    })),
  }));
  return { ...moved, cities };
}

/**
 * Loads the demo operator into an empty database, all in one transaction; a database that has
 * any city already is left alone, so a second start never duplicates anything.
 */
export async function seedDemo(
  db: Database,
  { data: given, render = renderImage, now = Date.now }: { data?: DemoData; render?: Render; now?: () => number } = {},
): Promise<SeedReport> {
  const data = given ?? demoDataAt(now());
  const { posts, pages, faqs, offers } = data;
  const started = now();
  const isEmpty = async (executor: Database) => (await executor.select({ n: count() }).from(t.cities))[0]?.n === 0;
  if (!(await isEmpty(db))) return { seeded: false, cities: 0, properties: 0, roomTypes: 0, images: 0, ms: 0 };

  const { slice, images } = catalogueFromSeed(data.cities);
  const covers = posts.map((p) => pendingImage(p.cover));
  // A page picture with the same look as a catalogue picture or a cover reuses it, rather than
  // rendering and storing the same pixels twice.
  const specKey = (spec: ImageSpec) => `${spec.scene}|${spec.seed}|${spec.palette.join(',')}`;
  const known = new Map([...images, ...covers].map((i) => [specKey(i.spec), i]));
  const fresh: PendingImage[] = [];
  const pageImage = (spec: ImageSpec): PendingImage => {
    const existing = known.get(specKey(spec));
    if (existing) return existing;
    const pending = pendingImage(spec);
    known.set(specKey(spec), pending);
    fresh.push(pending);
    return pending;
  };
  const pageImages = pages.map((p) => p.blocks.map((b) => ('image' in b ? pageImage(b.image) : null)));
  const allImages = [...images, ...covers, ...fresh];
  const files = await renderAll(allImages, render);
  const cityIds = new Map(slice.cities.map((c) => [c.slug, c.id]));
  const propertyIds = new Map(slice.properties.map((p) => [p.slug, p.id]));

  const seeded = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
    if (!(await isEmpty(tx))) return false;
    await writeCatalogue(tx, { ...slice, media: allImages.map((i) => i.record) }, data.settings, files);
    if (posts.length) {
      await tx.insert(t.posts).values(
        posts.map((p, i) => ({
          slug: p.slug,
          title: p.title,
          excerpt: p.excerpt,
          body: p.body,
          category: p.category,
          author: p.author,
          publishedAt: new Date(p.publishedAt),
          coverMediaId: covers[i]?.record.id ?? null,
        })),
      );
    }
    if (pages.length) {
      await tx.insert(t.pages).values(
        pages.map((p, pageIndex) => ({
          slug: p.slug,
          title: p.title,
          description: p.description,
          blocks: p.blocks.map((b, blockIndex) => {
            const mediaId = pageImages[pageIndex]?.[blockIndex]?.record.id ?? null;
            switch (b.type) {
              case 'image':
                return { type: 'image', mediaId, alt: b.image.alt, caption: b.caption ?? null };
              case 'hero':
                return { type: 'hero', mediaId, alt: b.image.alt };
              case 'media-text': {
                const { image, ...rest } = b;
                return { ...rest, mediaId, alt: image.alt };
              }
              default:
                return b;
            }
          }),
        })),
      );
    }
    if (faqs.length) {
      await tx.insert(t.faqs).values(
        faqs.map((f, position) => ({
          category: f.category,
          question: f.question,
          answer: f.answer,
          position,
          propertyId: f.propertySlug ? (propertyIds.get(f.propertySlug) ?? null) : null,
        })),
      );
    }
    if (offers.length) {
      await tx.insert(t.offers).values(
        offers.map((o) => ({
          slug: o.slug,
          title: o.title,
          summary: o.summary,
          terms: o.terms,
          code: o.code,
          startsAt: new Date(o.startsAt),
          // The seed names the last day an offer runs; it is current until that day has ended.
          endsAt: new Date(Date.parse(o.endsAt) + 86_400_000),
          cityId: o.citySlug ? (cityIds.get(o.citySlug) ?? null) : null,
          propertyId: o.propertySlug ? (propertyIds.get(o.propertySlug) ?? null) : null,
        })),
      );
    }
    return true;
  });
  return {
    seeded,
    cities: slice.cities.length,
    properties: slice.properties.length,
    roomTypes: slice.roomTypes.length,
    images: allImages.length,
    ms: now() - started,
  };
}
