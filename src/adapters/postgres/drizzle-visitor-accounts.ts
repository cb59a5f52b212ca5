import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { type AccountLists, emptyLists } from '../../domain/accounts/account-lists';
import { MAX_CODE_ATTEMPTS, type SignInChallenge } from '../../domain/accounts/sign-in-code';
import type { AccountDetails, VisitorAccount } from '../../domain/accounts/visitor-account';
import type { SessionTimes } from '../../domain/staff/session-rules';
import type { CodeOutcome, IssuedChallenge, SignInChallenges } from '../../ports/sign-in-challenges.port';
import type {
  AccountsErased,
  HeldAccountData,
  SaveListsOutcome,
  StoredLists,
  VisitorAccounts,
} from '../../ports/visitor-accounts.port';
import type { VisitorSession, VisitorSessions } from '../../ports/visitor-sessions.port';
import type { Database } from './database';
import { visitorAccounts, visitorSessions, visitorSignIns } from './schema';
import { sweepAlone } from './sweep-alone';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function accountFromRow(row: typeof visitorAccounts.$inferSelect): VisitorAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    marketingEmails: row.marketingEmails,
    createdAt: row.createdAt.getTime(),
  };
}

function storedLists(row: Pick<typeof visitorAccounts.$inferSelect, 'lists' | 'listsVersion'>): StoredLists {
  return { lists: (row.lists as AccountLists | null) ?? emptyLists, version: row.listsVersion };
}

/** Visitors' accounts in PostgreSQL (visitor_accounts, ADR 053). */
export class DrizzleVisitorAccounts implements VisitorAccounts {
  constructor(private readonly db: Database) {}

  async findOrCreate(email: string, at: number): Promise<VisitorAccount> {
    const address = email.trim();
    // The unique index on lower(email) makes two at once one: the second inserts nothing and reads the first.
    await this.db
      .insert(visitorAccounts)
      .values({ email: address, createdAt: new Date(at) })
      .onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(visitorAccounts)
      .where(sql`lower(${visitorAccounts.email}) = ${address.toLowerCase()}`)
      .limit(1);
    if (!row) throw new Error('The visitor account could not be stored');
    return accountFromRow(row);
  }

  async findById(id: string): Promise<VisitorAccount | null> {
    if (!uuidPattern.test(id)) return null;
    const [row] = await this.db.select().from(visitorAccounts).where(eq(visitorAccounts.id, id)).limit(1);
    return row ? accountFromRow(row) : null;
  }

  async updateDetails(id: string, details: AccountDetails): Promise<VisitorAccount | null> {
    if (!uuidPattern.test(id)) return null;
    const [row] = await this.db
      .update(visitorAccounts)
      .set({ name: details.name, marketingEmails: details.marketingEmails })
      .where(eq(visitorAccounts.id, id))
      .returning();
    return row ? accountFromRow(row) : null;
  }

  async readLists(id: string): Promise<StoredLists | null> {
    if (!uuidPattern.test(id)) return null;
    const [row] = await this.db
      .select({ lists: visitorAccounts.lists, version: visitorAccounts.listsVersion })
      .from(visitorAccounts)
      .where(eq(visitorAccounts.id, id))
      .limit(1);
    return row ? storedLists({ lists: row.lists, listsVersion: row.version }) : null;
  }

  async saveLists(id: string, lists: AccountLists, baseVersion: number): Promise<SaveListsOutcome> {
    if (!uuidPattern.test(id)) return { ok: false, reason: 'not_found' };
    // One conditional update: of two saves at one version, the second finds the version moved on.
    const [row] = await this.db
      .update(visitorAccounts)
      .set({ lists, listsVersion: sql`${visitorAccounts.listsVersion} + 1` })
      .where(and(eq(visitorAccounts.id, id), eq(visitorAccounts.listsVersion, baseVersion)))
      .returning({ version: visitorAccounts.listsVersion });
    if (row) return { ok: true, version: row.version };
    const current = await this.readLists(id);
    return current ? { ok: false, reason: 'stale', current } : { ok: false, reason: 'not_found' };
  }

  async delete(id: string): Promise<boolean> {
    if (!uuidPattern.test(id)) return false;
    const rows = await this.db
      .delete(visitorAccounts)
      .where(eq(visitorAccounts.id, id))
      .returning({ id: visitorAccounts.id });
    return rows.length > 0;
  }

