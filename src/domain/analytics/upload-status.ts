/**
 * An analytics upload's outcome from its HTTP code (spec section 8). The client retries what is
 * rate limited, failed, timed out or unknown, halves its batch on payload too large and drops
 * what is invalid, so this decides what happens to every queued event.
 */
export type UploadStatus =
  | 'success'
  | 'rate_limit'
  | 'payload_too_large'
  | 'timeout'
  | 'invalid'
  | 'failed'
  | 'unknown';

export function classifyUpload(code: number): UploadStatus {
  if (!Number.isInteger(code)) return 'unknown';
  if (code >= 200 && code <= 299) return 'success';
  if (code === 429) return 'rate_limit';
  if (code === 413) return 'payload_too_large';
  if (code === 408) return 'timeout';
  if (code >= 400 && code <= 499) return 'invalid';
  if (code >= 500 && code <= 599) return 'failed';
  // No answer (0), informational, redirects: not an answer about the events.
  return 'unknown';
}
