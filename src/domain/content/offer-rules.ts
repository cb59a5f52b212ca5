import type { Offer } from './content';

/** When an offer runs and where it applies; used by the offers page and the property page. */

type Timed = Pick<Offer, 'starts_at' | 'ends_at'>;
type Placed = Pick<Offer, 'city_id' | 'property_id'>;

/** Current from starts_at (inclusive) to ends_at (exclusive). */
export function isOfferCurrent(offer: Timed, nowMs: number): boolean {
  return Date.parse(offer.starts_at) <= nowMs && nowMs < Date.parse(offer.ends_at);
}

/** Offers current at `nowMs`, ending soonest first (then starting earliest, then by slug). */
export function currentOffers<T extends Timed & { readonly slug: string }>(offers: readonly T[], nowMs: number): T[] {
  return offers
    .filter((o) => isOfferCurrent(o, nowMs))
    .sort(
      (a, b) =>
        Date.parse(a.ends_at) - Date.parse(b.ends_at) ||
        Date.parse(a.starts_at) - Date.parse(b.starts_at) ||
        a.slug.localeCompare(b.slug),
    );
}

/** A place on the site, by slugs: a city page (no property) or a property page. */
export interface OfferPlace {
  readonly cityId: string;
  readonly propertyId?: string | null;
}

/**
 * Whether an offer applies at a place: site-wide offers everywhere, a city's offers in that city
 * and its properties, a property's offers on that property only (in its city, when one is named,
 * since property slugs are unique only within a city).
 */
export function offerAppliesTo(offer: Placed, place: OfferPlace): boolean {
  if (offer.property_id !== null)
    return offer.property_id === place.propertyId && (offer.city_id === null || offer.city_id === place.cityId);
  return offer.city_id === null || offer.city_id === place.cityId;
}

/** The offers that apply at a place, in the order given. */
export function offersFor<T extends Placed>(offers: readonly T[], place: OfferPlace): T[] {
  return offers.filter((o) => offerAppliesTo(o, place));
}
