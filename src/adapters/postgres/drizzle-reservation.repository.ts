import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { escapeLiteral } from 'pg';
import { firstMoveIn, MINIMUM_DAYS_SOLD } from '../../domain/pricing/tenancy-sale';
import { defaultReservationTerms, type ReservationTerms } from '../../domain/reservations/price-summary';
import { holdExpiresAt, type Reservation, releasesRoom } from '../../domain/reservations/reservation';
import { erasureStep } from '../../domain/reservations/reservation-erasure';
import { londonDate } from '../../domain/shared/london-date';
import type { AuditEntry } from '../../domain/staff/audit-entry';
import type {
  AgreedDetails,
  ComposeReservationMail,
  HoldLimits,
  HoldOutcome,
  LatePaymentOutcome,
  PlacedReservation,
  ReservableOption,
  ReservationRepository,
  ReservationsErased,
  StaffReservationFilter,
  StaffReservationPage,
  StatusChange,
  TermsRecord,
  TermsWrite,
} from '../../ports/reservation-repository.port';
import { holdAlternatives } from '../../ports/reservation-repository.port';
import { randomReservationReference } from '../crypto/references';
import type { Database, DatabaseHandle } from './database';
import { auditRow } from './drizzle-audit-log';
import { insertOutboxMail } from './drizzle-mail-queue';
import { auditLog, cities, properties, reservations, reservationTerms, roomTypes, tenancyOptions } from './schema';
import { isUniqueViolation } from './unique-violation';

type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];
type Row = typeof reservations.$inferSelect;

/** Draws of a fresh reference before giving up; a collision has odds of (reservations) in 887 million. */
const referenceAttempts = 5;

/**
 * Reservations in PostgreSQL or PGlite. A room is taken by `update tenancy_options set
 * rooms_available = rooms_available - 1 where id = $1 and rooms_available > 0 and not sold_out`:
 * the row lock serialises concurrent holds of one option, and the one that finds none left gets
 * no row back. Expiry claims holds with `update … where status = 'held' and hold_expires_at <= now`
 * (a second server's update finds them no longer held), so each hold is released exactly once.
 */
export class DrizzleReservationRepository implements ReservationRepository {
  /**
   * `kind` chooses how a capped hold is made atomic (ADR 085, ADR 098): PostgreSQL sends the caps'
   * locks and the hold as two statements of one message (one round trip); PGlite, one connection
   * that runs one statement at a time, needs no lock at all.
   */
  constructor(
    private readonly db: Database,
    private readonly kind: DatabaseHandle['kind'],
    private readonly newReference: () => string = randomReservationReference,
  ) {}

  async findOption(tenancyOptionId: string): Promise<ReservableOption | null> {
    const [row] = await optionQuery(this.db).where(eq(tenancyOptions.id, tenancyOptionId)).limit(1);
    return row ? toOption(row) : null;
  }

  /** One statement (`alternativesQuery`, which the hold's statement also runs when no room is left). */
  async alternativesTo(tenancyOptionId: string, limit: number): Promise<readonly ReservableOption[]> {
    const result = (await this.db.execute(alternativesQuery(tenancyOptionId, limit))) as {
      rows: (OptionColumns & { readonly option_id: string })[];
    };
    return result.rows.map((row) => reservableOf(row, Number(row.rooms_available)));
  }

  async terms(): Promise<ReservationTerms> {
    const [row] = await this.db.select().from(reservationTerms).where(eq(reservationTerms.id, 1)).limit(1);
    return row?.terms ?? defaultReservationTerms;
  }

  async saveTerms(terms: ReservationTerms, now: number): Promise<void> {
    await this.db
      .insert(reservationTerms)
      .values({ id: 1, terms, updatedAt: new Date(now) })
      .onConflictDoUpdate({
        target: reservationTerms.id,
        set: { terms, updatedAt: new Date(now), version: sql`${reservationTerms.version} + 1` },
      });
  }

  async termsRecord(): Promise<TermsRecord> {
    const [row] = await this.db.select().from(reservationTerms).where(eq(reservationTerms.id, 1)).limit(1);
    return row
      ? { terms: row.terms, version: row.version, updatedAt: row.updatedAt.toISOString() }
      : { terms: defaultReservationTerms, version: 0, updatedAt: null };
  }

