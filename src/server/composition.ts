import type { StripeSettings } from '../adapters/payments/stripe-payments.adapter';
import { mailboxAddress } from '../domain/mail/reply-sender';
import type { ChangeNotices } from '../ports/change-notices.port';
import type { MailFiles } from '../ports/mail-files.port';
import type { Mailer } from '../ports/mailer.port';
import type { PictureFormats } from '../ports/media-writer.port';
import type { PasswordHasher } from '../ports/password-hasher.port';
import { defaultMailFrom } from './config';

// What the server container's modules share: the settings known at start, the sending address
// replies come from, and a read cache that forgets on a change notice.

/** What the server knows only at start: its address, its keys, how mail leaves, whom to tell about queued mail. */
export interface ServerSettings {
  readonly publicUrl: string;
  /** At least 32 bytes; kept in the database (server_secrets) so links survive restarts. */
  readonly manageKey: Uint8Array;
  /** The form tokens' key (at least 32 bytes), kept like the manage key, so a page shown before a restart can still be sent. */
  readonly formTokenKey: Uint8Array;
  /** The visitors' sign-in codes' HMAC key (at least 32 bytes), kept like the manage key (ADR 053). */
  readonly signInKey: Uint8Array;
  readonly mailer: Mailer;
  /**
   * The sending mailbox (MAIL_FROM), like `Ember & Oak <no-reply@emberandoak.example>`: inbox replies
   * come from its address or another on its domain (ADR 092). Unset, the configuration's default.
   */
  readonly mailFrom?: string;
  /** Called after a change queued e-mail (the jobs deliver it at once). */
  readonly mailQueued?: () => void;
  /** The minimum time to fill an enquiry form (ENQUIRY_MIN_FILL_MS); unset, the domain's MIN_FILL_MS. */
  readonly enquiryMinFillMs?: number;
  /** How staff passwords are hashed; scrypt at OWASP's cost when not given (tests give a cheaper one). */
  readonly passwordHasher?: PasswordHasher;
  /** Copies of sent mail kept as files (no SMTP server): a person's export lists them, an erasure removes them. */
  readonly mailFiles?: MailFiles;
  /** Stripe (both keys set): the holding deposit is paid on Stripe Checkout; otherwise to the operator directly. */
  readonly stripe?: StripeSettings;
  /** A hold's length on a test server (RESERVATION_HOLD_SECONDS); unset, the domain's 15 minutes. */
  readonly reservationHoldMs?: number;
  /** How far a test server's clock runs from the host's (TEST_CLOCK_START); unset, the host's clock. */
  readonly clockOffsetMs?: number;
  /** How pictures' formats are made (kept in PICTURE_CACHE_DIR for the journeys' servers); unset, sharp. */
  readonly pictureFormats?: PictureFormats;
  /** Rooms one browser and one address may hold at once; unset, the domain's defaults (2 and 50). */
  readonly holdCaps?: { readonly perVisitor: number; readonly perAddress: number };
  /**
   * Visitors' holds, releases and expiries tell the catalogue's caches at most once per this many
   * milliseconds (default 1000; ADR 085), the first at once; 0 tells each one at once.
   */
  readonly stockChangesWindowMs?: number;
  /**
   * How a write reaches every server's read caches: PostgreSQL's LISTEN/NOTIFY when several servers
   * share the database (main.ts opens it); within this process when not given.
   */
  readonly changeNotices?: ChangeNotices;
}

/** A read cache that forgets what it kept whenever any server publishes a catalogue change (ADR 056). */
export function forgetsOnNotice<T extends { clear(): void }>(cache: T, notices: ChangeNotices): T {
  notices.subscribe(() => cache.clear());
  return cache;
}

/** The address of the sending mailbox (MAIL_FROM), which replies come from or share a domain with (ADR 092). */
export function sendingAddress(settings: Pick<ServerSettings, 'mailFrom'>): string {
  return mailboxAddress(settings.mailFrom ?? defaultMailFrom);
}
