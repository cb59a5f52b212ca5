import type { Utm } from './enquiry';

/**
 * First-touch campaign parameters: the utm_* of the address a visit landed on, kept in memory for
 * the visit (nothing is written to the device before consent) and sent with every enquiry.
 */

const utmKeys = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/** The longest value an enquiry carries (the forms' envelope schema). */
export const UTM_VALUE_MAX = 200;

/** The campaign in an address's query (`?utm_source=…`, with or without the `?`): the first of each, trimmed, cut to 200. */
export function utmFromSearch(search: string): Utm {
  const utm: Partial<Record<(typeof utmKeys)[number], string>> = {};
  for (const part of search.replace(/^\?/, '').split('&')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at);
    if (!name.startsWith('utm_')) continue;
    const key = utmKeys.find((k) => `utm_${k}` === name);
    if (!key || utm[key] !== undefined) continue;
    const value = decoded(part.slice(at + 1))
      ?.trim()
      .slice(0, UTM_VALUE_MAX)
      .trim();
    if (value) utm[key] = value;
  }
  return utm;
}

/** The hidden inputs a form posts the campaign in without JavaScript: `utm_source` and so on, those present. */
export function utmFormFields(utm: Utm): (readonly [string, string])[] {
  return utmKeys.flatMap((key) => {
    const value = utm[key];
    return value ? [[`utm_${key}`, value] as const] : [];
  });
}

function decoded(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}
