import type { EnquiryFormDescription } from './enquiry-forms';

/**
 * What a visitor has typed into an enquiry form, field by field (the keys of the form's
 * description and schema): text as typed, ticked boxes as a list, the terms as a boolean. The
 * page keeps these on every refusal; the schema (src/adapters/forms/enquiry-forms.schema.ts)
 * decides what is valid.
 */
export type FormValue = string | readonly string[] | boolean;
export type FormValues = Readonly<Record<string, FormValue>>;

/** The phone's country code a form starts with. */
export const DEFAULT_COUNTRY_CODE = '+44';

const hasPhone = (form: EnquiryFormDescription) => form.fields.some((f) => f.key === 'phone');

export function emptyValues(form: EnquiryFormDescription): FormValues {
  const values: Record<string, FormValue> = {};
  for (const field of form.fields) {
    values[field.key] = field.input === 'checkboxes' ? [] : '';
    if (field.key === 'phone') values.countryCode = DEFAULT_COUNTRY_CODE;
  }
  if (form.asksTerms) values.agreedToTerms = false;
  return values;
}

/** The form's fields as shown, by key: the country code just before the number, the terms box last. */
export function formFieldOrder(form: EnquiryFormDescription): string[] {
  const keys = form.fields.flatMap((f) => (f.key === 'phone' ? ['countryCode', 'phone'] : [f.key]));
  return form.asksTerms ? [...keys, 'agreedToTerms'] : keys;
}

/** The answers as the form's schema takes them: only the form's own keys (the envelope is added by the sender). */
export function formAnswers(form: EnquiryFormDescription, values: FormValues): Record<string, FormValue> {
  const empty = emptyValues(form);
  const answers: Record<string, FormValue> = {};
  for (const key of Object.keys(empty)) answers[key] = values[key] ?? (empty[key] as FormValue);
  return answers;
}

/**
 * What the visitor typed, from the server's reply to a form posted without JavaScript (or any
 * untrusted record): known fields only, one ticked box (a lone form value) as a list, a number
 * as its digits, the terms box as `on`; anything that does not fit is left empty.
 */
export function valuesFromReply(form: EnquiryFormDescription, raw: unknown): FormValues {
  const values: Record<string, FormValue> = { ...emptyValues(form) };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return values;
  const posted = raw as Record<string, unknown>;
  const text = (value: unknown) =>
    typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
  for (const field of form.fields) {
    const value = posted[field.key];
    if (field.input === 'checkboxes') {
      const list = Array.isArray(value) ? value : [value];
      values[field.key] = list.filter((v): v is string => typeof v === 'string');
    } else {
      values[field.key] = text(value) ?? '';
    }
  }
  if (hasPhone(form) && typeof posted.countryCode === 'string' && posted.countryCode !== '')
    values.countryCode = posted.countryCode;
  if (form.asksTerms)
    values.agreedToTerms =
      posted.agreedToTerms === true || posted.agreedToTerms === 'on' || posted.agreedToTerms === 'true';
  return values;
}

/**
 * The messages of a refusal (the server's, or the schema's in the browser) split into those shown
 * by their fields and the rest (about the page's own parts: its token, its address), each once.
 */
export function splitMessages(
  form: EnquiryFormDescription,
  messages: Readonly<Record<string, string>>,
): { fields: Record<string, string>; other: string[] } {
  const shown = new Set(formFieldOrder(form));
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(messages)) {
    if (shown.has(key)) fields[key] = message;
    else if (!other.includes(message)) other.push(message);
  }
  return { fields, other };
}
