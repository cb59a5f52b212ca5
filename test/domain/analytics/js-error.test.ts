import { describe, expect, it } from 'vitest';
import { errorEventProperties, rejectionEventProperties } from '../../../src/domain/analytics/js-error';

describe('js_error from an uncaught error (spec section 8)', () => {
  it('reads the message, source, line, column, stack and type', () => {
    const error = new TypeError('x is not a function');
    error.stack = 'TypeError: x is not a function\n    at f (app.js:3:7)';
    expect(
      errorEventProperties({
        message: 'Uncaught TypeError: x is not a function',
        source: '/assets/app.js',
        line: 3,
        column: 7,
        error,
      }),
    ).toEqual({
      error_message: 'Uncaught TypeError: x is not a function',
      error_source: '/assets/app.js',
      error_line: 3,
      error_column: 7,
      error_stack: 'TypeError: x is not a function\n    at f (app.js:3:7)',
      error_type: 'TypeError',
      is_chunk_load_error: false,
    });
  });

  it('falls back to the spec defaults when the browser gives nothing', () => {
    expect(errorEventProperties({})).toEqual({
      error_message: 'Unknown error',
      error_source: 'Unknown source',
      error_line: 0,
      error_column: 0,
      error_stack: 'No stack trace available',
      error_type: 'Error',
      is_chunk_load_error: false,
    });
  });

  it('takes the error object’s message when the event has none (a cross-origin script gives "Script error.")', () => {
    expect(errorEventProperties({ message: '', error: new RangeError('too far') }).error_message).toBe('too far');
  });

  it('flags a message containing "Loading chunk" as a chunk-load error', () => {
    const properties = errorEventProperties({ message: 'Uncaught Error: Loading chunk 42 failed.' });
    expect(properties.is_chunk_load_error).toBe(true);
  });

  it('does not flag messages that only resemble it', () => {
    expect(errorEventProperties({ message: 'loading chunk 1 failed' }).is_chunk_load_error).toBe(false);
    expect(errorEventProperties({ message: 'Loading' }).is_chunk_load_error).toBe(false);
  });
});

describe('js_error from an unhandled rejection', () => {
  it('reads an Error reason', () => {
    const reason = new SyntaxError('bad JSON');
    reason.stack = 'SyntaxError: bad JSON\n    at parse';
    expect(rejectionEventProperties(reason)).toEqual({
      error_message: 'bad JSON',
      error_source: 'Promise rejection',
      error_line: 0,
      error_column: 0,
      error_stack: 'SyntaxError: bad JSON\n    at parse',
      error_type: 'SyntaxError',
      is_chunk_load_error: false,
    });
  });

  it('uses the rejection defaults when the reason says nothing', () => {
    expect(rejectionEventProperties(undefined)).toEqual({
      error_message: 'Unhandled promise rejection',
      error_source: 'Promise rejection',
      error_line: 0,
      error_column: 0,
      error_stack: 'No stack trace available',
      error_type: 'UnhandledRejection',
      is_chunk_load_error: false,
    });
  });

  it('takes a string reason as the message', () => {
    expect(rejectionEventProperties('offline').error_message).toBe('offline');
  });

  it('never flags a rejection as a chunk-load error, whatever it says', () => {
    expect(rejectionEventProperties(new Error('Loading chunk 7 failed')).is_chunk_load_error).toBe(false);
  });
});
