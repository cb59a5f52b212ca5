import { isRecord, textOr } from '../shared/untrusted-values';

/**
 * The room finder's enquiry form draft (spec section 3): what the visitor has told us so far,
 * kept across reloads. Resetting clears only the city and the move-in date (spec section 4).
 */

export const enquirySteps = ['city', 'move-in', 'preferences', 'contact', 'results'] as const;
export type EnquiryStep = (typeof enquirySteps)[number];

export interface EnquiryDraft {
  /** The furthest step the visitor has reached (see stepToShow). */
  readonly step: EnquiryStep;
  readonly city: string;
  readonly moveInDate: string;
  readonly duration: readonly string[];
  readonly price: readonly string[];
  readonly space: readonly string[];
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  /** Spec section 9: +44 by default. */
  readonly countryCode: string;
  readonly agreedToTerms: boolean;
}

export const emptyEnquiryDraft: EnquiryDraft = {
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
};

/** Spec section 4: reset clears only city and moveInDate; other fields are kept. */
export function resetEnquiryDraft(draft: EnquiryDraft): EnquiryDraft {
  return { ...draft, city: '', moveInDate: '' };
}

const listOr = (value: unknown, fallback: readonly string[]) =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : fallback;

/** A draft as kept on the device, read without trusting it: each field that is not the right shape is its default. */
export function readEnquiryDraft(raw: string | null): EnquiryDraft {
  let parsed: unknown;
  try {
    parsed = raw === null ? null : JSON.parse(raw);
  } catch {
    return emptyEnquiryDraft;
  }
  if (!isRecord(parsed)) return emptyEnquiryDraft;
  const d = emptyEnquiryDraft;
  return {
    step: enquirySteps.find((s) => s === parsed.step) ?? d.step,
    city: textOr(parsed.city, d.city),
    moveInDate: textOr(parsed.moveInDate, d.moveInDate),
    duration: listOr(parsed.duration, d.duration),
    price: listOr(parsed.price, d.price),
    space: listOr(parsed.space, d.space),
    name: textOr(parsed.name, d.name),
    email: textOr(parsed.email, d.email),
    phone: textOr(parsed.phone, d.phone),
    countryCode: textOr(parsed.countryCode, d.countryCode),
    agreedToTerms: typeof parsed.agreedToTerms === 'boolean' ? parsed.agreedToTerms : d.agreedToTerms,
  };
}
