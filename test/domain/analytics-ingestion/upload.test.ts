import { describe, expect, it } from 'vitest';
import {
  maxEventsPerUpload,
  maxIdLength,
  maxPropertyDepth,
  maxPropertyValues,
  readUpload,
  type UploadRules,
} from '../../../src/domain/analytics-ingestion/upload';

const rules: UploadRules = { apiKey: 'digs-first-party', receivedAt: Date.UTC(2026, 8, 1, 9) };
const event = (extra: Record<string, unknown> = {}) => ({
  event_type: 'page_viewed',
  device_id: 'device-0001',
  time: Date.UTC(2026, 8, 1, 8, 59),
  insert_id: 'c0ffee00-0000-4000-8000-000000000001',
  session_id: Date.UTC(2026, 8, 1, 8, 50),
  event_properties: { '[Amplitude] Page Path': '/manchester' },
  ...extra,
});
/** An object `depth` levels deep: `{ a: { a: … { a: 1 } } }`. */
const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};
const upload = (events: unknown, extra: Record<string, unknown> = {}) => ({
  api_key: 'digs-first-party',
  events,
  ...extra,
});

describe('reading an Amplitude HTTP V2 upload', () => {
  it('accepts a valid batch, keeping what the report needs', () => {
    const read = readUpload(upload([event(), event({ insert_id: undefined, user_id: 'someone@1' })]), rules);
    expect(read).toEqual({
      ok: true,
      events: [
        {
          insertId: 'c0ffee00-0000-4000-8000-000000000001',
          eventType: 'page_viewed',
          deviceId: 'device-0001',
          userId: null,
          sessionId: Date.UTC(2026, 8, 1, 8, 50),
          time: Date.UTC(2026, 8, 1, 8, 59),
          receivedAt: rules.receivedAt,
          properties: { '[Amplitude] Page Path': '/manchester' },
        },
        expect.objectContaining({ insertId: null, userId: 'someone@1' }),
      ],
    });
  });

  it('takes the upload time for an event without one, and no session for -1', () => {
    const read = readUpload(upload([event({ time: undefined, session_id: -1 })]), rules);
    expect(read.ok && read.events[0]).toMatchObject({ time: rules.receivedAt, sessionId: null });
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'text', 3]) {
      expect(readUpload(body, rules)).toEqual({
        ok: false,
        status: 400,
        body: { code: 400, error: 'Invalid request body' },
      });
    }
  });

  it('names a missing api_key, then a missing events list', () => {
    expect(readUpload({ events: [event()] }, rules)).toEqual({
      ok: false,
      status: 400,
      body: { code: 400, error: 'Request missing required field', missing_field: 'api_key' },
    });
    for (const events of [undefined, 'x', {}, []]) {
      expect(readUpload({ api_key: 'digs-first-party', events }, rules)).toMatchObject({
        status: 400,
        body: { code: 400, error: 'Request missing required field', missing_field: 'events' },
      });
    }
  });

  it('refuses another key, as Amplitude does (the clients drop the batch on "Invalid API key")', () => {
    expect(readUpload(upload([event()], { api_key: 'someone-elses' }), rules)).toEqual({
      ok: false,
      status: 400,
      body: { code: 400, error: 'Invalid API key: someone-elses' },
    });
  });

  it('refuses the whole batch when an event is invalid, naming each by its index', () => {
    const read = readUpload(
      upload([
        event(),
        event({ event_type: undefined }),
        event({ device_id: undefined }),
        event({ device_id: 'abc' }),
        event({ time: 'yesterday' }),
        event({ event_properties: [1, 2] }),
        'not an event',
        event({ event_type: '' }),
      ]),
      rules,
    );
    expect(read).toEqual({
      ok: false,
      status: 400,
      body: {
        code: 400,
        error: 'Request has invalid events',
        events_with_missing_fields: { event_type: [1, 6, 7], device_id: [2, 6] },
        events_with_invalid_fields: { time: [4], event_properties: [5] },
        events_with_invalid_id_lengths: { device_id: [3] },
      },
    });
  });

  it('checks id lengths against options.min_id_length (5 by default)', () => {
    expect(readUpload(upload([event({ device_id: 'abcd' })]), rules).ok).toBe(false);
    expect(readUpload(upload([event({ device_id: 'abcd' })], { options: { min_id_length: 4 } }), rules).ok).toBe(true);
    // A numeric id is taken as its digits, as Amplitude does.
    expect(readUpload(upload([event({ device_id: 1 })]), rules)).toMatchObject({
      body: { events_with_invalid_id_lengths: { device_id: [0] } },
    });
  });

  it(`answers 413 over ${maxEventsPerUpload} events, so the client halves its batches`, () => {
    const events = Array.from({ length: maxEventsPerUpload + 1 }, () => event());
    expect(readUpload(upload(events), rules)).toEqual({
      ok: false,
      status: 413,
      body: { code: 413, error: 'Payload too large' },
    });
    expect(readUpload(upload(events.slice(1)), rules).ok).toBe(true);
  });

  it(`refuses fields nested deeper than ${maxPropertyDepth} levels, as invalid, without overflowing the stack`, () => {
    expect(readUpload(upload([event({ event_properties: nested(maxPropertyDepth) })]), rules).ok).toBe(true);
    const read = readUpload(
      upload([
        event({ event_properties: nested(maxPropertyDepth + 1) }),
        event({ user_properties: nested(5_000) }),
        event({ groups: nested(100_000) }),
        event({ event_properties: { list: JSON.parse(`${'['.repeat(50_000)}${']'.repeat(50_000)}`) } }),
        event(),
      ]),
      rules,
    );
    expect(read).toEqual({
      ok: false,
      status: 400,
      body: {
        code: 400,
        error: 'Request has invalid events',
        events_with_invalid_fields: { event_properties: [0, 3], user_properties: [1], groups: [2] },
      },
    });
  });

  it(`refuses a field holding more than ${maxPropertyValues} values in all, nested ones included`, () => {
    const wide = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, i]));
    expect(readUpload(upload([event({ event_properties: wide(maxPropertyValues) })]), rules).ok).toBe(true);
    expect(readUpload(upload([event({ event_properties: wide(maxPropertyValues + 1) })]), rules)).toMatchObject({
      body: { events_with_invalid_fields: { event_properties: [0] } },
    });
    const spread = { a: wide(maxPropertyValues / 2), b: [...Object.values(wide(maxPropertyValues / 2))] };
    expect(readUpload(upload([event({ event_properties: spread })]), rules)).toMatchObject({
      body: { events_with_invalid_fields: { event_properties: [0] } },
    });
  });

  it(`refuses a device or user id over ${maxIdLength} characters as invalid (the throttle keeps ids in memory)`, () => {
    const id = (n: number) => 'd'.repeat(n);
    expect(readUpload(upload([event({ device_id: id(maxIdLength), user_id: id(maxIdLength) })]), rules).ok).toBe(true);
    expect(
      readUpload(upload([event({ device_id: id(maxIdLength + 1) }), event({ user_id: id(10_000) })]), rules),
    ).toMatchObject({
      status: 400,
      body: { events_with_invalid_fields: { device_id: [0], user_id: [1] } },
    });
  });

  it('keeps URL properties without their query and fragment, but for the booking step on page URLs', () => {
    const read = readUpload(
      upload([
        event({
          event_properties: {
            '[Amplitude] Page Location': 'https://digs.test/viewing-detail?ref=VW-7K2Q9&token=secret',
            '[Amplitude] Page URL': 'https://digs.test/viewing-detail',
            referrer: 'https://digs.test/book-a-viewing/oak-house?step=done&token=secret#top',
          },
        }),
      ]),
      rules,
    );
    expect(read.ok && read.events[0]?.properties).toEqual({
      '[Amplitude] Page Location': 'https://digs.test/viewing-detail',
      '[Amplitude] Page URL': 'https://digs.test/viewing-detail',
      referrer: 'https://digs.test/book-a-viewing/oak-house',
    });
  });

  it('refuses an event type or id with a control character, and keeps property text as free text', () => {
    expect(
      readUpload(
        upload([
          event({ event_type: 'page\u0000viewed' }),
          event({ device_id: 'device\n0001' }),
          event({ user_id: 'someone\u0007' }),
          event({ insert_id: 'c0ffee\u0000' }),
        ]),
        rules,
      ),
    ).toMatchObject({
      status: 400,
      body: { events_with_invalid_fields: { event_type: [0], device_id: [1], user_id: [2], insert_id: [3] } },
    });
    const read = readUpload(
      upload([
        event({
          event_properties: { 'search\u0000': 'oak\u0000 house\r\nsecond\tline', list: [{ 'a\u0001': 'b\u0085' }] },
        }),
      ]),
      rules,
    );
    expect(read.ok && read.events[0]?.properties).toEqual({ search: 'oak house\nsecond line', list: [{ a: 'b' }] });
  });
});
