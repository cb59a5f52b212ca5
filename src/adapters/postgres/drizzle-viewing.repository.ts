import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { OutgoingMail } from '../../domain/mail/mail';
import type { BookedCounts } from '../../domain/viewings/slots';
import {
  bookingDetailsOf,
  type NewViewing,
  type StoredViewing,
  type ViewingRules,
  type ViewingTime,
} from '../../domain/viewings/viewing';
import type { Clock } from '../../ports/clock.port';
import type {
  BookingOutcome,
  ComposeAudit,
  ComposeMail,
  MoveOutcome,
  PlacedViewing,
  ViewingPlace,
  ViewingRepository,
} from '../../ports/viewing-repository.port';
import { randomViewingReference } from '../crypto/references';
import type { Database } from './database';
import { auditRow } from './drizzle-audit-log';
import { insertOutboxMail } from './drizzle-mail-queue';
import { auditLog, cities, mailOutbox, properties, viewingRules, viewingSlots, viewings } from './schema';
import { isUniqueViolation } from './unique-violation';

/** Draws of a fresh reference before giving up; each collides with odds of (viewings) in 887 million. */
const referenceAttempts = 5;

/** Thrown inside a transaction to roll it back with an answer. */
class Rollback<T> {
  constructor(readonly answer: T) {}
}

async function orRolledBack<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Rollback) return error.answer as T;
    throw error;
  }
}

/**
 * Viewings in PostgreSQL or PGlite. A place in a slot is taken by one conditional upsert on
 * `viewing_slots` (`… on conflict do update set booked = booked + 1 where booked < capacity`): the
 * row lock serialises concurrent bookings of one slot, and the one that finds it full gets no row
 * back. A booking writes its place, the viewing and its e-mails in one statement (ADR 061); a move
 * and a cancellation in a transaction.
 */
