import { styleHash } from './security-headers';

/**
 * The site's stylesheet in the page itself (ADR 060): the built template links it, and a linked
 * stylesheet holds back the first paint for a round trip; in the page, the first paint needs the
 * page alone. The template is made once at start; the CSP allows each inlined text by its hash.
 */

/** The largest stylesheet put into every page (raw bytes); a larger one stays a link, as built. */
export const MAX_INLINE_STYLESHEET_BYTES = 128 * 1024;

export interface InlinedTemplate {
  readonly html: string;
  /** The CSP source expressions of the <style> elements put in (the hash of each exact text). */
  readonly styleHashes: readonly string[];
  /** Each stylesheet put in, by its address, with the exact text between its tags. */
  readonly sheets: readonly InlinedStylesheet[];
}

export interface InlinedStylesheet {
  readonly href: string;
  readonly css: string;
}

/** A stylesheet link as build.mjs writes it: one of the build's own hashed files. */
const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"<>]+\.css)">/g;

/** The build's pointer to the stylesheet's source map: relative to the file, meaningless in a page. */
const sourceMapComment = /\n?\/\*# sourceMappingURL=[^*]*\*\/\s*$/;

/**
 * The template with each of its stylesheet links replaced by the stylesheet's text in a <style>
 * element, and the hashes the CSP must name. A link is kept as it is when its file cannot be read,
 * is larger than `maxBytes`, or holds `</style` (its text would end the element early).
 */
export async function inlineStylesheets(
  template: string,
  read: (href: string) => Promise<string | null>,
  maxBytes = MAX_INLINE_STYLESHEET_BYTES,
): Promise<InlinedTemplate> {
  const texts = new Map<string, string>();
  for (const [, href] of template.matchAll(stylesheetLink)) {
    if (href === undefined || texts.has(href)) continue;
    const css = (await read(href))?.replace(sourceMapComment, '');
    if (css === undefined || Buffer.byteLength(css, 'utf8') > maxBytes || /<\/style/i.test(css)) continue;
    texts.set(href, css);
  }
  // A function as the replacement: the stylesheet's text is put in as it is (no `$&` patterns).
  const html = template.replace(stylesheetLink, (link, href: string) => {
    const css = texts.get(href);
    return css === undefined ? link : `<style>${css}</style>`;
  });
  return {
    html,
    styleHashes: [...new Set(texts.values())].map(styleHash),
    sheets: [...texts].map(([href, css]) => ({ href, css })),
  };
}
