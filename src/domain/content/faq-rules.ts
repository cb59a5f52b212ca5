import type { Faq } from './content';
import type { FaqRecord } from './content-records';

/** Categories whose general questions a property page shows after its own, in this order. */
export const propertyFaqCategories: readonly string[] = ['Booking', 'Viewings', 'Moving in'];

/** How many questions a property page shows. */
export const propertyFaqLimit = 6;

/**
 * Every FAQ as the FAQ page lists them: categories in the order of their first question, each
 * category's questions by position.
 */
export function orderFaqs(records: readonly FaqRecord[]): Faq[] {
  const categoryRank = new Map<string, number>();
  for (const r of records)
    categoryRank.set(r.category, Math.min(categoryRank.get(r.category) ?? r.position, r.position));
  return [...records]
    .sort(
      (a, b) =>
        (categoryRank.get(a.category) ?? 0) - (categoryRank.get(b.category) ?? 0) ||
        a.category.localeCompare(b.category) ||
        a.position - b.position ||
        a._id.localeCompare(b._id),
    )
    .map(({ position: _position, ...faq }) => faq);
}

/** The general questions (about no property in particular) of one category, in the order given. */
export function generalFaqsIn(faqs: readonly Faq[], category: string): Faq[] {
  return faqs.filter((f) => f.property_id === null && f.category === category);
}

/**
 * The questions a property page shows: its own first, then general ones taken in turn from
 * each of `categories` (so a short list still covers booking, viewings and moving in), at most
 * `limit`. Order within each group is the order given (see orderFaqs).
 */
export function faqsForProperty(
  faqs: readonly Faq[],
  place: { readonly cityId: string; readonly propertyId: string },
  { categories = propertyFaqCategories, limit = propertyFaqLimit } = {},
): Faq[] {
  const own = faqs.filter((f) => f.property_id === place.propertyId && f.city_id === place.cityId);
  const queues = categories.map((c) => generalFaqsIn(faqs, c));
  const general: Faq[] = [];
  for (let round = 0; queues.some((q) => round < q.length); round++)
    for (const queue of queues) {
      const faq = queue[round];
      if (faq) general.push(faq);
    }
  return [...own, ...general].slice(0, Math.max(0, limit));
}
