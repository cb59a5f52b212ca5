import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Faq } from '../../../src/domain/content/content';
import { faqCategories, searchFaqs } from '../../../src/domain/content/faq-search';

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
    '1',
    'Booking',
    'Do I need a guarantor?',
    'If you are a UK student, usually yes. International students can pay upfront.',
  ),
  faq('2', 'Payments', 'When is rent due?', 'Rent is paid in three instalments, or monthly by Direct Debit.'),
  faq('3', 'Moving in', 'Can I arrive early?', 'Early arrival is possible from 1 September for a small fee.'),
  faq('4', 'Booking', 'Can I cancel my booking?', 'You can cancel within 14 days at no cost.'),
];

describe('searching the FAQs', () => {
  it('gives everything for an empty search', () => {
    expect(searchFaqs(faqs, '  ')).toEqual(faqs);
  });

  it('matches every word, in the question or the answer, ignoring case and accents', () => {
    expect(searchFaqs(faqs, 'GUARANTOR').map((f) => f._id)).toEqual(['1']);
    expect(searchFaqs(faqs, 'cancel days').map((f) => f._id)).toEqual(['4']);
    expect(searchFaqs(faqs, 'cancel guarantor')).toEqual([]);
    expect(searchFaqs([faq('5', 'X', 'Café nearby?', 'Yes.')], 'cafe').map((f) => f._id)).toEqual(['5']);
  });

  it('ranks questions that match above answers that match', () => {
    expect(searchFaqs(faqs, 'booking').map((f) => f._id)).toEqual(['4', '1']);
    expect(searchFaqs(faqs, 'rent').map((f) => f._id)).toEqual(['2']);
    const both = [faq('a', 'X', 'About fees', 'The deposit is small.'), faq('b', 'X', 'Deposit', 'Refunded.')];
    expect(searchFaqs(both, 'deposit').map((f) => f._id)).toEqual(['b', 'a']);
  });

  it('only ever returns FAQs it was given, each once', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const found = searchFaqs(faqs, text);
        expect(new Set(found).size).toBe(found.length);
        for (const f of found) expect(faqs).toContain(f);
      }),
    );
  });

  it('lists categories in the order they first appear', () => {
    expect(faqCategories(faqs)).toEqual(['Booking', 'Payments', 'Moving in']);
  });
});
