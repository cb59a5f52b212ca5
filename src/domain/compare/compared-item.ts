import { type BillingPeriod, billingPeriod, formatPrice } from '../pricing/price-format';
import { isRecord, textOr } from '../shared/untrusted-values';

/** A property or a room as it is kept for comparison (spec section 3). */
/** The two compare lists: residences and room types. */
export type CompareKind = 'properties' | 'rooms';

export interface ComparedItem {
  readonly id: string;
  readonly display_name: string;
  /** The small picture, or '' when the document has none. */
  readonly image: string;
  readonly sub_text: string;
  /** en-US thousands separators; '' when missing or not numeric. */
  readonly price: string;
  readonly billing_frequency: BillingPeriod;
  readonly currency: string;
}

function smallOf(media: unknown): string {
  const first = Array.isArray(media) ? media[0] : media;
  if (!isRecord(first) || !isRecord(first.formats) || !isRecord(first.formats.small)) return '';
  return textOr(first.formats.small.url);
}

/** Builds the compared item from a document; null when the document has no id. */
export function comparedItem(doc: unknown): ComparedItem | null {
  if (!isRecord(doc)) return null;
  const rawId = doc._id ?? doc.id;
  const id = typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId) : '';
  if (id === '') return null;
  const gallery = Array.isArray(doc.media_gallery) && doc.media_gallery.length > 0 ? doc.media_gallery : null;
  return {
    id,
    display_name: textOr(doc.display_name) || textOr(doc.name),
    image: smallOf(gallery ?? doc.media),
    sub_text: textOr(doc.bed_type),
    price: formatPrice(doc.room_starting_price),
    billing_frequency: billingPeriod(doc.room_starting_price_billing_frequency),
    currency: textOr(doc.room_starting_price_currency),
  };
}
