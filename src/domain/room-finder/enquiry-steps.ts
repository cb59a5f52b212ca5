import type { RoomKind } from '../catalogue/catalogue';
import { PRICE_BANDS, type PriceBandId } from '../catalogue/property-filter';
import { ROOM_KINDS } from '../catalogue/room-kinds';
import { isEmailAddress } from '../shared/email-address';
import { addDays, addYearsTo, isCalendarDate, weekdayOf } from '../shared/london-time';
import { isPhoneShaped, phoneNumberMessage } from '../shared/phone-number';
import { type EnquiryDraft, type EnquiryStep, enquirySteps } from './enquiry-draft';
import type { MatchCriteria } from './room-match';

/**
 * The room finder's steps: what each one needs before the visitor moves on, and which step a
 * visitor arriving at an address is shown. Pure: "today" comes from the caller (YYYY-MM-DD,
 * Europe/London).
 */

/** Tenancy lengths a visitor can ask for, in weeks (the operator's usual lets). */
export const TENANCY_LENGTHS: readonly { readonly id: string; readonly label: string }[] = [
  { id: '41', label: '41 weeks' },
  { id: '44', label: '44 weeks' },
  { id: '51', label: '51 weeks (the whole year)' },
];

/**
 * The tenancy lengths worth offering in a city: those some room there is let for, plus any the
 * visitor has already chosen (so a choice can still be taken back); every length while the
 * city's rooms are not known (null).
 */
export function tenancyLengthsIn(
  rooms: readonly { readonly weeks_offered: readonly number[] }[] | null,
  chosen: readonly string[] = [],
): readonly { readonly id: string; readonly label: string }[] {
  if (rooms === null) return TENANCY_LENGTHS;
  const offered = new Set(rooms.flatMap((r) => r.weeks_offered.map(String)));
  return TENANCY_LENGTHS.filter((t) => offered.has(t.id) || chosen.includes(t.id));
}

/** Field name → what is wrong with it, in words a visitor understands. Empty: the step is complete. */
export type StepErrors = Partial<Record<keyof EnquiryDraft, string>>;

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const countryCode = /^\+\d{1,4}$/;

/** The first Saturday of September of a year: when most tenancies start. */
export function academicYearStart(year: number): string {
  const first = `${String(year).padStart(4, '0')}-09-01`;
  return addDays(first, (6 - weekdayOf(first) + 7) % 7);
}

const MAX_YEARS_AHEAD = 2;

/** The latest move-in date asked about: two years from today (28 February when today is the 29th). */
export function latestMoveIn(today: string): string {
  return addYearsTo(today, MAX_YEARS_AHEAD);
}

/** The next two academic-year starts from today, each with its year's name. */
export function quickPicks(today: string): { date: string; label: string }[] {
  const year = Number(today.slice(0, 4));
  const latest = latestMoveIn(today);
  return [year, year + 1, year + 2]
    .map((y) => ({ date: academicYearStart(y), label: `Start of ${y}/${String((y + 1) % 100).padStart(2, '0')}` }))
    .filter((p) => p.date >= today && p.date <= latest)
    .slice(0, 2);
}

function moveInError(moveInDate: string, today: string): string | undefined {
  if (moveInDate === '') return 'Choose the date you would like to move in.';
  if (!isCalendarDate(moveInDate)) return 'Enter a real date, like 2027-09-04.';
  // ISO dates compare as text.
  if (moveInDate < today) return 'Choose a date from today onwards.';
  if (moveInDate > latestMoveIn(today)) return 'We let rooms up to two years ahead: choose an earlier date.';
  return undefined;
}

const known = (values: readonly string[], allowed: readonly string[]) => values.every((v) => allowed.includes(v));

function nameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter your name.';
  return trimmed.length > 100 ? 'Your name can be up to 100 characters.' : undefined;
}

/** What is missing or wrong on one step of the draft. */
export function stepErrors(draft: EnquiryDraft, step: EnquiryStep, today: string): StepErrors {
  const errors: StepErrors = {};
  switch (step) {
    case 'city':
      if (!slug.test(draft.city)) errors.city = 'Choose the city you will study in.';
      break;
    case 'move-in': {
      const error = moveInError(draft.moveInDate, today);
      if (error) errors.moveInDate = error;
      break;
    }
    case 'preferences':
      if (
        !known(
          draft.duration,
          TENANCY_LENGTHS.map((t) => t.id),
        )
      )
        errors.duration = 'Choose from the tenancy lengths shown.';
      if (
        !known(
          draft.price,
          PRICE_BANDS.map((b) => b.id),
        )
      )
        errors.price = 'Choose from the budgets shown.';
      if (!known(draft.space, ROOM_KINDS)) errors.space = 'Choose from the kinds of room shown.';
      break;
    case 'contact': {
      const name = nameError(draft.name);
      if (name) errors.name = name;
      const address = draft.email.trim();
      if (!isEmailAddress(address)) errors.email = 'Enter your email address, like name@example.com.';
      if (!isPhoneShaped(draft.phone.trim())) errors.phone = phoneNumberMessage;
      if (!countryCode.test(draft.countryCode)) errors.countryCode = 'Choose a country code, like +44.';
      if (draft.agreedToTerms !== true) errors.agreedToTerms = 'Please accept the terms to continue.';
      break;
    }
    case 'results':
      break;
  }
  return errors;
}

const complete = (errors: StepErrors) => Object.keys(errors).length === 0;

/** The first step still needing an answer; the results once every step is complete. */
export function firstIncompleteStep(draft: EnquiryDraft, today: string): EnquiryStep {
  return enquirySteps.find((step) => !complete(stepErrors(draft, step, today))) ?? 'results';
}

/**
 * The step to show for an address: the one asked for when the visitor has reached it (the
 * draft's step is the furthest reached) and every step before it is complete; otherwise (unknown
 * or skipped ahead) the first step still to do. Going back is always allowed.
 */
export function stepToShow(requested: string, draft: EnquiryDraft, today: string): EnquiryStep {
  const incomplete = enquirySteps.indexOf(firstIncompleteStep(draft, today));
  const limit = enquirySteps[Math.min(incomplete, enquirySteps.indexOf(draft.step))] ?? 'city';
  const asked = enquirySteps.find((s) => s === requested);
  if (!asked) return limit;
  return enquirySteps.indexOf(asked) <= enquirySteps.indexOf(limit) ? asked : limit;
}

/** The draft's answers as matching criteria; answers it does not know are left out. */
export function matchCriteriaOf(draft: EnquiryDraft): MatchCriteria {
  const bandIds = PRICE_BANDS.map((b) => b.id);
  return {
    city: draft.city,
    weeks: draft.duration.filter((d) => TENANCY_LENGTHS.some((t) => t.id === d)).map(Number),
    bands: draft.price.filter((p): p is PriceBandId => bandIds.includes(p as PriceBandId)),
    kinds: draft.space.filter((s): s is RoomKind => ROOM_KINDS.includes(s as RoomKind)),
  };
}
