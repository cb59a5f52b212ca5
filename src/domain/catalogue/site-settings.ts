import type { SiteSettings } from './catalogue';
import type { SiteSettingsRecord } from './catalogue-records';

/** What a site shows when the operator has set nothing: showLevel is off (spec section 3). */
export const defaultSiteSettings: SiteSettingsRecord = {
  brandName: 'Digs',
  tagline: 'Student homes, sorted',
  supportEmail: '',
  phone: '',
  whatsapp: '',
  showLevel: false,
};

export function siteSettingsDoc(record: SiteSettingsRecord): SiteSettings {
  return {
    brand_name: record.brandName,
    tagline: record.tagline,
    support_email: record.supportEmail,
    phone: record.phone,
    whatsapp: record.whatsapp,
    show_level: record.showLevel,
  };
}