export class DrizzleViewingRepository implements ViewingRepository {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** Where references come from; tests pass a sequence to force a collision. */
    private readonly newReference: () => string = randomViewingReference,
  ) {}

  /**
   * Every booking and every availability asks for its place: the query is built once (Drizzle
   * otherwise builds its SQL from the 42 columns on every call) and, on PostgreSQL, kept as a
   * named statement on each connection, so it is parsed and planned once per connection (ADR 061).
   */
  private placeBySlug?: ReturnType<DrizzleViewingRepository['preparePlaceBySlug']>;

  private preparePlaceBySlug() {
    return this.placeQuery()
      .where(eq(properties.slug, sql.placeholder('slug')))
      .limit(1)
      .prepare('digs_viewing_place_by_slug');
  }

  async findPlace(propertySlug: string): Promise<ViewingPlace | null> {
    this.placeBySlug ??= this.preparePlaceBySlug();
    const [row] = await this.placeBySlug.execute({ slug: propertySlug });
    return row ? toPlace(row) : null;
  }

  async bookedCounts(propertyId: string, from: string, to: string): Promise<BookedCounts> {
    const rows = await this.db
      .select({ startsAt: viewingSlots.startsAt, booked: viewingSlots.booked })
      .from(viewingSlots)
      .where(
        and(
          eq(viewingSlots.propertyId, propertyId),
          gte(viewingSlots.startsAt, new Date(from)),
          lte(viewingSlots.startsAt, new Date(to)),
        ),
      );
    return new Map(rows.filter((r) => r.booked > 0).map((r) => [r.startsAt.toISOString(), r.booked]));
  }

  async book(
    viewing: NewViewing,
    capacity: number,
    compose: ComposeMail,
    audit?: ComposeAudit,
  ): Promise<BookingOutcome> {
    // No look-up of the key first (the use case has made one): a key that booked before makes the
    // insert fail on its unique key or find the slot full, and both paths below answer it as the
    // repeat it is.
    for (let attempt = 0; attempt < referenceAttempts; attempt++) {
      const now = new Date(this.clock.now());
      if (audit) {
        // A staff booking: its audit entry in the same transaction as the place and the viewing.
        const reference = this.newReference();
        const answer = await orRolledBack<BookingOutcome | 'reference_taken'>(
          this.db.transaction(async (tx) => {
            if (!(await takePlace(tx, viewing.propertyId, viewing.start, capacity)))
              throw new Rollback({ outcome: 'full' });
            const [row] = await tx
              .insert(viewings)
              .values({
                reference,
                propertyId: viewing.propertyId,
                kind: viewing.kind,
                startsAt: new Date(viewing.start),
                endsAt: new Date(viewing.end),
                ...bookingDetailsOf(viewing),
                idempotencyKey: viewing.idempotencyKey,
                createdAt: now,
                updatedAt: now,
              })
              .onConflictDoNothing()
              .returning();
            // Nothing inserted: the key booked meanwhile (a concurrent copy) or the reference is taken.
            if (!row) throw new Rollback('reference_taken' as const);
            const stored = toStored(row);
            await insertOutboxMail(tx, compose(stored));
            await insertAudit(tx, stored, audit);
            return { outcome: 'booked' as const, viewing: stored };
          }),
        );
        // Full, or nothing inserted: a copy of this request may have booked meanwhile (it took the
        // last place, or holds the key); then this is a repeat, not a refusal.
        const copy =
          answer === 'reference_taken' || answer.outcome === 'full'
            ? await this.findByIdempotencyKey(viewing.idempotencyKey)
            : null;
        if (copy) return { outcome: 'repeat', viewing: copy };
        if (answer !== 'reference_taken') return answer;
        continue;
      }
      // Everything the row will hold is known before it is written (its id too), so its e-mails are
      // composed first and the whole booking is one statement: one round trip, atomic without a
      // transaction of its own.
      const stored = toStored({
        id: randomUUID(),
        reference: this.newReference(),
        propertyId: viewing.propertyId,
        kind: viewing.kind,
        startsAt: new Date(viewing.start),
        endsAt: new Date(viewing.end),
        ...bookingDetailsOf(viewing),
        status: 'booked',
        // A uuid column answers in lower case; the stored viewing says what a read of it will.
        idempotencyKey: viewing.idempotencyKey.toLowerCase(),
        reminderQueuedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      let placed: boolean;
      try {
        placed = await bookInOneStatement(this.db, stored, capacity, compose(stored));
      } catch (error) {
        // The key or the reference is taken: the statement, the place it took included, is undone.
        if (!isUniqueViolation(error)) throw error;
        const copy = await this.findByIdempotencyKey(viewing.idempotencyKey);
        if (copy) return { outcome: 'repeat', viewing: copy };
        continue;
      }
      if (placed) return { outcome: 'booked', viewing: stored };
      // Full: a copy of this request may have taken the last place meanwhile; then this is a repeat, not a refusal.
      const copy = await this.findByIdempotencyKey(viewing.idempotencyKey);
      return copy ? { outcome: 'repeat', viewing: copy } : { outcome: 'full' };
    }
    throw new Error(`No free viewing reference after ${referenceAttempts} draws`);
  }

  async find(reference: string): Promise<PlacedViewing | null> {
    // One query whether the reference exists or not: a known reference costs no second round trip
    // that an unknown one would not (the time taken must not tell which references are real).
    const [row] = await this.db
      .select({ viewing: viewings, property: properties, city: cities, rules: viewingRules })
      .from(viewings)
      .innerJoin(properties, eq(properties.id, viewings.propertyId))
      .innerJoin(cities, eq(cities.id, properties.cityId))
      .innerJoin(viewingRules, eq(viewingRules.propertyId, properties.id))
      .where(eq(viewings.reference, reference))
      .limit(1);
    return row ? { viewing: toStored(row.viewing), place: toPlace(row) } : null;
  }

  async cancel(reference: string, compose: ComposeMail, audit?: ComposeAudit): Promise<StoredViewing | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(viewings)
        .set({ status: 'cancelled', updatedAt: new Date(this.clock.now()) })
        .where(and(eq(viewings.reference, reference), eq(viewings.status, 'booked')))
        .returning();
      if (!row) return null;
      await freePlace(tx, row.propertyId, row.startsAt);
      const stored = toStored(row);
      await insertOutboxMail(tx, compose(stored));
      await insertAudit(tx, stored, audit);
      return stored;
    });
  }

  async move(
    reference: string,
    to: ViewingTime,
    capacity: number,
    compose: ComposeMail,
    audit?: ComposeAudit,
  ): Promise<MoveOutcome> {
    return orRolledBack(
      this.db.transaction(async (tx): Promise<MoveOutcome> => {
        // Locks the booking, so two moves of one viewing cannot both free its old place.
        const [current] = await tx
          .update(viewings)
          .set({ updatedAt: new Date(this.clock.now()) })
          .where(and(eq(viewings.reference, reference), eq(viewings.status, 'booked')))
          .returning();
        if (!current) return { outcome: 'not_booked' };
        const sameSlot = current.startsAt.getTime() === Date.parse(to.start);
        if (!sameSlot) {
          // Slot rows are locked earliest first, so two moves that cross (X→Y, Y→X) cannot deadlock.
          // Freeing first is safe: a full new slot rolls the whole transaction back.
          const forward = Date.parse(to.start) > current.startsAt.getTime();
          if (forward) await freePlace(tx, current.propertyId, current.startsAt);
          if (!(await takePlace(tx, current.propertyId, to.start, capacity))) throw new Rollback({ outcome: 'full' });
          if (!forward) await freePlace(tx, current.propertyId, current.startsAt);
        }
        const [row] = await tx
          .update(viewings)
          .set({
            kind: to.kind,
            startsAt: new Date(to.start),
            endsAt: new Date(to.end),
            ...(sameSlot ? {} : { reminderQueuedAt: null }),
          })
          .where(eq(viewings.id, current.id))
          .returning();
        if (!row) throw new Error(`Viewing ${reference} vanished inside its own transaction`);
        const stored = toStored(row);
        await insertOutboxMail(tx, compose(stored));
        await insertAudit(tx, stored, audit);
        return { outcome: 'moved', viewing: stored };
      }),
    );
  }

  async queueReminders(
    now: number,
    withinMs: number,
    compose: (placed: PlacedViewing) => readonly OutgoingMail[],
  ): Promise<number> {
    const at = new Date(now);
    const until = new Date(now + withinMs);
    return this.db.transaction(async (tx) => {
      const dueNow = and(
        eq(viewings.status, 'booked'),
        isNull(viewings.reminderQueuedAt),
        sql`${viewings.startsAt} > ${at}`,
        lte(viewings.startsAt, until),
        // Booked (or last moved) before its reminder time came: otherwise the confirmation was it.
        sql`${viewings.updatedAt} < ${viewings.startsAt} - make_interval(secs => ${withinMs / 1000})`,
      );
      // Claimed, not waited for: a viewing another server is reminding right now is skipped (it is
      // theirs), and the mark and its e-mail commit together or not at all (ADR 058).
      const claimed = tx.select({ id: viewings.id }).from(viewings).where(dueNow).for('update', { skipLocked: true });
      const due = await tx
        .update(viewings)
        .set({ reminderQueuedAt: at })
        .where(and(inArray(viewings.id, claimed), dueNow))
        .returning();
      if (due.length === 0) return 0;
      const places = new Map(
        (await this.placeQuery(tx).where(inArray(properties.id, [...new Set(due.map((v) => v.propertyId))]))).map(
          (row) => [row.property.id, toPlace(row)],
        ),
      );
      const mails = due.flatMap((row) => {
        const place = places.get(row.propertyId);
        return place ? compose({ viewing: toStored(row), place }) : [];
      });
      await insertOutboxMail(tx, mails);
      return due.length;
    });
  }

  /** Properties with their city and rules; inside a transaction, pass it (PGlite has one connection). */
  private placeQuery(executor: Database | Executor = this.db) {
    return executor
      .select({ property: properties, city: cities, rules: viewingRules })
      .from(properties)
      .innerJoin(cities, eq(cities.id, properties.cityId))
      .innerJoin(viewingRules, eq(viewingRules.propertyId, properties.id))
      .$dynamic();
  }

  async findByIdempotencyKey(key: string): Promise<StoredViewing | null> {
    const [row] = await this.db.select().from(viewings).where(eq(viewings.idempotencyKey, key.toLowerCase())).limit(1);
    return row ? toStored(row) : null;
  }
}

