import type { EnquiryKind, StoredEnquiry } from '../../src/domain/enquiries/enquiry';
import { ENQUIRY_KINDS } from '../../src/domain/enquiries/enquiry';
import { enquiryMails } from '../../src/domain/enquiries/enquiry-emails';
import type { MailBrand, OutgoingMail } from '../../src/domain/mail/mail';
import type { StoredViewing } from '../../src/domain/viewings/viewing';
import {
  bookedMails,
  cancelledMails,
  movedMails,
  reminderMails,
  type ViewingMailContext,
} from '../../src/domain/viewings/viewing-emails';

/** The demo brand (ADR 005), as the e-mails sign. */
export const demoBrand: MailBrand = {
  name: 'Ember & Oak Student Living',
  supportEmail: 'hello@emberandoak.example',
  phone: '+44 1632 960142',
  siteUrl: 'https://emberandoak.example',
};

/** What a visitor types, in one place: tests put markup or long text here to see it stays text. */
export interface TypedByVisitor {
  readonly name: string;
  readonly message: string;
}

export const ordinaryVisitor: TypedByVisitor = {
  name: 'Zoë Ng',
  message: 'We arrive by coach.\nTwo of us use wheelchairs.',
};

function viewingContext(typed: TypedByVisitor, change: Partial<StoredViewing> = {}): ViewingMailContext {
  return {
    viewing: {
      id: '4a0b3c2d-1e2f-4a5b-8c7d-9e0f1a2b3c4d',
      reference: 'VW-7K3P9Q',
      propertyId: 'p1',
      kind: 'in-person',
      start: '2027-06-14T08:30:00.000Z',
      end: '2027-06-14T09:00:00.000Z',
      name: typed.name,
      email: 'zoe@example.com',
      countryCode: '+44',
      phone: '07700 900123',
      partySize: 2,
      message: typed.message,
      idempotencyKey: 'k',
      status: 'booked',
      createdAt: '2027-06-01T10:00:00.000Z',
      updatedAt: '2027-06-01T10:00:00.000Z',
      ...change,
    },
    place: {
      slug: 'square-gardens',
      name: 'Square Gardens',
      cityName: 'Manchester',
      addressLine1: '12 Oxford Road',
      postcode: 'M1 5QA',
      staffEmail: 'viewings@emberandoak.example',
    },
    brand: demoBrand,
    manageUrl: 'https://emberandoak.example/viewing-detail?ref=VW-7K3P9Q&token=abc',
  };
}

/** Answers for each kind of enquiry: every form's fields, some chosen and some typed. */
function fieldsFor(kind: EnquiryKind, typed: TypedByVisitor): Record<string, unknown> {
  const common = { message: typed.message, phone: '07700 900123', countryCode: '+44', property: 'square-gardens' };
  switch (kind) {
    case 'room-finder':
      return {
        city: 'manchester',
        moveInDate: '2027-09-04',
        duration: ['44', '51'],
        price: ['under-180'],
        space: ['studio'],
        phone: '07700 900123',
        countryCode: '+44',
      };
    case 'chat':
      return { message: typed.message };
    case 'contact':
      return { ...common, topic: 'booking' };
    case 'group-booking':
      return {
        ...common,
        groupName: 'Lisbon Rowing Club',
        groupSize: 24,
        university: 'University of Manchester',
        roomKinds: ['ensuite', 'studio'],
        moveInDate: '2027-09-04',
      };
    case 'agent':
      return { ...common, agencyName: 'Study Abroad Ltd', agencyCountry: 'Portugal', studentName: typed.name };
    case 'parent':
      return { ...common, studentName: typed.name };
    case 'friend':
      return {
        property: 'square-gardens',
        friendName: 'Bea Costa',
        friendEmail: 'bea@example.com',
        referralCode: 'REF-4KD9QX',
      };
    case 'support':
      return { ...common, room: 'Flat 3, room B', category: 'internet' };
    case 'rebook':
      return {
        ...common,
        room: 'Flat 3, room B',
        nextProperty: 'canal-view',
        roomKinds: ['studio'],
        tenancyWeeks: '51',
      };
    case 'summer-stays':
      return { ...common, arrival: '2027-07-01', departure: '2027-08-15', guests: 2 };
    case 'offer':
      return { ...common, offerCode: 'EARLY50' };
    default:
      return common;
  }
}

function enquiry(kind: EnquiryKind, typed: TypedByVisitor): StoredEnquiry {
  return {
    id: '4a0b3c2d-1e2f-4a5b-8c7d-9e0f1a2b3c4d',
    reference: 'EQ-7K3P9Q',
    kind,
    submission_id: '0b8f1f5e-9d7a-4c1e-8a3b-2f4d6e8a0c1b',
    name: typed.name,
    email: 'zoe@example.com',
    fields: fieldsFor(kind, typed),
    source_page: `/${kind}`,
    utm: { source: 'newsletter', campaign: 'autumn' },
    consent: true,
    status: 'new',
    created_at: '2027-03-01T12:00:00.000Z',
  };
}

export interface NamedMail {
  /** Like `viewing booked: visitor` or `enquiry parent: staff`. */
  readonly name: string;
  readonly mail: OutgoingMail;
}

const roles = ['visitor', 'staff'] as const;

/** Every e-mail the site sends, composed by the domain from one visitor's typing. */
export function everyMail(typed: TypedByVisitor = ordinaryVisitor): NamedMail[] {
  const moved = viewingContext(typed, {
    start: '2027-06-15T13:00:00.000Z',
    end: '2027-06-15T13:30:00.000Z',
    updatedAt: '2027-06-02T09:00:00.000Z',
  });
  const viewing: NamedMail[] = [
    ...bookedMails(viewingContext(typed)).map((mail, i) => ({ name: `viewing booked: ${roles[i]}`, mail })),
    ...bookedMails(viewingContext(typed, { kind: 'video-call' })).map((mail, i) => ({
      name: `viewing booked, video call: ${roles[i]}`,
      mail,
    })),
    ...reminderMails(viewingContext(typed)).map((mail) => ({ name: 'viewing reminder: visitor', mail })),
    ...movedMails(moved).map((mail, i) => ({ name: `viewing moved: ${roles[i]}`, mail })),
    ...cancelledMails(viewingContext(typed, { status: 'cancelled' })).map((mail, i) => ({
      name: `viewing cancelled: ${roles[i]}`,
      mail,
    })),
  ];
  const enquiries: NamedMail[] = ENQUIRY_KINDS.flatMap((kind) =>
    enquiryMails({
      enquiry: enquiry(kind, typed),
      brand: demoBrand,
      staffEmail: 'team@emberandoak.example',
      names: { 'square-gardens': 'Square Gardens', 'canal-view': 'Canal View', manchester: 'Manchester' },
    }).map((mail, i) => ({
      name: `enquiry ${kind}: ${i === 0 ? 'staff' : kind === 'friend' && i === 2 ? 'friend' : 'visitor'}`,
      mail,
    })),
  );
  return [...viewing, ...enquiries];
}
