import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suggestFaqs } from '../../../src/domain/chat/faq-suggestions';
import type { Faq } from '../../../src/domain/content/content';

const faq = (id: string, category: string, question: string, answer: string): Faq => ({
  _id: id,
  category,
  question,
  answer,
  property_id: null,
  city_id: null,
});

const faqs = [
  faq(
    'guarantor',
    'Booking',
    'Do I need a guarantor?',
    'If you are a UK student, usually yes. Others can pay upfront.',
  ),
  faq('rent', 'Payments', 'When is rent due?', 'Rent is paid in three instalments, or monthly by Direct Debit.'),
  faq('early', 'Moving in', 'Can I arrive early?', 'Early arrival is possible from 1 September for a small fee.'),
  faq('cancel', 'Booking', 'Can I cancel my booking?', 'You can cancel within 14 days at no cost.'),
  faq('parking', 'Living here', 'Is there parking?', 'A few spaces; bikes go in the secure bike store.'),
  faq('cafe', 'Living here', 'Is there a café nearby?', 'Two, both open early.'),
];

const ids = (found: readonly Faq[]) => found.map((f) => f._id);

describe('suggesting FAQs for a question as it is typed', () => {
  it('suggests nothing for an empty question, or one of spaces, punctuation or only small words', () => {
    for (const query of ['', '   ', '?!', ' - ', 'what is the', 'can I'])
      expect(suggestFaqs(query, faqs, 5)).toEqual([]);
  });

  it('finds a question by any of its words, ignoring case, punctuation and accents', () => {
    expect(ids(suggestFaqs('GUARANTOR', faqs, 5))).toEqual(['guarantor']);
    expect(ids(suggestFaqs('guarantor???', faqs, 5))).toEqual(['guarantor']);
    expect(ids(suggestFaqs('cafe', faqs, 5))).toEqual(['cafe']);
    expect(ids(suggestFaqs('Café', faqs, 5))).toEqual(['cafe']);
  });

  it('matches other forms of a word (plurals, -ing, -ed) and the start of the word being typed', () => {
    expect(ids(suggestFaqs('guarantors', faqs, 5))).toEqual(['guarantor']);
    expect(ids(suggestFaqs('cancelling', faqs, 5))).toEqual(['cancel']);
    expect(ids(suggestFaqs('cancelled', faqs, 5))).toEqual(['cancel']);
    expect(ids(suggestFaqs('parked', faqs, 5))).toEqual(['parking']);
    expect(ids(suggestFaqs('guar', faqs, 5))).toEqual(['guarantor']);
    expect(ids(suggestFaqs('instalment', faqs, 5))).toEqual(['rent']);
  });

  it('puts the exact question first, then questions matching more words, then matches in the question over the answer', () => {
    expect(ids(suggestFaqs('can I cancel my booking', faqs, 5))[0]).toBe('cancel');
    expect(ids(suggestFaqs('Can I arrive early?', faqs, 5))).toEqual(['early', 'cafe']);
    // "early" is in one question and in another answer.
    expect(ids(suggestFaqs('early', faqs, 5))).toEqual(['early', 'cafe']);
    // "booking": two in the category, one in the question.
    expect(ids(suggestFaqs('booking', faqs, 5))).toEqual(['cancel', 'guarantor']);
    expect(ids(suggestFaqs('cancel booking guarantor', faqs, 5))).toEqual(['cancel', 'guarantor']);
  });

  it('matches an exact question even when it is made only of small words', () => {
    const small = [faq('a', 'X', 'Who are we?', 'A company.'), faq('b', 'X', 'Are we open?', 'Yes.')];
    expect(ids(suggestFaqs('who are we', small, 5))).toEqual(['a']);
  });

  it('gives at most the limit, and none for a limit of zero, below zero or not a number', () => {
    expect(suggestFaqs('booking early rent parking', faqs, 2)).toHaveLength(2);
    expect(suggestFaqs('booking', faqs, 0)).toEqual([]);
    expect(suggestFaqs('booking', faqs, -3)).toEqual([]);
    expect(suggestFaqs('booking', faqs, Number.NaN)).toEqual([]);
    expect(suggestFaqs('booking', faqs, 1.9)).toHaveLength(1);
  });
});

