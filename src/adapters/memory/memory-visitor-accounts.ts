import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { type AccountLists, emptyLists } from '../../domain/accounts/account-lists';
import { challengeState, type SignInChallenge } from '../../domain/accounts/sign-in-code';
import type { AccountDetails, VisitorAccount } from '../../domain/accounts/visitor-account';
import type { SessionTimes } from '../../domain/staff/session-rules';
import type { CodeOutcome, IssuedChallenge, SignInChallenges } from '../../ports/sign-in-challenges.port';
import type {
  AccountsErased,
  HeldAccountData,
  HeldSession,
  HeldSignInLink,
  SaveListsOutcome,
  StoredLists,
  VisitorAccounts,
} from '../../ports/visitor-accounts.port';
import type { VisitorSession, VisitorSessions } from '../../ports/visitor-sessions.port';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const lower = (email: string) => email.trim().toLowerCase();

/** Visitors' accounts in memory (tests and QA); deleting one ends its sessions in the given store. */
export class MemoryVisitorAccounts implements VisitorAccounts {
  private readonly accounts = new Map<string, VisitorAccount>();
  private readonly lists = new Map<string, StoredLists>();
  private sessions: MemoryVisitorSessions | null = null;
  private challenges: MemorySignInChallenges | null = null;

  /** The sessions store whose sessions end with their account, or the challenges erased with their address. */
  attach(store: MemoryVisitorSessions | MemorySignInChallenges): void {
    if (store instanceof MemoryVisitorSessions) this.sessions = store;
    else this.challenges = store;
  }

  private byEmail(email: string): VisitorAccount | undefined {
    return [...this.accounts.values()].find((a) => lower(a.email) === lower(email));
  }

  async findOrCreate(email: string, at: number): Promise<VisitorAccount> {
    const found = this.byEmail(email);
    if (found) return found;
    const account: VisitorAccount = {
      id: randomUUID(),
      email: email.trim(),
      name: '',
      marketingEmails: false,
      createdAt: at,
    };
    this.accounts.set(account.id, account);
    return account;
  }

  async findById(id: string): Promise<VisitorAccount | null> {
    return this.accounts.get(id) ?? null;
  }

  async updateDetails(id: string, details: AccountDetails): Promise<VisitorAccount | null> {
    const account = this.accounts.get(id);
    if (!account) return null;
    const updated = { ...account, name: details.name, marketingEmails: details.marketingEmails };
    this.accounts.set(id, updated);
    return updated;
  }

  async readLists(id: string): Promise<StoredLists | null> {
    return this.current(id);
  }

  private current(id: string): StoredLists | null {
    if (!this.accounts.has(id)) return null;
    return this.lists.get(id) ?? { lists: emptyLists, version: 0 };
  }

  async saveLists(id: string, lists: AccountLists, baseVersion: number): Promise<SaveListsOutcome> {
    // Read and write with no await between: of two saves at one version, one wins.
    const current = this.current(id);
    if (!current) return { ok: false, reason: 'not_found' };
    if (current.version !== baseVersion) return { ok: false, reason: 'stale', current };
    const version = baseVersion + 1;
    this.lists.set(id, { lists: structuredClone(lists), version });
    return { ok: true, version };
  }

  async delete(id: string): Promise<boolean> {
    if (!this.accounts.delete(id)) return false;
    this.lists.delete(id);
    await this.sessions?.revokeAllOf(id);
    return true;
  }

  async exportFor(email: string): Promise<HeldAccountData> {
    const account = this.byEmail(email) ?? null;
    return {
      account,
      lists: account ? this.current(account.id) : null,
      sessions: account ? (this.sessions?.heldFor(account.id) ?? []) : [],
      signInLinks: this.challenges?.heldFor(email) ?? [],
    };
  }

  async eraseFor(email: string): Promise<AccountsErased> {
    const account = this.byEmail(email);
    const sessions = account ? ((await this.sessions?.revokeAllOf(account.id)) ?? 0) : 0;
    if (account) await this.delete(account.id);
    return { accounts: account ? 1 : 0, sessions, signInLinks: this.challenges?.forget(email) ?? 0 };
  }
}

/** Visitors' sessions in memory, keyed by the SHA-256 of their id like the table. */
export class MemoryVisitorSessions implements VisitorSessions {
  private readonly sessions = new Map<string, { accountId: string; times: SessionTimes; userAgent: string }>();

  constructor(private readonly accounts: MemoryVisitorAccounts) {
    accounts.attach(this);
  }

