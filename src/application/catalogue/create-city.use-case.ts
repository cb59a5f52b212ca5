import type { CatalogueWriter } from '../../ports/catalogue-writer.port';
import { type CityInput, type CreateOutcome, cityInput, invalid } from './catalogue-inputs';

/** Creates a city with its universities, listed after the cities there are. */
export class CreateCity {
  constructor(private readonly catalogue: CatalogueWriter) {}

  async run(input: CityInput): Promise<CreateOutcome> {
    const parsed = cityInput.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const { heroPictureId, universities, ...city } = parsed.data;
    if (await this.catalogue.findCity(city.slug)) return { outcome: 'slug_taken' };
    const sort = await this.catalogue.countCities();
    const id = await this.catalogue.addCity({ ...city, heroMediaId: heroPictureId, sort }, universities);
    return { outcome: 'created', id };
  }
}
