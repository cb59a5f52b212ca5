import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { EnquiryKind, NewEnquiry, StoredEnquiry } from '../../domain/enquiries/enquiry';
import type { ComposeEnquiryMail, EnquiryRepository, SavedEnquiry } from '../../ports/enquiry-repository.port';
import { randomEnquiryReference } from '../crypto/references';
import type { Database } from './database';
import { insertOutboxMail } from './drizzle-mail-queue';
import { enquiries } from './schema';
import { storable, storableText } from './storable';

/** Draws of a fresh reference before giving up; each collides with odds of (stored enquiries) in 887 million. */
const referenceAttempts = 5;

/**
 * Enquiries in PostgreSQL or PGlite. Saving is one `insert … on conflict do nothing`, so the
 * database, not a read-then-write, decides which of several concurrent copies of a submission is
 * stored: the others find it by submission_id and return it with `created: false`. The enquiry's
 * e-mails go into mail_outbox in the same transaction. Resolving means both are committed.
 */
export class DrizzleEnquiryRepository implements EnquiryRepository {
  constructor(
    private readonly db: Database,
    /** Where references come from; tests pass a sequence to force a collision. */
    private readonly newReference: () => string = randomEnquiryReference,
  ) {}

  async save(enquiry: NewEnquiry, mails?: ComposeEnquiryMail): Promise<SavedEnquiry> {
    for (let attempt = 0; attempt < referenceAttempts; attempt++) {
      const saved = await this.db.transaction(async (tx): Promise<SavedEnquiry | null> => {
        // Untargeted on purpose: a taken submission_id is the repeat we answer with the first copy;
        // a taken reference (a different enquiry holds it) finds no copy below and draws again.
        const [inserted] = await tx
          .insert(enquiries)
          .values({
            reference: this.newReference(),
            kind: enquiry.kind,
            submissionId: enquiry.submission_id,
            // What PostgreSQL cannot keep (a NUL, a lone surrogate) is marked, not a failed insert.
            name: storableText(enquiry.name),
            email: storableText(enquiry.email),
            fields: storable({ ...enquiry.fields }),
            sourcePage: storableText(enquiry.source_page),
            utm: storable(enquiry.utm),
            consent: enquiry.consent,
          })
          .onConflictDoNothing()
          .returning();
        if (inserted) {
          const stored = toStored(inserted);
          // In this transaction: the enquiry and its mails commit together, or neither does.
          if (mails) await insertOutboxMail(tx, mails(stored));
          return { enquiry: stored, created: true };
        }
        const [existing] = await tx
          .select()
          .from(enquiries)
          .where(eq(enquiries.submissionId, enquiry.submission_id))
          .limit(1);
        return existing ? { enquiry: toStored(existing), created: false } : null;
      });
      if (saved) return saved;
    }
    throw new Error(`No free enquiry reference after ${referenceAttempts} draws`);
  }

  async list(filter: { readonly kind?: EnquiryKind; readonly email?: string } = {}): Promise<readonly StoredEnquiry[]> {
    const conditions: SQL[] = [];
    if (filter.kind) conditions.push(eq(enquiries.kind, filter.kind));
    // The same expression as enquiries_email_idx, so the index answers it.
    if (filter.email !== undefined) conditions.push(sql`lower(${enquiries.email}) = lower(${filter.email})`);
    const rows = await this.db
      .select()
      .from(enquiries)
      .where(and(...conditions))
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id));
    return rows.map(toStored);
  }
}

/** An enquiry row as the domain reads it (the records adapter adds its closing time). */
export function toStored(row: typeof enquiries.$inferSelect): StoredEnquiry {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    submission_id: row.submissionId,
    name: row.name,
    email: row.email,
    fields: row.fields,
    source_page: row.sourcePage,
    utm: row.utm,
    consent: row.consent,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}
