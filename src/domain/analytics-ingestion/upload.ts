import { freeText, isSingleLine } from '../shared/input-text';
import { isRecord } from '../shared/untrusted-values';
import type { AnalyticsEvent } from './analytics-event';
import { withoutUrlSecrets } from './url-properties';

/**
 * Reading an upload in Amplitude's HTTP V2 format (`POST /2/httpapi`:
 * `{ api_key, events: [...], options: { min_id_length } }`) and answering a bad one the way
 * Amplitude does, so its clients (the browser SDK among them) react as they would to Amplitude:
 * a missing `api_key` or `events` and a wrong key drop the batch; events listed by index under
 * `events_with_missing_fields`, `events_with_invalid_fields` or `events_with_invalid_id_lengths`
 * are dropped and the rest sent again; a 413 halves the batch. As at Amplitude, one bad event
 * refuses the whole upload: nothing of it is stored, so a resend of the rest cannot store twice.
 *
 * The input rule (src/domain/shared/input-text.ts) holds here too: an event type or id with a
 * control character is invalid, and text in the properties is kept as free text (line breaks
 * kept, other control characters dropped).
 */

/** Amplitude's limit per upload; more is answered 413, which makes the browser SDK halve its batches. */
export const maxEventsPerUpload = 2000;
/** Amplitude's shortest user_id or device_id unless `options.min_id_length` says otherwise. */
export const defaultMinIdLength = 5;
/**
 * Longer user and device ids are refused: the throttle keeps each id seen in a minute in memory,
 * and the browser SDK's device ids are UUIDs (36 characters). Amplitude documents a shortest id
 * (5), not a longest.
 */
export const maxIdLength = 128;
/** Longer event types and insert ids are refused (the insert id is a key of a database index). */
const maxEventTypeLength = 1024;
const maxInsertIdLength = 256;
/**
 * How deep any field of an event may nest objects and arrays, and how many values it may hold in
 * all. A page's properties are flat; thousands of levels only make work for whatever walks them
 * next (a recursive walk overflows the stack), so such an event is refused as invalid.
 */
export const maxPropertyDepth = 16;
export const maxPropertyValues = 1000;
/** Fields read as scalars above: their own checks refuse any object. */
const scalarFields = new Set(['event_type', 'user_id', 'device_id', 'time', 'session_id', 'insert_id']);
/** The latest time PostgreSQL and Date keep without trouble: the end of the year 9999. */
const maxTime = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

export interface UploadRules {
  /** The key uploads must carry. */
  readonly apiKey: string;
  /** The server's clock when the upload arrived (ms). */
  readonly receivedAt: number;
}

export interface UploadRefusal {
  readonly ok: false;
  readonly status: 400 | 413;
  /** Amplitude's answer, as JSON. */
  readonly body: Readonly<Record<string, unknown>>;
}

export type UploadReading = { readonly ok: true; readonly events: readonly AnalyticsEvent[] } | UploadRefusal;

type Problems = Record<string, number[]>;

function note(problems: Problems, field: string, index: number) {
  problems[field] ??= [];
  problems[field].push(index);
}

const refuse400 = (body: Readonly<Record<string, unknown>>): UploadRefusal => ({
  ok: false,
  status: 400,
  body: { code: 400, ...body },
});

/** Checks an upload's parsed JSON body; accepted events come back as the site keeps them. */
export function readUpload(body: unknown, rules: UploadRules): UploadReading {
  if (!isRecord(body)) return refuse400({ error: 'Invalid request body' });
  const { api_key: apiKey, events, options } = body;
  if (typeof apiKey !== 'string' || apiKey === '') {
    return refuse400({ error: 'Request missing required field', missing_field: 'api_key' });
  }
  if (!Array.isArray(events) || events.length === 0) {
    return refuse400({ error: 'Request missing required field', missing_field: 'events' });
  }
  // The clients treat an error starting "Invalid API key" as final for the batch.
  if (apiKey !== rules.apiKey) return refuse400({ error: `Invalid API key: ${apiKey.slice(0, 64)}` });
  if (events.length > maxEventsPerUpload)
    return { ok: false, status: 413, body: { code: 413, error: 'Payload too large' } };

  const minIdLength = minIdLengthOf(options);
  const missing: Problems = {};
  const invalid: Problems = {};
  const idLengths: Problems = {};
  const accepted: AnalyticsEvent[] = [];
  events.forEach((raw: unknown, index) => {
    const read = readEvent(raw, index, rules.receivedAt, minIdLength, { missing, invalid, idLengths });
    if (read) accepted.push(read);
  });
  if (accepted.length === events.length) return { ok: true, events: accepted };
  return refuse400({
    error: 'Request has invalid events',
    ...(Object.keys(missing).length ? { events_with_missing_fields: missing } : {}),
    ...(Object.keys(invalid).length ? { events_with_invalid_fields: invalid } : {}),
    ...(Object.keys(idLengths).length ? { events_with_invalid_id_lengths: idLengths } : {}),
  });
}

