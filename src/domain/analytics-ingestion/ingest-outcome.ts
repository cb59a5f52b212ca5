import type { Throttled } from './device-throttle';
import type { UploadRefusal } from './upload';

/**
 * What became of one analytics upload, in the ingestion's own terms; the HTTP adapter turns each
 * into Amplitude's answer (200, 400, 413, 429).
 */
export type IngestOutcome =
  /** Kept (copies of insert ids already kept skipped); `events` is how many the upload held. */
  | { readonly outcome: 'stored'; readonly events: number; readonly receivedAt: number }
  /** A crawler's or monitor's upload: told it was taken, nothing kept (an error would only make it retry). */
  | { readonly outcome: 'ignored_bot'; readonly receivedAt: number }
  /** The upload does not read as Amplitude's format, names another key or holds bad events: nothing kept. */
  | { readonly outcome: 'unreadable'; readonly refusal: UploadRefusal }
  /** The address sent too many events this minute, whatever devices they name: wait `waitMs`, resend all `events`. */
  | { readonly outcome: 'address_over_budget'; readonly waitMs: number; readonly events: number }
  /** Devices in the upload are over their rate: nothing kept. */
  | { readonly outcome: 'devices_throttled'; readonly throttled: Throttled };
