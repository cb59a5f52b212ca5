import { ROOM_KIND_LABELS, ROOM_KINDS } from '../catalogue/room-kinds';
import { daysBetween, isCalendarDate } from '../shared/london-time';
import { phoneNumberMessage } from '../shared/phone-number';
import type { FormKind } from './enquiry';
import { PERSON_NAME_MAX, referralMessages } from './referrals';

/**
 * What each enquiry form asks, in the order it asks it, and what each answer must be: the one
 * description of a form. The pages render their fields from it, the staff e-mails list the answers
 * by it, and the form's zod schema (src/adapters/forms/enquiry-forms.schema.ts, parsed by the
 * server on every request and by the browser before sending) is built from it: a field's input,
 * `required`, `max`, `min`, `options` and messages are its rules, the form's `checks` the rules
 * between answers.
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
  | 'property'
  /** A code like EARLY27: letters, digits and dashes, `min` to `max` of them, read in capitals. */
  | 'code';

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
  /** Lowest number accepted (fewest characters of a code). */
  readonly min?: number;
  /** What the visitor is told when the answer is missing or does not fit. */
  readonly message: string;
  /** What they are told when it is longer than `max` (`message` when not given). */
  readonly tooLong?: string;
  /**
   * A name mailed to someone who did not ask for it (a referral's two names): a name and nothing
   * else (referrals.ts), refused with `tooLong`, so it cannot carry a link or a sentence.
   */
  readonly nameOnly?: boolean;
}