type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A booking in one statement: one more party in the slot if it has room (the conditional upsert's
 * row lock serialises concurrent bookings of the slot; a full slot answers no row), then the
 * viewing and its e-mails, only when the place was taken. True when booked, false when full. A
 * taken idempotency key or reference fails the whole statement (unique_violation), so a place is
 * never counted without its viewing.
 */
async function bookInOneStatement(
  db: Database,
  viewing: StoredViewing,
  capacity: number,
  mails: readonly OutgoingMail[],
): Promise<boolean> {
  // Both drivers (node-postgres, PGlite) answer `{ rows }`.
  const result = (await db.execute(sql`
    with slot as (
      insert into ${viewingSlots} (property_id, starts_at, booked)
      values (${viewing.propertyId}::uuid, ${viewing.start}::timestamptz, 1)
      on conflict (property_id, starts_at) do update set booked = ${viewingSlots}.booked + 1
      where ${viewingSlots}.booked < ${capacity}
      returning 1
    ), placed as (
      insert into ${viewings} (id, reference, property_id, kind, starts_at, ends_at, name, email,
        country_code, phone, party_size, message, idempotency_key, created_at, updated_at)
      select ${viewing.id}::uuid, ${viewing.reference}, ${viewing.propertyId}::uuid, ${viewing.kind},
        ${viewing.start}::timestamptz, ${viewing.end}::timestamptz, ${viewing.name}, ${viewing.email},
        ${viewing.countryCode}, ${viewing.phone}, ${viewing.partySize}::int, ${viewing.message},
        ${viewing.idempotencyKey}::uuid, ${viewing.createdAt}::timestamptz, ${viewing.updatedAt}::timestamptz
      from slot
      returning 1
    ), queued as (
      -- In the list's order, as insertOutboxMail keeps it: a microsecond apart.
      insert into ${mailOutbox} (mail, created_at)
      select m.mail, now() + make_interval(secs => (m.ord - 1) / 1000000.0)
      from placed, jsonb_array_elements(${JSON.stringify(mails)}::jsonb) with ordinality as m(mail, ord)
      returning 1
    )
    select count(*)::int as placed from placed`)) as { rows: { placed: number }[] };
  return Number(result.rows[0]?.placed ?? 0) > 0;
}

