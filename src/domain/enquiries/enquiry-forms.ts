import { ROOM_KIND_LABELS, ROOM_KINDS } from '../catalogue/room-kinds';
import type { FormKind } from './enquiry';
import { PERSON_NAME_MAX } from './referrals';

/**
 * What each enquiry form asks, in the order it asks it: the one description the pages render
 * their fields from and the staff e-mails list the answers by. The rules a value must pass are in
 * the form's zod schema (src/adapters/forms/enquiry-forms.schema.ts), whose keys are these keys.
 */

export type FieldInput =
  | 'text'
  | 'email'
  | 'tel'
  | 'textarea'
  | 'date'
  | 'number'
  /** One of `options`. */
  | 'select'
  /** Any of `options` (at least one when required). */
  | 'checkboxes'
  /** A residence of the catalogue, by slug; the page lists them. */
  | 'property';

export interface FieldOption {
  readonly id: string;
  readonly label: string;
}

export interface FormField {
  readonly key: string;
  readonly label: string;
  readonly input: FieldInput;
  readonly required: boolean;
  /** A line under the label. */
  readonly hint?: string;
  readonly options?: readonly FieldOption[];
  /** Longest text accepted (characters), or highest number. */
  readonly max?: number;
  /** Lowest number accepted. */
  readonly min?: number;
}

export interface EnquiryFormDescription {
  readonly kind: FormKind;
  /** The page the form sits on. */
  readonly path: string;
  /** What it is about, as staff see it in a subject line ("Group booking"). */
  readonly title: string;
  /** The send button's words. */
  readonly submitLabel: string;
  /** Whether the visitor must accept the terms and privacy policy to send it. */
  readonly asksTerms: boolean;
  /**
   * The form's own fields, then the contact fields (name, email, phone with its country code).
   * `phone` is listed where it is asked; its country code goes with it.
   */
  readonly fields: readonly FormField[];
}

/** Longest free text in a form's message fields. */
export const MESSAGE_MAX = 2000;
/** Longest short text (names, rooms, universities). */
export const SHORT_MAX = 120;

export const roomKindOptions: readonly FieldOption[] = ROOM_KINDS.map((id) => ({ id, label: ROOM_KIND_LABELS[id] }));

export const contactTopics: readonly FieldOption[] = [
  { id: 'booking', label: 'Booking a room' },
  { id: 'viewing', label: 'Viewings' },
  { id: 'payments', label: 'Payments and deposits' },
  { id: 'living', label: 'Living with us' },
  { id: 'other', label: 'Something else' },
];

export const supportCategories: readonly FieldOption[] = [
  { id: 'maintenance', label: 'Repairs and maintenance' },
  { id: 'cleaning', label: 'Cleaning' },
  { id: 'internet', label: 'Wi-Fi and internet' },
  { id: 'security', label: 'Keys, access and security' },
  { id: 'payments', label: 'Rent and payments' },
  { id: 'wellbeing', label: 'Wellbeing and welfare' },
  { id: 'other', label: 'Something else' },
];

export const tenancyPreferences: readonly FieldOption[] = [
  { id: '41', label: '41 weeks' },
  { id: '44', label: '44 weeks' },
  { id: '51', label: '51 weeks (the whole year)' },
];

/** Guests a summer stay can be booked for, and people in a group booking. */
export const SUMMER_GUESTS_MAX = 10;
export const GROUP_SIZE_MIN = 4;
export const GROUP_SIZE_MAX = 500;
/** Longest summer stay, in nights. */
export const SUMMER_NIGHTS_MAX = 120;

const name: FormField = { key: 'name', label: 'Your name', input: 'text', required: true, max: 100 };
const email: FormField = { key: 'email', label: 'Email address', input: 'email', required: true, max: 254 };
const phone = (required: boolean): FormField => ({ key: 'phone', label: 'Phone number', input: 'tel', required });
const message = (label: string, required: boolean, hint?: string): FormField => ({
  key: 'message',
  label,
  input: 'textarea',
  required,
  max: MESSAGE_MAX,
  ...(hint ? { hint } : {}),
});

