/**
 * Node's codes for a connection that could not be made or was lost: the database server is down,
 * restarting or unreachable, not the query at fault.
 */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), the server shutting down
 * or starting (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now) and 53300
 * (too many connections, which passes when others finish).
 */
const unavailableStates = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What node-postgres and its pool say when a connection ends or a free one does not come in time. */
const unavailableMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Connection ended unexpectedly|Query read timeout)/;

/**
 * Whether a failed query failed because the database could not be reached (the request may succeed
 * when it is tried again: an HTTP 503), rather than because of the query or its data (a 500 or a
 * 4xx). Drizzle wraps the driver's error in its own (`cause`); Node's dual-stack connect gathers
 * its attempts in an AggregateError (`errors`): both are looked through.
 */
export function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (networkCodes.has(code) || unavailableStates.test(code))) return true;
  if (typeof message === 'string' && unavailableMessages.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isConnectionFailure(e, depth + 1))) return true;
  return isConnectionFailure(cause, depth + 1);
}