  async exportFor(email: string): Promise<HeldAccountData> {
    const address = email.trim().toLowerCase();
    const [row] = await this.db
      .select()
      .from(visitorAccounts)
      .where(sql`lower(${visitorAccounts.email}) = ${address}`)
      .limit(1);
    const sessions = row
      ? await this.db
          .select()
          .from(visitorSessions)
          .where(eq(visitorSessions.accountId, row.id))
          .orderBy(visitorSessions.createdAt)
      : [];
    const links = await this.db
      .select()
      .from(visitorSignIns)
      .where(sql`lower(${visitorSignIns.email}) = ${address}`)
      .orderBy(visitorSignIns.createdAt);
    return {
      account: row ? accountFromRow(row) : null,
      lists: row ? storedLists(row) : null,
      sessions: sessions.map((x) => ({
        createdAt: x.createdAt.getTime(),
        lastSeenAt: x.lastSeenAt.getTime(),
        expiresAt: x.expiresAt.getTime(),
        userAgent: x.userAgent,
      })),
      signInLinks: links.map(challengeFromRow).map(({ createdAt, expiresAt, usedAt }) => ({
        createdAt,
        expiresAt,
        usedAt,
      })),
    };
  }

  async eraseFor(email: string): Promise<AccountsErased> {
    const address = email.trim().toLowerCase();
    return this.db.transaction(async (tx) => {
      const accounts = await tx
        .select({ id: visitorAccounts.id })
        .from(visitorAccounts)
        .where(sql`lower(${visitorAccounts.email}) = ${address}`)
        .for('update');
      const ids = accounts.map((a) => a.id);
      const sessions = ids.length
        ? await tx
            .delete(visitorSessions)
            .where(inArray(visitorSessions.accountId, ids))
            .returning({ id: visitorSessions.idHash })
        : [];
      if (ids.length) await tx.delete(visitorAccounts).where(inArray(visitorAccounts.id, ids));
      const links = await tx
        .delete(visitorSignIns)
        .where(sql`lower(${visitorSignIns.email}) = ${address}`)
        .returning({ id: visitorSignIns.tokenHash });
      return { accounts: ids.length, sessions: sessions.length, signInLinks: links.length };
    });
  }
}

/** Visitors' sessions in PostgreSQL (visitor_sessions): the cookie's id is never stored, only its hash. */
export class DrizzleVisitorSessions implements VisitorSessions {
  constructor(private readonly db: Database) {}

  async create(accountId: string, times: SessionTimes, userAgent: string): Promise<string> {
    const sessionId = randomBytes(32).toString('base64url');
    await this.db.insert(visitorSessions).values({
      idHash: sha256(sessionId),
      accountId,
      createdAt: new Date(times.createdAt),
      lastSeenAt: new Date(times.lastSeenAt),
      expiresAt: new Date(times.expiresAt),
      userAgent: userAgent.slice(0, 500),
    });
    return sessionId;
  }

  async find(id: string): Promise<VisitorSession | null> {
    const [row] = await this.db
      .select()
      .from(visitorSessions)
      .innerJoin(visitorAccounts, eq(visitorAccounts.id, visitorSessions.accountId))
      .where(eq(visitorSessions.idHash, sha256(id)))
      .limit(1);
    if (!row) return null;
    return {
      account: accountFromRow(row.visitor_accounts),
      times: {
        createdAt: row.visitor_sessions.createdAt.getTime(),
        lastSeenAt: row.visitor_sessions.lastSeenAt.getTime(),
        expiresAt: row.visitor_sessions.expiresAt.getTime(),
      },
    };
  }

  async touch(id: string, at: number): Promise<void> {
    await this.db
      .update(visitorSessions)
      .set({ lastSeenAt: new Date(at) })
      .where(eq(visitorSessions.idHash, sha256(id)));
  }

  async revoke(id: string): Promise<void> {
    await this.db.delete(visitorSessions).where(eq(visitorSessions.idHash, sha256(id)));
  }

  async revokeAllOf(accountId: string): Promise<number> {
    const rows = await this.db
      .delete(visitorSessions)
      .where(eq(visitorSessions.accountId, accountId))
      .returning({ id: visitorSessions.idHash });
    return rows.length;
  }

  async purge(cutoffs: { expiredBefore: number; lastSeenBefore: number }): Promise<number> {
    const rows = await sweepAlone(this.db, 'visitor-sessions-purge', [], (tx) =>
      tx
        .delete(visitorSessions)
        .where(
          or(
            lte(visitorSessions.expiresAt, new Date(cutoffs.expiredBefore)),
            lte(visitorSessions.lastSeenAt, new Date(cutoffs.lastSeenBefore)),
          ),
        )
        .returning({ id: visitorSessions.idHash }),
    );
    return rows.length;
  }
}

