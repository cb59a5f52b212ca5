import { isHttpsLink, isSafeLink } from '../shared/safe-link';
import { isRecord, textOr } from '../shared/untrusted-values';
import type { NavGroup, NavLink, SiteSettings } from './catalogue';
import type { SiteSettingsRecord } from './catalogue-records';

/** The navigation a site has until the operator sets its own: every page of spec section 2 a visitor looks for. */
export const defaultNavigation: { readonly header: readonly NavLink[]; readonly footer: readonly NavGroup[] } = {
  header: [
    { label: 'Cities', href: '/city-listing' },
    { label: 'Offers', href: '/offers' },
    { label: 'Student life', href: '/student-life' },
    { label: 'Parents', href: '/parent' },
    { label: 'Blog', href: '/blog-listing' },
    { label: 'FAQs', href: '/faqs' },
    { label: 'Contact', href: '/contact-us' },
  ],
  footer: [
    {
      heading: 'Find a room',
      links: [
        { label: 'All cities', href: '/city-listing' },
        { label: 'Offers', href: '/offers' },
        { label: 'Group bookings', href: '/group-booking' },
        { label: 'Summer stays', href: '/summer-stays' },
        { label: 'Universities', href: '/university' },
      ],
    },
    {
      heading: 'Who we help',
      links: [
        { label: 'Parents', href: '/parent' },
        { label: 'Agents', href: '/agent' },
        { label: 'Refer a friend', href: '/friend' },
        { label: 'Rebook next year', href: '/rebook' },
        { label: 'Accessibility and special needs', href: '/special-needs' },
      ],
    },
    {
      heading: 'Living with us',
      links: [
        { label: 'About us', href: '/about-us' },
        { label: 'Student life', href: '/student-life' },
        { label: 'Wellbeing and welfare', href: '/wellness-welfare' },
        { label: 'Resident support', href: '/support' },
        { label: 'Blog', href: '/blog-listing' },
        { label: 'FAQs', href: '/faqs' },
        { label: 'Contact us', href: '/contact-us' },
      ],
    },
    {
      heading: 'Legal',
      links: [
        { label: 'Privacy policy', href: '/privacy-policy' },
        { label: 'Cookie policy', href: '/cookie-policy' },
        { label: 'Terms and conditions', href: '/terms-and-conditions' },
      ],
    },
  ],
};

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
    header_nav: record.headerNav ?? defaultNavigation.header,
    footer_nav: record.footerNav ?? defaultNavigation.footer,
    social_links: socialLinksFromStored(record.socialLinks).map((l) => ({
      network: l.network,
      name: SOCIAL_NETWORK_NAMES[l.network],
      url: l.url,
    })),
  };
}

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'tiktok', 'x', 'youtube', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Each network's own name, the text of a link to it. */
export const SOCIAL_NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  x: 'X',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

export interface SocialLink {
  readonly network: SocialNetwork;
  readonly url: string;
}

/** Social links as kept (a site_settings value): those well formed, in their order. */
export function socialLinksFromStored(value: unknown): SocialLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): SocialLink[] =>
    isRecord(item) &&
    typeof item.network === 'string' &&
    (SOCIAL_NETWORKS as readonly string[]).includes(item.network) &&
    typeof item.url === 'string' &&
    // An https address with a host: the only social link a visitor is given.
    isHttpsLink(item.url)
      ? [{ network: item.network as SocialNetwork, url: item.url }]
      : [],
  );
}

function navLinks(value: unknown): NavLink[] | null {
  if (!Array.isArray(value)) return null;
  const links: NavLink[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.label !== 'string' || typeof item.href !== 'string') return null;
    if (item.label.trim() === '' || !isSafeLink(item.href)) return null;
    links.push({ label: item.label, href: item.href });
  }
  return links;
}

function navGroups(value: unknown): NavGroup[] | null {
  if (!Array.isArray(value)) return null;
  const groups: NavGroup[] = [];
  for (const item of value) {
    const links = isRecord(item) ? navLinks(item.links) : null;
    if (!isRecord(item) || typeof item.heading !== 'string' || !links) return null;
    groups.push({ heading: item.heading, links });
  }
  return groups;
}

/** Settings as kept (a key-value table): each value used when it has the right shape, the default otherwise. */
export function siteSettingsFromStored(stored: Readonly<Record<string, unknown>>): SiteSettingsRecord {
  const headerNav = navLinks(stored.headerNav);
  const footerNav = navGroups(stored.footerNav);
  return {
    brandName: textOr(stored.brandName, defaultSiteSettings.brandName),
    tagline: textOr(stored.tagline, defaultSiteSettings.tagline),
    supportEmail: textOr(stored.supportEmail, defaultSiteSettings.supportEmail),
    phone: textOr(stored.phone, defaultSiteSettings.phone),
    whatsapp: textOr(stored.whatsapp, defaultSiteSettings.whatsapp),
    showLevel: typeof stored.showLevel === 'boolean' ? stored.showLevel : defaultSiteSettings.showLevel,
    ...(headerNav ? { headerNav } : {}),
    ...(footerNav ? { footerNav } : {}),
    socialLinks: socialLinksFromStored(stored.socialLinks),
  };
}
