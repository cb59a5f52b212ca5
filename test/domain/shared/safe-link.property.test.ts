import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHttpsLink, isSafeLink, linkKind, linkMessage, WEB_LINK_KINDS } from '../../../src/domain/shared/safe-link';

/** A page of the site, as a browser holds it when it follows a link. */
const base = 'https://digs.test/manchester/square-gardens';

/** Every text a decoder along the way might make of a link: itself, and each percent-decoding of it. */
function readings(href: string): string[] {
  const all = [href];
  let text = href;
  for (let i = 0; i < 5; i += 1) {
    try {
      const decoded = decodeURIComponent(text);
      if (decoded === text) break;
      all.push(decoded);
      text = decoded;
    } catch {
      break;
    }
  }
  return all;
}

/** Links made of the pieces that fool browsers: slashes, backslashes, tabs, escapes, schemes. */
const trickyLink = fc
  .tuple(
    fc.constantFrom(
      '/',
      '//',
      '/\\',
      '\\',
      '#',
      'https://',
      'HTTPS://',
      'http://',
      'javascript:',
      'mailto:',
      'tel:',
      '',
    ),
    fc.array(
      fc.constantFrom(
        '/',
        '\\',
        '\t',
        '\n',
        '\r',
        ' ',
        '\u0000',
        '%',
        '%2F',
        '%2f',
        '%5C',
        '%5c',
        '%09',
        '%0A',
        '%25',
        '%252F',
        'evil.example',
        'digs.test',
        '@',
        ':',
        '.',
        '?',
        '#',
        'a',
        '1',
      ),
      { maxLength: 8 },
    ),
  )
  .map(([start, rest]) => start + rest.join(''));

describe('the one rule for stored links', () => {
  it('sends a visitor only to this site, an https address, or a mail or phone link, however the link is read', () => {
    fc.assert(
      fc.property(fc.oneof(trickyLink, fc.string(), fc.webUrl()), (href) => {
        const kind = linkKind(href);
        if (kind === null) return;
        if (kind === 'path' || kind === 'fragment') {
          // A browser resolves it (dropping tabs, reading \ as /) to this site, and so does every decoding of it.
          for (const reading of readings(href)) {
            expect(new URL(reading, base).origin, `${JSON.stringify(href)} read as ${JSON.stringify(reading)}`).toBe(
              'https://digs.test',
            );
          }
        } else if (kind === 'https') {
          const url = new URL(href, base);
          expect(url.protocol).toBe('https:');
          expect(url.hostname).not.toBe('');
          expect(url.username).toBe('');
        } else {
          expect(new URL(href, base).protocol).toBe(`${kind}:`);
        }
      }),
      { numRuns: 5_000 },
    );
  });

  it('takes any path made of letters, digits and the usual punctuation, and any https address with a host', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1, maxLength: 4 }),
        fc.option(fc.stringMatching(/^[a-z0-9=&]{1,12}$/), { nil: undefined }),
        (segments, query) => {
          const path = `/${segments.join('/')}${query === undefined ? '' : `?${query}`}`;
          expect(linkKind(path)).toBe('path');
          expect(linkKind(`https://example.com${path}`)).toBe('https');
        },
      ),
    );
  });

  it.each([
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['//evil.example'],
    ['///evil.example'],
    ['/%5Cevil.example'],
    ['/%5cevil.example'],
    ['/%2F/evil.example'],
    ['/%2f%2fevil.example'],
    ['/%252F/evil.example'],
    ['/%09/evil.example'],
    ['/a\\b'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['http://example.com'],
    ['https://'],
    ['https:///evil.example'],
    ['https://digs.test@evil.example/'],
    ['https://evil.example\\@digs.test'],
    ['https://exa mple.com'],
    ['about-us'],
    ['/%zz'],
    [''],
    ['mailto:'],
    ['tel:abc'],
  ])('refuses %j', (href) => {
    expect(linkKind(href)).toBeNull();
    expect(isSafeLink(href)).toBe(false);
  });

  it.each([
    ['/', 'path'],
    ['/about-us', 'path'],
    ['/blog?category=news&page=2#latest', 'path'],
    ['/search?q=a%2Fb', 'path'],
    ['#fees', 'fragment'],
    ['https://www.instagram.com/digs', 'https'],
    ['HTTPS://example.com', 'https'],
    ['mailto:hello@digs.test', 'mailto'],
    ['mailto:hello@digs.test?subject=Rooms', 'mailto'],
    ['tel:+44 161 496 0000', 'tel'],
    ['tel:0161-496-0000', 'tel'],
  ] as const)('takes %j as a %s link', (href, kind) => {
    expect(linkKind(href)).toBe(kind);
  });

  it('narrows by kind: a social link is https only; reservation terms a path or https', () => {
    expect(isHttpsLink('https://x.com/digs')).toBe(true);
    expect(isHttpsLink('/about-us')).toBe(false);
    expect(isSafeLink('/tenancy-terms', WEB_LINK_KINDS)).toBe(true);
    expect(isSafeLink('mailto:a@b.c', WEB_LINK_KINDS)).toBe(false);
    expect(isSafeLink('#fees')).toBe(false);
  });

  it('says what a link may be', () => {
    expect(linkMessage()).toBe('A path on the site (/about-us), an https:// address or a mailto: or tel: link.');
    expect(linkMessage(WEB_LINK_KINDS)).toBe('A path on the site (/about-us) or an https:// address.');
    expect(linkMessage(['https'])).toBe('An https:// address.');
  });
});