function challengeFromRow(row: typeof visitorSignIns.$inferSelect): SignInChallenge {
  return {
    email: row.email,
    next: row.next,
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    usedAt: row.usedAt ? row.usedAt.getTime() : null,
    attempts: row.attempts,
  };
}

/**
 * Sign-in challenges in PostgreSQL (visitor_sign_ins): the token's SHA-256 and the code's
 * HMAC-SHA256 under a server key (a million codes are quickly hashed, so a copy of the table must
 * not be enough to find one), bound to its challenge.
 */
export class DrizzleSignInChallenges implements SignInChallenges {
  constructor(
    private readonly db: Database,
    private readonly key: Uint8Array,
  ) {
    if (key.length < 32) throw new Error('The sign-in code key must be at least 32 bytes');
  }

  private codeHash(tokenHash: string, code: string): string {
    return createHmac('sha256', this.key).update(`visitor-sign-in-code:${tokenHash}:${code}`).digest('hex');
  }

  async issue(challenge: SignInChallenge): Promise<IssuedChallenge> {
    const token = randomBytes(32).toString('base64url');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const tokenHash = sha256(token);
    await this.db.transaction(async (tx) => {
      await tx
        .delete(visitorSignIns)
        .where(
          and(
            sql`lower(${visitorSignIns.email}) = ${challenge.email.trim().toLowerCase()}`,
            isNull(visitorSignIns.usedAt),
          ),
        );
      await tx.insert(visitorSignIns).values({
        tokenHash,
        codeHash: this.codeHash(tokenHash, code),
        email: challenge.email.trim(),
        next: challenge.next,
        attempts: challenge.attempts,
        createdAt: new Date(challenge.createdAt),
        expiresAt: new Date(challenge.expiresAt),
        usedAt: challenge.usedAt === null ? null : new Date(challenge.usedAt),
      });
    });
    return { token, code };
  }

  private usable(at: number) {
    return and(
      isNull(visitorSignIns.usedAt),
      gt(visitorSignIns.expiresAt, new Date(at)),
      lt(visitorSignIns.attempts, MAX_CODE_ATTEMPTS),
    );
  }

  async consumeLink(token: string, at: number): Promise<SignInChallenge | null> {
    // The link is not limited by wrong codes: its 32 random bytes are not guessable.
    const [row] = await this.db
      .update(visitorSignIns)
      .set({ usedAt: new Date(at) })
      .where(
        and(
          eq(visitorSignIns.tokenHash, sha256(token)),
          isNull(visitorSignIns.usedAt),
          gt(visitorSignIns.expiresAt, new Date(at)),
        ),
      )
      .returning();
    return row ? challengeFromRow(row) : null;
  }

  async consumeCode(email: string, code: string, at: number): Promise<CodeOutcome> {
    const [latest] = await this.db
      .select()
      .from(visitorSignIns)
      .where(and(sql`lower(${visitorSignIns.email}) = ${email.trim().toLowerCase()}`, this.usable(at)))
      .orderBy(desc(visitorSignIns.createdAt))
      .limit(1);
    if (!latest) return { ok: false };
    const given = Buffer.from(this.codeHash(latest.tokenHash, code), 'hex');
    const stored = Buffer.from(latest.codeHash, 'hex');
    if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
      await this.db
        .update(visitorSignIns)
        .set({ attempts: sql`${visitorSignIns.attempts} + 1` })
        .where(eq(visitorSignIns.tokenHash, latest.tokenHash));
      return { ok: false };
    }
    const [row] = await this.db
      .update(visitorSignIns)
      .set({ usedAt: new Date(at) })
      .where(and(eq(visitorSignIns.tokenHash, latest.tokenHash), this.usable(at)))
      .returning();
    return row ? { ok: true, challenge: challengeFromRow(row) } : { ok: false };
  }

  async purge(before: number): Promise<number> {
    const rows = await sweepAlone(this.db, 'visitor-sign-ins-purge', [], (tx) =>
      tx
        .delete(visitorSignIns)
        .where(
          or(
            and(isNotNull(visitorSignIns.usedAt), lt(visitorSignIns.usedAt, new Date(before))),
            lt(visitorSignIns.expiresAt, new Date(before)),
          ),
        )
        .returning({ hash: visitorSignIns.tokenHash }),
    );
    return rows.length;
  }
}
