import type { AuditEntry } from '../domain/staff/audit-entry';
import type { StoredViewing, ViewingKind, ViewingRules } from '../domain/viewings/viewing';
import type { AttendanceMark, ClosedPeriod } from '../domain/viewings/viewing-desk';
import { type Token, token } from './token';

/** A residence as the desk lists it. */
export interface DeskResidence {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly cityName: string;
  /** Whether it has viewing rules (offers viewings) yet. */
  readonly offersViewings: boolean;
}

/** A residence's viewing rules as the desk edits them: the booking rules, the video-call link and a version. */
export interface DeskRules extends ViewingRules {
  readonly videoCallUrl: string | null;
  /** 0 while the residence has no rules yet; one more on every save. */
  readonly version: number;
  /** Whether a calendar feed token is live. */
  readonly feedIssued: boolean;
}

/** What the desk saves: every rule but the residence and the bookkeeping. */
export type DeskRulesChange = Omit<DeskRules, 'propertyId' | 'version' | 'feedIssued'>;

/** A residence's rules as the desk shows and edits them: closed days as periods. */
export interface DeskRulesView extends Omit<DeskRules, 'closedDates'> {
  readonly closedPeriods: readonly ClosedPeriod[];
}

/** A booked viewing as the desk's calendar shows it: what staff need to meet the visitor. */
export interface DeskViewing {
  readonly reference: string;
  readonly status: StoredViewing['status'];
  readonly kind: ViewingKind;
  readonly start: string;
  readonly end: string;
  /** London date and times (HH:mm) of the start and end. */
  readonly date: string;
  readonly time: string;
  readonly endTime: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly partySize: number;
  readonly message: string;
}

/** One slot of a day, with the places taken in it. */
export interface DeskSlot {
  readonly start: string;
  readonly time: string;
  readonly taken: number;
}

export interface DeskDay {
  readonly date: string;
  /** Closed by a closed day or holiday (the opening hours may still list times). */
  readonly closed: boolean;
  readonly slots: readonly DeskSlot[];
  readonly viewings: readonly DeskViewing[];
}

export interface DeskCalendar {
  readonly residence: { readonly id: string; readonly name: string; readonly slug: string };
  readonly capacity: number;
  readonly days: readonly DeskDay[];
}

/** One London day at every residence (issue 36 item 8): the residences with viewings that day, by name. */
export interface DeskAllResidencesDay {
  readonly date: string;
  readonly residences: readonly {
    readonly residence: DeskResidence;
    /** Every status, earliest first. */
    readonly viewings: readonly DeskViewing[];
  }[];
}

export type RulesSave =
  | { readonly outcome: 'saved'; readonly rules: DeskRules }
  /** Someone saved since `version` was read: the rules as they are now. */
  | { readonly outcome: 'stale'; readonly current: DeskRules }
  | { readonly outcome: 'not_found' };

/**
 * The viewings desk's store (issue 19 item 2): residences and their rules, the viewings in a span of
 * time, attended and no-show marks, and the calendar feed's token (its hash only). Every change is
 * written with its audit entry in one transaction. Bookings, moves and cancellations go through the
 * ViewingRepository, as a visitor's do, so capacity is the database's to enforce whoever books.
 */
export interface ViewingDeskStore {
  /** Every residence, by name. */
  residences(): Promise<readonly DeskResidence[]>;
  /** A residence's rules, or the defaults at version 0 when it has none yet; null for no such residence. */
  rules(propertyId: string): Promise<DeskRules | null>;
  /**
   * Saves the rules if they are still at `version` (0: the residence has none yet, so they are
   * created), raising the version by one.
   */
  saveRules(
    propertyId: string,
    version: number,
    change: DeskRulesChange,
    audit: (saved: DeskRules) => AuditEntry,
  ): Promise<RulesSave>;
  /** The residence's viewings (every status) starting from `from` (included) to `to` (excluded), earliest first. */
  viewingsBetween(propertyId: string, from: string, to: string): Promise<readonly StoredViewing[]>;
  /** Marks a viewing that is not cancelled; null when it is cancelled or unknown. */
  mark(reference: string, mark: AttendanceMark, audit: AuditEntry): Promise<StoredViewing | null>;
  /** Replaces the residence's feed token hash (null: revokes it); false when the residence has no rules. */
  setFeedToken(propertyId: string, tokenHash: string | null, audit: AuditEntry): Promise<boolean>;
  /** The residence whose live feed token has this hash. */
  feedResidence(tokenHash: string): Promise<{ readonly id: string; readonly name: string } | null>;
}

export const VIEWING_DESK_STORE: Token<ViewingDeskStore> = token<ViewingDeskStore>('ViewingDeskStore');
