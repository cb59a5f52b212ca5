import { londonParts } from '../../domain/shared/london-time';
import { type AuditEntry, type AuditFacts, auditEntry } from '../../domain/staff/audit-entry';
import { slotStartsOn } from '../../domain/viewings/slots';
import type { OpeningHours, StoredViewing, ViewingKind } from '../../domain/viewings/viewing';
import {
  type AttendanceMark,
  attendanceIssue,
  type ClosedPeriod,
  closedEntries,
  closedPeriodsOf,
  deskRulesIssues,
  londonDayBounds,
  type ViewingFeed,
  weekOf,
} from '../../domain/viewings/viewing-desk';
import type { ManageResult, ViewingAvailability } from '../../domain/viewings/viewing-outcomes';
import type { AuditLog } from '../../ports/audit-log.port';
import type { CatalogueChanges } from '../../ports/catalogue-editor.port';
import type { Clock } from '../../ports/clock.port';
import type { FeedTokens } from '../../ports/feed-tokens.port';
import type {
  DeskAllResidencesDay,
  DeskCalendar,
  DeskDay,
  DeskResidence,
  DeskRules,
  DeskRulesView,
  DeskViewing,
  ViewingDeskStore,
} from '../../ports/viewing-desk.port';
import type { ViewingRepository } from '../../ports/viewing-repository.port';
import type { Actor } from '../catalogue/edit-catalogue.use-case';
import type { BookingAnswer, BookingRequest, ViewingBookings } from './viewing-bookings.use-case';

export type RulesOutcome =
  | { readonly outcome: 'saved'; readonly rules: DeskRulesView }
  | { readonly outcome: 'invalid'; readonly fields: Readonly<Record<string, string>> }
  | { readonly outcome: 'stale'; readonly message: string; readonly current: DeskRulesView }
  | { readonly outcome: 'not_found' };

export type MarkOutcome =
  | { readonly outcome: 'marked'; readonly viewing: DeskViewing }
  | { readonly outcome: 'refused'; readonly message: string }
  | { readonly outcome: 'not_found' };

export type FeedOutcome =
  | { readonly outcome: 'issued'; readonly token: string }
  | { readonly outcome: 'revoked' }
  | { readonly outcome: 'refused'; readonly message: string }
  | { readonly outcome: 'not_found' };

/**
 * The rules as the desk's contract has parsed them (src/adapters/contracts/viewing-desk.contract.ts
 * checks their shape), with the version they were read at (0: none yet); the domain's rules about
 * them (deskRulesIssues) are checked here.
 */
export interface DeskRulesInput {
  readonly version: number;
  /** By ISO weekday, '1' (Monday) to '7'. */
  readonly openingHours: Readonly<
    Partial<Record<string, readonly { readonly open: string; readonly close: string }[]>>
  >;
  readonly slotMinutes: number;
  readonly capacity: number;
  readonly kinds: readonly ViewingKind[];
  readonly closedPeriods: readonly ClosedPeriod[];
  readonly noticeMinutes: number;
  readonly horizonDays: number;
  readonly staffEmail: string;
  /** '' or null: none. */
  readonly videoCallUrl: string | null;
}

const past = 30 * 24 * 60 * 60 * 1000;

/** What the desk's audit entries call a residence's rules and a viewing. */
const entities = { rules: 'viewing_rules', viewing: 'viewing' } as const;

/**
 * The viewings desk (issue 19 item 2), for sales and the owner: each residence's viewing rules,
 * edited with the domain's checks and a version check, a day or week of its viewings in London
 * time, bookings on a caller's behalf, moves and cancellations through the visitor's own use case
 * (so the database holds capacity and the visitor is e-mailed), attended and no-show marks, and a
 * private calendar feed. Every change is in the audit log.
 */
export class ViewingDesk {
  constructor(
    private readonly store: ViewingDeskStore,
    private readonly bookings: ViewingBookings,
    private readonly viewings: ViewingRepository,
    private readonly audit: AuditLog,
    private readonly tokens: FeedTokens,
    private readonly time: Clock,
    /** Told of a saved change of rules: the servers' kept viewing places are forgotten (ADR 061). */
    private readonly changes: CatalogueChanges,
  ) {}

