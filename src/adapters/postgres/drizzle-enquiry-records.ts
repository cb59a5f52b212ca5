import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { EnquiryStatus } from '../../domain/enquiries/enquiry';
import { eraseAddressFrom, mentionsAddress } from '../../domain/privacy/personal-data';
import { isEmailAddress } from '../../domain/shared/email-address';
import type { EnquiryRecord, EnquiryRecords, Erasure, HeldMail, PersonalData } from '../../ports/enquiry-records.port';
import type { Database } from './database';
import { toStored as toStoredEnquiry } from './drizzle-enquiry.repository';
import { toStored as toStoredViewing } from './drizzle-viewing.repository';
import { enquiries, enquiryNotes, enquiryReplies, mailOutbox, viewingSlots, viewings } from './schema';
import { sweepAlone } from './sweep-alone';

type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Closing, retention, export and erasure on PostgreSQL or PGlite.
 *
 * Finding an address: viewings by `lower(email)` (the index `viewings_email_idx`); enquiries by
 * `lower(email)` or by their answers, and outbox messages by any part of the message. Answers and
 * messages are first narrowed in SQL by a plain substring test on their JSON text (`strpos`, no
 * LIKE wildcards), then kept only where the domain's rule (`mentionsAddress`) finds the whole
 * address, so nada@example.com is not taken for ada@example.com. Erasure runs in one transaction
 * and gives each booked viewing's place back before deleting it, the way a cancellation does.
 */
export class DrizzleEnquiryRecords implements EnquiryRecords {
  constructor(private readonly db: Database) {}

  async setStatus(reference: string, status: EnquiryStatus, now: number): Promise<EnquiryRecord | null> {
    const [row] = await this.db
      .update(enquiries)
      .set({
        status,
        // The console's edits name the version they were made from: this change counts too.
        version: sql`${enquiries.version} + 1`,
        // Closing a closed enquiry keeps its first closing time, so retention is not pushed back.
        closedAt: status === 'closed' ? sql`coalesce(${enquiries.closedAt}, ${new Date(now).toISOString()})` : null,
      })
      .where(eq(enquiries.reference, reference))
      .returning();
    return row ? toRecord(row) : null;
  }

  async deleteClosedBefore(cutoff: number): Promise<number> {
    const deleted = await sweepAlone(this.db, 'enquiry-retention', [], (tx) =>
      tx
        .delete(enquiries)
        .where(and(eq(enquiries.status, 'closed'), lt(enquiries.closedAt, new Date(cutoff))))
        .returning({ id: enquiries.id }),
    );
    return deleted.length;
  }

  async exportFor(email: string): Promise<PersonalData> {
    const address = addressOf(email);
    const found = await find(this.db, address);
    const own = found.enquiries.filter((e) => e.email.toLowerCase() === address).map((e) => e.id);
    return {
      email,
      enquiries: found.enquiries.map(toRecord),
      viewings: found.viewings.map(toStoredViewing),
      mails: found.mails.map(toHeldMail),
      ...(await keptOn(this.db, own)),
    };
  }

  async eraseFor(email: string, now: number): Promise<Erasure> {
    const address = addressOf(email);
    return this.db.transaction(async (tx) => {
      // Locks the rows it will delete, so a concurrent move or cancel waits and then finds nothing.
      const found = await find(tx, address, true);
      let upcomingCancelled = 0;
      for (const viewing of found.viewings) {
        if (viewing.status !== 'booked') continue;
        await tx
          .update(viewingSlots)
          .set({ booked: sql`greatest(${viewingSlots.booked} - 1, 0)` })
          .where(and(eq(viewingSlots.propertyId, viewing.propertyId), eq(viewingSlots.startsAt, viewing.startsAt)));
        if (viewing.startsAt.getTime() > now) upcomingCancelled += 1;
      }
      const ids = <T extends { id: string }>(rows: readonly T[]) => rows.map((r) => r.id);
      // Sent from the address: the person's own, deleted. Someone else's that names it (a referral
      // of this friend): the sender's request, kept without the friend's details.
      const own = found.enquiries.filter((e) => e.email.toLowerCase() === address);
      const others = found.enquiries.filter((e) => e.email.toLowerCase() !== address);
      if (own.length) await tx.delete(enquiries).where(inArray(enquiries.id, ids(own)));
      for (const enquiry of others) {
        await tx
          .update(enquiries)
          .set({ fields: eraseAddressFrom(enquiry.fields, address) })
          .where(eq(enquiries.id, enquiry.id));
      }
      if (found.viewings.length) await tx.delete(viewings).where(inArray(viewings.id, ids(found.viewings)));
      if (found.mails.length) await tx.delete(mailOutbox).where(inArray(mailOutbox.id, ids(found.mails)));
      return {
        enquiries: own.length,
        enquiriesRedacted: others.length,
        viewings: found.viewings.length,
        upcomingCancelled,
        mails: found.mails.length,
      };
    });
  }
}

