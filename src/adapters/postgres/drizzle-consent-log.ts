import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { ConsentDay } from '../../domain/analytics-ingestion/analytics-report';
import type { ConsentLog, ConsentLogEntry } from '../../ports/consent-log.port';
import type { Database } from './database';
import { consentLog } from './schema';

/** The consent log on PostgreSQL or PGlite: one row per decision, never updated. */
export class DrizzleConsentLog implements ConsentLog {
  constructor(private readonly db: Database) {}

  async record(entry: ConsentLogEntry): Promise<void> {
    await this.db.insert(consentLog).values({
      consentId: entry.consentId,
      version: entry.version,
      analytics: entry.analytics,
      replay: entry.replay,
      recordedAt: new Date(entry.recordedAt),
    });
  }

  async history(consentId: string): Promise<ConsentLogEntry[]> {
    const rows = await this.db
      .select()
      .from(consentLog)
      .where(eq(consentLog.consentId, consentId))
      .orderBy(asc(consentLog.recordedAt), asc(consentLog.id));
    return rows.map((row) => ({
      consentId: row.consentId,
      version: row.version,
      analytics: row.analytics,
      replay: row.replay,
      recordedAt: row.recordedAt.getTime(),
    }));
  }

  /**
   * The London day is the recorded instant read on London's clock (`at time zone 'Europe/London'`,
   * from the database's time zone data, so the clock changes fall where they did); the kinds are
   * consentDecisionKind's: both allowed, neither, or one of them.
   */
  async decisionsPerDay(fromMs: number, toMs: number): Promise<ConsentDay[]> {
    const day = sql<string>`to_char(${consentLog.recordedAt} at time zone 'Europe/London', 'YYYY-MM-DD')`;
    const rows = await this.db
      .select({
        date: day,
        accepted: sql<number>`count(*) filter (where ${consentLog.analytics} and ${consentLog.replay})::int`,
        rejected: sql<number>`count(*) filter (where not ${consentLog.analytics} and not ${consentLog.replay})::int`,
        chosen: sql<number>`count(*) filter (where ${consentLog.analytics} <> ${consentLog.replay})::int`,
      })
      .from(consentLog)
      .where(and(gte(consentLog.recordedAt, new Date(fromMs)), lt(consentLog.recordedAt, new Date(toMs))))
      .groupBy(day)
      .orderBy(day);
    return rows.map((row) => ({
      date: row.date,
      accepted: Number(row.accepted),
      rejected: Number(row.rejected),
      chosen: Number(row.chosen),
    }));
  }
}
