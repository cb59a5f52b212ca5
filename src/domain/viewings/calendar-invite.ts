/**
 * A calendar invitation (iCalendar, RFC 5545, with the iTIP methods of RFC 5546) for one viewing:
 * attached to the confirmation as a REQUEST, to a change as a REQUEST with a higher SEQUENCE, and
 * to a cancellation as a CANCEL with the same UID, so calendar apps update or remove the event
 * they already hold.
 */

export interface CalendarPerson {
  readonly name: string;
  readonly email: string;
}

export interface CalendarEvent {
  /** Stays the same for the life of the viewing; globally unique, like `viewing-<id>@<host>`. */
  readonly uid: string;
  /** 0 when first sent; one more on every change or cancellation. */
  readonly sequence: number;
  readonly method: 'REQUEST' | 'CANCEL';
  /** ISO 8601 instants. */
  readonly start: string;
  readonly end: string;
  /** When this version of the invitation was made (DTSTAMP), an ISO 8601 instant. */
  readonly stamp: string;
  readonly summary: string;
  readonly description: string;
  readonly location: string;
  readonly url?: string;
  readonly organizer: CalendarPerson;
  readonly attendee: CalendarPerson;
}

export const calendarProductId = '-//Digs//Viewings//EN';

/** The .ics text, CRLF line endings, long lines folded at 75 octets. */
export function calendarInvite(event: CalendarEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendarProductId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${plain(event.uid)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`,
    `DTSTAMP:${utcBasic(event.stamp)}`,
    `DTSTART:${utcBasic(event.start)}`,
    `DTEND:${utcBasic(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `LOCATION:${text(event.location)}`,
    ...(event.url ? [`URL:${plain(event.url)}`] : []),
    `ORGANIZER;CN=${parameter(event.organizer.name)}:mailto:${plain(event.organizer.email)}`,
    `ATTENDEE;CN=${parameter(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? 'DECLINED' : 'ACCEPTED'};RSVP=FALSE:mailto:${plain(event.attendee.email)}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `TRANSP:${cancelled ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('');
}

/** `2026-11-23T09:30:00.000Z` -> `20261123T093000Z`. */
function utcBasic(instant: string): string {
  const date = new Date(instant);
  if (instant === '' || Number.isNaN(date.getTime()))
    throw new RangeError(`Not an instant: ${JSON.stringify(instant)}`);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${String(date.getUTCFullYear()).padStart(4, '0')}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}` +
    `T${two(date.getUTCHours())}${two(date.getUTCMinutes())}${two(date.getUTCSeconds())}Z`
  );
}

/** Control characters iCalendar text may not hold (RFC 5545 3.3.11: all but HTAB); line breaks are handled before. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed
const controls = /[\u0000-\u0008\u000a-\u001f\u007f]/g;

/** A TEXT value: line breaks as \n, backslash, semicolon and comma escaped. */
function text(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(controls, '').replace(/[\\;,]/g, (c) => `\\${c}`))
    .join('\\n');
}

/** A value that is not TEXT (a URI, an address, an id): only the characters no content line may hold go. */
function plain(value: string): string {
  return value.replace(controls, '');
}

/** A quoted parameter value, with RFC 6868's ^^, ^' and ^n for a caret, a double quote and a line break. */
function parameter(value: string): string {
  const encoded = value
    .replace(/\r\n?/g, '\n')
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\n/g, '^n')
    .replace(controls, '');
  return `"${encoded}"`;
}

/** Octets of one code point in UTF-8 (a lone surrogate is written as U+FFFD, also three). */
function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

const maxOctets = 75;

/** One content line with its CRLF, folded so no physical line exceeds 75 octets (RFC 5545 3.1). */
function fold(line: string): string {
  let out = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    if (octets + size > maxOctets) {
      out += '\r\n ';
      octets = 1;
    }
    out += char;
    octets += size;
  }
  return `${out}\r\n`;
}
