import type { Faq } from '../content/content';

/**
 * FAQ answers suggested while a visitor types a question into the chat panel: a small ranking,
 * not a search engine. Text is compared without case, accents or punctuation; small words ("can",
 * "I", "the") are left out; words are reduced to a rough stem (rooms ~ room, booking ~ book,
 * cancelled ~ cancel); a word also matches a longer word it starts (the word being typed).
 */

/** Words too common to say what a question is about. */
const stopWords = new Set(
  (
    'a about after all also am an and any are as at be been before but by can could did do does doing during for ' +
    'from get got had has have hello hi how i if im in into is it its just like me my need no of on or our please ' +
    'should so than thanks that the their them then there these they this those to too up us want was we were what ' +
    'when where which while who why will with would you your'
  ).split(' '),
);

/** Lower case, accents and apostrophes gone (don't ~ dont). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '');

const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A doubled final consonant left by -ing or -ed (stopped, running) made single; not l, s or z. */
const undouble = (word: string) => (/([^aeiouylsz])\1$/.test(word) ? word.slice(0, -1) : word);

/** A rough English stem, enough to match the forms visitors type. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 5) return undouble(word.slice(0, -3));
  if (word.endsWith('ed') && word.length > 5) return undouble(word.slice(0, -2));
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The stems of the words that carry meaning, each once. */
const termsOf = (text: string) => [
  ...new Set(
    wordsOf(text)
      .filter((w) => !stopWords.has(w))
      .map(stem),
  ),
];

/** 2 for the same stem; 1 when one starts the other (a word being typed, or another form of it); else 0. */
function closeness(term: string, word: string): number {
  if (term === word) return 2;
  if (term.length >= 3 && word.startsWith(term)) return 1;
  if (word.length >= 4 && term.startsWith(word)) return 1;
  return 0;
}

interface FaqIndex {
  /** The question's words, all of them, for the exact match. */
  readonly question: string;
  readonly fields: readonly { readonly terms: readonly string[]; readonly weight: number }[];
}

/** A match in the question counts most, then the category, then the answer. */
const questionWeight = 3;
const categoryWeight = 1.5;
const answerWeight = 1;

const indexes = new WeakMap<Faq, FaqIndex>();

function indexOf(faq: Faq): FaqIndex {
  let index = indexes.get(faq);
  if (!index) {
    index = {
      question: wordsOf(faq.question).join(' '),
      fields: [
        { terms: termsOf(faq.question), weight: questionWeight },
        { terms: termsOf(faq.category), weight: categoryWeight },
        { terms: termsOf(faq.answer), weight: answerWeight },
      ],
    };
    indexes.set(faq, index);
  }
  return index;
}

/** How well one term of the question matches a FAQ: its best match in any field. */
function termScore(term: string, index: FaqIndex): number {
  let best = 0;
  for (const field of index.fields)
    for (const word of field.terms) best = Math.max(best, closeness(term, word) * field.weight);
  return best;
}

/**
 * At most `limit` FAQs for the question typed so far, best first: a FAQ whose question is exactly
 * what was typed (ignoring case and punctuation), then those matching more of its words, then by
 * how well they match (in the question above the category above the answer), then in the order
 * given. None for a question with no words, and none that match no word.
 */
export function suggestFaqs(query: string, faqs: readonly Faq[], limit: number): Faq[] {
  const count = Number.isNaN(limit) ? 0 : Math.max(0, Math.floor(limit));
  const typed = wordsOf(query).join(' ');
  if (count === 0 || typed === '') return [];
  const terms = termsOf(query);
  const ranked = faqs.flatMap((faq, position) => {
    const index = indexOf(faq);
    const exact = index.question === typed;
    let matched = 0;
    let score = 0;
    for (const term of terms) {
      const s = termScore(term, index);
      if (s > 0) matched += 1;
      score += s;
    }
    return exact || matched > 0 ? [{ faq, exact, matched, score, position }] : [];
  });
  ranked.sort(
    (a, b) =>
      Number(b.exact) - Number(a.exact) || b.matched - a.matched || b.score - a.score || a.position - b.position,
  );
  const seen = new Set<Faq>();
  const found: Faq[] = [];
  for (const { faq } of ranked) {
    if (found.length === count) break;
    if (seen.has(faq)) continue;
    seen.add(faq);
    found.push(faq);
  }
  return found;
}