function minIdLengthOf(options: unknown): number {
  const given = isRecord(options) ? options.min_id_length : undefined;
  return typeof given === 'number' && Number.isInteger(given) && given >= 1 && given <= maxIdLength
    ? given
    : defaultMinIdLength;
}

/** One event, or null after noting what is wrong with it under its index. */
function readEvent(
  raw: unknown,
  index: number,
  receivedAt: number,
  minIdLength: number,
  problems: { readonly missing: Problems; readonly invalid: Problems; readonly idLengths: Problems },
): AnalyticsEvent | null {
  if (!isRecord(raw)) {
    note(problems.missing, 'event_type', index);
    note(problems.missing, 'device_id', index);
    return null;
  }
  let valid = true;
  const invalid = (field: string) => {
    note(problems.invalid, field, index);
    valid = false;
  };

  const eventType = raw.event_type;
  if (eventType === undefined || eventType === null || eventType === '') {
    note(problems.missing, 'event_type', index);
    valid = false;
  } else if (typeof eventType !== 'string' || eventType.length > maxEventTypeLength || !isSingleLine(eventType)) {
    invalid('event_type');
  }

  const ids = { user_id: idOf(raw.user_id), device_id: idOf(raw.device_id) };
  for (const [field, id] of Object.entries(ids)) {
    if (id === 'invalid') invalid(field);
    else if (id !== null && id.length < minIdLength) {
      note(problems.idLengths, field, index);
      valid = false;
    }
  }
  if (ids.user_id === null && ids.device_id === null) {
    note(problems.missing, 'device_id', index);
    valid = false;
  }

  const time = raw.time;
  if (time !== undefined && time !== null && !isWholeNumber(time, 0, maxTime)) invalid('time');
  const sessionId = raw.session_id;
  if (sessionId !== undefined && sessionId !== null && !isWholeNumber(sessionId, -1, Number.MAX_SAFE_INTEGER)) {
    invalid('session_id');
  }
  const insertId = raw.insert_id;
  if (
    insertId !== undefined &&
    insertId !== null &&
    (typeof insertId !== 'string' || insertId === '' || insertId.length > maxInsertIdLength || !isSingleLine(insertId))
  ) {
    invalid('insert_id');
  }
  for (const [field, value] of Object.entries(raw)) {
    if (scalarFields.has(field)) continue;
    const mustBeObject = field === 'event_properties' || field === 'user_properties';
    if (mustBeObject && value !== undefined && value !== null && !isRecord(value)) invalid(field);
    else if (!isSmall(value)) invalid(field);
  }
  if (!valid) return null;

  const properties = raw.event_properties;
  return {
    insertId: typeof insertId === 'string' ? insertId : null,
    eventType: eventType as string,
    deviceId: typeof ids.device_id === 'string' ? ids.device_id : null,
    userId: typeof ids.user_id === 'string' ? ids.user_id : null,
    sessionId: typeof sessionId === 'number' && sessionId >= 0 ? sessionId : null,
    time: typeof time === 'number' ? time : receivedAt,
    receivedAt,
    // A page's URL may carry a secret (a manage link's token): kept without its query and fragment.
    properties: isRecord(properties) ? withoutUrlSecrets(asFreeText(properties)) : {},
  };
}

/**
 * A value with every string in it (keys included) as free text. Recursive: only called on values
 * `isSmall` let through, which nest at most `maxPropertyDepth` levels.
 */
function asFreeText<T>(value: T): T {
  if (typeof value === 'string') return freeText(value) as T;
  if (Array.isArray(value)) return value.map(asFreeText) as T;
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // Defined, not assigned: a key "__proto__" stays a key.
    Object.defineProperty(copy, freeText(key), {
      value: asFreeText(item),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy as T;
}

/** An id as Amplitude takes it: a string, or a number as its digits; null when absent. */
function idOf(value: unknown): string | null | 'invalid' {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value.length > maxIdLength || !isSingleLine(value)) return 'invalid';
  return value;
}

/**
 * Whether a value nests at most `maxPropertyDepth` levels of objects and arrays and holds at most
 * `maxPropertyValues` values in all. Walked with a list, not recursion, and given up as soon as it
 * is over either limit, so a value nested 100,000 levels deep costs as little as a small one.
 */
function isSmall(value: unknown): boolean {
  const pending: { readonly value: unknown; readonly depth: number }[] = [{ value, depth: 0 }];
  let values = 0;
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth === maxPropertyDepth) return false;
    const children = Object.values(next.value);
    values += children.length;
    if (values > maxPropertyValues) return false;
    for (const child of children) pending.push({ value: child, depth: next.depth + 1 });
  }
  return true;
}

function isWholeNumber(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
