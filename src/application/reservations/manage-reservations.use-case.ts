import { z } from 'zod';
import { staleMessage } from '../../domain/catalogue/catalogue-editing';
import { type MailBrand, mailBrand } from '../../domain/mail/mail';
import {
  type CancellationPlan,
  cancellationPlan,
  type OperatorAction,
  operatorActions,
} from '../../domain/reservations/operator-actions';
import { lateRefund } from '../../domain/reservations/payment-check';
import { TENANT_FEES_ACT, termsRefusals } from '../../domain/reservations/permitted-payments';
import { formatPence, type ReservationTerms, reservationPrice } from '../../domain/reservations/price-summary';
import {
  isReservationReference,
  type ReservationStatus,
  reservationStatuses,
} from '../../domain/reservations/reservation';
import { reservationCsvCells } from '../../domain/reservations/reservation-csv';
import { cancelledMails, paidMails, type ReservationMailContext } from '../../domain/reservations/reservation-emails';
import { londonDayRange, searchWords } from '../../domain/shared/console-query';
import { isSingleLine } from '../../domain/shared/input-text';
import { isCalendarDate } from '../../domain/shared/london-time';
import { isSafeLink, WEB_LINK_KINDS } from '../../domain/shared/safe-link';
import { type AuditChange, auditEntry } from '../../domain/staff/audit-entry';
import type { AuditLog } from '../../ports/audit-log.port';
import type { CatalogueReader } from '../../ports/catalogue-reader.port';
import type { Clock } from '../../ports/clock.port';
import type { Payments } from '../../ports/payments.port';
import type {
  ComposeReservationMail,
  PlacedReservation,
  ReservationRepository,
  StaffReservationFilter,
  TermsRecord,
} from '../../ports/reservation-repository.port';
import type {
  StaffReservationDetail,
  StaffReservationList,
  StaffReservationRow,
} from '../../ports/reservations-console.port';
import type { ManageTokens } from '../../ports/viewing-repository.port';
import { spreadsheetCsv } from '../shared/spreadsheet-csv';

export type { StaffReservationDetail, StaffReservationList, StaffReservationRow };

/** Who acts in the console: for the audit log. */
export interface ReservationsActor {
  readonly staffId: string;
  readonly email: string;
  readonly name: string;
  readonly ip: string | null;
}

/** The list's question as the console asks it: London days (both included), words as typed. */
export interface ReservationListQuery {
  readonly status?: string;
  readonly residence?: string;
  readonly from?: string;
  readonly to?: string;
  readonly q?: string;
  readonly limit?: number;
}

export type FieldIssues = Readonly<Record<string, string>>;

export type ReservationAction =
  | {
      readonly outcome: 'saved';
      readonly detail: StaffReservationDetail;
      /** Something that still needs doing by hand (a refund the provider could not make). */
      readonly warning?: string;
    }
  /** Not possible in the state it is in now (it changed meanwhile, or never could): nothing done. */
  | { readonly outcome: 'refused'; readonly message: string; readonly detail: StaffReservationDetail }
  | { readonly outcome: 'not_found' };

export type TermsSave =
  | { readonly outcome: 'saved'; readonly record: TermsRecord }
  | { readonly outcome: 'invalid'; readonly fields: FieldIssues }
  /** Well formed but refused by the law (Tenant Fees Act 2019): the first refusal, the guidance, each field refused. */
  | {
      readonly outcome: 'unlawful';
      readonly message: string;
      readonly guidanceUrl: string;
      readonly fields: FieldIssues;
    }
  /** Saved by someone else since it was read: their terms, and who and when. */
  | { readonly outcome: 'stale'; readonly message: string; readonly record: TermsRecord };

export interface ManageReservationsOptions {
  readonly publicUrl: string;
  readonly mailQueued?: () => void;
  /** Told after rooms available changed (a cancellation, a release): the catalogue caches forget. */
  readonly stockChanged?: () => void;
  /**
   * Told after the terms were saved: they set how a tenancy that has started is sold (the operator's
   * stop date, ADR 083), which the catalogue's prices carry, so its caches forget.
   */
  readonly pricesChanged?: () => void;
}

