import type { CatalogueWriter } from '../../ports/catalogue-writer.port';
import { type CreateOutcome, invalid, type PropertyInput, propertyInput } from './catalogue-inputs';

/** Creates a property (residence) in a city, listed after the city's others; its slug is unique site-wide. */
export class CreateProperty {
  constructor(private readonly catalogue: CatalogueWriter) {}

  async run(input: PropertyInput): Promise<CreateOutcome> {
    const parsed = propertyInput.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const { citySlug, pictureIds, ...property } = parsed.data;
    const city = await this.catalogue.findCity(citySlug);
    if (!city) return { outcome: 'no_parent' };
    if (await this.catalogue.findProperty(property.slug)) return { outcome: 'slug_taken' };
    const sort = await this.catalogue.countProperties(city.id);
    const id = await this.catalogue.addProperty({ ...property, cityId: city.id, sort, mediaIds: pictureIds });
    return { outcome: 'created', id };
  }
}
