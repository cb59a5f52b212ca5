/**
 * The one rule for text that comes from outside (request bodies, route parameters, queries,
 * analytics uploads), as plain functions: the form schemas apply it through
 * src/adapters/forms/wire-text.ts, and the analytics upload reader calls it directly.
 *
 * - A single-line field (a name, an e-mail address, a phone number, a reference, a slug, a short
 *   answer, an id) refuses any control character, the line break included: what a visitor types
 *   on one line stays one line in every e-mail and page it reaches (`Ann Lee\nSubject: …` is
 *   refused, not turned into a line of its own).
 * - Free text (a message) keeps its line breaks, each as `\n`; a tab becomes a space and every
 *   other control character is dropped.
 * - Either way NUL, which PostgreSQL refuses in text, never reaches the database.
 * - A request body holding a lone surrogate half (ill-formed UTF-16, `"\ud800"` in JSON; no browser
 *   form sends one, and PostgreSQL's JSON refuses it) is refused whole at the door
 *   (`holdsLoneSurrogate`); what the database adapters keep is made storable besides (storable.ts).
 *
 * Control characters are Unicode's Cc (U+0000–U+001F, U+007F–U+009F) and the line and paragraph
 * separators U+2028 and U+2029, which mail clients and scripts read as line breaks.
 */

const controlCharacter = /[\p{Cc}\u2028\u2029]/u;
const lineBreak = /\r\n|\r|\u2028|\u2029/g;
const otherControls = /[^\P{Cc}\n]/gu;
/** With the `u` flag, `\p{Cs}` matches only a surrogate half that is not one of a pair. */
const loneSurrogate = /\p{Cs}/u;

/** Whether `text` has no control character at all: what a single-line field may hold. */
export function isSingleLine(text: string): boolean {
  return !controlCharacter.test(text);
}

/** Free text as it is kept: line breaks as `\n`, tabs as spaces, other control characters dropped. */
export function freeText(text: string): string {
  return text.replace(lineBreak, '\n').replaceAll('\t', ' ').replace(otherControls, '');
}

/**
 * Whether any string in a parsed request body (keys included, at any depth of its arrays and plain
 * objects; bytes and other objects are not read) holds a lone surrogate half: such a body is
 * refused whole, at the door. Walked without recursion, so no nesting depth can overflow the stack.
 */
export function holdsLoneSurrogate(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (loneSurrogate.test(next)) return true;
    } else if (Array.isArray(next)) {
      for (const inner of next) pending.push(inner);
    } else if (isPlainObject(next)) {
      for (const [key, inner] of Object.entries(next)) {
        if (loneSurrogate.test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
