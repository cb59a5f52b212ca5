import { z } from 'zod';
import { SOCIAL_NETWORKS } from '../../domain/catalogue/site-settings';
import { ENQUIRY_KINDS, type EnquiryKind } from '../../domain/enquiries/enquiry';
import { isHttpsLink, isSafeLink, linkMessage } from '../../domain/shared/safe-link';
import type { CatalogueWriter, SiteSettingsInput } from '../../ports/catalogue-writer.port';
import { type FieldIssues, fieldIssues } from '../shared/field-issues';

const line = z.string().trim().max(200);
const href = z.string().refine((value) => isSafeLink(value), linkMessage());
const navLink = z.object({ label: line.min(1), href });

export const siteSettingsInput = z
  .object({
    brandName: line.min(1),
    tagline: line,
    supportEmail: z.union([z.email(), z.literal('')]),
    phone: line,
    whatsapp: line,
    showLevel: z.boolean(),
    headerNav: z.array(navLink).max(12),
    footerNav: z.array(z.object({ heading: line.min(1), links: z.array(navLink).max(20) })).max(8),
    socialLinks: z
      .array(
        z.object({
          network: z.enum(SOCIAL_NETWORKS),
          url: z.string().refine(isHttpsLink, linkMessage(['https'])),
        }),
      )
      .max(SOCIAL_NETWORKS.length),
    enquiryEmails: z.partialRecord(z.enum(ENQUIRY_KINDS as [EnquiryKind, ...EnquiryKind[]]), z.email()),
  })
  .partial();

export type SaveSiteSettingsOutcome =
  | { readonly outcome: 'saved' }
  | { readonly outcome: 'invalid'; readonly fields: FieldIssues };

/** Sets the site's settings it is given (brand, contact details, navigation, enquiry inboxes) and keeps the others. */
export class SaveSiteSettings {
  constructor(private readonly catalogue: CatalogueWriter) {}

  async run(input: Partial<SiteSettingsInput>): Promise<SaveSiteSettingsOutcome> {
    const parsed = siteSettingsInput.safeParse(input);
    if (!parsed.success) return { outcome: 'invalid', fields: fieldIssues(parsed.error) };
    await this.catalogue.saveSiteSettings(parsed.data);
    return { outcome: 'saved' };
  }
}