/** A rule between answers, checked once each answer passed its own. */
export interface AnswersCheck {
  /** The field the message is shown by. */
  readonly field: string;
  readonly message: string;
  readonly holds: (answers: Readonly<Record<string, unknown>>) => boolean;
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
  readonly checks?: readonly AnswersCheck[];
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

export const formMessages = {
  name: 'Enter your name.',
  nameTooLong: 'Your name can be up to 100 characters.',
  email: 'Enter your email address, like name@example.com.',
  phone: phoneNumberMessage,
  countryCode: 'Choose a country code, like +44.',
  agreedToTerms: 'Please accept the terms and privacy policy to send this.',
  message: 'Write your message.',
  messageTooLong: `Your message can be up to ${MESSAGE_MAX.toLocaleString('en-GB')} characters.`,
  shortText: (what: string, max = SHORT_MAX) => `Enter ${what} (up to ${max} characters).`,
  choose: (what: string) => `Choose ${what} from the list.`,
  chooseSome: (what: string) => `Choose at least one ${what}.`,
  date: 'Enter a date like 2027-09-04.',
  groupSize: `Enter the number of people, from ${GROUP_SIZE_MIN} to ${GROUP_SIZE_MAX}.`,
  guests: `Enter the number of guests, from 1 to ${SUMMER_GUESTS_MAX}.`,
  departure: 'Choose a departure date after your arrival date.',
  tooLong: `A summer stay can be up to ${SUMMER_NIGHTS_MAX} nights.`,
  offerCode: 'Enter the offer’s code, like EARLY27.',
  property: 'Choose a residence from the list.',
  /** The parts the page fills in itself: wrong only when the page is out of date or tampered with. */
  form: 'Something went wrong with this form. Reload the page and send it again; your answers are kept.',
} as const;

const m = formMessages;

const name: FormField = {
  key: 'name',
  label: 'Your name',
  input: 'text',
  required: true,
  max: 100,
  message: m.name,
  tooLong: m.nameTooLong,
};
const email: FormField = {
  key: 'email',
  label: 'Email address',
  input: 'email',
  required: true,
  max: 254,
  message: m.email,
};
const phone = (required: boolean): FormField => ({
  key: 'phone',
  label: 'Phone number',
  input: 'tel',
  required,
  message: m.phone,
});
const message = (label: string, required: boolean, hint?: string): FormField => ({
  key: 'message',
  label,
  input: 'textarea',
  required,
  max: MESSAGE_MAX,
  message: m.message,
  tooLong: m.messageTooLong,
  ...(hint ? { hint } : {}),
});
const shortText = (key: string, label: string, required: boolean, what: string, max = SHORT_MAX): FormField => ({
  key,
  label,
  input: 'text',
  required,
  max,
  message: m.shortText(what, max),
});
const residence = (key: string, label: string, required: boolean, hint?: string): FormField => ({
  key,
  label,
  input: 'property',
  required,
  message: m.property,
  ...(hint ? { hint } : {}),
});
const date = (key: string, label: string): FormField => ({
  key,
  label,
  input: 'date',
  required: true,
  message: m.date,
});
const roomKinds = (label: string): FormField => ({
  key: 'roomKinds',
  label,
  input: 'checkboxes',
  required: true,
  options: roomKindOptions,
  message: m.chooseSome('kind of room'),
});

/** Whole nights from one calendar date to another; 0 when either is not a date (its own field says so). */
export function nightsBetween(from: string, to: string): number {
  return isCalendarDate(from) && isCalendarDate(to) ? daysBetween(from, to) : 0;
}

export const enquiryForms: Readonly<Record<FormKind, EnquiryFormDescription>> = {
  contact: {
    kind: 'contact',
    path: '/contact-us',
    title: 'Contact us',
    submitLabel: 'Send message',
    asksTerms: true,
    fields: [
      {
        key: 'topic',
        label: 'What is it about?',
        input: 'select',
        required: true,
        options: contactTopics,
        message: m.choose('a topic'),
      },
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
      shortText('groupName', 'Group or organisation name', true, 'your group’s name'),
      {
        key: 'groupSize',
        label: 'How many people?',
        input: 'number',
        required: true,
        min: GROUP_SIZE_MIN,
        max: GROUP_SIZE_MAX,
        message: m.groupSize,
      },
      shortText('university', 'University or college', true, 'the university or college'),
      roomKinds('Kinds of room'),
      date('moveInDate', 'Move-in date'),
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
      shortText('agencyName', 'Agency name', true, 'your agency’s name'),
      shortText('agencyCountry', 'Country the agency is based in', true, 'the agency’s country', 60),
      {
        ...shortText('studentName', 'Student’s name', false, 'the student’s name', 100),
        hint: 'If you are referring a student now',
      },
      shortText('studentUniversity', 'Student’s university', false, 'the student’s university'),
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
      shortText('studentName', 'Your son or daughter’s name', false, 'their name', 100),
      residence('property', 'Residence', false, 'If they have booked with us'),
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
      residence('property', 'The residence you live in', true),
      // Both names go to the friend, so both are names only (referrals.ts).
      {
        ...shortText('friendName', 'Your friend’s name', true, 'your friend’s name', PERSON_NAME_MAX),
        tooLong: referralMessages.personName('your friend’s'),
        nameOnly: true,
      },
      {
        ...email,
        key: 'friendEmail',
        label: 'Your friend’s email',
        hint: 'We send them your referral code once, and nothing else unless they ask.',
      },
      { ...name, max: PERSON_NAME_MAX, tooLong: referralMessages.personName('your'), nameOnly: true },
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
      residence('property', 'Your residence', true),
      { ...shortText('room', 'Flat and room', true, 'your flat and room', 40), hint: 'Like Flat 3, room B' },
      {
        key: 'category',
        label: 'What is it about?',
        input: 'select',
        required: true,
        options: supportCategories,
        message: m.choose('what it is about'),
      },
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
      residence('property', 'Your residence now', true),
      shortText('room', 'Your flat and room now', true, 'your flat and room', 40),
      residence('nextProperty', 'Residence next year', false, 'Leave empty to stay where you are'),
      roomKinds('Kinds of room next year'),
      {
        key: 'tenancyWeeks',
        label: 'Tenancy length',
        input: 'select',
        required: true,
        options: tenancyPreferences,
        message: m.choose('a tenancy length'),
      },
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
      date('arrival', 'Arrival date'),
      date('departure', 'Departure date'),
      {
        key: 'guests',
        label: 'Guests',
        input: 'number',
        required: true,
        min: 1,
        max: SUMMER_GUESTS_MAX,
        message: m.guests,
      },
      residence('property', 'Residence', false, 'Leave empty for any'),
      message('Anything else?', false),
      name,
      email,
      phone(false),
    ],
    checks: [
      { field: 'departure', message: m.departure, holds: (a) => String(a.departure) > String(a.arrival) },
      {
        field: 'departure',
        message: m.tooLong,
        holds: (a) => nightsBetween(String(a.arrival), String(a.departure)) <= SUMMER_NIGHTS_MAX,
      },
    ],
  },
  offer: {
    kind: 'offer',
    path: '/offers',
    title: 'Offer claim',
    submitLabel: 'Claim this offer',
    asksTerms: true,
    fields: [
      { key: 'offerCode', label: 'Offer code', input: 'code', required: true, min: 3, max: 40, message: m.offerCode },
      residence('property', 'Residence', false),
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
