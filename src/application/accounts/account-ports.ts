import type { SessionLimits } from '../../domain/staff/session-rules';
import type { CatalogueReader } from '../../ports/catalogue-reader.port';
import type { Clock } from '../../ports/clock.port';
import type { EnquiryRecords } from '../../ports/enquiry-records.port';
import type { MailQueue } from '../../ports/mail-queue.port';
import type { SignInChallenges } from '../../ports/sign-in-challenges.port';
import type { VisitorAccounts } from '../../ports/visitor-accounts.port';
import type { VisitorSessions } from '../../ports/visitor-sessions.port';

/** The ports the visitor account use cases share (issue 20, ADR 053). */
export interface AccountPorts {
  readonly accounts: VisitorAccounts;
  readonly sessions: VisitorSessions;
  readonly challenges: SignInChallenges;
  readonly mailQueue: MailQueue;
  /** For the brand that signs the e-mail, and the names of the residences viewings are at. */
  readonly catalogue: CatalogueReader;
  /** What the site holds about an address: the viewings and enquiries shown once it is proven. */
  readonly records: EnquiryRecords;
  readonly clock: Clock;
}

export interface AccountOptions {
  /** The site's address: the e-mailed link is `${publicUrl}/login?token=<token>`. */
  readonly publicUrl: string;
  /** Called after e-mail was queued (the server delivers it at once). */
  readonly mailQueued?: () => void;
  /** VISITOR_SESSION_LIMITS when not given. */
  readonly sessionLimits?: SessionLimits;
}
