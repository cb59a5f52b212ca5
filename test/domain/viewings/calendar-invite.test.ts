import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CalendarEvent, calendarInvite } from '../../../src/domain/viewings/calendar-invite';

const event: CalendarEvent = {
  uid: 'viewing-VW-7K3P9Q@emberandoak.example',
  sequence: 0,
  method: 'REQUEST',
  start: '2026-11-23T09:30:00.000Z',
  end: '2026-11-23T10:00:00.000Z',
  stamp: '2026-11-20T14:05:09.123Z',
  summary: 'Viewing at Ember & Oak Manchester',
  description: 'In person, party of 2. Reference VW-7K3P9Q.',
  location: '1 Oxford Road, Manchester M1 5QA',
  url: 'https://emberandoak.example/viewings/manage/abc',
  organizer: { name: 'Ember & Oak', email: 'hello@emberandoak.example' },
  attendee: { name: 'Zoë Ng', email: 'zoe@example.com' },
};

/** RFC 5545 3.1: a line break followed by one space or tab continues the line. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n');
}

/** The value of the first property called `name`: what follows the first colon outside quoted parameters. */
function property(ics: string, name: string): string | undefined {
  const line = unfold(ics).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  if (line === undefined) return undefined;
  let quoted = false;
  for (let i = name.length; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) return line.slice(i + 1);
  }
  return undefined;
}

/** RFC 5545 3.3.11: \\ \; \, and \n (or \N) stand for themselves and a line break. */
function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

const utf8 = new TextEncoder();

describe('calendarInvite', () => {
  it('writes one VEVENT in a VCALENDAR with PRODID, VERSION and METHOD, every line ending CRLF', () => {
    const ics = calendarInvite(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => /^PRODID:-\/\/.+\/\/.+\/\/EN$/.test(l))).toBe(true);
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.indexOf('BEGIN:VEVENT')).toBeLessThan(lines.indexOf('END:VEVENT'));
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
  });

  it('carries the UID, SEQUENCE and times in UTC basic format, seconds kept and milliseconds dropped', () => {
    const ics = calendarInvite({ ...event, sequence: 3 });
    expect(property(ics, 'UID')).toBe('viewing-VW-7K3P9Q@emberandoak.example');
    expect(property(ics, 'SEQUENCE')).toBe('3');
    expect(property(ics, 'DTSTAMP')).toBe('20261120T140509Z');
    expect(property(ics, 'DTSTART')).toBe('20261123T093000Z');
    expect(property(ics, 'DTEND')).toBe('20261123T100000Z');
  });

  it('turns an instant with an offset into UTC', () => {
    const ics = calendarInvite({ ...event, start: '2026-07-01T10:00:00+01:00', end: '2026-07-01T10:30:00+01:00' });
    expect(property(ics, 'DTSTART')).toBe('20260701T090000Z');
    expect(property(ics, 'DTEND')).toBe('20260701T093000Z');
  });

  it('refuses a time that is not an instant', () => {
    expect(() => calendarInvite({ ...event, start: 'next Tuesday' })).toThrow(RangeError);
    expect(() => calendarInvite({ ...event, end: '' })).toThrow(RangeError);
  });

  it('is CONFIRMED for a REQUEST and CANCELLED for a CANCEL', () => {
    expect(property(calendarInvite(event), 'STATUS')).toBe('CONFIRMED');
    const cancelled = calendarInvite({ ...event, method: 'CANCEL', sequence: 1 });
    expect(property(cancelled, 'METHOD')).toBe('CANCEL');
    expect(property(cancelled, 'STATUS')).toBe('CANCELLED');
  });

  it('names the organizer and the attendee with mailto addresses, names quoted', () => {
    const lines = unfold(calendarInvite(event));
    expect(lines).toContain('ORGANIZER;CN="Ember & Oak":mailto:hello@emberandoak.example');
    expect(lines.find((l) => l.startsWith('ATTENDEE'))).toMatch(/^ATTENDEE;CN="Zoë Ng";.*:mailto:zoe@example\.com$/);
  });

  it('keeps a quote, a caret or a line break in a name from breaking the parameter (RFC 6868)', () => {
    const lines = unfold(calendarInvite({ ...event, attendee: { name: 'Zoë "Z" ^Ng\nJr', email: 'zoe@example.com' } }));
    expect(lines.find((l) => l.startsWith('ATTENDEE'))).toMatch(/^ATTENDEE;CN="Zoë \^'Z\^' \^\^Ng\^nJr";/);
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    const ics = calendarInvite({
      ...event,
      summary: 'Viewing; Oak, Ember \\ Co',
      description: 'Line one\nLine two\r\nLine three',
      location: 'Flat 2, 1 Oxford Road',
    });
    expect(property(ics, 'SUMMARY')).toBe('Viewing\\; Oak\\, Ember \\\\ Co');
    expect(property(ics, 'DESCRIPTION')).toBe('Line one\\nLine two\\nLine three');
    expect(property(ics, 'LOCATION')).toBe('Flat 2\\, 1 Oxford Road');
  });

  it('writes the URL as it is, and leaves it out when there is none', () => {
    expect(property(calendarInvite(event), 'URL')).toBe('https://emberandoak.example/viewings/manage/abc');
    const { url: _, ...withoutUrl } = event;
    expect(property(calendarInvite(withoutUrl), 'URL')).toBeUndefined();
  });

  it('folds a long line at 75 octets without splitting a UTF-8 character', () => {
    const ics = calendarInvite({ ...event, description: 'ë€😀'.repeat(60) });
    const physical = ics.split('\r\n');
    for (const line of physical) expect(utf8.encode(line).length).toBeLessThanOrEqual(75);
    // No replacement characters: each physical line is whole UTF-8 on its own.
    for (const line of physical) expect(new TextDecoder('utf-8', { fatal: true }).decode(utf8.encode(line))).toBe(line);
    expect(physical.filter((l) => l.startsWith(' ')).length).toBeGreaterThan(3);
    expect(unescapeText(property(ics, 'DESCRIPTION') ?? '')).toBe('ë€😀'.repeat(60));
  });

  it('drops control characters that iCalendar text cannot hold, keeping tabs', () => {
    const ics = calendarInvite({ ...event, summary: 'Tour\u0000\u0007 of\tthe\u007f flat' });
    expect(property(ics, 'SUMMARY')).toBe('Tour of\tthe flat');
  });

  describe('property: any summary and description', () => {
    // Any code point, with the characters that need escaping or folding drawn often.
    const text = fc.string({
      unit: fc.oneof(
        { weight: 3, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
        { weight: 1, arbitrary: fc.constantFrom('\\', ';', ',', '\n', '\r\n', ':', '"', '\t', 'ë', '😀', ' ') },
      ),
      maxLength: 200,
    });
    /** What the builder promises to keep: every line break as \n, controls other than tab and line breaks gone. */
    const kept = (s: string) =>
      s
        .replace(/\r\n?/g, '\n')
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to remove them
        .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

    it('unfolds and unescapes back to the original text, no line over 75 octets', () => {
      fc.assert(
        fc.property(text, text, (summary, description) => {
          const ics = calendarInvite({ ...event, summary, description });
          for (const line of ics.split('\r\n')) expect(utf8.encode(line).length).toBeLessThanOrEqual(75);
          expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
          expect(unescapeText(property(ics, 'SUMMARY') ?? '')).toBe(kept(summary));
          expect(unescapeText(property(ics, 'DESCRIPTION') ?? '')).toBe(kept(description));
        }),
        { numRuns: 300 },
      );
    });
  });
});
