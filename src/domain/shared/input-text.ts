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
 * - Either way NUL, which PostgreSQL refuses in text, never reaches the database; nor does a lone
 *   surrogate half (ill-formed UTF-16, `"\ud800"` in JSON), which PostgreSQL's JSON refuses: a
 *   single-line field refuses it, free text carries U+FFFD in its place, as a browser sends it.
 *
 * Control characters are Unicode's Cc (U+0000–U+001F, U+007F–U+009F) and the line and paragraph
 * separators U+2028 and U+2029, which mail clients and scripts read as line breaks.
 */

const controlCharacter = /[\p{Cc}\p{Cs}\u2028\u2029]/u;
const lineBreak = /\r\n|\r|\u2028|\u2029/g;
const otherControls = /[^\P{Cc}\n]/gu;
/** With the `u` flag, `\p{Cs}` matches only a surrogate half that is not one of a pair. */
const loneSurrogate = /\p{Cs}/gu;

/** Whether `text` has no control character and no lone surrogate half: what a single-line field may hold. */
export function isSingleLine(text: string): boolean {
  return !controlCharacter.test(text);
}

/** Free text as it is kept: line breaks as `\n`, tabs as spaces, other control characters dropped, lone surrogate halves as U+FFFD. */
export function freeText(text: string): string {
  return text
    .replace(loneSurrogate, '\ufffd')
    .replace(lineBreak, '\n')
    .replaceAll('\t', ' ')
    .replace(otherControls, '');
}