/** The address to look for, trimmed and in lower case; anything else is refused. */
function addressOf(email: string): string {
  const address = email.trim().toLowerCase();
  if (!isEmailAddress(address)) throw new RangeError('Give one e-mail address, like name@example.com.');
  return address;
}

async function find(executor: Executor, address: string, forUpdate = false) {
  const enquiryRows = executor
    .select()
    .from(enquiries)
    .where(sql`lower(${enquiries.email}) = ${address} or strpos(lower(${enquiries.fields}::text), ${address}) > 0`)
    .orderBy(asc(enquiries.createdAt), asc(enquiries.id));
  const viewingRows = executor
    .select()
    .from(viewings)
    .where(sql`lower(${viewings.email}) = ${address}`)
    .orderBy(asc(viewings.startsAt), asc(viewings.id));
  const mailRows = executor
    .select()
    .from(mailOutbox)
    .where(sql`strpos(lower(${mailOutbox.mail}::text), ${address}) > 0`)
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
  // One after another: PGlite has one connection, and a transaction runs its statements in turn.
  const found = {
    enquiries: await (forUpdate ? enquiryRows.for('update') : enquiryRows),
    viewings: await (forUpdate ? viewingRows.for('update') : viewingRows),
    mails: await (forUpdate ? mailRows.for('update') : mailRows),
  };
  return {
    enquiries: found.enquiries.filter((e) => e.email.toLowerCase() === address || mentionsAddress(e.fields, address)),
    viewings: found.viewings,
    mails: found.mails.filter((m) => mentionsAddress(m.mail, address)),
  };
}

function toRecord(row: typeof enquiries.$inferSelect): EnquiryRecord {
  return { ...toStoredEnquiry(row), closed_at: row.closedAt ? row.closedAt.toISOString() : null };
}

function toHeldMail(row: typeof mailOutbox.$inferSelect): HeldMail {
  return {
    id: row.id,
    mail: row.mail,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

/** The team's notes and replies kept on these enquiries (ids), oldest first. */
async function keptOn(db: Executor, ids: readonly string[]): Promise<Pick<PersonalData, 'notes' | 'replies'>> {
  if (ids.length === 0) return { notes: [], replies: [] };
  const notes = await db
    .select({
      reference: enquiries.reference,
      author: enquiryNotes.author,
      body: enquiryNotes.body,
      createdAt: enquiryNotes.createdAt,
    })
    .from(enquiryNotes)
    .innerJoin(enquiries, eq(enquiries.id, enquiryNotes.enquiryId))
    .where(inArray(enquiryNotes.enquiryId, [...ids]))
    .orderBy(asc(enquiryNotes.createdAt), asc(enquiryNotes.id));
  const replies = await db
    .select({
      reference: enquiries.reference,
      author: enquiryReplies.author,
      to: enquiryReplies.toAddress,
      subject: enquiryReplies.subject,
      body: enquiryReplies.body,
      createdAt: enquiryReplies.createdAt,
    })
    .from(enquiryReplies)
    .innerJoin(enquiries, eq(enquiries.id, enquiryReplies.enquiryId))
    .where(inArray(enquiryReplies.enquiryId, [...ids]))
    .orderBy(asc(enquiryReplies.createdAt), asc(enquiryReplies.id));
  return {
    notes: notes.map(({ createdAt, ...n }) => ({ ...n, created_at: createdAt.toISOString() })),
    replies: replies.map(({ createdAt, ...r }) => ({ ...r, created_at: createdAt.toISOString() })),
  };
}
