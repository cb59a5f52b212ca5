import type { NavGroup, NavLink } from '../catalogue/catalogue';
import type { FieldIssues } from '../catalogue/catalogue-editing';
import {
  defaultNavigation,
  SOCIAL_NETWORKS,
  type SocialLink,
  siteSettingsFromStored,
  socialLinksFromStored,
} from '../catalogue/site-settings';
import { ENQUIRY_KINDS, type EnquiryKind } from '../enquiries/enquiry';
import { replyFromIssue } from '../mail/reply-sender';
import { isEmailAddress } from '../shared/email-address';
import { isHttpsLink, isSafeLink, linkMessage, PAGE_LINK_KINDS } from '../shared/safe-link';
import { isRecord } from '../shared/untrusted-values';

/**
 * The site settings an editor changes in the console (issue 19 item 1): the brand, contact
 * details, header and footer navigation, which staff address each kind of enquiry goes to, and
 * the address inbox replies come from, and the operator's social links. Every link is one a visitor may safely follow.
 */

export type { SocialLink, SocialNetwork } from '../catalogue/site-settings';
export { SOCIAL_NETWORKS, socialLinksFromStored };

export interface EditableSiteSettings {
  readonly brandName: string;
  readonly tagline: string;
  readonly supportEmail: string;
  readonly phone: string;
  readonly whatsapp: string;
  readonly headerNav: readonly NavLink[];
  readonly footerNav: readonly NavGroup[];
  /** A staff address per kind of enquiry; a kind without one goes to the support address. */
  readonly enquiryEmails: Readonly<Partial<Record<EnquiryKind, string>>>;
  /**
   * The address inbox replies come from (ADR 092): '' for the sending mailbox's own (MAIL_FROM), or
   * another address on its domain.
   */
  readonly replyFrom: string;
  readonly socialLinks: readonly SocialLink[];
}

const FILL = 'Fill this in.';
const EMAIL = 'An e-mail address, like hello@example.com.';
/** Menu and social links follow the one rule for stored links (src/domain/shared/safe-link.ts). */
const LINK = linkMessage(PAGE_LINK_KINDS);
const SOCIAL = linkMessage(['https']);

function line(issues: Record<string, string>, key: string, value: string, required: boolean, max = 200): void {
  if (required && value.trim() === '') issues[key] = FILL;
  else if (value.length > max) issues[key] = `At most ${max} characters.`;
}

function links(issues: Record<string, string>, key: string, list: readonly NavLink[], max: number): void {
  if (list.length > max) {
    issues[key] = `At most ${max}.`;
    return;
  }
  list.forEach((l, i) => {
    line(issues, `${key}.${i}.label`, l.label, true, 80);
    if (!isSafeLink(l.href, PAGE_LINK_KINDS)) issues[`${key}.${i}.href`] = LINK;
  });
}

/** The settings' issues by field; `sendingAddress` is the sending mailbox's address (MAIL_FROM's), which replies share a domain with. */
export function siteSettingsIssues(s: EditableSiteSettings, sendingAddress: string): FieldIssues {
  const issues: Record<string, string> = {};
  line(issues, 'brandName', s.brandName, true);
  line(issues, 'tagline', s.tagline, false);
  if (s.supportEmail !== '' && !isEmailAddress(s.supportEmail)) issues.supportEmail = EMAIL;
  line(issues, 'phone', s.phone, false, 40);
  line(issues, 'whatsapp', s.whatsapp, false, 40);
  links(issues, 'headerNav', s.headerNav, 12);
  if (s.footerNav.length > 8) issues.footerNav = 'At most 8.';
  else
    s.footerNav.forEach((group, i) => {
      line(issues, `footerNav.${i}.heading`, group.heading, true, 80);
      links(issues, `footerNav.${i}.links`, group.links, 20);
    });
  for (const [kind, address] of Object.entries(s.enquiryEmails)) {
    if (!(ENQUIRY_KINDS as readonly string[]).includes(kind))
      issues[`enquiryEmails.${kind}`] = 'Not a kind of enquiry.';
    else if (address !== undefined && address !== '' && !isEmailAddress(address))
      issues[`enquiryEmails.${kind}`] = EMAIL;
  }
  const replyFrom = replyFromIssue(s.replyFrom, sendingAddress);
  if (replyFrom) issues.replyFrom = replyFrom;
  if (s.socialLinks.length > SOCIAL_NETWORKS.length) issues.socialLinks = `At most ${SOCIAL_NETWORKS.length}.`;
  else
    s.socialLinks.forEach((l, i) => {
      if (!(SOCIAL_NETWORKS as readonly string[]).includes(l.network))
        issues[`socialLinks.${i}.network`] = `One of ${SOCIAL_NETWORKS.join(', ')}.`;
      if (!isHttpsLink(l.url)) issues[`socialLinks.${i}.url`] = SOCIAL;
    });
  return issues;
}

/** The settings the console edits, from the key-value table as kept (defaults where unset or malformed). */
export function editableSettingsFromStored(stored: Readonly<Record<string, unknown>>): EditableSiteSettings {
  const record = siteSettingsFromStored(stored);
  const emails = isRecord(stored.enquiryEmails) ? stored.enquiryEmails : {};
  return {
    brandName: record.brandName,
    tagline: record.tagline,
    supportEmail: record.supportEmail,
    phone: record.phone,
    whatsapp: record.whatsapp,
    headerNav: record.headerNav ?? defaultNavigation.header,
    footerNav: record.footerNav ?? defaultNavigation.footer,
    enquiryEmails: Object.fromEntries(Object.entries(emails).filter(([, v]) => typeof v === 'string')),
    replyFrom: typeof stored.replyFrom === 'string' ? stored.replyFrom : '',
    socialLinks: socialLinksFromStored(stored.socialLinks),
  };
}