  async saveTermsFrom(version: number, terms: ReservationTerms, now: number, audit: AuditEntry): Promise<TermsWrite> {
    const at = new Date(now);
    const saved = await this.db.transaction(async (tx) => {
      // Version 0 is the defaults: the first save inserts the row, and only one first save can.
      const [row] =
        version === 0
          ? await tx
              .insert(reservationTerms)
              .values({ id: 1, terms, updatedAt: at, version: 1 })
              .onConflictDoNothing()
              .returning()
          : await tx
              .update(reservationTerms)
              .set({ terms, updatedAt: at, version: sql`${reservationTerms.version} + 1` })
              .where(and(eq(reservationTerms.id, 1), eq(reservationTerms.version, version)))
              .returning();
      if (!row) return null;
      await tx.insert(auditLog).values(auditRow(audit));
      return { terms: row.terms, version: row.version, updatedAt: row.updatedAt.toISOString() };
    });
    return saved ? { outcome: 'saved', record: saved } : { outcome: 'stale', current: await this.termsRecord() };
  }

  async listForStaff(filter: StaffReservationFilter, limit: number): Promise<StaffReservationPage> {
    const where: SQL[] = [];
    if (filter.status) where.push(eq(reservations.status, filter.status));
    if (filter.residence) where.push(eq(properties.slug, filter.residence));
    if (filter.from !== undefined) where.push(gte(reservations.heldAt, new Date(filter.from)));
    if (filter.to !== undefined) where.push(lt(reservations.heldAt, new Date(filter.to)));
    for (const word of filter.words ?? []) {
      // strpos, not like: % and _ are plain characters here.
      where.push(
        sql`strpos(lower(concat_ws(' ', ${reservations.reference}, ${reservations.name}, ${reservations.email})), ${word.toLowerCase()}) > 0`,
      );
    }
    const condition = where.length > 0 ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ reservation: reservations, ...optionColumns })
        .from(reservations)
        .innerJoin(tenancyOptions, eq(tenancyOptions.id, reservations.tenancyOptionId))
        .innerJoin(roomTypes, eq(roomTypes.id, tenancyOptions.roomTypeId))
        .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
        .innerJoin(cities, eq(cities.id, properties.cityId))
        .where(condition)
        .orderBy(desc(reservations.heldAt), desc(reservations.reference))
        .limit(limit),
      this.db
        .select({ n: count() })
        .from(reservations)
        .innerJoin(tenancyOptions, eq(tenancyOptions.id, reservations.tenancyOptionId))
        .innerJoin(roomTypes, eq(roomTypes.id, tenancyOptions.roomTypeId))
        .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
        .where(condition),
    ]);
    return {
      rows: rows.map((row) => ({ reservation: toReservation(row.reservation), option: toOption(row) })),
      total: total?.n ?? 0,
    };
  }

  async hold(
    tenancyOptionId: string,
    idempotencyKey: string,
    now: number,
    holdForMs?: number,
    limits?: HoldLimits,
  ): Promise<HoldOutcome> {
    const key = idempotencyKey.toLowerCase();
    const capped = limits ? cappedKeys(limits) : [];
    for (let attempt = 0; attempt < referenceAttempts; attempt++) {
      const hold: NewHold = {
        id: randomUUID(),
        reference: this.newReference(),
        tenancyOptionId,
        key,
        at: new Date(now).toISOString(),
        expiresAt: new Date(holdExpiresAt(now, holdForMs)).toISOString(),
        visitor: limits?.visitor ?? null,
        address: limits?.address ?? null,
      };
      let row: HoldRow | undefined;
      try {
        row = await this.holdAtomically(hold, capped);
      } catch (error) {
        // The key was taken meanwhile (a concurrent copy of this request), or the reference was:
        // the whole statement was undone, the room included.
        if (!isUniqueViolation(error)) throw error;
        const copy = await this.placed(eq(reservations.idempotencyKey, key));
        if (copy) return { outcome: 'repeat', ...copy };
        continue;
      }
      return this.holdOutcome(row, hold, capped, limits);
    }
    throw new Error(`No free reservation reference after ${referenceAttempts} draws`);
  }

  /**
   * The hold, atomic with the count of each capped key's live holds. Without a cap to count, or on
   * PGlite (one connection: no other statement can commit between this one's snapshot and its
   * update), the statement is the whole hold. On PostgreSQL with a cap, each capped key is locked
   * first, in a statement of its own, so the count that follows sees every hold committed by
   * whoever held the lock before (a statement's snapshot is taken as it starts, ADR 085). Both
   * statements go in one simple-protocol message (ADR 098): PostgreSQL runs a message's statements
   * as one transaction, each with its own snapshot, and commits (releasing the locks) at its end
   * or rolls all back on an error: the transaction's four round trips in one.
   */
  private async holdAtomically(hold: NewHold, capped: readonly CappedKey[]): Promise<HoldRow | undefined> {
    const statement = holdStatement(hold, capped);
    if (this.kind === 'pglite') {
      // PGlite's `query` makes six calls into PostgreSQL (parse, describe, bind, describe, execute,
      // sync), its `exec` of a simple query two: the statement goes as one, its values written in.
      const client = (this.db as unknown as { $client: SimpleQueries }).$client;
      return ((await client.exec(inlined(statement))).at(-1)?.rows as HoldRow[] | undefined)?.[0];
    }
    if (capped.length === 0) {
      const result = (await this.db.execute(statement)) as { rows: HoldRow[] };
      return result.rows[0];
    }
    const locks = sql`select ${sql.join(
      capped.map((c) => sql`pg_advisory_xact_lock(hashtextextended(${c.lockKey}, 0))`),
      sql`, `,
    )}`;
    const message = `${inlined(locks)};\n${inlined(statement)}`;
    // No parameters: node-postgres sends a simple query, and answers one result per statement.
    const results = (await this.db.execute(sql.raw(message))) as unknown as readonly { rows: HoldRow[] }[];
    return results.at(-1)?.rows[0];
  }

  private async holdOutcome(
    row: HoldRow | undefined,
    hold: NewHold,
    capped: readonly CappedKey[],
    limits: HoldLimits | undefined,
  ): Promise<HoldOutcome> {
    if (!row?.option_id) return { outcome: 'not_found' };
    const found = row as HoldRow & { readonly option_id: string };
    if (row.earlier) {
      const earlier = await this.placed(eq(reservations.idempotencyKey, hold.key));
      if (earlier) return { outcome: 'repeat', ...earlier };
    }
    if ((found.rooms_left === null || found.rooms_left === undefined) && found.offered === false)
      return { outcome: 'not_offered', option: reservableOf(found, Number(found.rooms_available)) };
    if (found.rooms_left !== null && found.rooms_left !== undefined) {
      const option = reservableOf(found, found.rooms_left);
      const reservation: Reservation = {
        id: hold.id,
        reference: hold.reference,
        tenancyOptionId: hold.tenancyOptionId,
        status: 'held',
        heldAt: hold.at,
        holdExpiresAt: hold.expiresAt,
        details: null,
        termsVersion: null,
        totalPence: null,
        depositPence: null,
        paymentMethod: null,
        paymentReference: null,
        confirmedAt: null,
        cancelledAt: null,
        refundPence: null,
      };
      return { outcome: 'held', reservation, option, terms: found.terms ?? defaultReservationTerms };
    }
    for (const c of capped) {
      const live = Number(row[`${c.by}_live`] ?? 0);
      const firstEnds = row[`${c.by}_first_ends`];
      const cap = c.by === 'visitor' ? limits?.perVisitor : limits?.perAddress;
      if (cap !== undefined && live >= cap && firstEnds)
        return { outcome: 'too_many', by: c.by, freeAt: new Date(firstEnds).toISOString() };
    }
    return {
      outcome: 'sold_out',
      terms: found.terms ?? defaultReservationTerms,
      alternatives: (found.alternatives ?? []).map((a) => reservableOf(a, Number(a.rooms_available))),
    };
  }

  async find(reference: string): Promise<PlacedReservation | null> {
    return this.placed(eq(reservations.reference, reference));
  }

  async findByPaymentReference(paymentReference: string): Promise<PlacedReservation | null> {
    return this.placed(eq(reservations.paymentReference, paymentReference));
  }

  async saveDetails(reference: string, agreed: AgreedDetails, now: number): Promise<Reservation | null> {
    const [row] = await this.db
      .update(reservations)
      .set({
        ...agreed.details,
        termsVersion: agreed.termsVersion,
        totalPence: agreed.totalPence,
        depositPence: agreed.depositPence,
        paymentMethod: agreed.paymentMethod,
        updatedAt: new Date(now),
      })
      .where(liveHold(reference, now))
      .returning();
    return row ? toReservation(row) : null;
  }

  async setPaymentReference(reference: string, paymentReference: string, now: number): Promise<Reservation | null> {
    const [row] = await this.db
      .update(reservations)
      .set({ paymentReference, updatedAt: new Date(now) })
      .where(eq(reservations.reference, reference))
      .returning();
    return row ? toReservation(row) : null;
  }

  async change(reference: string, change: StatusChange, now: number): Promise<Reservation | null> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ status: reservations.status })
        .from(reservations)
        .where(eq(reservations.reference, reference))
        .for('update');
      if (!before || !change.from.includes(before.status)) return null;
      const [row] = await tx
        .update(reservations)
        .set({
          status: change.to,
          updatedAt: new Date(now),
          ...(change.to === 'cancelled' ? { cancelledAt: new Date(now) } : {}),
          ...(change.to === 'awaiting_payment' || change.to === 'paid' ? { confirmedAt: new Date(now) } : {}),
          ...(change.refundPence !== undefined ? { refundPence: change.refundPence } : {}),
        })
        .where(
          and(
            eq(reservations.reference, reference),
            inArray(reservations.status, [...change.from]),
            ...(change.holdMustBeLive
              ? [sql`(${reservations.status} <> 'held' or ${reservations.holdExpiresAt} > ${new Date(now)})`]
              : []),
          ),
        )
        .returning();
      if (!row) return null;
      if (releasesRoom(before.status, row.status)) await giveRoomBack(tx, [row.tenancyOptionId]);
      if (change.audit) await tx.insert(auditLog).values(auditRow(change.audit));
      const reservation = toReservation(row);
      if (change.compose) await this.queue(tx, reservation, change.compose);
      return reservation;
    });
  }

  async confirmPayment(reference: string, now: number, compose: ComposeReservationMail): Promise<LatePaymentOutcome> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(reservations).where(eq(reservations.reference, reference)).for('update');
      if (!current) return { outcome: 'unknown' };
      const at = new Date(now);
      if (current.status === 'paid') return { outcome: 'already_paid', reservation: toReservation(current) };
      if (current.status === 'cancelled') return { outcome: 'too_late', reservation: toReservation(current) };
      // An expired hold takes a room again if one is left (the hold ran out while the visitor paid).
      if (current.status === 'expired' && !(await takeRoom(tx, current.tenancyOptionId)))
        return { outcome: 'too_late', reservation: toReservation(current) };
      const [row] = await tx
        .update(reservations)
        .set({ status: 'paid', confirmedAt: at, updatedAt: at })
        .where(eq(reservations.id, current.id))
        .returning();
      if (!row) throw new Error(`Reservation ${reference} vanished inside its own transaction`);
      const reservation = toReservation(row);
      await this.queue(tx, reservation, compose);
      return { outcome: 'paid', reservation };
    });
  }

  async expireDue(now: number, limit: number, compose?: ComposeReservationMail): Promise<readonly Reservation[]> {
    const at = new Date(now);
    return this.db.transaction(async (tx) => {
      // Oldest first, at most `limit`; a hold another server is expiring right now is skipped (it is theirs).
      const due = tx
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(eq(reservations.status, 'held'), lte(reservations.holdExpiresAt, at)))
        .orderBy(asc(reservations.holdExpiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await tx
        .update(reservations)
        .set({ status: 'expired', updatedAt: at })
        .where(and(inArray(reservations.id, due), eq(reservations.status, 'held')))
        .returning();
      await giveRoomBack(
        tx,
        rows.map((r) => r.tenancyOptionId),
      );
      const expired = rows.map(toReservation);
      if (compose)
        for (const reservation of expired) if (reservation.details) await this.queue(tx, reservation, compose);
      return expired;
    });
  }

  async countHeld(now: number): Promise<number> {
    const [row] = await this.db
      .select({ held: sql<number>`count(*)::int` })
      .from(reservations)
      .where(and(eq(reservations.status, 'held'), gt(reservations.holdExpiresAt, new Date(now))));
    return row?.held ?? 0;
  }

  async listByEmail(email: string): Promise<readonly PlacedReservation[]> {
    const rows = await this.db
      .select({ reservation: reservations, ...optionColumns })
      .from(reservations)
      .innerJoin(tenancyOptions, eq(tenancyOptions.id, reservations.tenancyOptionId))
      .innerJoin(roomTypes, eq(roomTypes.id, tenancyOptions.roomTypeId))
      .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
      .innerJoin(cities, eq(cities.id, properties.cityId))
      .where(and(sql`lower(${reservations.email}) = ${email.trim().toLowerCase()}`, isNotNull(reservations.totalPence)))
      .orderBy(desc(reservations.heldAt));
    return rows.map((row) => ({ reservation: toReservation(row.reservation), option: toOption(row) }));
  }

  async eraseFor(email: string, now: number): Promise<ReservationsErased> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(reservations)
        .where(sql`lower(${reservations.email}) = ${email.trim().toLowerCase()}`)
        .for('update');
      const erased = { deleted: 0, anonymised: 0, released: 0 };
      const freed: string[] = [];
      for (const row of rows) {
        const step = erasureStep(row);
        if (step.cancel && releasesRoom(row.status, 'cancelled')) {
          freed.push(row.tenancyOptionId);
          erased.released += 1;
        }
        if (!step.keep) {
          await tx.delete(reservations).where(eq(reservations.id, row.id));
          erased.deleted += 1;
          continue;
        }
        await tx
          .update(reservations)
          .set({
            ...(step.cancel ? { status: 'cancelled' as const, cancelledAt: new Date(now) } : {}),
            name: null,
            email: null,
            countryCode: null,
            phone: null,
            dateOfBirth: null,
            university: null,
            yearOfStudy: null,
            guarantor: null,
            // Who took the hold (keyed hashes, ADR 081): not needed for the accounts either.
            holdVisitor: null,
            holdAddress: null,
            updatedAt: new Date(now),
          })
          .where(eq(reservations.id, row.id));
        erased.anonymised += 1;
      }
      await giveRoomBack(tx, freed);
      return erased;
    });
  }

  private async placed(where: ReturnType<typeof eq>, executor: Database | Executor = this.db) {
    const [row] = await executor
      .select({ reservation: reservations, ...optionColumns })
      .from(reservations)
      .innerJoin(tenancyOptions, eq(tenancyOptions.id, reservations.tenancyOptionId))
      .innerJoin(roomTypes, eq(roomTypes.id, tenancyOptions.roomTypeId))
      .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
      .innerJoin(cities, eq(cities.id, properties.cityId))
      .where(where)
      .limit(1);
    return row ? { reservation: toReservation(row.reservation), option: toOption(row) } : null;
  }

  private async queue(tx: Executor, reservation: Reservation, compose: ComposeReservationMail): Promise<void> {
    const placed = await this.placed(eq(reservations.id, reservation.id), tx);
    if (placed) await insertOutboxMail(tx, compose({ ...placed, reservation }));
  }
}