// Properties: questions and FAQs drawn from a small vocabulary, so that they overlap.
const vocabulary = [
  'book',
  'booking',
  'bookings',
  'rent',
  'deposit',
  'deposits',
  'guarantor',
  'cancel',
  'cancelled',
  'parking',
  'bike',
  'laundry',
  'wifi',
  'early',
  'arrival',
  'pay',
  'fees',
  'room',
  'rooms',
  'what',
  'is',
  'the',
  'can',
  'i',
  'do',
  'my',
  'a',
];
const word = fc.constantFrom(...vocabulary);
const separator = fc.constantFrom(' ', '  ', '? ', ', ', '. ', ' - ', '!', '\t', ' / ');
const sentence = fc
  .array(fc.tuple(word, separator), { minLength: 1, maxLength: 7 })
  .map((parts) => parts.map(([w, s]) => w + s).join(''));
const faqArb = fc
  .record({ category: fc.constantFrom('Booking', 'Payments', 'Living here'), question: sentence, answer: sentence })
  .map((r) => ({ ...r, property_id: null, city_id: null }));
const faqList = fc.array(faqArb, { maxLength: 12 }).map((list) => list.map((f, i): Faq => ({ ...f, _id: `faq-${i}` })));

/** The same text typed differently: letters in any case, each run of separators any other run. */
const restyled = (text: string) =>
  fc
    .tuple(fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }), separator)
    .map(([upper, sep]) => {
      const cased = [...text].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join('');
      return cased.replace(/[^A-Za-z0-9]+/g, sep);
    });

const normalized = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(' ');

describe('suggestFaqs, for any question and FAQs', () => {
  it('gives only FAQs it was given, each once, at most the limit', () => {
    fc.assert(
      fc.property(fc.oneof(sentence, fc.string()), faqList, fc.integer({ min: -2, max: 15 }), (query, list, limit) => {
        const found = suggestFaqs(query, list, limit);
        expect(found.length).toBeLessThanOrEqual(Math.max(0, limit));
        expect(new Set(found).size).toBe(found.length);
        for (const f of found) expect(list).toContain(f);
      }),
    );
  });

  it('gives nothing for a question without letters or digits', () => {
    fc.assert(
      fc.property(
        fc.array(separator).map((s) => s.join('')),
        faqList,
        (query, list) => {
          expect(suggestFaqs(query, list, 10)).toEqual([]);
        },
      ),
    );
  });

  it('ranks a FAQ whose question is typed exactly (in any case and punctuation) first', () => {
    fc.assert(
      fc.property(
        faqList.filter((l) => l.length > 0),
        fc.nat(),
        fc.integer({ min: 1, max: 5 }),
        (list, pick, limit) => {
          const target = list[pick % list.length] as Faq;
          fc.pre(normalized(target.question) !== '');
          fc.assert(
            fc.property(restyled(target.question), (typed) => {
              const [first] = suggestFaqs(typed, list, limit);
              expect(normalized(first?.question ?? '')).toBe(normalized(target.question));
            }),
            { numRuns: 5 },
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('answers the same whatever the case and punctuation', () => {
    fc.assert(
      fc.property(
        sentence.chain((q) => fc.tuple(fc.constant(q), restyled(q))),
        faqList,
        ([query, typed], list) => {
          expect(suggestFaqs(typed, list, 10)).toEqual(suggestFaqs(query, list, 10));
        },
      ),
    );
  });

  it('gives the first n of what a larger limit gives', () => {
    fc.assert(
      fc.property(sentence, faqList, fc.nat({ max: 6 }), fc.nat({ max: 6 }), (query, list, n, more) => {
        expect(suggestFaqs(query, list, n)).toEqual(suggestFaqs(query, list, n + more).slice(0, n));
      }),
    );
  });

  it('never suggests a FAQ that shares no word with the question, unless it is the exact question', () => {
    fc.assert(
      fc.property(sentence, faqList, (query, list) => {
        const typed = new Set(normalized(query).split(' '));
        for (const f of suggestFaqs(query, list, 20)) {
          const words = normalized(`${f.question} ${f.category} ${f.answer}`).split(' ');
          // Shares a word, or the start of one (bookings ~ booking ~ book).
          const shares = words.some((w) => [...typed].some((t) => w.slice(0, 3) === t.slice(0, 3) && t.length >= 3));
          expect(shares || normalized(f.question) === normalized(query)).toBe(true);
        }
      }),
    );
  });
});
