import { describe, expect, it } from 'vitest';
import {
  defaultNavigation,
  siteSettingsDoc,
  siteSettingsFromStored,
} from '../../../src/domain/catalogue/site-settings';

describe('site settings', () => {
  it('uses the defaults for everything the operator has not set, with showLevel off (spec section 3)', () => {
    const doc = siteSettingsDoc(siteSettingsFromStored({}));
    expect(doc.show_level).toBe(false);
    expect(doc.brand_name).toBe('Digs');
    expect(doc.header_nav).toEqual(defaultNavigation.header);
    expect(doc.footer_nav).toEqual(defaultNavigation.footer);
  });

  it('keeps what was stored when it has the right shape', () => {
    const doc = siteSettingsDoc(
      siteSettingsFromStored({
        brandName: 'Oak Homes',
        showLevel: true,
        headerNav: [{ label: 'Cities', href: '/city-listing' }],
        footerNav: [{ heading: 'Help', links: [{ label: 'FAQs', href: '/faqs' }] }],
      }),
    );
    expect(doc).toMatchObject({
      brand_name: 'Oak Homes',
      show_level: true,
      header_nav: [{ label: 'Cities', href: '/city-listing' }],
      footer_nav: [{ heading: 'Help', links: [{ label: 'FAQs', href: '/faqs' }] }],
    });
  });

  it.each([
    ['not a list', 'x'],
    ['an entry without a label', [{ href: '/faqs' }]],
    ['a script link', [{ label: 'Bad', href: 'javascript:alert(1)' }]],
    ['an empty label', [{ label: ' ', href: '/faqs' }]],
  ])('falls back to the default header for %s', (_, headerNav) => {
    expect(siteSettingsDoc(siteSettingsFromStored({ headerNav })).header_nav).toEqual(defaultNavigation.header);
  });

  it('accepts site paths, https and mailto/tel links only', () => {
    const links = [
      { label: 'A', href: '/about-us' },
      { label: 'B', href: 'https://example.org/x' },
      { label: 'C', href: 'mailto:hi@example.org' },
      { label: 'D', href: 'tel:+441632960142' },
    ];
    expect(siteSettingsDoc(siteSettingsFromStored({ headerNav: links })).header_nav).toEqual(links);
    expect(
      siteSettingsDoc(siteSettingsFromStored({ headerNav: [{ label: 'E', href: '//evil.example' }] })).header_nav,
    ).toEqual(defaultNavigation.header);
  });
});

describe('the social links visitors see', () => {
  it('keeps the stored https links in their order, each with its network’s name, and none by default', () => {
    expect(siteSettingsDoc(siteSettingsFromStored({})).social_links).toEqual([]);
    const doc = siteSettingsDoc(
      siteSettingsFromStored({
        socialLinks: [
          { network: 'tiktok', url: 'https://www.tiktok.com/@digs' },
          { network: 'instagram', url: 'https://instagram.com/digs' },
        ],
      }),
    );
    expect(doc.social_links).toEqual([
      { network: 'tiktok', name: 'TikTok', url: 'https://www.tiktok.com/@digs' },
      { network: 'instagram', name: 'Instagram', url: 'https://instagram.com/digs' },
    ]);
  });

  it.each([
    ['a script address', { network: 'x', url: 'javascript:alert(1)' }],
    ['plain http', { network: 'x', url: 'http://x.com/digs' }],
    ['a scheme-relative address', { network: 'x', url: '//x.com/digs' }],
    ['a data address', { network: 'x', url: 'data:text/html,<script>alert(1)</script>' }],
    ['an unknown network', { network: 'myspace', url: 'https://myspace.com/digs' }],
    ['an address with a space', { network: 'x', url: 'https://x.com/ digs' }],
    ['no address', { network: 'x' }],
  ])('drops %s', (_, link) => {
    const doc = siteSettingsDoc(
      siteSettingsFromStored({ socialLinks: [link, { network: 'youtube', url: 'https://youtube.com/@digs' }] }),
    );
    expect(doc.social_links).toEqual([{ network: 'youtube', name: 'YouTube', url: 'https://youtube.com/@digs' }]);
  });
});
