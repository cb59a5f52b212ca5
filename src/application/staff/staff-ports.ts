import type { SessionLimits } from '../../domain/staff/session-rules';
import type { AuditLog } from '../../ports/audit-log.port';
import type { CatalogueReader } from '../../ports/catalogue-reader.port';
import type { Clock } from '../../ports/clock.port';
import type { MailQueue } from '../../ports/mail-queue.port';
import type { OneTimeLinks } from '../../ports/one-time-links.port';
import type { PasswordHasher } from '../../ports/password-hasher.port';
import type { PasswordStrengthEstimator } from '../../ports/password-strength.port';
import type { StaffDirectory } from '../../ports/staff-directory.port';
import type { StaffSessions } from '../../ports/staff-sessions.port';

/** The ports the staff use cases share (ADR 043). */
export interface StaffPorts {
  readonly directory: StaffDirectory;
  readonly sessions: StaffSessions;
  readonly links: OneTimeLinks;
  readonly hasher: PasswordHasher;
  /** How hard a new password is to guess (ADR 071). */
  readonly strength: PasswordStrengthEstimator;
  readonly audit: AuditLog;
  readonly mailQueue: MailQueue;
  /** For the brand that signs the e-mails. */
  readonly catalogue: CatalogueReader;
  readonly clock: Clock;
}

export interface StaffOptions {
  /** The site's address: links are `${publicUrl}/admin/link/<token>`. */
  readonly publicUrl: string;
  /** Called after e-mail was queued (the server delivers it at once). */
  readonly mailQueued?: () => void;
  /** The session limits; SESSION_LIMITS when not given. */
  readonly sessionLimits?: SessionLimits;
}
