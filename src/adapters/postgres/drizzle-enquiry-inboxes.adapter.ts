import { eq, inArray } from 'drizzle-orm';
import { replyFromStored, type StaffAddresses, staffAddressesFromStored } from '../../domain/enquiries/enquiry-inboxes';
import type { EnquiryInboxes } from '../../ports/enquiry-inboxes.port';
import type { Database } from './database';
import { siteSettings } from './schema';

/**
 * Staff addresses from the site_settings table (`enquiryEmails`, falling back to `supportEmail`),
 * and the address replies come from (`replyFrom`),
 * read at each enquiry: an operator's change applies to the next one, and enquiries are too rare
 * for the two-row read to matter.
 */
export class DrizzleEnquiryInboxes implements EnquiryInboxes {
  constructor(private readonly db: Database) {}

  async staffAddresses(): Promise<StaffAddresses> {
    const rows = await this.db
      .select({ key: siteSettings.key, value: siteSettings.value })
      .from(siteSettings)
      .where(inArray(siteSettings.key, ['supportEmail', 'enquiryEmails']));
    return staffAddressesFromStored(Object.fromEntries(rows.map((r) => [r.key, r.value])));
  }

  async replyFrom(): Promise<string> {
    const rows = await this.db
      .select({ key: siteSettings.key, value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, 'replyFrom'));
    return replyFromStored(Object.fromEntries(rows.map((r) => [r.key, r.value])));
  }
}
