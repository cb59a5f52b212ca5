import type { ViewingKind } from '../domain/viewings/viewing';
import type { AttendanceMark, ClosedPeriod } from '../domain/viewings/viewing-desk';
import type { ViewingAvailability, ViewingDetail } from '../domain/viewings/viewing-outcomes';
import { type Token, token } from './token';
import type { DeskAllResidencesDay, DeskCalendar, DeskResidence, DeskRulesView } from './viewing-desk.port';

/** The rules as the desk's form sends them, with the version they were read at. */
export interface DeskRulesForm extends Omit<DeskRulesView, 'propertyId' | 'feedIssued' | 'closedPeriods'> {
  readonly closedPeriods: readonly ClosedPeriod[];
}

export type DeskRulesSave =
  | { readonly kind: 'saved'; readonly rules: DeskRulesView }
  | { readonly kind: 'invalid'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly kind: 'stale'; readonly message: string; readonly current: DeskRulesView }
  | { readonly kind: 'refused'; readonly message: string };

/** A booking, move, cancellation or mark: done, or why not (per field when the form can fix it). */
export type DeskChange =
  | { readonly kind: 'done'; readonly viewing: Pick<ViewingDetail, 'reference' | 'status' | 'date' | 'time' | 'name'> }
  | { readonly kind: 'invalid'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly kind: 'refused'; readonly message: string };

export interface DeskBookingForm {
  readonly kind: ViewingKind;
  readonly start: string;
  readonly name: string;
  readonly email: string;
  readonly countryCode: string;
  readonly phone: string;
  readonly partySize: number;
  readonly message: string;
  readonly idempotencyKey: string;
}

/**
 * The console's viewings desk as the browser reaches it (issue 19 item 2). Refusals are values; a
 * failure to reach the server (or a 5xx) rejects with ConsoleUnavailable.
 */
export interface ViewingDeskConsole {
  residences(): Promise<readonly DeskResidence[]>;
  rules(propertyId: string): Promise<DeskRulesView>;
  saveRules(propertyId: string, form: DeskRulesForm): Promise<DeskRulesSave>;
  calendar(propertyId: string, date: string, span: 'day' | 'week'): Promise<DeskCalendar>;
  /** One London day's viewings at every residence that has any. */
  allResidencesDay(date: string): Promise<DeskAllResidencesDay>;
  /** The free slots, as a visitor would see them; null when the residence offers no viewings yet. */
  availability(propertyId: string): Promise<ViewingAvailability | null>;
  book(propertyId: string, form: DeskBookingForm): Promise<DeskChange>;
  move(reference: string, to: { readonly kind: ViewingKind; readonly start: string }): Promise<DeskChange>;
  cancel(reference: string): Promise<DeskChange>;
  mark(reference: string, mark: AttendanceMark): Promise<DeskChange>;
  /** A new feed link (the old stops working), shown once. */
  issueFeed(propertyId: string): Promise<{ readonly kind: 'issued'; readonly url: string } | DeskRefused>;
  revokeFeed(propertyId: string): Promise<void>;
}

type DeskRefused = { readonly kind: 'refused'; readonly message: string };

export const VIEWING_DESK_CONSOLE: Token<ViewingDeskConsole> = token<ViewingDeskConsole>('ViewingDeskConsole');
