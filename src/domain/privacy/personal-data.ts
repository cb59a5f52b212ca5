/**
 * Finding what the site holds about one person, by their e-mail address: the rules the export and
 * the erasure share, whatever stores the data. An address is compared without regard to case and
 * found as a whole address, never as part of a longer one (ada@example.com is not in
 * nada@example.com or ada@example.com.au).
 */

/** One plain address (no display name, no list), as a person asking for their data gives it. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:".]+$/.test(value) && value.length <= 254;
}

/** Characters that can continue an address on either side (besides a dot followed by more of it). */
const localChar = /[a-z0-9!#$%&'*+/=?^_`{|}~.-]/i;
const domainChar = /[a-z0-9_-]/i;

/**
 * Whether `value` mentions `email`: a string containing it as a whole address, or an array or
 * object with such a string among its values (at any depth; keys are not searched). Nothing is
 * mentioned by something that is not one address, so an empty or partial query never matches
 * everything.
 */
export function mentionsAddress(value: unknown, email: string): boolean {
  const address = email.trim().toLowerCase();
  if (!isEmailAddress(address)) return false;
  return mentions(value, address);
}

function mentions(value: unknown, address: string): boolean {
  if (typeof value === 'string') return textMentions(value.toLowerCase(), address);
  if (Array.isArray(value)) return value.some((v) => mentions(v, address));
  if (value !== null && typeof value === 'object') return Object.values(value).some((v) => mentions(v, address));
  return false;
}

function textMentions(text: string, address: string): boolean {
  for (let at = text.indexOf(address); at !== -1; at = text.indexOf(address, at + 1)) {
    const before = text[at - 1];
    const after = text[at + address.length];
    const next = text[at + address.length + 1];
    const continuesBefore = before !== undefined && localChar.test(before);
    const continuesAfter =
      after !== undefined && (domainChar.test(after) || (after === '.' && next !== undefined && domainChar.test(next)));
    if (!continuesBefore && !continuesAfter) return true;
  }
  return false;
}