/** The most rows one list answer holds (the table sorts and pages them). */
export const RESERVATIONS_LIST_MAX = 500;

/** The most rows one CSV export holds. */
export const RESERVATIONS_EXPORT_MAX = 10_000;

const line = (max: number) =>
  z
    .string({ error: 'Fill this in.' })
    .trim()
    .min(1, 'Fill this in.')
    .max(max, `At most ${max} characters.`)
    .refine(isSingleLine, 'One line, without control characters.');

const pence = (max: number, message: string) =>
  z.int({ error: 'An amount, like 150.00.' }).min(0, 'Not below £0.00.').max(max, message);

const termsLink = z
  .string({ error: 'An https:// address or a page of this site, like /tenancy-terms.' })
  .trim()
  .max(500, 'At most 500 characters.')
  .refine(
    (value) => value === '' || (isSingleLine(value) && isSafeLink(value, WEB_LINK_KINDS)),
    'An https:// address or a page of this site, like /tenancy-terms.',
  );

const termsInput = z.strictObject({
  version: z.int({ error: 'Say which version you changed.' }).min(0),
  holdingDepositPence: pence(1_000_000, 'At most £10,000.00.'),
  tenancyDepositWeeks: z
    .int({ error: 'A whole number of weeks of rent, 0 for none.' })
    .min(0, 'A whole number of weeks of rent, 0 for none.')
    .max(52, 'At most 52 weeks.')
    .default(0),
  fees: z
    .array(
      z.strictObject({
        label: line(80),
        pence: pence(1_000_000, 'At most £10,000.00.').refine((p) => p > 0, 'More than £0.00.'),
      }),
      { error: 'A list of fees.' },
    )
    .max(10, 'At most 10 fees.'),
  stopSellingStartedAfter: z
    .string({ error: 'A date, or leave it empty.' })
    .nullable()
    .refine(
      (text) => text === null || text === '' || isCalendarDate(text),
      'A date on the calendar (YYYY-MM-DD), or leave it empty.',
    )
    .transform((text) => (text ? text : null))
    .default(null),
  /** Numbers of instalments an older console sends: accepted and not kept (the billing frequency sets the plans, ADR 082). */
  instalmentPlans: z.array(z.int()).max(52).optional(),
  termsVersion: line(40),
  termsUrl: termsLink.default(''),
  lateCancellationRefundPercent: z
    .int({ error: 'A whole percentage, 0 to 100.' })
    .min(0, 'A whole percentage, 0 to 100.')
    .max(100, 'A whole percentage, 0 to 100.'),
});

function issues(error: z.ZodError): FieldIssues {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    fields[key] ??= issue.message;
  }
  return fields;
}

const refusals: Readonly<Record<OperatorAction, string>> = {
  mark_paid: 'Only a reservation awaiting a direct payment can be marked paid.',
  cancel: 'Only a reservation awaiting payment or paid can be cancelled (release a hold instead).',
  release: 'Only a hold can be released.',
};

/**
 * The operator's side of reservations (issue 20 item 6): the list with its filters, one
 * reservation, marking a direct payment paid, cancelling (the refund by the domain's cooling-off
 * rule and the operator's terms; a provider's refund through the Payments port), releasing a hold,
 * and the operator's terms read and saved from the version read. Every change is a conditional
 * update from the status that was read, with its audit entry in the same transaction; whatever ends
 * a reservation gives its room back once (the repository's `releasesRoom`).
 */
export class ManageReservations {
  constructor(
    private readonly repository: ReservationRepository,
    private readonly payments: Payments,
    private readonly audit: AuditLog,
    private readonly tokens: ManageTokens,
    private readonly catalogue: Pick<CatalogueReader, 'listPropertyOptions' | 'getSiteSettings'>,
    private readonly clock: Clock,
    private readonly options: ManageReservationsOptions,
  ) {}

