import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EnquiryDraft, emptyEnquiryDraft, enquirySteps } from '../../../src/domain/room-finder/enquiry-draft';
import {
  academicYearStart,
  firstIncompleteStep,
  latestMoveIn,
  matchCriteriaOf,
  quickPicks,
  stepErrors,
  stepToShow,
  TENANCY_LENGTHS,
  tenancyLengthsIn,
} from '../../../src/domain/room-finder/enquiry-steps';
import { isCalendarDate } from '../../../src/domain/shared/london-time';
import { isPhoneShaped, phoneNumberMessage } from '../../../src/domain/shared/phone-number';

const today = '2026-11-21';

const complete: EnquiryDraft = {
  step: 'results',
  city: 'leeds',
  moveInDate: '2027-09-04',
  duration: ['51'],
  price: ['180-220'],
  space: ['studio'],
  name: 'Amara Okafor',
  email: 'amara@example.com',
  phone: '7700 900123',
  countryCode: '+44',
  agreedToTerms: true,
};

describe('room finder steps: what each step needs', () => {
  it('asks for a city first', () => {
    expect(stepErrors(emptyEnquiryDraft, 'city', today)).toEqual({ city: 'Choose the city you will study in.' });
    expect(stepErrors({ ...emptyEnquiryDraft, city: 'Leeds!' }, 'city', today)).toEqual({
      city: 'Choose the city you will study in.',
    });
    expect(stepErrors({ ...emptyEnquiryDraft, city: 'leeds' }, 'city', today)).toEqual({});
  });

  it('needs a real move-in date from today up to two years ahead', () => {
    const at = (moveInDate: string) => stepErrors({ ...complete, moveInDate }, 'move-in', today).moveInDate;
    expect(at('')).toBe('Choose the date you would like to move in.');
    expect(at('2027-02-30')).toBe('Enter a real date, like 2027-09-04.');
    expect(at('04/09/2027')).toBe('Enter a real date, like 2027-09-04.');
    expect(at('2026-11-20')).toBe('Choose a date from today onwards.');
    expect(at(today)).toBeUndefined();
    expect(at('2028-11-21')).toBeUndefined();
    expect(at('2028-11-22')).toBe('We let rooms up to two years ahead: choose an earlier date.');
  });

  it('takes any preferences, including none ("any"), but only ones it knows', () => {
    expect(stepErrors({ ...complete, duration: [], price: [], space: [] }, 'preferences', today)).toEqual({});
    expect(stepErrors(complete, 'preferences', today)).toEqual({});
    expect(
      stepErrors({ ...complete, duration: ['52'], price: ['cheap'], space: ['castle'] }, 'preferences', today),
    ).toEqual({
      duration: 'Choose from the tenancy lengths shown.',
      price: 'Choose from the budgets shown.',
      space: 'Choose from the kinds of room shown.',
    });
  });

  it('needs a name, an e-mail address, a phone number with its country code, and the terms accepted', () => {
    expect(stepErrors(complete, 'contact', today)).toEqual({});
    expect(
      stepErrors(
        { ...complete, name: '  ', email: 'amara@', phone: 'call me', countryCode: '44', agreedToTerms: false },
        'contact',
        today,
      ),
    ).toEqual({
      name: 'Enter your name.',
      email: 'Enter your email address, like name@example.com.',
      phone: phoneNumberMessage,
      countryCode: 'Choose a country code, like +44.',
      agreedToTerms: 'Please accept the terms to continue.',
    });
    expect(stepErrors({ ...complete, name: 'x'.repeat(101) }, 'contact', today).name).toBe(
      'Your name can be up to 100 characters.',
    );
    expect(stepErrors({ ...complete, phone: '+44 (0) 113-496-0000' }, 'contact', today).phone).toBeUndefined();
  });

  it('asks nothing on the results step itself', () => {
    expect(stepErrors(emptyEnquiryDraft, 'results', today)).toEqual({});
  });
});

