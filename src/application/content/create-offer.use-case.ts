import { offerWindow } from '../../domain/content/posts-editing';
import type { CatalogueWriter } from '../../ports/catalogue-writer.port';
import type { ContentWriter } from '../../ports/content-writer.port';
import { type CreateOutcome, invalid } from '../catalogue/catalogue-inputs';
import { type OfferInput, offerInput } from './content-inputs';

/** Creates an offer, site-wide or for a city or a property, current from its first day to the end of its last (London days). */
export class CreateOffer {
  constructor(
    private readonly content: ContentWriter,
    private readonly catalogue: CatalogueWriter,
  ) {}

  async run(input: OfferInput): Promise<CreateOutcome> {
    const parsed = offerInput.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const { citySlug, propertySlug, startsOn, endsOn, ...offer } = parsed.data;
    const city = citySlug ? await this.catalogue.findCity(citySlug) : null;
    const property = propertySlug ? await this.catalogue.findProperty(propertySlug) : null;
    if ((citySlug && !city) || (propertySlug && !property)) return { outcome: 'no_parent' };
    if (await this.content.hasOffer(offer.slug)) return { outcome: 'slug_taken' };
    const window = offerWindow(startsOn, endsOn);
    if (!window) return { outcome: 'invalid', fields: { endsOn: 'must not end before it starts' } };
    const id = await this.content.addOffer({
      ...offer,
      ...window,
      cityId: city?.id ?? null,
      propertyId: property?.id ?? null,
    });
    return { outcome: 'created', id };
  }
}
