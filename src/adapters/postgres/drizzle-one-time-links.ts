import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { OneTimeLink } from '../../domain/staff/one-time-link';
import type { OneTimeLinks } from '../../ports/one-time-links.port';
import type { Database } from './database';
import { staffTokens } from './schema';
import { sweepAlone } from './sweep-alone';

const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

function linkFromRow(row: typeof staffTokens.$inferSelect): OneTimeLink {
  return {
    purpose: row.purpose,
    email: row.email,
    role: row.role,
    staffId: row.staffId,
    createdBy: row.createdBy,
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    usedAt: row.usedAt ? row.usedAt.getTime() : null,
  };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Locks every link of the member, always in the same order, so that two transactions spending
 * each other's links (two links used at once, a reset issued as one is used) wait instead of
 * deadlocking.
 */
async function lockLinksOf(tx: Transaction, staffId: string): Promise<void> {
  await tx
    .select({ hash: staffTokens.tokenHash })
    .from(staffTokens)
    .where(eq(staffTokens.staffId, staffId))
    .orderBy(staffTokens.tokenHash)
    .for('update');
}

/**
 * One-time links in PostgreSQL (staff_tokens): only the token's SHA-256 is stored. Issuing a reset
 * and using a link spend the member's other links in the same transaction (ADR 071).
 */
export class DrizzleOneTimeLinks implements OneTimeLinks {
  constructor(private readonly db: Database) {}

  async issue(link: OneTimeLink): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.transaction(async (tx) => {
      // A new reset link replaces the member's older unused ones (ADR 071).
      if (link.purpose === 'reset' && link.staffId !== null) {
        await lockLinksOf(tx, link.staffId);
        await tx
          .update(staffTokens)
          .set({ usedAt: new Date(link.createdAt) })
          .where(
            and(eq(staffTokens.staffId, link.staffId), eq(staffTokens.purpose, 'reset'), isNull(staffTokens.usedAt)),
          );
      }
      await tx.insert(staffTokens).values({
        tokenHash: tokenHash(token),
        purpose: link.purpose,
        email: link.email,
        role: link.role,
        staffId: link.staffId,
        createdBy: link.createdBy,
        createdAt: new Date(link.createdAt),
        expiresAt: new Date(link.expiresAt),
        usedAt: link.usedAt === null ? null : new Date(link.usedAt),
      });
    });
    return token;
  }

  async read(token: string): Promise<OneTimeLink | null> {
    const [row] = await this.db
      .select()
      .from(staffTokens)
      .where(eq(staffTokens.tokenHash, tokenHash(token)));
    return row ? linkFromRow(row) : null;
  }

  async consume(token: string, at: number): Promise<OneTimeLink | null> {
    const hash = tokenHash(token);
    return this.db.transaction(async (tx) => {
      const [named] = await tx
        .select({ staffId: staffTokens.staffId })
        .from(staffTokens)
        .where(eq(staffTokens.tokenHash, hash));
      if (named?.staffId) await lockLinksOf(tx, named.staffId);
      // One conditional update: of two at once, the second finds used_at set and changes nothing.
      const [row] = await tx
        .update(staffTokens)
        .set({ usedAt: new Date(at) })
        .where(
          and(eq(staffTokens.tokenHash, hash), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, new Date(at))),
        )
        .returning();
      if (!row) return null;
      // The member's other unused links die with this one (ADR 071).
      if (row.staffId !== null) {
        await tx
          .update(staffTokens)
          .set({ usedAt: new Date(at) })
          .where(
            and(eq(staffTokens.staffId, row.staffId), isNull(staffTokens.usedAt), ne(staffTokens.tokenHash, hash)),
          );
      }
      return linkFromRow(row);
    });
  }

  async spendAllOf(staffId: string, at: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      await lockLinksOf(tx, staffId);
      const rows = await tx
        .update(staffTokens)
        .set({ usedAt: new Date(at) })
        .where(and(eq(staffTokens.staffId, staffId), isNull(staffTokens.usedAt)))
        .returning({ hash: staffTokens.tokenHash });
      return rows.length;
    });
  }

  async purge(before: number): Promise<number> {
    const rows = await sweepAlone(this.db, 'staff-links-purge', [], (tx) =>
      tx
        .delete(staffTokens)
        .where(
          or(
            and(isNotNull(staffTokens.usedAt), lt(staffTokens.usedAt, new Date(before))),
            lt(staffTokens.expiresAt, new Date(before)),
          ),
        )
        .returning({ hash: staffTokens.tokenHash }),
    );
    return rows.length;
  }
}
