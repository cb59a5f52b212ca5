import type { CatalogueWriter } from '../../ports/catalogue-writer.port';
import type { ContentWriter } from '../../ports/content-writer.port';
import { type CreateOutcome, invalid } from '../catalogue/catalogue-inputs';
import { type OfferInput, offerInput } from './content-inputs';

const DAY_MS = 86_400_000;

/** Creates an offer, site-wide or for a city or a property, current from its first day to the end of its last (UTC). */
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
    const id = await this.content.addOffer({
      ...offer,
      startsAt: new Date(`${startsOn}T00:00:00Z`).toISOString(),
      endsAt: new Date(Date.parse(`${endsOn}T00:00:00Z`) + DAY_MS).toISOString(),
      cityId: city?.id ?? null,
      propertyId: property?.id ?? null,
    });
    return { outcome: 'created', id };
  }
}
