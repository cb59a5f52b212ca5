import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
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

/** One-time links in PostgreSQL (staff_tokens): only the token's SHA-256 is stored. */
export class DrizzleOneTimeLinks implements OneTimeLinks {
  constructor(private readonly db: Database) {}

  async issue(link: OneTimeLink): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.insert(staffTokens).values({
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
    // One conditional update: of two at once, the second finds used_at set and changes nothing.
    const [row] = await this.db
      .update(staffTokens)
      .set({ usedAt: new Date(at) })
      .where(
        and(
          eq(staffTokens.tokenHash, tokenHash(token)),
          isNull(staffTokens.usedAt),
          gt(staffTokens.expiresAt, new Date(at)),
        ),
      )
      .returning();
    return row ? linkFromRow(row) : null;
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