export const enquiryForms: Readonly<Record<FormKind, EnquiryFormDescription>> = {
  contact: {
    kind: 'contact',
    path: '/contact-us',
    title: 'Contact us',
    submitLabel: 'Send message',
    asksTerms: true,
    fields: [
      { key: 'topic', label: 'What is it about?', input: 'select', required: true, options: contactTopics },
      message('Your message', true),
      name,
      email,
      phone(false),
    ],
  },
  'group-booking': {
    kind: 'group-booking',
    path: '/group-booking',
    title: 'Group booking',
    submitLabel: 'Send group enquiry',
    asksTerms: true,
    fields: [
      { key: 'groupName', label: 'Group or organisation name', input: 'text', required: true, max: SHORT_MAX },
      {
        key: 'groupSize',
        label: 'How many people?',
        input: 'number',
        required: true,
        min: GROUP_SIZE_MIN,
        max: GROUP_SIZE_MAX,
      },
      { key: 'university', label: 'University or college', input: 'text', required: true, max: SHORT_MAX },
      { key: 'roomKinds', label: 'Kinds of room', input: 'checkboxes', required: true, options: roomKindOptions },
      { key: 'moveInDate', label: 'Move-in date', input: 'date', required: true },
      message('Anything else we should know?', false),
      { ...name, label: 'Lead contact’s name' },
      { ...email, label: 'Lead contact’s email' },
      phone(true),
    ],
  },
  agent: {
    kind: 'agent',
    path: '/agent',
    title: 'Agent enquiry',
    submitLabel: 'Send to our partnerships team',
    asksTerms: true,
    fields: [
      { key: 'agencyName', label: 'Agency name', input: 'text', required: true, max: SHORT_MAX },
      { key: 'agencyCountry', label: 'Country the agency is based in', input: 'text', required: true, max: 60 },
      {
        key: 'studentName',
        label: 'Student’s name',
        input: 'text',
        required: false,
        max: 100,
        hint: 'If you are referring a student now',
      },
      { key: 'studentUniversity', label: 'Student’s university', input: 'text', required: false, max: SHORT_MAX },
      message('How can we help?', true),
      { ...name, label: 'Your name (agent)' },
      email,
      phone(true),
    ],
  },
  parent: {
    kind: 'parent',
    path: '/parent',
    title: 'Parent or guardian question',
    submitLabel: 'Send question',
    asksTerms: true,
    fields: [
      { key: 'studentName', label: 'Your son or daughter’s name', input: 'text', required: false, max: 100 },
      { key: 'property', label: 'Residence', input: 'property', required: false, hint: 'If they have booked with us' },
      message('Your question', true),
      name,
      email,
      phone(false),
    ],
  },
  friend: {
    kind: 'friend',
    path: '/friend',
    title: 'Refer a friend',
    submitLabel: 'Send referral',
    asksTerms: true,
    fields: [
      { key: 'property', label: 'The residence you live in', input: 'property', required: true },
      { key: 'friendName', label: 'Your friend’s name', input: 'text', required: true, max: PERSON_NAME_MAX },
      {
        key: 'friendEmail',
        label: 'Your friend’s email',
        input: 'email',
        required: true,
        max: 254,
        hint: 'We send them your referral code once, and nothing else unless they ask.',
      },
      // Both names go to the friend, so both are names only (referrals.ts).
      { ...name, max: PERSON_NAME_MAX },
      email,
      phone(false),
    ],
  },
  support: {
    kind: 'support',
    path: '/support',
    title: 'Resident support',
    submitLabel: 'Send to the residence team',
    asksTerms: false,
    fields: [
      { key: 'property', label: 'Your residence', input: 'property', required: true },
      { key: 'room', label: 'Flat and room', input: 'text', required: true, max: 40, hint: 'Like Flat 3, room B' },
      { key: 'category', label: 'What is it about?', input: 'select', required: true, options: supportCategories },
      message('What is happening?', true, 'For an emergency, call the out-of-hours number instead.'),
      name,
      email,
      phone(false),
    ],
  },
  rebook: {
    kind: 'rebook',
    path: '/rebook',
    title: 'Rebook for next year',
    submitLabel: 'Ask to rebook',
    asksTerms: true,
    fields: [
      { key: 'property', label: 'Your residence now', input: 'property', required: true },
      { key: 'room', label: 'Your flat and room now', input: 'text', required: true, max: 40 },
      {
        key: 'nextProperty',
        label: 'Residence next year',
        input: 'property',
        required: false,
        hint: 'Leave empty to stay where you are',
      },
      {
        key: 'roomKinds',
        label: 'Kinds of room next year',
        input: 'checkboxes',
        required: true,
        options: roomKindOptions,
      },
      { key: 'tenancyWeeks', label: 'Tenancy length', input: 'select', required: true, options: tenancyPreferences },
      message('Anything else?', false),
      name,
      email,
      phone(false),
    ],
  },
  'summer-stays': {
    kind: 'summer-stays',
    path: '/summer-stays',
    title: 'Summer stay',
    submitLabel: 'Ask about a summer stay',
    asksTerms: true,
    fields: [
      { key: 'arrival', label: 'Arrival date', input: 'date', required: true },
      { key: 'departure', label: 'Departure date', input: 'date', required: true },
      { key: 'guests', label: 'Guests', input: 'number', required: true, min: 1, max: SUMMER_GUESTS_MAX },
      { key: 'property', label: 'Residence', input: 'property', required: false, hint: 'Leave empty for any' },
      message('Anything else?', false),
      name,
      email,
      phone(false),
    ],
  },
  offer: {
    kind: 'offer',
    path: '/offers',
    title: 'Offer claim',
    submitLabel: 'Claim this offer',
    asksTerms: true,
    fields: [
      { key: 'offerCode', label: 'Offer code', input: 'text', required: true, max: 40 },
      { key: 'property', label: 'Residence', input: 'property', required: false },
      message('Anything else?', false),
      name,
      email,
      phone(true),
    ],
  },
};

/** The answers of a form as staff read them: label and value, in the form's order, empty answers left out. */
export function answersInWords(
  kind: FormKind,
  fields: Readonly<Record<string, unknown>>,
  propertyName: (slug: string) => string = (slug) => slug,
): { readonly label: string; readonly value: string }[] {
  const lines: { label: string; value: string }[] = [];
  for (const field of enquiryForms[kind].fields) {
    const raw = fields[field.key];
    if (raw === undefined || raw === null || raw === '' || (Array.isArray(raw) && raw.length === 0)) continue;
    const label = (id: string) => field.options?.find((o) => o.id === id)?.label ?? id;
    const value = Array.isArray(raw)
      ? raw.map((v) => label(String(v))).join(', ')
      : field.input === 'property'
        ? propertyName(String(raw))
        : field.input === 'select'
          ? label(String(raw))
          : String(raw);
    lines.push({ label: field.label, value });
  }
  return lines;
}