  residences(): Promise<readonly DeskResidence[]> {
    return this.store.residences();
  }

  async rules(propertyId: string): Promise<DeskRulesView | null> {
    const rules = await this.store.rules(propertyId);
    return rules && view(rules);
  }

  async saveRules(propertyId: string, input: DeskRulesInput, actor: Actor): Promise<RulesOutcome> {
    const { version, ...given } = input;
    const videoCallUrl = given.videoCallUrl === '' ? null : given.videoCallUrl;
    const openingHours = given.openingHours as OpeningHours;
    const issues = deskRulesIssues({ ...given, openingHours, videoCallUrl });
    if (Object.keys(issues).length > 0) return { outcome: 'invalid', fields: issues };
    const before = await this.store.rules(propertyId);
    if (!before) return { outcome: 'not_found' };
    if (before.version !== version) return this.stale(before);
    const residence = (await this.store.residences()).find((r) => r.id === propertyId);
    const saved = await this.store.saveRules(
      propertyId,
      version,
      {
        openingHours,
        slotMinutes: given.slotMinutes,
        capacity: given.capacity,
        kinds: given.kinds,
        closedDates: closedEntries(given.closedPeriods),
        noticeMinutes: given.noticeMinutes,
        horizonDays: given.horizonDays,
        staffEmail: given.staffEmail,
        videoCallUrl,
      },
      (after) =>
        this.entry(actor, {
          action: version === 0 ? 'create' : 'update',
          entity: entities.rules,
          entityId: propertyId,
          summary: `${version === 0 ? 'Set' : 'Changed'} the viewing rules of "${residence?.name ?? propertyId}"`,
          before: version === 0 ? null : before,
          after,
        }),
    );
    if (saved.outcome === 'stale') return this.stale(saved.current);
    if (saved.outcome === 'not_found') return saved;
    this.changes.changed();
    return { outcome: 'saved', rules: view(saved.rules) };
  }

  /** The residence's slots and viewings on one London date, or the Monday-to-Sunday week around it. */
  async calendar(propertyId: string, date: string, span: 'day' | 'week'): Promise<DeskCalendar | null> {
    const [rules, residence] = await Promise.all([
      this.store.rules(propertyId),
      this.store.residences().then((all) => all.find((r) => r.id === propertyId)),
    ]);
    if (!rules || !residence) return null;
    const dates = span === 'day' ? [date] : weekOf(date);
    const from = londonDayBounds(dates[0] as string).from;
    const to = londonDayBounds(dates[dates.length - 1] as string).to;
    const all = await this.store.viewingsBetween(propertyId, new Date(from).toISOString(), new Date(to).toISOString());
    const days = dates.map((day): DeskDay => {
      const bounds = londonDayBounds(day);
      const viewings = all.filter((v) => Date.parse(v.start) >= bounds.from && Date.parse(v.start) < bounds.to);
      const holding = viewings.filter((v) => v.status !== 'cancelled');
      const closed = closedPeriodsOf(rules.closedDates).some((p) => p.from <= day && day <= p.to);
      const slots = closed
        ? []
        : slotStartsOn(rules, day).map((start) => {
            const iso = new Date(start).toISOString();
            return { start: iso, time: londonParts(start).time, taken: holding.filter((v) => v.start === iso).length };
          });
      return { date: day, closed, slots, viewings: viewings.map(deskViewing) };
    });
    return {
      residence: { id: residence.id, name: residence.name, slug: residence.slug },
      capacity: rules.capacity,
      days,
    };
  }

