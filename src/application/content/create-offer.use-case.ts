import { addDays, londonInstant } from '../../domain/shared/london-time';
import type { CatalogueWriter } from '../../ports/catalogue-writer.port';
import type { ContentWriter } from '../../ports/content-writer.port';
import { type CreateOutcome, invalid } from '../catalogue/catalogue-inputs';
import { type OfferInput, offerInput } from './content-inputs';

/** Creates an offer, site-wide or for a city or a property, current from London midnight of its first day to London midnight after its last. */
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
      startsAt: londonMidnight(startsOn),
      endsAt: londonMidnight(addDays(endsOn, 1)),
      cityId: city?.id ?? null,
      propertyId: property?.id ?? null,
    });
    return { outcome: 'created', id };
  }
}

/** The instant a London day starts (midnight never falls in the hour the clocks skip), as ISO. */
function londonMidnight(date: string): string {
  return new Date(londonInstant(date, '00:00') ?? Date.parse(`${date}T00:00:00Z`)).toISOString();
}
