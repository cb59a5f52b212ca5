/**
 * The js_error event (spec section 8): what an uncaught error or an unhandled promise rejection
 * becomes. The browser may hand over anything (a thrown string, an object without a prototype,
 * nothing at all), so every property is read defensively and falls back to the spec's default.
 */
import { isChunkLoadMessage } from './chunk-load';

export const JS_ERROR_EVENT = 'js_error';

/** The spec's defaults, for an uncaught error and for an unhandled rejection. */
export const JS_ERROR_DEFAULTS = {
  message: 'Unknown error',
  source: 'Unknown source',
  position: 0,
  stack: 'No stack trace available',
  type: 'Error',
} as const;

export const REJECTION_DEFAULTS = {
  message: 'Unhandled promise rejection',
  source: 'Promise rejection',
  type: 'UnhandledRejection',
} as const;

export type JsErrorProperties = {
  error_message: string;
  error_source: string;
  error_line: number;
  error_column: number;
  error_stack: string;
  error_type: string;
  is_chunk_load_error: boolean;
};

/** What a window 'error' event carries (its message, filename, lineno, colno and error). */
export interface ErrorReport {
  message?: string;
  source?: string;
  line?: number;
  column?: number;
  error?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const position = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : JS_ERROR_DEFAULTS.position;

/** A property of a thrown value, if it is an object that has one (never throws: getters may). */
function field(value: unknown, name: 'message' | 'name' | 'stack'): string | null {
  if (typeof value !== 'object' || value === null) return null;
  try {
    return text((value as Record<string, unknown>)[name]);
  } catch {
    return null;
  }
}

export function errorEventProperties(report: ErrorReport): JsErrorProperties {
  const message = text(report.message) ?? field(report.error, 'message') ?? JS_ERROR_DEFAULTS.message;
  return {
    error_message: message,
    error_source: text(report.source) ?? JS_ERROR_DEFAULTS.source,
    error_line: position(report.line),
    error_column: position(report.column),
    error_stack: field(report.error, 'stack') ?? JS_ERROR_DEFAULTS.stack,
    error_type: field(report.error, 'name') ?? JS_ERROR_DEFAULTS.type,
    is_chunk_load_error: isChunkLoadMessage(message),
  };
}

/** A rejection is never a chunk-load error: a failed import someone awaited is theirs to handle. */
export function rejectionEventProperties(reason: unknown): JsErrorProperties {
  return {
    error_message: text(reason) ?? field(reason, 'message') ?? REJECTION_DEFAULTS.message,
    error_source: REJECTION_DEFAULTS.source,
    error_line: JS_ERROR_DEFAULTS.position,
    error_column: JS_ERROR_DEFAULTS.position,
    error_stack: field(reason, 'stack') ?? JS_ERROR_DEFAULTS.stack,
    error_type: field(reason, 'name') ?? REJECTION_DEFAULTS.type,
    is_chunk_load_error: false,
  };
}