  /**
   * One London date at every residence (issue 36 item 8): the desk's "All residences" view, for a
   * team that covers several. A residence with no viewing that day is left out. One read per
   * residence: an operator has tens of residences, not thousands.
   */
  async allResidencesDay(date: string): Promise<DeskAllResidencesDay> {
    const { from, to } = londonDayBounds(date);
    const residences = await this.store.residences();
    const viewings = await Promise.all(
      residences.map((r) => this.store.viewingsBetween(r.id, new Date(from).toISOString(), new Date(to).toISOString())),
    );
    return {
      date,
      residences: residences
        .map((residence, i) => ({ residence, viewings: (viewings[i] ?? []).map(deskViewing) }))
        .filter((r) => r.viewings.length > 0),
    };
  }

  /** The free slots a caller can be booked into, or a viewing moved to, as a visitor would see them. */
  async availability(propertyId: string): Promise<ViewingAvailability | null> {
    const residence = (await this.store.residences()).find((r) => r.id === propertyId);
    return residence ? this.bookings.availability(residence.slug) : null;
  }

  /** Books on a caller's behalf with the visitor's own use case: the same checks, capacity step and e-mails. */
  async book(propertyId: string, request: Omit<BookingRequest, 'propertySlug'>, actor: Actor): Promise<BookingAnswer> {
    const residence = (await this.store.residences()).find((r) => r.id === propertyId);
    if (!residence)
      return { ok: false, reason: 'not_found', message: 'That residence does not exist (it may have been deleted).' };
    // The entry is written in the booking's own transaction: no booking without it, and none
    // written for a repeat (the first booking of its key had its own).
    return this.bookings.book({ ...request, propertySlug: residence.slug }, (v) =>
      this.entry(actor, {
        action: 'book',
        entity: entities.viewing,
        entityId: v.reference,
        summary: `Booked ${v.reference} at "${residence.name}" for ${v.name}, ${v.date} ${v.time}`,
        before: null,
        after: v,
      }),
    );
  }

  async move(
    reference: string,
    to: { readonly kind: ViewingKind; readonly start: string },
    actor: Actor,
  ): Promise<ManageResult> {
    const before = await this.viewings.find(reference);
    return this.bookings.moveForVisitor(reference, to, (v) =>
      this.entry(actor, {
        action: 'move',
        entity: entities.viewing,
        entityId: reference,
        summary: `Moved ${reference} (${v.name}) to ${v.date} ${v.time}`,
        before: before?.viewing ?? null,
        after: v,
      }),
    );
  }

  async cancel(reference: string, actor: Actor): Promise<ManageResult> {
    const before = await this.viewings.find(reference);
    // Only a cancellation that happens is written (with its entry, in one transaction).
    return this.bookings.cancelForVisitor(reference, (v) =>
      this.entry(actor, {
        action: 'cancel',
        entity: entities.viewing,
        entityId: reference,
        summary: `Cancelled ${reference} (${v.name})`,
        before: before?.viewing ?? null,
        after: v,
      }),
    );
  }

  async mark(reference: string, mark: AttendanceMark, actor: Actor): Promise<MarkOutcome> {
    const found = await this.viewings.find(reference);
    if (!found) return { outcome: 'not_found' };
    const issue = attendanceIssue(found.viewing, mark, this.time.now());
    if (issue) return { outcome: 'refused', message: issue };
    const marked = await this.store.mark(
      reference,
      mark,
      this.entry(actor, {
        action: 'mark',
        entity: entities.viewing,
        entityId: reference,
        summary: `Marked ${reference} (${found.viewing.name}) ${mark === 'attended' ? 'attended' : 'no-show'}`,
        before: { status: found.viewing.status },
        after: { status: mark },
      }),
    );
    return marked
      ? { outcome: 'marked', viewing: deskViewing(marked) }
      : { outcome: 'refused', message: 'This viewing was cancelled meanwhile.' };
  }

