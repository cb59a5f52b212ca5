import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pMap from 'p-map';
import type { Database } from '../../adapters/postgres/database';
import { DrizzleCatalogueWriter } from '../../adapters/postgres/drizzle-catalogue-writer.adapter';
import { DrizzleContentWriter } from '../../adapters/postgres/drizzle-content-writer.adapter';
import { DrizzleMediaWriter } from '../../adapters/postgres/drizzle-media-writer.adapter';
import { SharpPictureFormats } from '../../adapters/sharp/sharp-picture-formats.adapter';
import { AddPicture } from '../../application/catalogue/add-picture.use-case';
import type { CreateOutcome } from '../../application/catalogue/catalogue-inputs';
import { CreateCity } from '../../application/catalogue/create-city.use-case';
import { CreateProperty } from '../../application/catalogue/create-property.use-case';
import { CreateRoomType } from '../../application/catalogue/create-room-type.use-case';
import { SaveSiteSettings } from '../../application/catalogue/save-site-settings.use-case';
import type { PageBlockInput } from '../../application/content/content-inputs';
import { CreateFaq } from '../../application/content/create-faq.use-case';
import { CreateOffer } from '../../application/content/create-offer.use-case';
import { CreatePage } from '../../application/content/create-page.use-case';
import { CreatePost } from '../../application/content/create-post.use-case';
import type { MediaWriter, PictureFormats } from '../../ports/media-writer.port';
import { type DemoData, type DemoPicture, demoDataAt, readDemo } from './demo-files';

/**
 * The demo operator's loader, built apart from the server (dist/demo/seed-demo.js, ADR 036) and
 * imported by it only when SEED_DEMO is on: it reads demo/ and creates everything through the
 * application's own use cases, pictures through AddPicture (sharp makes their formats, as for an
 * operator's upload), all in one transaction.
 */
export { seedViewingRules } from './seed-viewing-rules';

export interface SeedReport {
  readonly seeded: boolean;
  readonly cities: number;
  readonly properties: number;
  readonly roomTypes: number;
  readonly images: number;
  readonly ms: number;
}

export interface SeedOptions {
  /** The demo's folder (demo/ at the project root). */
  readonly dir: string;
  /** The data to load instead of the folder's (its pictures are still read from the folder). */
  readonly data?: DemoData;
  /** How the pictures' formats are made (sharp unless told otherwise). */
  readonly formats?: PictureFormats;
  readonly now?: () => number;
}

/** Raises when a use case refuses a demo record: the demo files are wrong. */
function created(what: string, outcome: CreateOutcome): string {
  if (outcome.outcome === 'created') return outcome.id;
  throw new Error(`demo: ${what} refused: ${JSON.stringify(outcome)}`);
}

/**
 * Every picture the demo shows, once each. A page may show a picture the catalogue has, with its
 * own alt text on the block: the picture keeps the catalogue's (the first use's) alt.
 */
function demoPictures(data: DemoData): DemoPicture[] {
  const all = [
    ...data.cities.flatMap((c) => [
      c.hero,
      ...c.properties.flatMap((p) => [...p.gallery, ...p.roomTypes.flatMap((r) => r.gallery)]),
    ]),
    ...data.posts.map((p) => p.cover),
    ...data.pages.flatMap((p) => p.blocks.flatMap((b) => (b.image ? [b.image] : []))),
  ];
  const byFile = new Map<string, DemoPicture>();
  for (const picture of all) if (!byFile.has(picture.file)) byFile.set(picture.file, picture);
  return [...byFile.values()];
}

/**
 * The pictures are encoded four at a time, but a transaction is one connection, which takes one
 * statement at a time: their rows are stored one after another (pg would otherwise queue the
 * overlapping queries itself, which it deprecates).
 */
function oneAtATime(media: MediaWriter): MediaWriter {
  let last: Promise<unknown> = Promise.resolve();
  return {
    addPicture(alt, files, avif) {
      const stored = last.then(() => media.addPicture(alt, files, avif));
      last = stored.catch(() => undefined);
      return stored;
    },
  };
}

