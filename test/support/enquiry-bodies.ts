import { randomUUID } from 'node:crypto';
import type { FormKind } from '../../src/domain/enquiries/enquiry';
import { enquiryForms } from '../../src/domain/enquiries/enquiry-forms';

/**
 * A valid body of every enquiry form and of the chat panel, over the catalogue fixture's residences
 * and the content fixture's offers (current at contentNow), with a submission of its own.
 */

export type EnquiryKindParam = FormKind | 'chat';

const contact = { name: 'Ana Silva', email: 'ana@example.com', countryCode: '+44' };

export const validAnswers: Readonly<Record<EnquiryKindParam, Readonly<Record<string, unknown>>>> = {
  contact: { topic: 'payments', message: 'When is rent due?', ...contact, phone: '', agreedToTerms: true },
  'group-booking': {
    groupName: 'Lisbon Rowing Club',
    groupSize: 24,
    university: 'University of Manchester',
    roomKinds: ['ensuite', 'studio'],
    moveInDate: '2027-09-04',
    message: 'We arrive by coach.',
    ...contact,
    phone: '07700 900123',
    agreedToTerms: true,
  },
  agent: {
    agencyName: 'Study Abroad Lda',
    agencyCountry: 'Portugal',
    studentName: '',
    studentUniversity: '',
    message: 'We place forty students a year in Manchester.',
    ...contact,
    phone: '912 345 678',
    countryCode: '+351',
    agreedToTerms: true,
  },
  parent: {
    studentName: 'Leo Silva',
    property: 'square-gardens',
    message: 'Is there a lift?',
    ...contact,
    phone: '',
    agreedToTerms: true,
  },
  friend: {
    property: 'canal-view',
    friendName: 'Bea Costa',
    friendEmail: 'bea@example.com',
    ...contact,
    phone: '',
    agreedToTerms: true,
  },
  support: {
    property: 'square-gardens',
    room: 'Flat 3, room B',
    category: 'internet',
    message: 'The Wi-Fi drops every evening.',
    ...contact,
    phone: '',
  },
  rebook: {
    property: 'square-gardens',
    room: 'Flat 3, room B',
    nextProperty: 'canal-view',
    roomKinds: ['studio'],
    tenancyWeeks: '51',
    message: '',
    ...contact,
    phone: '',
    agreedToTerms: true,
  },
  'summer-stays': {
    arrival: '2027-07-01',
    departure: '2027-07-14',
    guests: 2,
    property: '',
    message: '',
    ...contact,
    phone: '',
    agreedToTerms: true,
  },
  offer: {
    offerCode: 'referafriend',
    property: '',
    message: '',
    ...contact,
    phone: '07700 900123',
    agreedToTerms: true,
  },
  chat: { message: 'Do you have parking?', name: 'Ana Silva', email: 'ana@example.com' },
};

export const sourcePageOf = (kind: EnquiryKindParam) => (kind === 'chat' ? '/manchester' : enquiryForms[kind].path);

/** A valid body of the kind's form: its answers and a fresh envelope. */
export function aFormBody(
  kind: EnquiryKindParam,
  formToken: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    ...validAnswers[kind],
    submissionId: randomUUID(),
    sourcePage: sourcePageOf(kind),
    utm: { source: 'newsletter', campaign: 'autumn' },
    website: '',
    formToken,
    ...overrides,
  };
}

/** The same body as a browser without JavaScript posts it (application/x-www-form-urlencoded). */
export function asFormPost(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  const text = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  for (const [key, value] of Object.entries(body)) {
    if (key === 'utm' && value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) params.append(`utm_${k}`, text(v));
    } else if (key === 'agreedToTerms') {
      if (value === true) params.append(key, 'on');
    } else if (Array.isArray(value)) {
      for (const v of value) params.append(key, text(v));
    } else if (value !== undefined) {
      params.append(key, text(value));
    }
  }
  return params.toString();
}