  /** The residences the list can be narrowed to. */
  async choices(): Promise<{ residences: { slug: string; name: string }[] }> {
    const residences = await this.catalogue.listPropertyOptions();
    return { residences: residences.map((r) => ({ slug: r.id, name: r.name })) };
  }

  async list(
    query: ReservationListQuery,
  ): Promise<{ outcome: 'ok'; page: StaffReservationList } | { outcome: 'invalid'; fields: FieldIssues }> {
    const filter = this.filter(query);
    if ('fields' in filter) return { outcome: 'invalid', fields: filter.fields };
    const limit = Math.min(Math.max(1, Math.trunc(query.limit ?? RESERVATIONS_LIST_MAX)), RESERVATIONS_LIST_MAX);
    const found = await this.repository.listForStaff(filter.filter, limit);
    return { outcome: 'ok', page: { items: found.rows.map(toRow), total: found.total } };
  }

  /**
   * The filtered list as CSV (UTF-8 with a BOM, CRLF, every cell a formula could start neutralised),
   * newest first, at most RESERVATIONS_EXPORT_MAX rows.
   */
  async csv(
    query: ReservationListQuery,
  ): Promise<{ outcome: 'ok'; csv: string; rows: number } | { outcome: 'invalid'; fields: FieldIssues }> {
    const filter = this.filter(query);
    if ('fields' in filter) return { outcome: 'invalid', fields: filter.fields };
    const found = await this.repository.listForStaff(filter.filter, RESERVATIONS_EXPORT_MAX);
    const csv = spreadsheetCsv(reservationCsvCells(found.rows.map(toRow)));
    return { outcome: 'ok', csv, rows: found.rows.length };
  }

  /** The console's question as the repository's filter: London days (both included), a status, words. */
  private filter(query: ReservationListQuery): { filter: StaffReservationFilter } | { fields: FieldIssues } {
    const { bounds, issues } = londonDayRange(query);
    const fields: Record<string, string> = { ...issues };
    const status = query.status || undefined;
    if (status !== undefined && !reservationStatuses.includes(status as ReservationStatus))
      fields.status = 'Choose a status.';
    if (Object.keys(fields).length > 0) return { fields };
    const words = searchWords(query.q);
    return {
      filter: {
        ...(status ? { status: status as ReservationStatus } : {}),
        ...(query.residence ? { residence: query.residence } : {}),
        ...bounds,
        ...(words.length ? { words } : {}),
      },
    };
  }

  /** One reservation; null when none has the reference (one not of a reference's shape is held by none). */
  async get(reference: string): Promise<StaffReservationDetail | null> {
    if (!isReservationReference(reference)) return null;
    const placed = await this.repository.find(reference);
    return placed ? this.detail(placed) : null;
  }

  /** A deposit paid to the operator directly has arrived: the reservation is paid, the visitor told. */
  async markPaid(reference: string, actor: ReservationsActor): Promise<ReservationAction> {
    return this.act(reference, 'mark_paid', actor, async ({ reservation }, brand) => ({
      change: {
        from: [reservation.status],
        to: 'paid',
        compose: this.compose(paidMails, brand),
      },
      summary: `${reference}: marked paid (${formatPence(reservation.depositPence ?? 0)} received directly)`,
    }));
  }

