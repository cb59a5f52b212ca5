import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { OneTimeLink } from '../../domain/staff/one-time-link';
import type { SessionTimes } from '../../domain/staff/session-rules';
import { normaliseEmail, removalRefusal, type StaffMember } from '../../domain/staff/staff-member';
import type { StaffRole } from '../../domain/staff/staff-roles';
import type { AuditLog } from '../../ports/audit-log.port';
import type { OneTimeLinks } from '../../ports/one-time-links.port';
import type { RoleChange, StaffAudit, StaffDirectory } from '../../ports/staff-directory.port';
import type { StaffSession, StaffSessions } from '../../ports/staff-sessions.port';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');

/** The staff directory in memory (tests and QA); its audit entries go to the given log. */
export class MemoryStaffDirectory implements StaffDirectory {
  private readonly members = new Map<string, StaffMember>();

  constructor(private readonly audit: AuditLog) {}

  async findByEmail(email: string): Promise<StaffMember | null> {
    const wanted = normaliseEmail(email);
    return [...this.members.values()].find((m) => normaliseEmail(m.email) === wanted) ?? null;
  }

  async findById(id: string): Promise<StaffMember | null> {
    return this.members.get(id) ?? null;
  }

  async list(): Promise<readonly StaffMember[]> {
    return [...this.members.values()];
  }

  async isEmpty(): Promise<boolean> {
    return this.members.size === 0;
  }

  async create(
    member: { email: string; name: string; role: StaffRole; passwordHash: string; at: number },
    audit: StaffAudit,
  ): Promise<StaffMember | 'exists'> {
    if (await this.findByEmail(member.email)) return 'exists';
    return this.save(
      {
        id: randomUUID(),
        email: member.email.trim(),
        name: member.name,
        role: member.role,
        passwordHash: member.passwordHash,
        createdAt: member.at,
        disabledAt: null,
        version: 1,
      },
      audit,
    );
  }

  async invite(email: string, role: StaffRole, at: number, audit: StaffAudit): Promise<StaffMember | 'active'> {
    const existing = await this.findByEmail(email);
    if (existing && existing.disabledAt === null && existing.passwordHash !== null) return 'active';
    if (existing) {
      return this.save(
        { ...existing, role, passwordHash: null, disabledAt: null, version: existing.version + 1 },
        audit,
      );
    }
    return this.save(
      {
        id: randomUUID(),
        email: email.trim(),
        name: '',
        role,
        passwordHash: null,
        createdAt: at,
        disabledAt: null,
        version: 1,
      },
      audit,
    );
  }

  async setPassword(id: string, passwordHash: string, name: string | null, audit: StaffAudit) {
    const member = this.members.get(id);
    if (!member || member.disabledAt !== null) return null;
    return this.save({ ...member, passwordHash, name: name ?? member.name, version: member.version + 1 }, audit);
  }

  async changeRole(id: string, role: StaffRole, version: number, audit: StaffAudit): Promise<RoleChange> {
    const member = this.members.get(id);
    if (!member || member.disabledAt !== null) return { kind: 'not_found' };
    if (member.version !== version) return { kind: 'stale', current: member };
    if (role !== 'owner' && this.isLastOwner(member)) return { kind: 'last_owner' };
    return { kind: 'changed', member: await this.save({ ...member, role, version: member.version + 1 }, audit) };
  }

  async disable(id: string, at: number, audit: StaffAudit): Promise<StaffMember | null | 'last_owner'> {
    const member = this.members.get(id);
    if (!member || member.disabledAt !== null) return null;
    if (this.isLastOwner(member)) return 'last_owner';
    return this.save({ ...member, disabledAt: at, version: member.version + 1 }, audit);
  }

  private isLastOwner(member: StaffMember): boolean {
    return removalRefusal([...this.members.values()], member.id) === 'last_owner';
  }

  private async save(member: StaffMember, audit: StaffAudit): Promise<StaffMember> {
    this.members.set(member.id, member);
    await this.audit.record(audit(member));
    return member;
  }
}

interface SessionRow {
  readonly staffId: string;
  readonly times: SessionTimes;
  readonly userAgent: string;
}

/** Console sessions in memory, keyed (like the table) by the id's SHA-256. */
export class MemoryStaffSessions implements StaffSessions {
  private readonly rows = new Map<string, SessionRow>();

  constructor(private readonly directory: StaffDirectory) {}

  async create(staffId: string, times: SessionTimes, userAgent: string, id?: string): Promise<string> {
    const sessionId = id ?? randomToken();
    this.rows.set(sha256(sessionId), { staffId, times, userAgent });
    return sessionId;
  }

  async find(id: string): Promise<StaffSession | null> {
    const row = this.rows.get(sha256(id));
    if (!row) return null;
    const member = await this.directory.findById(row.staffId);
    return member ? { member, times: row.times } : null;
  }

  async touch(id: string, at: number): Promise<void> {
    const key = sha256(id);
    const row = this.rows.get(key);
    if (row) this.rows.set(key, { ...row, times: { ...row.times, lastSeenAt: Math.max(at, row.times.lastSeenAt) } });
  }

  async revoke(id: string): Promise<void> {
    this.rows.delete(sha256(id));
  }

  async revokeAllOf(staffId: string): Promise<number> {
    let count = 0;
    for (const [key, row] of this.rows) {
      if (row.staffId === staffId) {
        this.rows.delete(key);
        count++;
      }
    }
    return count;
  }

  async purge(cutoffs: { expiredBefore: number; lastSeenBefore: number }): Promise<number> {
    let count = 0;
    for (const [key, row] of this.rows) {
      if (row.times.expiresAt <= cutoffs.expiredBefore || row.times.lastSeenAt <= cutoffs.lastSeenBefore) {
        this.rows.delete(key);
        count++;
      }
    }
    return count;
  }
}

/** One-time links in memory, keyed by the token's SHA-256. */
export class MemoryOneTimeLinks implements OneTimeLinks {
  private readonly links = new Map<string, OneTimeLink>();

  async issue(link: OneTimeLink): Promise<string> {
    const token = randomToken();
    if (link.purpose === 'reset' && link.staffId !== null) {
      this.spendOthers(link.staffId, link.createdAt, (other) => other.purpose === 'reset');
    }
    this.links.set(sha256(token), link);
    return token;
  }

  async read(token: string): Promise<OneTimeLink | null> {
    return this.links.get(sha256(token)) ?? null;
  }

  async consume(token: string, at: number): Promise<OneTimeLink | null> {
    const key = sha256(token);
    const link = this.links.get(key);
    if (!link || link.usedAt !== null || at >= link.expiresAt) return null;
    const used = { ...link, usedAt: at };
    this.links.set(key, used);
    if (link.staffId !== null) this.spendOthers(link.staffId, at, () => true);
    return used;
  }

  async spendAllOf(staffId: string, at: number): Promise<number> {
    return this.spendOthers(staffId, at, () => true);
  }

  /** Marks the member's other unused links that `which` picks used at `at`; how many. */
  private spendOthers(staffId: string, at: number, which: (link: OneTimeLink) => boolean): number {
    let count = 0;
    for (const [key, other] of this.links) {
      if (other.staffId === staffId && other.usedAt === null && which(other)) {
        this.links.set(key, { ...other, usedAt: at });
        count++;
      }
    }
    return count;
  }

  async purge(before: number): Promise<number> {
    let count = 0;
    for (const [key, link] of this.links) {
      if ((link.usedAt !== null && link.usedAt < before) || link.expiresAt < before) {
        this.links.delete(key);
        count++;
      }
    }
    return count;
  }
}
