import { createHash, randomBytes } from 'node:crypto';
import { eq, lte, or } from 'drizzle-orm';
import type { SessionTimes } from '../../domain/staff/session-rules';
import type { StaffSession, StaffSessions } from '../../ports/staff-sessions.port';
import type { Database } from './database';
import { staffMemberFromRow } from './drizzle-staff-directory';
import { staffMembers, staffSessions } from './schema';
import { sweepAlone } from './sweep-alone';

/** What the table keys a session by: the SHA-256 of its id (hex). */
export const sessionIdHash = (id: string) => createHash('sha256').update(id, 'utf8').digest('hex');

/** Console sessions in PostgreSQL (staff_sessions): the cookie's id is never stored, only its hash. */
export class DrizzleStaffSessions implements StaffSessions {
  constructor(private readonly db: Database) {}

  async create(staffId: string, times: SessionTimes, userAgent: string, id?: string): Promise<string> {
    const sessionId = id ?? randomBytes(32).toString('base64url');
    await this.db.insert(staffSessions).values({
      idHash: sessionIdHash(sessionId),
      staffId,
      createdAt: new Date(times.createdAt),
      lastSeenAt: new Date(times.lastSeenAt),
      expiresAt: new Date(times.expiresAt),
      userAgent: userAgent.slice(0, 500),
    });
    return sessionId;
  }

  async find(id: string): Promise<StaffSession | null> {
    const [row] = await this.db
      .select()
      .from(staffSessions)
      .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
      .where(eq(staffSessions.idHash, sessionIdHash(id)))
      .limit(1);
    if (!row) return null;
    return {
      member: staffMemberFromRow(row.staff_members),
      times: {
        createdAt: row.staff_sessions.createdAt.getTime(),
        lastSeenAt: row.staff_sessions.lastSeenAt.getTime(),
        expiresAt: row.staff_sessions.expiresAt.getTime(),
      },
    };
  }

  async touch(id: string, at: number): Promise<void> {
    await this.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(at) })
      .where(eq(staffSessions.idHash, sessionIdHash(id)));
  }

  async revoke(id: string): Promise<void> {
    await this.db.delete(staffSessions).where(eq(staffSessions.idHash, sessionIdHash(id)));
  }

  async revokeAllOf(staffId: string): Promise<number> {
    const rows = await this.db
      .delete(staffSessions)
      .where(eq(staffSessions.staffId, staffId))
      .returning({ id: staffSessions.idHash });
    return rows.length;
  }

  async purge(cutoffs: { expiredBefore: number; lastSeenBefore: number }): Promise<number> {
    const rows = await sweepAlone(this.db, 'staff-sessions-purge', [], (tx) =>
      tx
        .delete(staffSessions)
        .where(
          or(
            lte(staffSessions.expiresAt, new Date(cutoffs.expiredBefore)),
            lte(staffSessions.lastSeenAt, new Date(cutoffs.lastSeenBefore)),
          ),
        )
        .returning({ id: staffSessions.idHash }),
    );
    return rows.length;
  }
}
