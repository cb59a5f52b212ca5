import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { cityInput, propertyInput, roomTypeInput } from '../../application/catalogue/catalogue-inputs';
import { siteSettingsInput } from '../../application/catalogue/save-site-settings.use-case';
import { faqInput, offerInput, postInput } from '../../application/content/content-inputs';
import { demoYearShift, shiftDemoYears, shiftLetDates } from './demo-dates';

/**
 * The demo operator's files in demo/ (README there): the same inputs the create use cases take,
 * with pictures named by their file in demo/pictures (loaded through AddPicture) where the use
 * cases take picture ids. Read and checked here; each record is validated again by its use case.
 */

const picture = z.object({ file: z.string().regex(/^[a-z0-9/-]+\.(webp|png|jpe?g|avif)$/), alt: z.string() });
export type DemoPicture = z.infer<typeof picture>;

const demoRoomType = roomTypeInput.omit({ propertySlug: true, pictureIds: true }).extend({ gallery: z.array(picture) });
const demoProperty = propertyInput
  .omit({ citySlug: true, pictureIds: true })
  .extend({ gallery: z.array(picture), roomTypes: z.array(demoRoomType) });
const demoCity = cityInput.omit({ heroPictureId: true }).extend({ hero: picture, properties: z.array(demoProperty) });
const demoPost = postInput.omit({ coverMediaId: true }).extend({ cover: picture });
/** A page's blocks as CreatePage takes them, but with `image` (a picture file) where a block shows one. */
const demoPage = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  blocks: z.array(z.looseObject({ type: z.string(), image: picture.optional() })),
});

export const demoFiles = {
  site: siteSettingsInput.required(),
  catalogue: z.object({ cities: z.array(z.string()) }),
  city: demoCity,
  posts: z.array(demoPost),
  pages: z.array(demoPage),
  faqs: z.array(faqInput),
  offers: z.array(offerInput),
};

export interface DemoData {
  readonly site: z.infer<typeof demoFiles.site>;
  readonly cities: readonly z.infer<typeof demoCity>[];
  readonly posts: readonly z.infer<typeof demoPost>[];
  readonly pages: readonly z.infer<typeof demoPage>[];
  readonly faqs: readonly z.infer<typeof faqInput>[];
  readonly offers: readonly z.infer<typeof offerInput>[];
}

/** Reads and checks the demo's data files (not the pictures) from `dir`. */
export function readDemo(dir: string): DemoData {
  const read = <S extends z.ZodType>(file: string, schema: S): z.infer<S> => {
    const parsed = schema.safeParse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    if (!parsed.success) throw new Error(`demo/${file}: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  };
  const { cities } = read('catalogue.json', demoFiles.catalogue);
  return {
    site: read('site.json', demoFiles.site),
    cities: cities.map((slug) => read(`cities/${slug}.json`, demoFiles.city)),
    posts: read('posts.json', demoFiles.posts),
    pages: read('pages.json', demoFiles.pages),
    faqs: read('faqs.json', demoFiles.faqs),
    offers: read('offers.json', demoFiles.offers),
  };
}

/** The demo as it is loaded at `now`: moved forward to the academic year of that day (demo-dates.ts). */
export function demoDataAt(data: DemoData, now: number): DemoData {
  const years = demoYearShift(now);
  if (years === 0) return data;
  const moved = shiftDemoYears(data, years);
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
