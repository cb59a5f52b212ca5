import { randomUUID } from 'node:crypto';
import type { EnquiryKind, NewEnquiry, StoredEnquiry } from '../../domain/enquiries/enquiry';
import type { Clock } from '../../ports/clock.port';
import type { EnquiryRepository, SavedEnquiry } from '../../ports/enquiry-repository.port';
import { randomEnquiryReference } from '../crypto/references';

/**
 * Enquiries held in memory, for tests and QA: the database adapter's rules (one copy per
 * submission, references unique, newest first, addresses matched without regard to case) with
 * created_at from the clock it is given. Saving happens in one synchronous step, so concurrent
 * saves of a submission cannot both store it.
 */
export class MemoryEnquiryRepository implements EnquiryRepository {
  private readonly stored: StoredEnquiry[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly newReference: () => string = randomEnquiryReference,
  ) {}

  async save(enquiry: NewEnquiry): Promise<SavedEnquiry> {
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
    this.stored.push(saved);
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