  /**
   * Cancels a reservation awaiting payment or paid: a paid deposit is refunded in full within the
   * cooling-off period, by the operator's percentage after it; the provider refunds what it took
   * (after the change is stored, idempotently), a direct payment is paid back by the operator.
   */
  async cancel(reference: string, actor: ReservationsActor): Promise<ReservationAction> {
    const terms = await this.repository.terms();
    let plan: CancellationPlan | null = null;
    const answer = await this.act(reference, 'cancel', actor, async ({ reservation }, brand) => {
      plan = cancellationPlan(reservation, this.clock.now(), terms.lateCancellationRefundPercent);
      const refund =
        plan.refundBy === 'none'
          ? 'nothing to refund'
          : `${formatPence(plan.refundPence)} refunded${plan.refundBy === 'operator' ? ' by the operator' : ''}`;
      return {
        change: {
          from: [reservation.status],
          to: 'cancelled',
          refundPence: plan.refundPence,
          ...(reservation.details ? { compose: this.compose(cancelledMails, brand) } : {}),
        },
        summary: `${reference}: cancelled, ${refund}${plan.coolingOff ? ' (within cooling-off)' : ''}`,
      };
    });
    const made = plan as CancellationPlan | null;
    if (answer.outcome !== 'saved' || made?.refundBy !== 'provider') return answer;
    const paymentReference = answer.detail.reservation.paymentReference;
    if (!paymentReference) return answer;
    try {
      await this.payments.refund(paymentReference, made.refundPence, reference);
      return answer;
    } catch {
      return {
        ...answer,
        warning: `The reservation is cancelled, but the payment provider did not take the refund of ${formatPence(made.refundPence)}. Refund it from the provider's dashboard.`,
      };
    }
  }

  /** Releases a hold (the visitor left it): its room goes back to the tenancy option. */
  async release(reference: string, actor: ReservationsActor): Promise<ReservationAction> {
    return this.act(reference, 'release', actor, async ({ reservation }, brand) => ({
      change: {
        from: ['held'],
        to: 'cancelled',
        refundPence: 0,
        ...(reservation.details ? { compose: this.compose(cancelledMails, brand) } : {}),
      },
      summary: `${reference}: hold released`,
    }));
  }

  /** The operator's terms with the version an edit names. */
  terms(): Promise<TermsRecord> {
    return this.repository.termsRecord();
  }

  /** Saves the terms from the version the owner read; a save from an older one is refused with who saved first. */
  async saveTerms(input: unknown, actor: ReservationsActor): Promise<TermsSave> {
    const parsed = termsInput.safeParse(input);
    if (!parsed.success) return { outcome: 'invalid', fields: issues(parsed.error) };
    const { version, instalmentPlans: _ignored, ...terms } = parsed.data;
    const refusals = termsRefusals(terms);
    const [first] = Object.values(refusals);
    if (first !== undefined)
      return { outcome: 'unlawful', message: first, guidanceUrl: TENANT_FEES_ACT.guidanceUrl, fields: refusals };
    const before = await this.repository.termsRecord();
    if (before.version !== version) return this.staleTerms(before);
    // Plans chosen as numbers before issue 37 are no longer kept: the billing frequency sets them (ADR 082).
    const { instalmentPlans: _old, ...kept } = before.terms;
    const next: ReservationTerms = { ...kept, ...terms };
    const written = await this.repository.saveTermsFrom(
      version,
      next,
      this.clock.now(),
      this.entry(actor, 'update', 'reservation_terms', '1', termsSummary(next), {
        before: before.terms,
        after: next,
      }),
    );
    if (written.outcome !== 'saved') return this.staleTerms(written.current);
    this.options.pricesChanged?.();
    return written;
  }

  private async staleTerms(current: TermsRecord): Promise<TermsSave> {
    const [last] = await this.audit.list({ entity: 'reservation_terms', limit: 1 });
    return {
      outcome: 'stale',
      message: staleMessage(last ? { actor: last.actor, at: last.at } : null),
      record: current,
    };
  }

