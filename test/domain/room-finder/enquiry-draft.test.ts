import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type EnquiryDraft,
  emptyEnquiryDraft,
  readEnquiryDraft,
  resetEnquiryDraft,
} from '../../../src/domain/room-finder/enquiry-draft';

const draftArb: fc.Arbitrary<EnquiryDraft> = fc.record({
  step: fc.constantFrom('city', 'move-in', 'preferences', 'contact', 'results'),
  city: fc.string(),
  moveInDate: fc.string(),
  duration: fc.array(fc.string(), { maxLength: 4 }),
  price: fc.array(fc.string(), { maxLength: 4 }),
  space: fc.array(fc.string(), { maxLength: 4 }),
  name: fc.string(),
  email: fc.string(),
  phone: fc.string(),
  countryCode: fc.string(),
  agreedToTerms: fc.boolean(),
});

describe('the enquiry form draft (spec sections 3 and 4)', () => {
  it('starts empty, with +44 and terms not agreed', () => {
    expect(emptyEnquiryDraft).toEqual({
      step: 'city',
      city: '',
      moveInDate: '',
      duration: [],
      price: [],
      space: [],
      name: '',
      email: '',
      phone: '',
      countryCode: '+44',
      agreedToTerms: false,
    });
  });

  it('reset clears only city and moveInDate; everything else is kept', () => {
    fc.assert(
      fc.property(draftArb, (draft) => {
        const reset = resetEnquiryDraft(draft);
        expect(reset).toEqual({ ...draft, city: '', moveInDate: '' });
      }),
    );
  });

  it('reads back what was kept, and anything unreadable as the empty draft or its defaults', () => {
    fc.assert(
      fc.property(draftArb, (draft) => {
        expect(readEnquiryDraft(JSON.stringify(draft))).toEqual(draft);
      }),
    );
    expect(readEnquiryDraft(null)).toEqual(emptyEnquiryDraft);
    expect(readEnquiryDraft('not json')).toEqual(emptyEnquiryDraft);
    expect(readEnquiryDraft('[1,2]')).toEqual(emptyEnquiryDraft);
    expect(readEnquiryDraft('{"city":"leeds","duration":"51","agreedToTerms":"yes","step":"nowhere"}')).toEqual({
      ...emptyEnquiryDraft,
      city: 'leeds',
    });
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(() => readEnquiryDraft(raw)).not.toThrow();
      }),
    );
  });
});