/**
 * Loads the demo operator into an empty database, all in one transaction; a database that has any
 * city already is left alone, so a second start never duplicates anything.
 */
export async function seedDemo(db: Database, options: SeedOptions): Promise<SeedReport> {
  const now = options.now ?? Date.now;
  const started = now();
  const nothing = { seeded: false, cities: 0, properties: 0, roomTypes: 0, images: 0, ms: 0 };
  if (!(await new DrizzleCatalogueWriter(db).isEmpty())) return nothing;
  const data = demoDataAt(options.data ?? readDemo(options.dir), now());
  const pictures = demoPictures(data);
  const formats = options.formats ?? new SharpPictureFormats();

  const seeded = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // Two servers starting on one empty PostgreSQL: the second waits, then finds the catalogue.
    await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
    const catalogue = new DrizzleCatalogueWriter(tx);
    if (!(await catalogue.isEmpty())) return false;
    const content = new DrizzleContentWriter(tx);
    const addPicture = new AddPicture(formats, oneAtATime(new DrizzleMediaWriter(tx)));
    const ids = new Map<string, string>();
    // Four at a time: sharp encodes on libuv's pool (4 threads) while PGlite stores the last ones.
    await pMap(
      pictures,
      async ({ file, alt }) => {
        const original = await readFile(path.join(options.dir, 'pictures', file));
        const outcome = await addPicture.run({ original, alt });
        if (outcome.outcome !== 'added') throw new Error(`demo: picture ${file} refused: ${JSON.stringify(outcome)}`);
        ids.set(file, outcome.picture.id);
      },
      { concurrency: 4 },
    );
    const id = (p: DemoPicture) => ids.get(p.file) ?? '';

    const settings = await new SaveSiteSettings(catalogue).run(data.site);
    if (settings.outcome !== 'saved') throw new Error(`demo: site settings refused: ${JSON.stringify(settings)}`);
    const [createCity, createProperty, createRoomType] = [
      new CreateCity(catalogue),
      new CreateProperty(catalogue),
      new CreateRoomType(catalogue),
    ];
    for (const { hero, properties, ...city } of data.cities) {
      created(`city ${city.slug}`, await createCity.run({ ...city, heroPictureId: id(hero) }));
      for (const { gallery, roomTypes, ...property } of properties) {
        const input = { ...property, citySlug: city.slug, pictureIds: gallery.map(id) };
        created(`property ${property.slug}`, await createProperty.run(input));
        for (const { gallery: shots, ...room } of roomTypes) {
          const roomInput = { ...room, propertySlug: property.slug, pictureIds: shots.map(id) };
          created(`room type ${property.slug}/${room.slug}`, await createRoomType.run(roomInput));
        }
      }
    }
    const createPost = new CreatePost(content);
    for (const { cover, ...post } of data.posts)
      created(`post ${post.slug}`, await createPost.run({ ...post, coverMediaId: id(cover) }));
    const createPage = new CreatePage(content);
    for (const page of data.pages) {
      const blocks = page.blocks.map(({ image, ...block }) =>
        image ? { ...block, mediaId: id(image), alt: image.alt } : block,
      ) as PageBlockInput[];
      created(`page ${page.slug}`, await createPage.run({ ...page, blocks }));
    }
    const createFaq = new CreateFaq(content, catalogue);
    for (const faq of data.faqs) created(`FAQ "${faq.question}"`, await createFaq.run(faq));
    const createOffer = new CreateOffer(content, catalogue);
    for (const offer of data.offers) created(`offer ${offer.slug}`, await createOffer.run(offer));
    return true;
  });
  const properties = data.cities.flatMap((c) => c.properties);
  return {
    seeded,
    cities: data.cities.length,
    properties: properties.length,
    roomTypes: properties.flatMap((p) => p.roomTypes).length,
    images: pictures.length,
    ms: now() - started,
  };
}
