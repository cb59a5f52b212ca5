/**
 * The one rule for every link an operator stores (page blocks, asides, the header and footer,
 * social links, posts' Markdown, reservation terms, video-call links): checked when it is saved
 * and again when it is drawn, so a link stored before the rule is shown as text, never followed.
 *
 * A link is one of:
 * - `path`: an address on this site, `/about-us?x=1#y`, that no browser can read as another host.
 *   Browsers drop tabs and line breaks inside an address and read `\` as `/`, so `/\evil.example`,
 *   `/\t/evil.example` and `//evil.example` all lead to evil.example: a path refuses any control
 *   character, white space and backslash, and must not begin `//`. Its percent-decoded forms
 *   (decoded again and again, as a server behind a redirect may) are held to the same rule, so
 *   `/%2F/evil.example`, `/%5Cevil.example` and `/%09/evil.example` are refused too.
 * - `https`: an https:// address with a host and no user name or password in it.
 * - `mailto` and `tel`: a mail or phone link.
 * - `fragment`: a place on the same page, `#fees`.
 * Anything else (`http:`, `javascript:`, `data:`, `//host`, a relative `about-us`) is refused.
 */

export type LinkKind = 'path' | 'https' | 'mailto' | 'tel' | 'fragment';

/** Where a visitor may be sent from a page, a menu or a post. */
export const PAGE_LINK_KINDS: readonly LinkKind[] = ['path', 'https', 'mailto', 'tel'];
/** An address of a page on the web: this site's or an https one (reservation terms). */
export const WEB_LINK_KINDS: readonly LinkKind[] = ['path', 'https'];

/** The message shown beside a refused link, for the kinds it may be. */
export function linkMessage(kinds: readonly LinkKind[] = PAGE_LINK_KINDS): string {
  const parts = [
    kinds.includes('path') ? 'a path on the site (/about-us)' : null,
    kinds.includes('https') ? 'an https:// address' : null,
    kinds.includes('mailto') || kinds.includes('tel') ? 'a mailto: or tel: link' : null,
  ].filter((p): p is string => p !== null);
  const text = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}` : (parts[0] ?? 'a link');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** Control characters (Unicode's Cc), the line and paragraph separators, white space and the backslash. */
const unsafeCharacter = /[\p{Cc}\u2028\u2029\s\\]/u;
/** A text with only these may still be a path once decoded: no control character or backslash. */
const unsafeDecoded = /[\p{Cc}\u2028\u2029\\]/u;
const telLink = /^tel:\+?[\d -]{3,30}$/;
const mailtoLink = /^mailto:[^@?#]+@[^@?#]+(\?.*)?$/i;

/** The kind of a link, or null when it is none that may be stored. */
export function linkKind(href: string): LinkKind | null {
  if (href.length === 0 || href.length > 2_000) return null;
  if (href.startsWith('tel:')) return telLink.test(href) ? 'tel' : null;
  if (unsafeCharacter.test(href)) return null;
  if (href.startsWith('/')) return isSitePath(href) ? 'path' : null;
  if (href.startsWith('#')) return isSitePath(`/${href}`) ? 'fragment' : null;
  if (/^mailto:/i.test(href)) return mailtoLink.test(href) ? 'mailto' : null;
  if (/^https:\/\//i.test(href)) return isHttpsAddress(href) ? 'https' : null;
  return null;
}

/** Whether `href` is a link of one of `kinds` (by default any a page may hold). */
export function isSafeLink(href: string, kinds: readonly LinkKind[] = PAGE_LINK_KINDS): boolean {
  const kind = linkKind(href);
  return kind !== null && kinds.includes(kind);
}

/** Whether `href` is an https:// address with a host (a social or video-call link). */
export function isHttpsLink(href: string): boolean {
  return linkKind(href) === 'https';
}

/** A path that stays on this site, however often a reader decodes it. */
function isSitePath(path: string): boolean {
  let text = path;
  for (let round = 0; round < 5; round += 1) {
    if (text.startsWith('//') || unsafeDecoded.test(text)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      return false;
    }
    if (decoded === text) return true;
    text = decoded;
  }
  return false;
}

function isHttpsAddress(href: string): boolean {
  // The host is what stands between `https://` and the first `/`, `?` or `#`: no user name in it.
  const authority = href.slice('https://'.length).split(/[/?#]/, 1)[0] ?? '';
  if (authority === '' || authority.includes('@')) return false;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
