import { type StaffAddresses, staffAddressesFromStored } from '../../domain/enquiries/enquiry-inboxes';
import type { EnquiryInboxes } from '../../ports/enquiry-inboxes.port';

/** Staff addresses from settings held in memory (`supportEmail`, `enquiryEmails`), as the database keeps them. */
export class MemoryEnquiryInboxes implements EnquiryInboxes {
  constructor(private readonly stored: Readonly<Record<string, unknown>> = {}) {}

  async staffAddresses(): Promise<StaffAddresses> {
    return staffAddressesFromStored(this.stored);
  }
}
