import { asc, eq } from 'drizzle-orm';
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
}
