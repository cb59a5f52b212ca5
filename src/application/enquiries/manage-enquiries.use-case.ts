import { type EnquiryKind, type EnquiryStatus, isEnquiryReference } from '../../domain/enquiries/enquiry';
import type { Clock } from '../../ports/clock.port';
import type { EnquiryRecord, EnquiryRecords } from '../../ports/enquiry-records.port';
import type { EnquiryRepository } from '../../ports/enquiry-repository.port';

export type { EnquiryRecord };

/** The operators' work on enquiries (the admin API): listing them, closing and reopening one. */
export class ManageEnquiries {
  constructor(
    private readonly enquiries: Pick<EnquiryRepository, 'list'>,
    /** Closing and reopening; without it, enquiries can only be listed. */
    private readonly records: Pick<EnquiryRecords, 'setStatus'> | null,
    private readonly clock: Clock,
  ) {}

  /** Newest first, of one kind or from one address when asked, at most `limit`. */
  async list(filter: { readonly kind?: EnquiryKind; readonly email?: string; readonly limit: number }) {
    const found = await this.enquiries.list({
      ...(filter.kind ? { kind: filter.kind } : {}),
      ...(filter.email !== undefined ? { email: filter.email } : {}),
    });
    return found.slice(0, filter.limit);
  }

  /** Whether enquiries can be closed and reopened here. */
  get changesStatus(): boolean {
    return this.records !== null;
  }

  /**
   * Closes (remembering now as when) or reopens an enquiry; null when no enquiry has the reference
   * (one not of a reference's shape, a control character or a NUL, is held by none, and the
   * database is not asked).
   */
  async setStatus(reference: string, status: EnquiryStatus): Promise<EnquiryRecord | null> {
    if (!this.records || !isEnquiryReference(reference)) return null;
    return this.records.setStatus(reference, status, this.clock.now());
  }
}
