import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { AuditEntry } from '../../domain/staff/audit-entry';
import type { StoredViewing } from '../../domain/viewings/viewing';
import { type AttendanceMark, closedEntries, newDeskRules } from '../../domain/viewings/viewing-desk';
import type { Clock } from '../../ports/clock.port';
import type {
  DeskResidence,
  DeskRules,
  DeskRulesChange,
  RulesSave,
  ViewingDeskStore,
} from '../../ports/viewing-desk.port';
import type { Database } from './database';
import { auditRow } from './drizzle-audit-log';
import { toStored } from './drizzle-viewing.repository';
import { auditLog, cities, properties, viewingRules, viewings } from './schema';

type RulesRow = typeof viewingRules.$inferSelect;

function toDeskRules(row: RulesRow): DeskRules {
  return {
    propertyId: row.propertyId,
    openingHours: row.openingHours,
    slotMinutes: row.slotMinutes,
    capacity: row.capacity,
    kinds: row.kinds,
    closedDates: row.closedDates,
    noticeMinutes: row.noticeMinutes,
    horizonDays: row.horizonDays,
    staffEmail: row.staffEmail,
    videoCallUrl: row.videoCallUrl,
    version: row.version,
    feedIssued: row.feedTokenHash !== null,
  };
}

/** The rules of a residence that has none yet, at version 0. */
export function unsetDeskRules(propertyId: string): DeskRules {
  const { closedPeriods, ...rest } = newDeskRules;
  return {
    ...rest,
    propertyId,
    closedDates: closedEntries(closedPeriods),
    staffEmail: '',
    version: 0,
    feedIssued: false,
  };
}

/**
 * The viewings desk in PostgreSQL or PGlite. A save names the version it was made from and only
 * updates the row still at it (`… where version = $v`), so of two concurrent saves one wins and
 * the other is told; each change writes its audit row in the same transaction.
 */
export class DrizzleViewingDesk implements ViewingDeskStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async residences(): Promise<readonly DeskResidence[]> {
    const rows = await this.db
      .select({
        id: properties.id,
        slug: properties.slug,
        name: properties.name,
        cityName: cities.name,
        rules: viewingRules.propertyId,
      })
      .from(properties)
      .innerJoin(cities, eq(cities.id, properties.cityId))
      .leftJoin(viewingRules, eq(viewingRules.propertyId, properties.id))
      .orderBy(asc(properties.name), asc(properties.id));
    return rows.map(({ rules, ...r }) => ({ ...r, offersViewings: rules !== null }));
  }

  async rules(propertyId: string): Promise<DeskRules | null> {
    const [row] = await this.db
      .select({ id: properties.id, rules: viewingRules })
      .from(properties)
      .leftJoin(viewingRules, eq(viewingRules.propertyId, properties.id))
      .where(eq(properties.id, propertyId))
      .limit(1);
    if (!row) return null;
    return row.rules ? toDeskRules(row.rules) : unsetDeskRules(propertyId);
  }

  async saveRules(
    propertyId: string,
    version: number,
    change: DeskRulesChange,
    audit: (saved: DeskRules) => AuditEntry,
  ): Promise<RulesSave> {
    const values = {
      openingHours: change.openingHours,
      slotMinutes: change.slotMinutes,
      capacity: change.capacity,
      kinds: [...change.kinds],
      closedDates: [...change.closedDates],
      noticeMinutes: change.noticeMinutes,
      horizonDays: change.horizonDays,
      staffEmail: change.staffEmail,
      videoCallUrl: change.videoCallUrl,
      updatedAt: new Date(this.clock.now()),
    };
    const saved = await this.db.transaction(async (tx) => {
      const [row] =
        version === 0
          ? await tx
              .insert(viewingRules)
              .values({ propertyId, ...values, version: 1 })
              .onConflictDoNothing()
              .returning()
          : await tx
              .update(viewingRules)
              .set({ ...values, version: version + 1 })
              .where(and(eq(viewingRules.propertyId, propertyId), eq(viewingRules.version, version)))
              .returning();
      if (!row) return null;
      const rules = toDeskRules(row);
      await tx.insert(auditLog).values(auditRow(audit(rules)));
      return rules;
    });
    if (saved) return { outcome: 'saved', rules: saved };
    const current = await this.rules(propertyId).catch(() => null);
    return current ? { outcome: 'stale', current } : { outcome: 'not_found' };
  }

  async viewingsBetween(propertyId: string, from: string, to: string): Promise<readonly StoredViewing[]> {
    const rows = await this.db
      .select()
      .from(viewings)
      .where(
        and(
          eq(viewings.propertyId, propertyId),
          gte(viewings.startsAt, new Date(from)),
          lt(viewings.startsAt, new Date(to)),
        ),
      )
      .orderBy(asc(viewings.startsAt), asc(viewings.createdAt));
    return rows.map(toStored);
  }

  async mark(reference: string, mark: AttendanceMark, audit: AuditEntry): Promise<StoredViewing | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(viewings)
        .set({ status: mark, updatedAt: new Date(this.clock.now()) })
        .where(and(eq(viewings.reference, reference), inArray(viewings.status, ['booked', 'attended', 'no_show'])))
        .returning();
      if (!row) return null;
      await tx.insert(auditLog).values(auditRow(audit));
      return toStored(row);
    });
  }

  async setFeedToken(propertyId: string, tokenHash: string | null, audit: AuditEntry): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(viewingRules)
        .set({ feedTokenHash: tokenHash })
        .where(eq(viewingRules.propertyId, propertyId))
        .returning({ id: viewingRules.propertyId });
      if (!row) return false;
      await tx.insert(auditLog).values(auditRow(audit));
      return true;
    });
  }

  async feedResidence(tokenHash: string): Promise<{ readonly id: string; readonly name: string } | null> {
    const [row] = await this.db
      .select({ id: properties.id, name: properties.name })
      .from(viewingRules)
      .innerJoin(properties, eq(properties.id, viewingRules.propertyId))
      .where(eq(viewingRules.feedTokenHash, tokenHash))
      .limit(1);
    return row ?? null;
  }
}