  async create(accountId: string, times: SessionTimes, userAgent: string): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    this.sessions.set(sha256(id), { accountId, times, userAgent: userAgent.slice(0, 500) });
    return id;
  }

  /** An account's sessions as held, oldest first. */
  heldFor(accountId: string): HeldSession[] {
    return [...this.sessions.values()]
      .filter((s) => s.accountId === accountId)
      .map((s) => ({ ...s.times, userAgent: s.userAgent }))
      .sort((a, b) => a.createdAt - b.createdAt);
  }

  async find(id: string): Promise<VisitorSession | null> {
    const session = this.sessions.get(sha256(id));
    const account = session && (await this.accounts.findById(session.accountId));
    return session && account ? { account, times: session.times } : null;
  }

  async touch(id: string, at: number): Promise<void> {
    const session = this.sessions.get(sha256(id));
    if (session) this.sessions.set(sha256(id), { ...session, times: { ...session.times, lastSeenAt: at } });
  }

  async revoke(id: string): Promise<void> {
    this.sessions.delete(sha256(id));
  }

  async revokeAllOf(accountId: string): Promise<number> {
    let ended = 0;
    for (const [key, session] of this.sessions) {
      if (session.accountId !== accountId) continue;
      this.sessions.delete(key);
      ended += 1;
    }
    return ended;
  }

  async purge(cutoffs: { expiredBefore: number; lastSeenBefore: number }): Promise<number> {
    let purged = 0;
    for (const [key, { times }] of this.sessions) {
      if (times.expiresAt > cutoffs.expiredBefore && times.lastSeenAt > cutoffs.lastSeenBefore) continue;
      this.sessions.delete(key);
      purged += 1;
    }
    return purged;
  }
}

/** Sign-in challenges in memory; the code kept hashed and compared in constant time like the table's. */
export class MemorySignInChallenges implements SignInChallenges {
  private readonly challenges = new Map<string, { challenge: SignInChallenge; codeHash: string }>();

  /** The code a test knows it will get next (QA scenarios); drawn at random when not set. */
  constructor(
    private readonly nextCode: () => string = () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
    /** The accounts whose erasure takes their address's challenges too. */
    accounts: MemoryVisitorAccounts | null = null,
  ) {
    accounts?.attach(this);
  }

  /** The address's challenges as held (times only), oldest first. */
  heldFor(email: string): HeldSignInLink[] {
    return [...this.challenges.values()]
      .filter((h) => lower(h.challenge.email) === lower(email))
      .map(({ challenge: { createdAt, expiresAt, usedAt } }) => ({ createdAt, expiresAt, usedAt }))
      .sort((a, b) => a.createdAt - b.createdAt);
  }

  /** Deletes the address's challenges; how many. */
  forget(email: string): number {
    let forgotten = 0;
    for (const [key, held] of this.challenges) {
      if (lower(held.challenge.email) !== lower(email)) continue;
      this.challenges.delete(key);
      forgotten += 1;
    }
    return forgotten;
  }

  async issue(challenge: SignInChallenge): Promise<IssuedChallenge> {
    for (const [key, held] of this.challenges)
      if (lower(held.challenge.email) === lower(challenge.email) && held.challenge.usedAt === null)
        this.challenges.delete(key);
    const token = randomBytes(32).toString('base64url');
    const code = this.nextCode();
    const key = sha256(token);
    this.challenges.set(key, { challenge, codeHash: sha256(`${key}:${code}`) });
    return { token, code };
  }

  async consumeLink(token: string, at: number): Promise<SignInChallenge | null> {
    const held = this.challenges.get(sha256(token));
    if (!held || held.challenge.usedAt !== null || at >= held.challenge.expiresAt) return null;
    const used = { ...held.challenge, usedAt: at };
    this.challenges.set(sha256(token), { ...held, challenge: used });
    return used;
  }

  async consumeCode(email: string, code: string, at: number): Promise<CodeOutcome> {
    const latest = [...this.challenges.entries()]
      .filter(([, h]) => lower(h.challenge.email) === lower(email) && challengeState(h.challenge, at) === 'usable')
      .sort(([, a], [, b]) => b.challenge.createdAt - a.challenge.createdAt)[0];
    if (!latest) return { ok: false };
    const [key, held] = latest;
    if (!codeMatches(key, held.codeHash, code)) {
      this.challenges.set(key, { ...held, challenge: { ...held.challenge, attempts: held.challenge.attempts + 1 } });
      return { ok: false };
    }
    const used = { ...held.challenge, usedAt: at };
    this.challenges.set(key, { ...held, challenge: used });
    return { ok: true, challenge: used };
  }

  async purge(before: number): Promise<number> {
    let purged = 0;
    for (const [key, { challenge }] of this.challenges) {
      const spent = (challenge.usedAt !== null && challenge.usedAt < before) || challenge.expiresAt < before;
      if (!spent) continue;
      this.challenges.delete(key);
      purged += 1;
    }
    return purged;
  }
}

/** A code checked against its challenge's hash in constant time. */
function codeMatches(key: string, codeHash: string, code: string): boolean {
  const given = Buffer.from(sha256(`${key}:${code}`), 'hex');
  const stored = Buffer.from(codeHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