function liveHold(reference: string, now: number) {
  return and(
    eq(reservations.reference, reference),
    eq(reservations.status, 'held'),
    gt(reservations.holdExpiresAt, new Date(now)),
  );
}

/** A key held to a cap: which, the hash stored on its holds, the cap, and its advisory lock's name. */
interface CappedKey {
  readonly by: 'visitor' | 'address';
  readonly hash: string;
  readonly cap: number;
  readonly lockKey: string;
}

/** The keys with a finite cap, visitor before address (the order their locks are taken in, so no deadlock). */
function cappedKeys(limits: HoldLimits): CappedKey[] {
  return (['visitor', 'address'] as const).flatMap((by) => {
    const cap = by === 'visitor' ? limits.perVisitor : limits.perAddress;
    return Number.isFinite(cap) ? [{ by, hash: limits[by], cap, lockKey: `digs-hold-${by}:${limits[by]}` }] : [];
  });
}

/** PGlite's simple query: statements without parameters, one result each. */
interface SimpleQueries {
  exec(text: string): Promise<readonly { readonly rows: readonly unknown[] }[]>;
}

/** A hold about to be made: its id and reference are drawn here, so the statement needs nothing back but a yes. */
interface NewHold {
  readonly id: string;
  readonly reference: string;
  readonly tenancyOptionId: string;
  readonly key: string;
  readonly at: string;
  readonly expiresAt: string;
  readonly visitor: string | null;
  readonly address: string | null;
}

