/**
 * An analytics event as the site keeps it after a first-party upload: only what the report reads.
 * The user agent, the address, the user and device properties Amplitude's clients send along are
 * not kept (ADR 022): the site needs pages, timings and errors, not people.
 */
export interface AnalyticsEvent {
  /** The client's id for the event; a second event with the same id is the same event (a retry). */
  readonly insertId: string | null;
  readonly eventType: string;
  /** The browser's random id (Amplitude's device_id); null when only a user id came. */
  readonly deviceId: string | null;
  readonly userId: string | null;
  /** Amplitude's session id: when the session started (ms); null for no session. */
  readonly sessionId: number | null;
  /** When it happened, by the client's clock (ms since the epoch); the upload's time when not given. */
  readonly time: number;
  /** When the server took it (ms since the epoch). */
  readonly receivedAt: number;
  /** The event's own properties (page path, metric values, error details). */
  readonly properties: Readonly<Record<string, unknown>>;
}
