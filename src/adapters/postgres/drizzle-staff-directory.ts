import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { normaliseEmail, type StaffMember } from '../../domain/staff/staff-member';
import type { StaffRole } from '../../domain/staff/staff-roles';
import type { RoleChange, StaffAudit, StaffDirectory } from '../../ports/staff-directory.port';
import type { Database } from './database';
import { auditRow } from './drizzle-audit-log';
import { auditLog, staffMembers } from './schema';

type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
type Row = typeof staffMembers.$inferSelect;

export function staffMemberFromRow(row: Row): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    passwordHash: row.passwordHash,
    createdAt: row.createdAt.getTime(),
    disabledAt: row.disabledAt ? row.disabledAt.getTime() : null,
    version: row.version,
  };
}

const byEmail = (email: string) => sql`lower(${staffMembers.email}) = ${normaliseEmail(email)}`;

/** The staff directory in PostgreSQL (staff_members); each write records its audit entry in its transaction. */
export class DrizzleStaffDirectory implements StaffDirectory {
  constructor(private readonly db: Database) {}

  async findByEmail(email: string): Promise<StaffMember | null> {
    const [row] = await this.db.select().from(staffMembers).where(byEmail(email)).limit(1);
    return row ? staffMemberFromRow(row) : null;
  }

  async findById(id: string): Promise<StaffMember | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
    return row ? staffMemberFromRow(row) : null;
  }

  async list(): Promise<readonly StaffMember[]> {
    const rows = await this.db
      .select()
      .from(staffMembers)
      .orderBy(asc(staffMembers.createdAt), asc(staffMembers.email));
    return rows.map(staffMemberFromRow);
  }

  async isEmpty(): Promise<boolean> {
    const [row] = await this.db.select({ id: staffMembers.id }).from(staffMembers).limit(1);
    return row === undefined;
  }

  async create(
    member: { email: string; name: string; role: StaffRole; passwordHash: string; at: number },
    audit: StaffAudit,
  ): Promise<StaffMember | 'exists'> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffMembers)
        .values({
          email: member.email.trim(),
          name: member.name,
          role: member.role,
          passwordHash: member.passwordHash,
          createdAt: new Date(member.at),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return 'exists' as const;
      return record(tx, staffMemberFromRow(row), audit);
    });
  }

  async invite(email: string, role: StaffRole, at: number, audit: StaffAudit): Promise<StaffMember | 'active'> {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(staffMembers).where(byEmail(email)).for('update');
      if (existing && existing.disabledAt === null && existing.passwordHash !== null) return 'active' as const;
      const [row] = existing
        ? await tx
            .update(staffMembers)
            .set({ role, passwordHash: null, disabledAt: null, version: sql`${staffMembers.version} + 1` })
            .where(eq(staffMembers.id, existing.id))
            .returning()
        : await tx
            .insert(staffMembers)
            .values({ email: email.trim(), role, createdAt: new Date(at) })
            .returning();
      if (!row) throw new Error('the invited member was not written');
      return record(tx, staffMemberFromRow(row), audit);
    });
  }

  async setPassword(id: string, passwordHash: string, name: string | null, audit: StaffAudit) {
    if (!isUuid(id)) return null;
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(staffMembers)
        .set({ passwordHash, ...(name !== null ? { name } : {}), version: sql`${staffMembers.version} + 1` })
        .where(and(eq(staffMembers.id, id), isNull(staffMembers.disabledAt)))
        .returning();
      return row ? record(tx, staffMemberFromRow(row), audit) : null;
    });
  }

  async changeRole(id: string, role: StaffRole, version: number, audit: StaffAudit): Promise<RoleChange> {
    if (!isUuid(id)) return { kind: 'not_found' };
    return this.db.transaction(async (tx): Promise<RoleChange> => {
      if (role !== 'owner' && (await isLastOwner(tx, id))) return { kind: 'last_owner' };
      const [row] = await tx
        .update(staffMembers)
        .set({ role, version: sql`${staffMembers.version} + 1` })
        .where(and(eq(staffMembers.id, id), eq(staffMembers.version, version), isNull(staffMembers.disabledAt)))
        .returning();
      if (row) return { kind: 'changed', member: await record(tx, staffMemberFromRow(row), audit) };
      const [current] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id));
      if (!current || current.disabledAt !== null) return { kind: 'not_found' };
      return { kind: 'stale', current: staffMemberFromRow(current) };
    });
  }

  async disable(id: string, at: number, audit: StaffAudit): Promise<StaffMember | null | 'last_owner'> {
    if (!isUuid(id)) return null;
    return this.db.transaction(async (tx) => {
      if (await isLastOwner(tx, id)) return 'last_owner' as const;
      const [row] = await tx
        .update(staffMembers)
        .set({ disabledAt: new Date(at), version: sql`${staffMembers.version} + 1` })
        .where(and(eq(staffMembers.id, id), isNull(staffMembers.disabledAt)))
        .returning();
      return row ? record(tx, staffMemberFromRow(row), audit) : null;
    });
  }
}

/**
 * Whether `id` is the only active owner, with every active owner's row locked until the transaction
 * ends: a concurrent removal or demotion of another owner waits, then sees this one's outcome (its
 * lock re-reads the changed row), so two owners acting on each other at once cannot leave none.
 */
async function isLastOwner(tx: Executor, id: string): Promise<boolean> {
  const owners = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'owner'), isNull(staffMembers.disabledAt), isNotNull(staffMembers.passwordHash)))
    .orderBy(asc(staffMembers.id))
    .for('update');
  return owners.length === 1 && owners[0]?.id === id;
}

async function record(tx: Executor, member: StaffMember, audit: StaffAudit): Promise<StaffMember> {
  await tx.insert(auditLog).values(auditRow(audit(member)));
  return member;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id that is not a UUID names nobody (and would be a query error in a uuid column). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