/** What the hold's statement answers: the option (its columns, or nulls), whether the key held before, each cap's count, and the rooms left after a hold (null: none taken). */
type HoldRow = OptionColumns & {
  readonly earlier: boolean;
  readonly offered: boolean | null;
  readonly rooms_left: number | null;
  /** The operator's terms (null: none saved, the defaults apply). */
  readonly terms: ReservationTerms | null;
  /** When no room was taken: the residence's other tenancies with rooms (`alternativesQuery`), as JSON. */
  readonly alternatives: (OptionColumns & { readonly option_id: string })[] | null;
} & Partial<Record<'visitor_live' | 'address_live', number>> &
  Partial<Record<'visitor_first_ends' | 'address_first_ends', Date | string | null>>;

/**
 * A hold in one statement (ADR 085): the option read, the key looked up, each capped key's live
 * holds counted, a room taken only when none of those refuses (`update … where rooms_available > 0`,
 * the row lock serialising holds of one option), and the reservation inserted only from the taken
 * row. A taken key or reference raises unique_violation, which undoes the whole statement, so a
 * room is never taken without its hold. One round trip instead of nine.
 */
/**
 * `tenancySale`'s "is it offered" in SQL, for the hold's one statement (ADR 083, ADR 085): a
 * tenancy starting on or after the first day a visitor could move in is; one that started earlier
 * is while `MINIMUM_DAYS_SOLD` days are left from that day, and not after the operator's stop date
 * (read from the terms in the same statement). The reservations contract checks it against the rule.
 */