  private async act(
    reference: string,
    action: OperatorAction,
    actor: ReservationsActor,
    plan: (
      placed: PlacedReservation,
      brand: MailBrand,
    ) => Promise<{
      change: Parameters<ReservationRepository['change']>[1];
      summary: string;
    }>,
  ): Promise<ReservationAction> {
    if (!isReservationReference(reference)) return { outcome: 'not_found' };
    const placed = await this.repository.find(reference);
    if (!placed) return { outcome: 'not_found' };
    if (!operatorActions(placed.reservation).includes(action))
      return { outcome: 'refused', message: refusals[action], detail: await this.detail(placed) };
    const { change, summary } = await plan(placed, await this.brand());
    const before = placed.reservation.status;
    const changed = await this.repository.change(
      reference,
      {
        ...change,
        audit: this.entry(actor, action, 'reservation', reference, summary, {
          before: { status: before },
          after: { status: change.to, ...(change.refundPence ? { refundPence: change.refundPence } : {}) },
        }),
      },
      this.clock.now(),
    );
    if (!changed) {
      const now = (await this.repository.find(reference)) ?? placed;
      return {
        outcome: 'refused',
        message: 'This reservation changed while you were looking at it. Check it again.',
        detail: await this.detail(now),
      };
    }
    if (change.to === 'cancelled') this.options.stockChanged?.();
    if (change.compose) this.options.mailQueued?.();
    return { outcome: 'saved', detail: await this.detail({ reservation: changed, option: placed.option }) };
  }

  private async detail({ reservation, option }: PlacedReservation): Promise<StaffReservationDetail> {
    const [terms, history] = await Promise.all([
      this.repository.terms(),
      this.audit.list({ entity: 'reservation', entityId: reservation.reference, limit: 50 }),
    ]);
    const { id: _id, ...kept } = reservation;
    return {
      reservation: kept,
      option,
      price: reservationPrice(option, terms, reservation.heldAt),
      actions: operatorActions(reservation),
      cancellation: cancellationPlan(reservation, this.clock.now(), terms.lateCancellationRefundPercent),
      refund: lateRefund(reservation, history),
      history: history.map((e) => ({ at: new Date(e.at).toISOString(), actor: e.actor, summary: e.summary })),
    };
  }

  private compose(
    mails: (context: ReservationMailContext) => ReturnType<ComposeReservationMail>,
    brand: MailBrand,
  ): ComposeReservationMail {
    return ({ reservation, option }) => {
      const query = new URLSearchParams({ ref: reservation.reference, token: this.tokens.tokenFor(reservation.id) });
      return mails({ reservation, room: option, brand, reservationUrl: `${this.options.publicUrl}/reserve?${query}` });
    };
  }

  private async brand(): Promise<MailBrand> {
    const settings = await this.catalogue.getSiteSettings();
    return mailBrand(settings, this.options.publicUrl);
  }

  private entry(
    actor: ReservationsActor,
    action: string,
    entity: string,
    id: string,
    summary: string,
    change: AuditChange,
  ) {
    return auditEntry(this.clock.now(), actor, { action, entity, entityId: id, summary, ...change });
  }
}

function toRow({ reservation, option }: PlacedReservation): StaffReservationRow {
  return {
    reference: reservation.reference,
    status: reservation.status,
    heldAt: reservation.heldAt,
    holdExpiresAt: reservation.holdExpiresAt,
    name: reservation.details?.name ?? null,
    email: reservation.details?.email ?? null,
    residence: option.roomPath.split('/')[2] ?? '',
    residenceName: option.propertyName,
    roomTypeName: option.roomTypeName,
    academicYear: option.academicYear,
    depositPence: reservation.depositPence,
    totalPence: reservation.totalPence,
    paymentMethod: reservation.paymentMethod,
  };
}

/** One line for the audit log: what the terms are now. */
function termsSummary(terms: ReservationTerms): string {
  const fees =
    terms.fees.length === 0 ? 'no fees' : terms.fees.map((f) => `${f.label} ${formatPence(f.pence)}`).join(', ');
  return `Reservation terms: version ${terms.termsVersion}, deposit ${formatPence(terms.holdingDepositPence)}, tenancy deposit ${terms.tenancyDepositWeeks ?? 0} weeks' rent, ${fees}, ${terms.stopSellingStartedAfter ? `started tenancies sold until ${terms.stopSellingStartedAfter}` : 'started tenancies sold pro rata'}, ${terms.lateCancellationRefundPercent}% refunded after cooling-off`;
}
