/**
 * Finding what the site holds about one person, by their e-mail address: the rules the export and
 * the erasure share, whatever stores the data. An address is compared without regard to case and
 * found as a whole address, never as part of a longer one (ada@example.com is not in
 * nada@example.com or ada@example.com.au).
 */

import { isEmailAddress } from '../shared/email-address';

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

/** What stands in an answer where an erased address was. */
export const ERASED = '[erased]';

/**
 * Answers that hold the same person's details as an address answer: erasing the address erases
 * these with it (a referred friend's name goes with the friend's e-mail).
 */
const detailsWith: Readonly<Record<string, readonly string[]>> = { friendEmail: ['friendName'] };

/**
 * Another person's enquiry answers with one person's details erased (a resident's referral when
 * the friend asks for erasure): an answer that is the address goes, with the answers that hold the
 * same person's details (`friendEmail` takes `friendName`); the address anywhere else in the text
 * becomes ERASED. The rest of the request is kept: it is the sender's, not the erased person's.
 * Afterwards `mentionsAddress(result, email)` is false.
 */
export function eraseAddressFrom(fields: Readonly<Record<string, unknown>>, email: string): Record<string, unknown> {
  const address = email.trim().toLowerCase();
  if (!isEmailAddress(address)) throw new RangeError('Give one e-mail address, like name@example.com.');
  const gone = new Set<string>();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value.trim().toLowerCase() === address) {
      gone.add(key);
      for (const other of Object.hasOwn(detailsWith, key) ? (detailsWith[key] ?? []) : []) gone.add(other);
    }
  }
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => !gone.has(key))
      .map(([key, value]) => [key, withoutAddress(value, address)]),
  );
}

function withoutAddress(value: unknown, address: string): unknown {
  if (typeof value === 'string') return textWithoutAddress(value, address);
  if (Array.isArray(value)) return value.map((v) => withoutAddress(v, address));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutAddress(v, address)]));
  }
  return value;
}

/** The text with each whole occurrence of the address (any case) replaced by ERASED. */
function textWithoutAddress(text: string, address: string): string {
  const lower = text.toLowerCase();
  let result = '';
  let from = 0;
  for (let at = lower.indexOf(address); at !== -1; at = lower.indexOf(address, at + 1)) {
    if (at < from) continue;
    const before = lower[at - 1];
    const after = lower[at + address.length];
    const next = lower[at + address.length + 1];
    const continuesBefore = before !== undefined && localChar.test(before);
    const continuesAfter =
      after !== undefined && (domainChar.test(after) || (after === '.' && next !== undefined && domainChar.test(next)));
    if (continuesBefore || continuesAfter) continue;
    result += text.slice(from, at) + ERASED;
    from = at + address.length;
  }
  return result + text.slice(from);
}