/** One more party in the slot, if it has room; false when it is full. Creates the slot's row on first use. */
async function takePlace(tx: Executor, propertyId: string, start: string, capacity: number): Promise<boolean> {
  const taken = await tx
    .insert(viewingSlots)
    .values({ propertyId, startsAt: new Date(start), booked: 1 })
    .onConflictDoUpdate({
      target: [viewingSlots.propertyId, viewingSlots.startsAt],
      set: { booked: sql`${viewingSlots.booked} + 1` },
      setWhere: sql`${viewingSlots.booked} < ${capacity}`,
    })
    .returning({ booked: viewingSlots.booked });
  return taken.length > 0;
}

async function freePlace(tx: Executor, propertyId: string, startsAt: Date): Promise<void> {
  await tx
    .update(viewingSlots)
    .set({ booked: sql`greatest(${viewingSlots.booked} - 1, 0)` })
    .where(and(eq(viewingSlots.propertyId, propertyId), eq(viewingSlots.startsAt, startsAt)));
}

interface PlaceRow {
  readonly property: typeof properties.$inferSelect;
  readonly city: typeof cities.$inferSelect;
  readonly rules: typeof viewingRules.$inferSelect;
}

function toPlace({ property, city, rules }: PlaceRow): ViewingPlace {
  const viewingRulesOf: ViewingRules = {
    propertyId: property.id,
    openingHours: rules.openingHours,
    slotMinutes: rules.slotMinutes,
    capacity: rules.capacity,
    kinds: rules.kinds,
    closedDates: rules.closedDates,
    noticeMinutes: rules.noticeMinutes,
    horizonDays: rules.horizonDays,
    staffEmail: rules.staffEmail,
  };
  return {
    id: property.id,
    slug: property.slug,
    name: property.name,
    citySlug: city.slug,
    cityName: city.name,
    addressLine1: property.addressLine1,
    postcode: property.postcode,
    rules: viewingRulesOf,
  };
}

/** A viewing row as the domain reads it. */
export function toStored(row: typeof viewings.$inferSelect): StoredViewing {
  return {
    id: row.id,
    reference: row.reference,
    propertyId: row.propertyId,
    kind: row.kind,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    ...bookingDetailsOf(row),
    idempotencyKey: row.idempotencyKey,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A staff member's entry for the change, in the change's own transaction. */
async function insertAudit(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  viewing: StoredViewing,
  audit: ComposeAudit | undefined,
): Promise<void> {
  if (audit) await tx.insert(auditLog).values(auditRow(audit(viewing)));
}