  /** A new feed token for the residence (the old one, if any, stops working); shown once. */
  async issueFeed(propertyId: string, actor: Actor): Promise<FeedOutcome> {
    const rules = await this.store.rules(propertyId);
    if (!rules) return { outcome: 'not_found' };
    const { token, hash } = this.tokens.issue();
    const issued = await this.store.setFeedToken(
      propertyId,
      hash,
      this.entry(actor, {
        action: rules.feedIssued ? 'reissue_feed' : 'issue_feed',
        entity: entities.rules,
        entityId: propertyId,
        summary: `${rules.feedIssued ? 'Replaced' : 'Issued'} the calendar feed link`,
        before: null,
        after: null,
      }),
    );
    return issued
      ? { outcome: 'issued', token }
      : { outcome: 'refused', message: 'Save the residence’s viewing rules first.' };
  }

  async revokeFeed(propertyId: string, actor: Actor): Promise<FeedOutcome> {
    const rules = await this.store.rules(propertyId);
    if (!rules) return { outcome: 'not_found' };
    if (!rules.feedIssued) return { outcome: 'revoked' };
    await this.store.setFeedToken(
      propertyId,
      null,
      this.entry(actor, {
        action: 'revoke_feed',
        entity: entities.rules,
        entityId: propertyId,
        summary: 'Revoked the calendar feed link',
        before: null,
        after: null,
      }),
    );
    return { outcome: 'revoked' };
  }

  /**
   * The feed a live token opens: the residence's viewings from 30 days ago to its horizon,
   * cancelled ones marked so, with the visitor's name, party size and reference only. Null for a
   * token that is unknown or revoked.
   */
  async feed(token: string): Promise<ViewingFeed | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const residence = await this.store.feedResidence(this.tokens.hash(token));
    const rules = residence && (await this.store.rules(residence.id));
    if (!residence || !rules) return null;
    const now = this.time.now();
    const until = now + (rules.horizonDays + 1) * 24 * 60 * 60 * 1000;
    const viewings = await this.store.viewingsBetween(
      residence.id,
      new Date(now - past).toISOString(),
      new Date(until).toISOString(),
    );
    return {
      name: `Viewings at ${residence.name}`,
      entries: viewings.map((v) => ({
        uid: `viewing-${v.id}`,
        start: v.start,
        end: v.end,
        summary: `${v.kind === 'video-call' ? 'Video call' : 'Viewing'}: ${v.name} (${v.partySize})`,
        description: `Reference ${v.reference}. ${v.partySize} ${v.partySize === 1 ? 'person' : 'people'}, ${v.kind === 'video-call' ? 'by video call' : 'in person'}. ${statusText[v.status]}`,
        status: v.status === 'cancelled' ? 'cancelled' : 'confirmed',
      })),
    };
  }

  private async stale(current: DeskRules): Promise<RulesOutcome> {
    const [last] = await this.audit.list({ entity: entities.rules, entityId: current.propertyId, limit: 1 });
    const who = last
      ? `${last.actor} saved them at ${londonParts(last.at).time} on ${londonParts(last.at).date}`
      : 'someone saved them';
    return {
      outcome: 'stale',
      message: `These rules changed since you opened them (${who}). Their current version is shown; make your change again.`,
      current: view(current),
    };
  }

  /** An entry of the log for what `actor` did now (a summary kept to 1,000 characters). */
  private entry(actor: Actor, facts: AuditFacts): AuditEntry {
    return auditEntry(this.time.now(), actor, { ...facts, summary: facts.summary.slice(0, 1000) });
  }
}

const statusText: Readonly<Record<StoredViewing['status'], string>> = {
  booked: 'Booked.',
  cancelled: 'Cancelled.',
  attended: 'Attended.',
  no_show: 'Did not come.',
};

function view({ closedDates, ...rules }: DeskRules): DeskRulesView {
  return { ...rules, closedPeriods: closedPeriodsOf(closedDates) };
}

function deskViewing(v: StoredViewing): DeskViewing {
  const start = londonParts(Date.parse(v.start));
  return {
    reference: v.reference,
    status: v.status,
    kind: v.kind,
    start: v.start,
    end: v.end,
    date: start.date,
    time: start.time,
    endTime: londonParts(Date.parse(v.end)).time,
    name: v.name,
    email: v.email,
    phone: v.phone,
    partySize: v.partySize,
    message: v.message,
  };
}
