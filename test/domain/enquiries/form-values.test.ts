import { describe, expect, it } from 'vitest';
import { enquiryForms } from '../../../src/domain/enquiries/enquiry-forms';
import {
  emptyValues,
  formAnswers,
  formFieldOrder,
  splitMessages,
  valuesFromReply,
} from '../../../src/domain/enquiries/form-values';

const group = enquiryForms['group-booking'];
const support = enquiryForms.support;

describe('emptyValues', () => {
  it('starts every field empty: no boxes ticked, the phone at +44, the terms not agreed', () => {
    expect(emptyValues(group)).toEqual({
      groupName: '',
      groupSize: '',
      university: '',
      roomKinds: [],
      moveInDate: '',
      message: '',
      name: '',
      email: '',
      phone: '',
      countryCode: '+44',
      agreedToTerms: false,
    });
  });

  it('has no terms box on a form that does not ask for one', () => {
    expect(emptyValues(support)).not.toHaveProperty('agreedToTerms');
  });
});

describe('formAnswers', () => {
  it('gives the answers as the schema takes them, in the form order, and the terms only where asked', () => {
    const values = { ...emptyValues(support), property: 'square-gardens', room: 'Flat 3', name: 'Ada' };
    const answers = formAnswers(support, values);
    expect(answers).toMatchObject({ property: 'square-gardens', room: 'Flat 3', name: 'Ada', countryCode: '+44' });
    expect(answers).not.toHaveProperty('agreedToTerms');
    expect(formAnswers(group, { ...emptyValues(group), roomKinds: ['studio'], agreedToTerms: true })).toMatchObject({
      roomKinds: ['studio'],
      agreedToTerms: true,
    });
  });

  it('leaves out keys the form does not ask', () => {
    expect(formAnswers(support, { ...emptyValues(support), sneaky: 'x' })).not.toHaveProperty('sneaky');
  });
});

describe('valuesFromReply: what the visitor typed, from a form posted without JavaScript', () => {
  it('takes the posted values of known fields: one ticked box as a list, the terms box as on', () => {
    expect(
      valuesFromReply(group, {
        groupName: 'Rowing club',
        groupSize: '12',
        roomKinds: 'studio',
        countryCode: '+353',
        agreedToTerms: 'on',
        website: 'bot',
        formToken: 't',
      }),
    ).toEqual({
      ...emptyValues(group),
      groupName: 'Rowing club',
      groupSize: '12',
      roomKinds: ['studio'],
      countryCode: '+353',
      agreedToTerms: true,
    });
  });

  it('takes lists and numbers as sent in JSON, and ignores what does not fit', () => {
    expect(
      valuesFromReply(group, { roomKinds: ['studio', 7, 'ensuite'], groupSize: 12, message: { a: 1 } }),
    ).toMatchObject({ roomKinds: ['studio', 'ensuite'], groupSize: '12', message: '' });
    expect(valuesFromReply(group, null)).toEqual(emptyValues(group));
    expect(valuesFromReply(group, 'nonsense')).toEqual(emptyValues(group));
  });
});

describe('formFieldOrder and splitMessages', () => {
  it('orders the fields as shown: the country code before the number, the terms last', () => {
    expect(formFieldOrder(enquiryForms.contact)).toEqual([
      'topic',
      'message',
      'name',
      'email',
      'countryCode',
      'phone',
      'agreedToTerms',
    ]);
    expect(formFieldOrder(support)).not.toContain('agreedToTerms');
  });

  it("puts a message by its field, and any other (the page's own parts) once with the form's message", () => {
    expect(
      splitMessages(enquiryForms.contact, {
        email: 'Enter your email address.',
        formToken: 'Reload the page.',
        submissionId: 'Reload the page.',
      }),
    ).toEqual({ fields: { email: 'Enter your email address.' }, other: ['Reload the page.'] });
  });
});