function offeredOn(startDate: SQL, weeks: SQL, at: string): SQL {
  const today = londonDate(Date.parse(at));
  const moveIn = firstMoveIn(today);
  return sql`(${startDate} >= ${moveIn}::date or (${startDate} + (${weeks} * 7 - ${MINIMUM_DAYS_SOLD}::int) >= ${moveIn}::date
    and not coalesce(${today}::date > (select nullif(terms->>'stopSellingStartedAfter', '')::date
      from ${reservationTerms} where id = 1), false)))`;
}

function holdStatement(hold: NewHold, capped: readonly CappedKey[]): SQL {
  const counts = capped.map((c) => {
    const column = c.by === 'visitor' ? sql.raw('hold_visitor') : sql.raw('hold_address');
    return sql`, ${sql.raw(`${c.by}_count`)} as (
      select count(*)::int as live, min(hold_expires_at) as first_ends from ${reservations}
      where ${column} = ${c.hash} and status = 'held' and hold_expires_at > ${hold.at}::timestamptz
    )`;
  });
  const underCaps = capped.map((c) => sql` and (select live from ${sql.raw(`${c.by}_count`)}) < ${c.cap}::int`);
  const capColumns = capped.map(
    (c) =>
      sql`, (select live from ${sql.raw(`${c.by}_count`)}) as ${sql.raw(`${c.by}_live`)}, (select first_ends from ${sql.raw(`${c.by}_count`)}) as ${sql.raw(`${c.by}_first_ends`)}`,
  );
  return sql`
    with earlier as (
      select 1 from ${reservations} where idempotency_key = ${hold.key}::uuid
    )${sql.join(counts)}, taken as (
      update ${tenancyOptions} set rooms_available = rooms_available - 1
      where id = ${hold.tenancyOptionId}::uuid and rooms_available > 0 and not sold_out
        and not exists (select 1 from earlier) and ${offeredOn(sql.raw('start_date'), sql.raw('weeks'), hold.at)}${sql.join(underCaps)}
      returning rooms_available
    ), held as (
      insert into ${reservations} (id, reference, tenancy_option_id, idempotency_key, status, held_at,
        hold_expires_at, hold_visitor, hold_address, created_at, updated_at)
      select ${hold.id}::uuid, ${hold.reference}, ${hold.tenancyOptionId}::uuid, ${hold.key}::uuid, 'held',
        ${hold.at}::timestamptz, ${hold.expiresAt}::timestamptz, ${hold.visitor}, ${hold.address},
        ${hold.at}::timestamptz, ${hold.at}::timestamptz
      from taken
      returning 1
    )
    select ${optionSelect}, exists (select 1 from earlier) as earlier,
      ${offeredOn(sql.raw('o.start_date'), sql.raw('o.weeks'), hold.at)} as offered,
      (select rooms_available from taken, held) as rooms_left,
      (select terms from ${reservationTerms} where id = 1) as terms,
      case when not exists (select 1 from taken) then (select coalesce(json_agg(a), '[]'::json)
        from (${alternativesQuery(hold.tenancyOptionId, holdAlternatives)}) a) end as alternatives${sql.join(capColumns)}
    from (select 1) as one
    left join (${tenancyOptions} o
      join ${roomTypes} rt on rt.id = o.room_type_id
      join ${properties} p on p.id = rt.property_id
      join ${cities} c on c.id = p.city_id) on o.id = ${hold.tenancyOptionId}::uuid`;
}

