import { describe, expect, it } from 'vitest';
import { siteSettingsFromStored } from '../../../src/domain/catalogue/site-settings';
import {
  type EditableSiteSettings,
  SOCIAL_NETWORKS,
  siteSettingsIssues,
  socialLinksFromStored,
} from '../../../src/domain/content/site-settings-editing';

const good: EditableSiteSettings = {
  brandName: 'Digs',
  tagline: 'Student homes, sorted',
  supportEmail: 'hello@digs.test',
  phone: '+44 161 000 0000',
  whatsapp: '',
  headerNav: [{ label: 'Cities', href: '/city-listing' }],
  footerNav: [{ heading: 'Legal', links: [{ label: 'Privacy', href: '/privacy-policy' }] }],
  enquiryEmails: { 'group-booking': 'groups@digs.test' },
  replyFrom: 'enquiries@digs.test',
  socialLinks: [{ network: 'instagram', url: 'https://instagram.com/digs' }],
};

/** The rules as the server applies them, its mail sent from no-reply@digs.test. */
const issuesOf = (s: EditableSiteSettings) => siteSettingsIssues(s, 'no-reply@digs.test');

describe('the site settings’ rules', () => {
  it('takes a well-formed set', () => {
    expect(issuesOf(good)).toEqual({});
  });

  it('takes replies from the sending address (empty) or one on its domain, and refuses another domain saying why', () => {
    expect(issuesOf({ ...good, replyFrom: '' })).toEqual({});
    expect(issuesOf({ ...good, replyFrom: 'Groups@Digs.test' })).toEqual({});
    expect(issuesOf({ ...good, replyFrom: 'sana@gmail.example' })).toEqual({
      replyFrom: expect.stringMatching(/^Use an address on digs\.test, the domain this site sends mail from: /),
    });
    expect(issuesOf({ ...good, replyFrom: 'not an address' })).toEqual({
      replyFrom: 'An e-mail address, like enquiries@digs.test.',
    });
  });

  it('refuses bad addresses and links, naming each field by its place', () => {
    expect(
      issuesOf({
        ...good,
        brandName: ' ',
        supportEmail: 'not an address',
        headerNav: [{ label: '', href: 'javascript:alert(1)' }],
        footerNav: [{ heading: 'Legal', links: [{ label: 'x', href: '//evil.test' }] }],
        enquiryEmails: { contact: 'nobody', 'group-booking': 'groups@digs.test' },
        socialLinks: [
          { network: 'instagram', url: 'http://instagram.com/digs' },
          { network: 'myspace' as never, url: 'https://x.test' },
        ],
      }),
    ).toEqual({
      brandName: 'Fill this in.',
      supportEmail: 'An e-mail address, like hello@example.com.',
      'headerNav.0.label': 'Fill this in.',
      'headerNav.0.href': 'A path on the site (/about-us), an https:// address or a mailto: or tel: link.',
      'footerNav.0.links.0.href': 'A path on the site (/about-us), an https:// address or a mailto: or tel: link.',
      'enquiryEmails.contact': 'An e-mail address, like hello@example.com.',
      'socialLinks.0.url': 'An https:// address.',
      'socialLinks.1.network': `One of ${SOCIAL_NETWORKS.join(', ')}.`,
    });
  });

  it('refuses an enquiry kind the site does not have, and too many links', () => {
    expect(issuesOf({ ...good, enquiryEmails: { spam: 'a@b.test' } as never })).toEqual({
      'enquiryEmails.spam': 'Not a kind of enquiry.',
    });
    const link = { label: 'x', href: '/x' };
    expect(issuesOf({ ...good, headerNav: Array.from({ length: 13 }, () => link) })).toEqual({
      headerNav: 'At most 12.',
    });
  });

  it('reads stored social links, leaving out any that are not well formed', () => {
    expect(
      socialLinksFromStored([
        { network: 'instagram', url: 'https://instagram.com/digs' },
        { network: 'tiktok', url: 'javascript:alert(1)' },
        { network: 'odd', url: 'https://x.test' },
        'nonsense',
      ]),
    ).toEqual([{ network: 'instagram', url: 'https://instagram.com/digs' }]);
    expect(socialLinksFromStored(undefined)).toEqual([]);
  });

  it.each(['/\\evil.example', '/\t/evil.example', '/%5Cevil.example', '//evil.example'])(
    'refuses a menu link %j that a browser reads as another host, and does not draw one kept from before',
    (bad) => {
      const issues = issuesOf({
        ...good,
        headerNav: [{ label: 'x', href: bad }],
        footerNav: [{ heading: 'Legal', links: [{ label: 'x', href: bad }] }],
      });
      expect(issues).toHaveProperty(['headerNav.0.href']);
      expect(issues).toHaveProperty(['footerNav.0.links.0.href']);
      const stored = siteSettingsFromStored({
        headerNav: [{ label: 'x', href: bad }],
        footerNav: [{ heading: 'Legal', links: [{ label: 'x', href: bad }] }],
      });
      expect(JSON.stringify(stored)).not.toContain('evil.example');
    },
  );

  it('refuses a social link with a user name before its host, and leaves one kept from before out', () => {
    const bad = 'https://instagram.com@evil.example/digs';
    expect(issuesOf({ ...good, socialLinks: [{ network: 'instagram', url: bad }] })).toHaveProperty([
      'socialLinks.0.url',
    ]);
    expect(socialLinksFromStored([{ network: 'instagram', url: bad }])).toEqual([]);
  });
});