describe('room finder steps: where the visitor is sent', () => {
  it('starts at the city and reaches the results only with every step complete', () => {
    expect(firstIncompleteStep(emptyEnquiryDraft, today)).toBe('city');
    expect(firstIncompleteStep({ ...emptyEnquiryDraft, city: 'leeds' }, today)).toBe('move-in');
    expect(firstIncompleteStep({ ...complete, name: '' }, today)).toBe('contact');
    expect(firstIncompleteStep(complete, today)).toBe('results');
  });

  it('sends an unknown or skipped-ahead step to the first incomplete one, and keeps any step up to it', () => {
    // The draft's step is the furthest the visitor has reached: preferences, whose answers are optional.
    const partial: EnquiryDraft = {
      ...emptyEnquiryDraft,
      city: 'leeds',
      moveInDate: '2027-09-04',
      step: 'preferences',
    };
    expect(stepToShow('nowhere', partial, today)).toBe('preferences');
    expect(stepToShow('results', partial, today)).toBe('preferences');
    expect(stepToShow('contact', partial, today)).toBe('preferences');
    expect(stepToShow('move-in', partial, today)).toBe('move-in');
    expect(stepToShow('city', partial, today)).toBe('city');
    // Having reached the contact step, the visitor may go back and forward again.
    expect(stepToShow('contact', { ...partial, step: 'contact' }, today)).toBe('contact');
    // The results need the contact step sent, not only filled in.
    expect(stepToShow('results', { ...complete, step: 'contact' }, today)).toBe('contact');
    expect(stepToShow('results', complete, today)).toBe('results');
    // A reset (city and move-in date cleared) sends the visitor back to the city.
    expect(stepToShow('results', { ...complete, city: '', moveInDate: '' }, today)).toBe('city');
  });

  it('never shows a step after the first incomplete one (property)', () => {
    const draftArb = fc.record({
      step: fc.constantFrom(...enquirySteps),
      city: fc.constantFrom('', 'leeds', 'Bad City'),
      moveInDate: fc.constantFrom('', '2027-09-04', '2020-01-01', 'soon'),
      duration: fc.subarray(['41', '44', '51', '99']),
      price: fc.subarray(['under-180', '180-220', 'cheap']),
      space: fc.subarray(['studio', 'ensuite', 'castle']),
      name: fc.constantFrom('', 'Sam'),
      email: fc.constantFrom('', 'sam@example.com', 'nope'),
      phone: fc.constantFrom('', '07700 900123'),
      countryCode: fc.constantFrom('+44', '', '+353'),
      agreedToTerms: fc.boolean(),
    });
    fc.assert(
      fc.property(draftArb, fc.string(), (draft, requested) => {
        const limit = Math.min(
          enquirySteps.indexOf(firstIncompleteStep(draft, today)),
          enquirySteps.indexOf(draft.step),
        );
        const shown = stepToShow(requested, draft, today);
        expect(enquirySteps.indexOf(shown)).toBeLessThanOrEqual(limit);
        // Every step before the one shown is complete.
        for (const step of enquirySteps.slice(0, enquirySteps.indexOf(shown)))
          expect(stepErrors(draft, step, today)).toEqual({});
      }),
    );
  });
});

describe('the draft as matching criteria', () => {
  it('reads the answers, ignoring what it does not know', () => {
    expect(
      matchCriteriaOf({
        ...complete,
        duration: ['51', '44', 'x'],
        price: ['180-220', 'cheap'],
        space: ['studio', 'castle'],
      }),
    ).toEqual({ city: 'leeds', weeks: [51, 44], bands: ['180-220'], kinds: ['studio'] });
  });
});

describe('move-in dates', () => {
  it('knows the first Saturday of September, the latest date asked about, and the next two starts', () => {
    expect([2026, 2027, 2028].map(academicYearStart)).toEqual(['2026-09-05', '2027-09-04', '2028-09-02']);
    expect(latestMoveIn('2026-11-21')).toBe('2028-11-21');
    expect(latestMoveIn('2028-02-29')).toBe('2030-02-28');
    expect(quickPicks('2026-11-21')).toEqual([
      { date: '2027-09-04', label: 'Start of 2027/28' },
      { date: '2028-09-02', label: 'Start of 2028/29' },
    ]);
    expect(quickPicks('2026-09-01').map((p) => p.date)).toEqual(['2026-09-05', '2027-09-04']);
  });

  it('accepts up to the latest date on a leap day too', () => {
    const on = (moveInDate: string) => stepErrors({ ...complete, moveInDate }, 'move-in', '2028-02-29').moveInDate;
    expect(on('2030-02-28')).toBeUndefined();
    expect(on('2030-03-01')).toBe('We let rooms up to two years ahead: choose an earlier date.');
  });

  it('checks dates and the shape of phone numbers the same way for the browser and the server', () => {
    expect(['2027-02-28', '2028-02-29'].map(isCalendarDate)).toEqual([true, true]);
    expect(['2027-02-29', '2027-9-4', '04/09/2027'].map(isCalendarDate)).toEqual([false, false, false]);
    // The characters only: whether a number can be called is the PhoneNumbers port's (libphonenumber-js).
    expect(['07700 900123', '+44 (0) 113-496-0000', '030.1234/5678'].map(isPhoneShaped)).toEqual([true, true, true]);
    expect(['call me', '07700 900123 ext 4', '+ ( ) -', '', '1'.repeat(31)].map(isPhoneShaped)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('the tenancy lengths offered in a city', () => {
  const room = (...weeks: number[]) => ({ weeks_offered: weeks });

  it('offers only the lengths some room in the city is let for', () => {
    expect(tenancyLengthsIn([room(44, 51), room(51)]).map((t) => t.id)).toEqual(['44', '51']);
    expect(tenancyLengthsIn([]).map((t) => t.id)).toEqual([]);
  });

  it('keeps a length already chosen, so it can be taken back', () => {
    expect(tenancyLengthsIn([room(51)], ['41']).map((t) => t.id)).toEqual(['41', '51']);
  });

  it('offers every length while the city’s rooms are not known', () => {
    expect(tenancyLengthsIn(null)).toEqual(TENANCY_LENGTHS);
  });
});
