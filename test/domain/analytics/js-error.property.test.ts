import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ErrorReport,
  errorEventProperties,
  JS_ERROR_DEFAULTS,
  rejectionEventProperties,
} from '../../../src/domain/analytics/js-error';

const anything = fc.oneof(
  fc.anything(),
  fc.string().map((m) => new Error(m)),
  fc.record({ message: fc.anything(), name: fc.anything(), stack: fc.anything() }),
  fc.constant(Object.create(null)),
);

const report: fc.Arbitrary<ErrorReport> = fc.record(
  {
    message: fc.oneof(fc.string(), fc.constant(undefined)),
    source: fc.oneof(fc.string(), fc.constant(undefined)),
    line: fc.oneof(fc.integer(), fc.double(), fc.constant(undefined)),
    column: fc.oneof(fc.integer(), fc.double(), fc.constant(undefined)),
    error: anything,
  },
  { requiredKeys: [] },
);

function wellFormed(p: ReturnType<typeof errorEventProperties>) {
  expect(Object.keys(p).sort()).toEqual(
    [
      'error_column',
      'error_line',
      'error_message',
      'error_source',
      'error_stack',
      'error_type',
      'is_chunk_load_error',
    ].sort(),
  );
  for (const key of ['error_message', 'error_source', 'error_stack', 'error_type'] as const) {
    expect(typeof p[key]).toBe('string');
    expect(p[key].length).toBeGreaterThan(0);
  }
  expect(Number.isInteger(p.error_line) && p.error_line >= 0).toBe(true);
  expect(Number.isInteger(p.error_column) && p.error_column >= 0).toBe(true);
}

describe('js_error properties for anything the browser hands over', () => {
  it('are always complete, non-empty and of the right types', () => {
    fc.assert(fc.property(report, (r) => wellFormed(errorEventProperties(r))));
    fc.assert(fc.property(anything, (reason) => wellFormed(rejectionEventProperties(reason))));
  });

  it('flag a chunk-load error exactly when the message contains "Loading chunk"', () => {
    fc.assert(
      fc.property(report, fc.string(), fc.string(), (r, before, after) => {
        const p = errorEventProperties(r);
        expect(p.is_chunk_load_error).toBe(p.error_message.includes('Loading chunk'));
        expect(errorEventProperties({ ...r, message: `${before}Loading chunk${after}` }).is_chunk_load_error).toBe(
          true,
        );
      }),
    );
  });

  it('never flag a rejection, and always name its source "Promise rejection"', () => {
    fc.assert(
      fc.property(anything, (reason) => {
        const p = rejectionEventProperties(reason);
        expect(p.is_chunk_load_error).toBe(false);
        expect(p.error_source).toBe('Promise rejection');
      }),
    );
  });

  it('keep what the browser said when it said something', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), fc.nat(), fc.nat(), (m, s, l, c) => {
        const p = errorEventProperties({ message: m, source: s, line: l, column: c });
        expect([p.error_message, p.error_source, p.error_line, p.error_column]).toEqual([m, s, l, c]);
        expect(p.error_stack).toBe(JS_ERROR_DEFAULTS.stack);
      }),
    );
  });
});
