import type { Faq } from './content';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The FAQs that hold every word of the search (as the start of a word), in the question or the
 * answer; those matching in the question come first, otherwise in the order given.
 */
export function searchFaqs(faqs: readonly Faq[], text: string): Faq[] {
  const terms = words(text);
  if (terms.length === 0) return [...faqs];
  const holdsAll = (haystack: readonly string[]) => terms.every((t) => haystack.some((w) => w.startsWith(t)));
  const scored = faqs.flatMap((faq, index) => {
    const question = words(faq.question);
    if (holdsAll(question)) return [{ faq, index, rank: 0 }];
    if (holdsAll([...question, ...words(faq.answer), ...words(faq.category)])) return [{ faq, index, rank: 1 }];
    return [];
  });
  return scored.sort((a, b) => a.rank - b.rank || a.index - b.index).map((s) => s.faq);
}

/** The categories, in the order they first appear. */
export function faqCategories(faqs: readonly Faq[]): string[] {
  return [...new Set(faqs.map((f) => f.category))];
}