/**
 * Other tenancies of the taken option's residence with rooms, its room type's first, then the
 * cheapest, as `optionSelect`'s columns: one statement, the taken option read in subqueries.
 */
function alternativesQuery(tenancyOptionId: string, limit: number): SQL {
  const taken = (column: string) =>
    sql`(select ${sql.raw(column)} from ${tenancyOptions} t join ${roomTypes} trt on trt.id = t.room_type_id
      where t.id = ${tenancyOptionId}::uuid)`;
  return sql`select ${optionSelect}
    from ${tenancyOptions} o
    join ${roomTypes} rt on rt.id = o.room_type_id
    join ${properties} p on p.id = rt.property_id
    join ${cities} c on c.id = p.city_id
    where rt.property_id = ${taken('trt.property_id')} and p.status = 'published' and o.id <> ${tenancyOptionId}::uuid
      and o.rooms_available > 0 and not o.sold_out
    order by o.room_type_id = ${taken('t.room_type_id')} desc, o.price_per_week_pence, o.id
    limit ${limit}::int`;
}

/**
 * A statement with its parameters written in as literals, for a message of several statements
 * (which the simple protocol sends without parameters). The hold's parameters are ids, times,
 * hashes and whole numbers the server drew or checked; text is quoted by node-postgres' own
 * `escapeLiteral` all the same (quotes doubled; with a backslash, an E'' string), a number only
 * when finite, null as null.
 */
