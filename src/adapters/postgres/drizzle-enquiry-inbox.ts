import { and, asc, count, desc, eq, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AuditEntry } from '../../domain/staff/audit-entry';
import type {
  EnquiryInbox,
  InboxChange,
  InboxEnquiry,
  InboxFilter,
  InboxPage,
  InboxQuery,
  InboxSort,
  InboxStaff,
  InboxWrite,
  NewNote,
  NewReply,
} from '../../ports/enquiry-inbox.port';
import type { Database } from './database';
import { auditRow } from './drizzle-audit-log';
import { toStored } from './drizzle-enquiry.repository';
import { auditLog, enquiries, enquiryNotes, enquiryReplies, mailOutbox, staffMembers } from './schema';

type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

const residence = sql<
  string | null
>`coalesce(nullif(${enquiries.fields}->>'property', ''), nullif(${enquiries.fields}->>'nextProperty', ''))`;

const updatedAt = sql<Date>`coalesce(${enquiries.updatedAt}, ${enquiries.createdAt})`;

const sortColumns: Readonly<Record<InboxSort, SQL>> = {
  created_at: sql`${enquiries.createdAt}`,
  updated_at: updatedAt,
  name: sql`lower(${enquiries.name})`,
  kind: sql`${enquiries.kind}`,
  status: sql`case ${enquiries.status} when 'new' then 0 when 'open' then 1 else 2 end`,
  reference: sql`${enquiries.reference}`,
};

/**
 * The inbox on PostgreSQL or PGlite. Filters are SQL: the words as `strpos` over the lower-cased
 * reference, name, address and answers' JSON text (no LIKE, so `%` and `_` are plain characters);
 * the residence from the answers' `property` or `nextProperty`. Edits are one conditional
 * `UPDATE … WHERE reference = ? AND version = ?` with the audit row (and a reply's row and outbox
 * message) in the same transaction.
 */
export class DrizzleEnquiryInbox implements EnquiryInbox {
  constructor(private readonly db: Database) {}

  async list(query: InboxQuery): Promise<InboxPage> {
    const where = conditions(query);
    const order = query.dir === 'asc' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          enquiry: enquiries,
          residence,
          updatedAt: sql`${updatedAt}`.mapWith(enquiries.createdAt),
          assigneeName: staffMembers.name,
          assigneeEmail: staffMembers.email,
        })
        .from(enquiries)
        .leftJoin(staffMembers, eq(staffMembers.id, enquiries.assignedTo))
        .where(where)
        .orderBy(order(sortColumns[query.sort]), desc(enquiries.createdAt), desc(enquiries.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ n: count() }).from(enquiries).where(where),
    ]);
    return {
      rows: rows.map((r) => ({
        reference: r.enquiry.reference,
        kind: r.enquiry.kind,
        name: r.enquiry.name,
        email: r.enquiry.email,
        status: r.enquiry.status,
        created_at: r.enquiry.createdAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
        residence: r.residence,
        assignee: staffOf(r.enquiry.assignedTo, r.assigneeName, r.assigneeEmail),
        version: r.enquiry.version,
      })),
      total: total?.n ?? 0,
    };
  }

  get(reference: string): Promise<InboxEnquiry | null> {
    return read(this.db, reference);
  }

  update(reference: string, version: number, change: InboxChange, audit: AuditEntry): Promise<InboxWrite> {
    return this.db.transaction(async (tx) => {
      const moved = await conditionalUpdate(tx, reference, version, change, audit.at);
      if (!moved) return missing(tx, reference);
      await tx.insert(auditLog).values(auditRow(audit));
      return saved(tx, reference);
    });
  }

  addNote(reference: string, note: NewNote, at: number, audit: AuditEntry): Promise<InboxWrite> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: enquiries.id })
        .from(enquiries)
        .where(eq(enquiries.reference, reference))
        .for('share');
      if (!row) return { outcome: 'not_found' } as const;
      await tx
        .update(enquiries)
        .set({ updatedAt: new Date(at) })
        .where(eq(enquiries.id, row.id));
      await tx.insert(enquiryNotes).values({
        enquiryId: row.id,
        staffId: note.staffId,
        author: note.author,
        body: note.body,
        createdAt: new Date(at),
      });
      await tx.insert(auditLog).values(auditRow(audit));
      return saved(tx, reference);
    });
  }

  reply(
    reference: string,
    version: number,
    reply: NewReply,
    change: InboxChange,
    at: number,
    audit: AuditEntry,
  ): Promise<InboxWrite> {
    return this.db.transaction(async (tx) => {
      const id = await conditionalUpdate(tx, reference, version, change, at);
      if (!id) return missing(tx, reference);
      const [mail] = await tx.insert(mailOutbox).values({ mail: reply.mail }).returning({ id: mailOutbox.id });
      if (!mail) throw new Error('the outbox kept no message');
      await tx.insert(enquiryReplies).values({
        enquiryId: id,
        staffId: reply.staffId,
        author: reply.author,
        toAddress: reply.mail.to,
        subject: reply.subject,
        body: reply.body,
        mailId: mail.id,
        createdAt: new Date(at),
      });
      await tx.insert(auditLog).values(auditRow(audit));
      return saved(tx, reference);
    });
  }
}

