/**
 * The query parameters analytics may keep: what the reports read (the booking step for the funnel,
 * listing filters and paging) and campaign tags. Everything else goes, above all a viewing manage
 * link's `token` and `ref`, referral codes and enquiry references, and any typed text; so does the
 * fragment. An allow-list, so a parameter added later is private until someone decides otherwise.
 */
const KEPT = new Set([
  'step',
  'page',
  'category',
  'view',
  'offer',
  'university',
  'price',
  'room',
  'available',
  'sort',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
]);

/** An address (absolute, or a path) with only the kept query parameters, in their order, and no fragment. */
export function safeAddress(address: string): string {
  const cut = address.search(/[?#]/);
  if (cut < 0) return address;
  const base = address.slice(0, cut);
  const query = address[cut] === '?' ? address.slice(cut + 1).split('#')[0] : '';
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(query)) if (KEPT.has(key)) kept.append(key, value);
  const text = kept.toString();
  return text === '' ? base : `${base}?${text}`;
}
