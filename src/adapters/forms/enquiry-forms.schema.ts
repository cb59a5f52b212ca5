import * as z from 'zod/mini';
import { FORM_KINDS, type FormKind } from '../../domain/enquiries/enquiry';
import {
  type EnquiryFormDescription,
  enquiryForms,
  type FieldOption,
  type FormField,
  formMessages,
  SHORT_MAX,
} from '../../domain/enquiries/enquiry-forms';
import { isPersonName } from '../../domain/enquiries/referrals';
import { isCalendarDate } from '../../domain/shared/london-time';
import { isSlug } from '../../domain/site/site-routes';
import { countryCodeField, emailField, lineField, nameField, optionalPhoneField, phoneField } from './contact-fields';
import { cleanFreeText, singleLine } from './wire-text';

/**
 * The nine enquiry forms as they cross the wire (POST /api/enquiries/:kind), one schema each,
 * shared by the browser (checks before sending) and the server (parses every request). zod/mini
 * only: small, no Node imports. Each schema is built from the form's description
 * (src/domain/enquiries/enquiry-forms.ts): its fields, their rules and messages, and the checks
 * between answers; nothing about a form is written here. Strings are trimmed before they are
 * checked; optional text left empty arrives as "" and is stored as left out.
 *
 * Every form also carries the envelope: a submission id (a retry is stored once), the page it was
 * sent from, first-touch UTM parameters, the honeypot (`website`) and the form token (when the form
 * was shown, signed by the server, for the minimum time to fill).
 */

const m = formMessages;

/** Optional: "" (an empty field, or none sent) is fine, anything else must pass `check`. */
const orEmpty = (message: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z._default(z.string(message).check(z.trim(), ...checks), '');

const oneOf = (options: readonly FieldOption[], message: string) =>
  z.string(message).check(
    z.trim(),
    z.refine((v) => options.some((o) => o.id === v), message),
  );
const someOf = (options: readonly FieldOption[], message: string) =>
  z.array(oneOf(options, message), message).check(
    z.minLength(1, message),
    z.maxLength(options.length, message),
    z.refine((list) => new Set(list).size === list.length, message),
  );
/** A whole number, sent as a number (JSON) or as text (a form without JavaScript). */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .pipe(
      z.union([z.number(message), z.string(message).check(z.trim(), z.regex(/^\d{1,6}$/, message))], message),
      z.transform((v) => Number(v)),
    )
    .check(z.refine((n) => Number.isInteger(n) && n >= min && n <= max, message));
/** A name and nothing else (referrals.ts): what is mailed to someone who did not ask for it. */
const nameOnly = (message: string, max: number, notAName: string) =>
  z
    .string(message)
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, notAName), z.refine(isPersonName, notAName));

/** The rule of one field, from its description. */
function fieldRule(field: FormField): z.ZodMiniType {
  const { message, required } = field;
  const max = field.max ?? SHORT_MAX;
  const tooLong = field.tooLong ?? message;
  switch (field.input) {
    case 'text':
      if (field.nameOnly && required) return nameOnly(message, max, tooLong);
      if (field.nameOnly) break;
      return required
        ? lineField(message, max, tooLong)
        : orEmpty(message, z.maxLength(max, message), singleLine(message));
    case 'textarea':
      return required
        ? z.string(message).check(cleanFreeText(), z.trim(), z.minLength(1, message), z.maxLength(max, tooLong))
        : z._default(z.string(tooLong).check(cleanFreeText(), z.trim(), z.maxLength(max, tooLong)), '');
    case 'email':
      if (required) return emailField(message);
      break;
    case 'tel':
      return required ? phoneField(message) : optionalPhoneField(message);
    case 'date':
      if (required) return z.string(message).check(z.trim(), z.refine(isCalendarDate, message));
      break;
    case 'number':
      if (required) return wholeNumber(field.min ?? 0, max, message);
      break;
    case 'select':
      if (required) return oneOf(field.options ?? [], message);
      break;
    case 'checkboxes':
      if (required) return someOf(field.options ?? [], message);
      break;
    case 'property':
      /** A residence's slug; whether it exists is the server's check (the use case), not the shape's. */
      return required
        ? z.string(message).check(z.trim(), z.refine(isSlug, message))
        : orEmpty(
            message,
            z.refine((v) => v === '' || isSlug(v), message),
          );
    case 'code':
      if (required)
        return z
          .string(message)
          .check(z.trim(), z.toUpperCase(), z.regex(new RegExp(`^[A-Z0-9-]{${field.min ?? 1},${max}}$`), message));
      break;
  }
  throw new Error(`No rule for an ${required ? '' : 'optional '}${field.input} field (${field.key}).`);
}