function inlined(statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

const dialect = new PgDialect();

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return escapeLiteral(value);
  throw new Error(`No literal for a ${typeof value} parameter`);
}

async function takeRoom(tx: Executor, tenancyOptionId: string): Promise<boolean> {
  const taken = await tx
    .update(tenancyOptions)
    .set({ roomsAvailable: sql`${tenancyOptions.roomsAvailable} - 1` })
    .where(
      and(
        eq(tenancyOptions.id, tenancyOptionId),
        gt(tenancyOptions.roomsAvailable, 0),
        eq(tenancyOptions.soldOut, false),
      ),
    )
    .returning({ id: tenancyOptions.id });
  return taken.length > 0;
}

/** One room back per id given (an id twice: two rooms). Options are updated in id order, so two releases never deadlock. */
async function giveRoomBack(tx: Executor, optionIds: readonly string[]): Promise<void> {
  const counts = new Map<string, number>();
  for (const id of optionIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const [id, n] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    await tx
      .update(tenancyOptions)
      .set({ roomsAvailable: sql`${tenancyOptions.roomsAvailable} + ${n}` })
      .where(eq(tenancyOptions.id, id));
  }
}

const optionColumns = { option: tenancyOptions, roomType: roomTypes, property: properties, city: cities };

/** The option's columns as the hold's statement names them (`o`, `rt`, `p`, `c`); nulls for an unknown id. */
const optionSelect = sql`o.id as option_id, o.academic_year, o.weeks, o.start_date::text as start_date,
  o.end_date::text as end_date, o.price_per_week_pence, o.billing_frequency, o.currency, o.rooms_available, o.sold_out,
  rt.name as room_type_name, rt.slug as room_type_slug, p.name as property_name, p.slug as property_slug,
  c.name as city_name, c.slug as city_slug`;

