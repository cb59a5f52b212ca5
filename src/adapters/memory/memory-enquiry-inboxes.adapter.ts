import { replyFromStored, type StaffAddresses, staffAddressesFromStored } from '../../domain/enquiries/enquiry-inboxes';
import type { EnquiryInboxes } from '../../ports/enquiry-inboxes.port';

/** Staff addresses from settings held in memory (`supportEmail`, `enquiryEmails`, `replyFrom`), as the database keeps them. */
export class MemoryEnquiryInboxes implements EnquiryInboxes {
  /** The settings, or a way to read them as they are now (a settings editor's, to see its saves). */
  constructor(
    private readonly stored: Readonly<Record<string, unknown>> | (() => Readonly<Record<string, unknown>>) = {},
  ) {}

  private settings(): Readonly<Record<string, unknown>> {
    return typeof this.stored === 'function' ? this.stored() : this.stored;
  }

  async staffAddresses(): Promise<StaffAddresses> {
    return staffAddressesFromStored(this.settings());
  }

  async replyFrom(): Promise<string> {
    return replyFromStored(this.settings());
  }
}
