import { randomUUID } from 'node:crypto';
import type { EnquiryKind, NewEnquiry, StoredEnquiry } from '../../domain/enquiries/enquiry';
import type { Clock } from '../../ports/clock.port';
import type { ComposeEnquiryMail, EnquiryRepository, SavedEnquiry } from '../../ports/enquiry-repository.port';
import type { MailQueue } from '../../ports/mail-queue.port';
import { randomEnquiryReference } from '../crypto/references';
import { MemoryMailQueue } from './memory-mail-queue';

/**
 * Enquiries held in memory, for tests and QA: the database adapter's rules (one copy per
 * submission, references unique, newest first, addresses matched without regard to case) with
 * created_at from the clock it is given, e-mails queued in the outbox it is given only when an
 * enquiry is created. Saving happens in one synchronous step, so concurrent saves of a submission
 * cannot both store it; mails are composed before the enquiry is kept, so a compose that throws
 * keeps nothing.
 */
export class MemoryEnquiryRepository implements EnquiryRepository {
  private readonly stored: StoredEnquiry[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly newReference: () => string = randomEnquiryReference,
    private readonly outbox: MailQueue = new MemoryMailQueue(),
  ) {}

  async save(enquiry: NewEnquiry, mails?: ComposeEnquiryMail): Promise<SavedEnquiry> {
    // PostgreSQL keeps a uuid in lower case; so does this.
    const submissionId = enquiry.submission_id.toLowerCase();
    const existing = this.stored.find((e) => e.submission_id === submissionId);
    if (existing) return { enquiry: existing, created: false };
    let reference = this.newReference();
    while (this.stored.some((e) => e.reference === reference)) reference = this.newReference();
    const saved: StoredEnquiry = {
      ...enquiry,
      fields: structuredClone(enquiry.fields),
      utm: { ...enquiry.utm },
      submission_id: submissionId,
      id: randomUUID(),
      reference,
      status: 'new',
      created_at: new Date(this.clock.now()).toISOString(),
    };
    const queued = mails ? mails(saved) : [];
    this.stored.push(saved);
    if (queued.length > 0) {
      try {
        await this.outbox.enqueue(queued);
      } catch (error) {
        // Both or neither, as the database's transaction.
        this.stored.splice(this.stored.indexOf(saved), 1);
        throw error;
      }
    }
    return { enquiry: saved, created: true };
  }

  async list(filter: { readonly kind?: EnquiryKind; readonly email?: string } = {}): Promise<readonly StoredEnquiry[]> {
    const email = filter.email?.toLowerCase();
    return (
      this.stored
        .map((enquiry, order) => ({ enquiry, order }))
        .filter(
          ({ enquiry: e }) =>
            (!filter.kind || e.kind === filter.kind) && (email === undefined || e.email.toLowerCase() === email),
        )
        // Newest first; saved in the same millisecond, the later save first.
        .sort((a, b) => b.enquiry.created_at.localeCompare(a.enquiry.created_at) || b.order - a.order)
        .map(({ enquiry }) => enquiry)
    );
  }
}