const utmValue = z.optional(z.string(m.form).check(z.trim(), z.maxLength(200, m.form), singleLine(m.form)));

/** What every enquiry carries besides its answers; the chat panel's message carries it too. */
export const envelopeShape = {
  /** Chosen by the browser per submission; PostgreSQL keeps uuids in lower case, so this does too. */
  submissionId: z.uuid(m.form).check(z.toLowerCase()),
  sourcePage: z.string(m.form).check(z.maxLength(200, m.form), z.regex(/^\/(?!\/)/, m.form), singleLine(m.form)),
  utm: z._default(
    z.object({ source: utmValue, medium: utmValue, campaign: utmValue, term: utmValue, content: utmValue }, m.form),
    {},
  ),
  /** The honeypot: hidden from people, so anything in it means a bot sent the form. */
  website: z.optional(z.string(m.form).check(z.maxLength(200, m.form))),
  /** When the form was shown, signed by the server (GET /api/enquiries/form-token or the page's data). */
  formToken: z._default(z.string(m.form).check(z.maxLength(200, m.form)), ''),
};

/** A form's schema: its fields' rules (the country code with the phone), the terms box, the envelope, the checks between answers. */
function formSchema(form: EnquiryFormDescription) {
  const answers: Record<string, z.ZodMiniType> = {};
  for (const field of form.fields) {
    answers[field.key] = fieldRule(field);
    if (field.input === 'tel') answers.countryCode = z._default(countryCodeField(m.countryCode), '+44');
  }
  const shape = {
    ...answers,
    /** Residents of the support form have agreed to their tenancy's terms already; it does not ask again. */
    agreedToTerms: form.asksTerms ? z.literal(true, m.agreedToTerms) : z._default(z.boolean(m.form), false),
    ...envelopeShape,
  };
  const checks = (form.checks ?? []).map((check) =>
    z.refine((v: unknown) => check.holds(v as Readonly<Record<string, unknown>>), {
      message: check.message,
      path: [check.field],
    }),
  );
  return z.object(shape, m.form).check(...checks) as unknown as z.ZodMiniType<EnquiryFormBody>;
}

/** What every form's body holds after its schema: the envelope, the contact fields and the form's own answers. */
export type EnquiryFormBody = z.output<z.ZodMiniObject<typeof envelopeShape>> & {
  readonly [answer: string]: unknown;
  readonly name: string;
  readonly email: string;
  readonly agreedToTerms: boolean;
};

export const enquiryFormSchemas = Object.fromEntries(
  FORM_KINDS.map((kind) => [kind, formSchema(enquiryForms[kind])]),
) as Readonly<Record<FormKind, z.ZodMiniType<EnquiryFormBody>>>;

/** A message typed into the chat panel (POST /api/enquiries/chat). No terms box: the panel says how the details are used. */
export const chatMessageSchema = z.object(
  {
    message: z
      .string(m.message)
      .check(
        cleanFreeText(),
        z.trim(),
        z.minLength(1, m.message),
        z.maxLength(1000, 'Your message can be up to 1,000 characters.'),
      ),
    name: nameField(m.name, m.nameTooLong),
    email: emailField(m.email),
    ...envelopeShape,
  },
  m.form,
);

export type ChatMessageBody = z.output<typeof chatMessageSchema>;