/** Applies the change while the enquiry is at `version`; the enquiry's id, or null when it is not. */
async function conditionalUpdate(
  tx: Executor,
  reference: string,
  version: number,
  change: InboxChange,
  at: number,
): Promise<string | null> {
  const [row] = await tx
    .update(enquiries)
    .set({
      version: sql`${enquiries.version} + 1`,
      updatedAt: new Date(at),
      ...(change.status
        ? {
            status: change.status.status,
            closedAt: change.status.closedAt === null ? null : new Date(change.status.closedAt),
          }
        : {}),
      ...(change.assigneeId !== undefined ? { assignedTo: change.assigneeId } : {}),
    })
    .where(and(eq(enquiries.reference, reference), eq(enquiries.version, version)))
    .returning({ id: enquiries.id });
  return row?.id ?? null;
}

async function missing(tx: Executor, reference: string): Promise<InboxWrite> {
  const current = await read(tx, reference);
  return current ? { outcome: 'stale', current } : { outcome: 'not_found' };
}

async function saved(tx: Executor, reference: string): Promise<InboxWrite> {
  const enquiry = await read(tx, reference);
  if (!enquiry) throw new Error(`the enquiry ${reference} went missing inside its own transaction`);
  return { outcome: 'saved', enquiry };
}

async function read(db: Executor, reference: string): Promise<InboxEnquiry | null> {
  const [row] = await db
    .select({ enquiry: enquiries, assigneeName: staffMembers.name, assigneeEmail: staffMembers.email })
    .from(enquiries)
    .leftJoin(staffMembers, eq(staffMembers.id, enquiries.assignedTo))
    .where(eq(enquiries.reference, reference));
  if (!row) return null;
  const id = row.enquiry.id;
  const [notes, replies] = await Promise.all([
    db
      .select()
      .from(enquiryNotes)
      .where(eq(enquiryNotes.enquiryId, id))
      .orderBy(asc(enquiryNotes.createdAt), asc(enquiryNotes.id)),
    db
      .select()
      .from(enquiryReplies)
      .where(eq(enquiryReplies.enquiryId, id))
      .orderBy(asc(enquiryReplies.createdAt), asc(enquiryReplies.id)),
  ]);
  return {
    ...toStored(row.enquiry),
    closed_at: row.enquiry.closedAt ? row.enquiry.closedAt.toISOString() : null,
    version: row.enquiry.version,
    assignee: staffOf(row.enquiry.assignedTo, row.assigneeName, row.assigneeEmail),
    notes: notes.map((n) => ({
      id: n.id,
      staffId: n.staffId,
      author: n.author,
      body: n.body,
      created_at: n.createdAt.toISOString(),
    })),
    replies: replies.map((r) => ({
      id: r.id,
      staffId: r.staffId,
      author: r.author,
      to: r.toAddress,
      subject: r.subject,
      body: r.body,
      mailId: r.mailId,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

function staffOf(id: string | null, name: string | null, email: string | null): InboxStaff | null {
  return id === null || email === null ? null : { id, name: name ?? '', email };
}

function conditions(filter: InboxFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.kind !== undefined) where.push(eq(enquiries.kind, filter.kind));
  if (filter.status !== undefined) where.push(eq(enquiries.status, filter.status));
  if (filter.residence !== undefined)
    where.push(
      or(
        sql`${enquiries.fields}->>'property' = ${filter.residence}`,
        sql`${enquiries.fields}->>'nextProperty' = ${filter.residence}`,
      ),
    );
  if (filter.from !== undefined) where.push(gte(enquiries.createdAt, new Date(filter.from)));
  if (filter.to !== undefined) where.push(lt(enquiries.createdAt, new Date(filter.to)));
  if (filter.assignee !== undefined)
    where.push(filter.assignee === 'none' ? isNull(enquiries.assignedTo) : eq(enquiries.assignedTo, filter.assignee));
  const text = sql`lower(${enquiries.reference} || ' ' || ${enquiries.name} || ' ' || ${enquiries.email} || ' ' || ${enquiries.fields}::text)`;
  for (const word of filter.words ?? []) where.push(sql`strpos(${text}, lower(${word})) > 0`);
  return and(...where);
}