interface OptionColumns {
  readonly option_id: string | null;
  readonly academic_year: string;
  readonly weeks: number;
  readonly start_date: string;
  readonly end_date: string;
  readonly price_per_week_pence: number;
  readonly billing_frequency: ReservableOption['billingFrequency'];
  readonly currency: string;
  readonly rooms_available: number;
  readonly sold_out: boolean;
  readonly room_type_name: string;
  readonly room_type_slug: string;
  readonly property_name: string;
  readonly property_slug: string;
  readonly city_name: string;
  readonly city_slug: string;
}

/** The option as `toOption` makes it, from the hold's statement's columns and the rooms left after the hold. */
function reservableOf(row: OptionColumns & { readonly option_id: string }, rooms: number): ReservableOption {
  return {
    tenancyOptionId: row.option_id,
    academicYear: row.academic_year,
    weeks: Number(row.weeks),
    startDate: row.start_date,
    endDate: row.end_date,
    pricePerWeekPence: Number(row.price_per_week_pence),
    billingFrequency: row.billing_frequency,
    currency: row.currency,
    roomsAvailable: row.sold_out ? 0 : Number(rooms),
    roomTypeName: row.room_type_name,
    propertyName: row.property_name,
    cityName: row.city_name,
    roomPath: `/${row.city_slug}/${row.property_slug}/${row.room_type_slug}`,
  };
}

function optionQuery(db: Database) {
  return db
    .select(optionColumns)
    .from(tenancyOptions)
    .innerJoin(roomTypes, eq(roomTypes.id, tenancyOptions.roomTypeId))
    .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .$dynamic();
}

interface OptionRow {
  readonly option: typeof tenancyOptions.$inferSelect;
  readonly roomType: typeof roomTypes.$inferSelect;
  readonly property: typeof properties.$inferSelect;
  readonly city: typeof cities.$inferSelect;
}

function toOption({ option, roomType, property, city }: OptionRow): ReservableOption {
  return {
    tenancyOptionId: option.id,
    academicYear: option.academicYear,
    weeks: option.weeks,
    startDate: option.startDate,
    endDate: option.endDate,
    pricePerWeekPence: option.pricePerWeekPence,
    billingFrequency: option.billingFrequency,
    currency: option.currency,
    roomsAvailable: option.soldOut ? 0 : option.roomsAvailable,
    roomTypeName: roomType.name,
    propertyName: property.name,
    cityName: city.name,
    roomPath: `/${city.slug}/${property.slug}/${roomType.slug}`,
  };
}

function toReservation(row: Row): Reservation {
  const details =
    row.name && row.email && row.phone && row.dateOfBirth && row.guarantor
      ? {
          name: row.name,
          email: row.email,
          countryCode: row.countryCode ?? '',
          phone: row.phone,
          dateOfBirth: row.dateOfBirth,
          university: row.university ?? '',
          yearOfStudy: row.yearOfStudy ?? '',
          guarantor: row.guarantor,
        }
      : null;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: row.id,
    reference: row.reference,
    tenancyOptionId: row.tenancyOptionId,
    status: row.status,
    heldAt: row.heldAt.toISOString(),
    holdExpiresAt: row.holdExpiresAt.toISOString(),
    details,
    termsVersion: row.termsVersion,
    totalPence: row.totalPence,
    depositPence: row.depositPence,
    paymentMethod: row.paymentMethod,
    paymentReference: row.paymentReference,
    confirmedAt: iso(row.confirmedAt),
    cancelledAt: iso(row.cancelledAt),
    refundPence: row.refundPence,
  };
}
