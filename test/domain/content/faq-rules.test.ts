import { describe, expect, it } from 'vitest';
import type { Faq } from '../../../src/domain/content/content';
import type { FaqRecord } from '../../../src/domain/content/content-records';
import { faqsForProperty, generalFaqsIn, orderFaqs } from '../../../src/domain/content/faq-rules';

const record = (
  id: string,
  category: string,
  position: number,
  property_id: string | null = null,
  city_id: string | null = property_id ? 'manchester' : null,
): FaqRecord => ({
  _id: id,
  category,
  question: `${id}?`,
  answer: `${id}.`,
  property_id,
  city_id,
  position,
});

describe('orderFaqs', () => {
  it('orders categories by their first question, then each by position, and drops the position', () => {
    const ordered = orderFaqs([
      record('pay-2', 'Payments', 5),
      record('book-2', 'Booking', 3),
      record('pay-1', 'Payments', 2),
      record('book-1', 'Booking', 1),
      record('book-3', 'Booking', 9),
    ]);
    expect(ordered.map((f) => f._id)).toEqual(['book-1', 'book-2', 'book-3', 'pay-1', 'pay-2']);
    expect(ordered[0]).toEqual({
      _id: 'book-1',
      category: 'Booking',
      question: 'book-1?',
      answer: 'book-1.',
      property_id: null,
      city_id: null,
    });
  });
});

describe('faqsForProperty', () => {
  const faqs: Faq[] = orderFaqs([
    record('b1', 'Booking', 1),
    record('b2', 'Booking', 2),
    record('b3', 'Booking', 3),
    record('v1', 'Viewings', 4),
    record('m1', 'Moving in', 5),
    record('m2', 'Moving in', 6),
    record('p1', 'Payments', 7),
    record('sg1', 'Living with us', 8, 'square-gardens'),
    record('sg2', 'Booking', 9, 'square-gardens'),
    record('cv1', 'Booking', 10, 'canal-view'),
    record('sg-leeds', 'Booking', 11, 'square-gardens', 'leeds'),
  ]);
  const squareGardens = { cityId: 'manchester', propertyId: 'square-gardens' };

  it("puts the property's own questions first, then booking, viewings and moving in by turns, at most 6", () => {
    expect(faqsForProperty(faqs, squareGardens).map((f) => f._id)).toEqual(['sg2', 'sg1', 'b1', 'v1', 'm1', 'b2']);
  });

  it('never shows another property’s questions or unrelated categories', () => {
    expect(
      faqsForProperty(faqs, { cityId: 'manchester', propertyId: 'nowhere' }, { limit: 20 }).map((f) => f._id),
    ).toEqual(['b1', 'v1', 'm1', 'b2', 'm2', 'b3']);
  });

  it('gives the general questions of one category for a page', () => {
    expect(generalFaqsIn(faqs, 'Booking').map((f) => f._id)).toEqual(['b1', 'b2', 'b3']);
  });
});
