import { createHash } from 'node:crypto';
import type { FormKind } from '../../domain/enquiries/enquiry';
import { enquiryForms } from '../../domain/enquiries/enquiry-forms';

/**
 * A form posted by a browser without JavaScript (`application/x-www-form-urlencoded`, parsed by
 * @fastify/formbody into fields: a repeated key is a list), decoded into the body the form's schema takes (src/adapters/forms/enquiry-forms.schema.ts), so both ways of
 * sending are checked by one schema. Server-only (node:crypto); pure: the same body decodes the
 * same way every time.
 *
 * - Checkbox fields (the domain's `input: 'checkboxes'`) come as repeated keys: a list, left out
 *   when none is ticked. Any other field takes its first value.
 * - The terms box sends `on` when ticked: true. Any other value goes on for the schema to refuse.
 * - `utm_source`, `utm_medium`, … become the `utm` object.
 * - Without a submission id (the page had no script to draw one) the id is derived from the form
 *   token, so a double post of one rendered page is stored once.
 * - Keys the form does not have are dropped.
 */

export type PostedValues = Record<string, string | string[]>;

/** The fields of a form post as @fastify/formbody parses them: a value, or a list for a repeated key. */
export type PostedFields = Readonly<Record<string, string | readonly string[] | undefined>>;

/** The body of a request that was not a form post, or not one we could parse, reads as no fields. */
export function postedFieldsOf(body: unknown): PostedFields {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as PostedFields) : {};
}

export interface DecodedFormPost {
  /** The body for the schema. */
  readonly input: Record<string, unknown>;
  /** What was posted, as the page shows it again after a refusal: without the honeypot and the token. */
  readonly values: PostedValues;
}

const utmKeys = ['source', 'medium', 'campaign', 'term', 'content'] as const;
const envelopeKeys = ['submissionId', 'sourcePage', 'website', 'formToken'];
const unshown = new Set(['website', 'formToken']);
const ticked = new Set(['on', 'true', 'yes', '1']);

function formKeys(kind: FormKind | 'chat'): { single: string[]; multiple: string[] } {
  if (kind === 'chat') return { single: ['message', 'name', 'email', ...envelopeKeys], multiple: [] };
  const fields = enquiryForms[kind].fields;
  return {
    single: [
      ...fields.filter((f) => f.input !== 'checkboxes').map((f) => f.key),
      'countryCode',
      'agreedToTerms',
      ...envelopeKeys,
    ],
    multiple: fields.filter((f) => f.input === 'checkboxes').map((f) => f.key),
  };
}

/** A version 4-shaped UUID from the SHA-256 of a text: the same text, the same id. */
export function submissionIdFor(text: string): string {
  const bytes = createHash('sha256').update(`submission:${text}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** A field's value as posted: typed as a form's, but a JSON body may hold anything under the key. */
const own = (fields: PostedFields, key: string): unknown => (Object.hasOwn(fields, key) ? fields[key] : undefined);

/** Every value posted under a key, in order. */
function allOf(fields: PostedFields, key: string): string[] {
  const value = own(fields, key);
  // A JSON body reaches here as well: a value of any type (a number, null, an object) is no field.
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The first value posted under a key, or null. */
export const firstOf = (fields: PostedFields, key: string): string | null => allOf(fields, key)[0] ?? null;

export function decodeFormPost(kind: FormKind | 'chat', fields: PostedFields): DecodedFormPost {
  const { single, multiple } = formKeys(kind);
  const input: Record<string, unknown> = {};
  const values: PostedValues = {};

  for (const key of multiple) {
    const all = allOf(fields, key);
    if (all.length === 0) continue;
    input[key] = all;
    values[key] = all;
  }
  for (const key of single) {
    const value = firstOf(fields, key);
    if (value === null) continue;
    input[key] = key === 'agreedToTerms' && ticked.has(value.trim().toLowerCase()) ? true : value;
    if (!unshown.has(key)) values[key] = value;
  }
  const utm: Record<string, string> = {};
  for (const key of utmKeys) {
    const value = firstOf(fields, `utm_${key}`);
    if (value === null) continue;
    utm[key] = value;
    values[`utm_${key}`] = value;
  }
  if (Object.keys(utm).length > 0) input.utm = utm;
  if (!input.submissionId) {
    const token = firstOf(fields, 'formToken');
    const pairs = Object.keys(fields).flatMap((key) => allOf(fields, key).map((v) => [key, v] as const));
    // The same page posted twice with the same answers (a double click, a resend) is one enquiry;
    // different answers from one page (Back, change the message, send) are another.
    const answers = pairs
      .filter(([key]) => key !== 'website' && key !== 'submissionId')
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    input.submissionId = submissionIdFor(
      token ? `token:${token}:${answers}` : `body:${new URLSearchParams(pairs.map(([k, v]) => [k, v])).toString()}`,
    );
  }
  return { input, values };
}
