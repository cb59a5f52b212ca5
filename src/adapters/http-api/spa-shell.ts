import type { PageDescription } from '../../application/site/describe-page.use-case';
import { scriptHash } from './security-headers';

/**
 * Fills the built index.html for a first load: the page's head tags, a plain-HTML summary for
 * crawlers and visitors without JavaScript (React replaces it), and the page's initial data.
 */

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);
}

/** JSON safe inside a <script> element: no way to close it or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Structured data's links (`item`, `image`, `url`, `mainEntityOfPage`) as absolute addresses, as search engines want. */
export function absoluteUrls(value: unknown, publicUrl: string, key = ''): unknown {
  if (typeof value === 'string')
    return ['item', 'image', 'url', 'mainEntityOfPage'].includes(key) &&
      value.startsWith('/') &&
      !value.startsWith('//')
      ? `${publicUrl}${value}`
      : value;
  if (Array.isArray(value)) return value.map((v) => absoluteUrls(v, publicUrl, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absoluteUrls(v, publicUrl, k)]));
  return value;
}

/** A page's HTML and the CSP hashes of the inline scripts the shell put in it (its data and structured data). */
export interface RenderedShell {
  readonly html: string;
  readonly scriptHashes: readonly string[];
  /** The hashes of the page's own inline stylesheets (ADR 067), when it has some besides the template's. */
  readonly styleHashes?: readonly string[];
  /** The page's initial data as JSON, when the page names its address instead of carrying it (ADR 067). */
  readonly data?: string;
}

export interface ShellOptions {
  /**
   * Where the app fetches the page's initial data (ADR 067): the page names this address
   * (`data-src`) instead of carrying the data, and the shell gives the data as its `data`.
   */
  readonly dataAddress?: string;
}

export function renderShell(
  template: string,
  page: PageDescription,
  publicUrl: string,
  preload: readonly string[] = [],
  /** The page rendered on the server; without it, a plain summary until the app starts. */
  html: string | null = null,
  options: ShellOptions = {},
): RenderedShell {
  const canonical = `${publicUrl}${page.canonicalPath}`;
  const image = page.image ? `${publicUrl}${page.image}` : null;
  const structuredData = page.jsonLd ? jsonForScript(absoluteUrls(page.jsonLd, publicUrl)) : null;
  const initialData = jsonForScript(page.initialData);
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    page.status === 404 || page.private
      ? '<meta name="robots" content="noindex">'
      : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    ...(image
      ? [
          `<meta property="og:image" content="${escapeHtml(image)}">`,
          '<meta name="twitter:card" content="summary_large_image">',
        ]
      : []),
    // Preloaded by the boot script after the first paint, not by the browser at once (ADR 013).
    ...(preload.length ? [`<meta name="digs-modules" content="${escapeHtml(preload.join(' '))}">`] : []),
    ...(structuredData !== null ? [`<script type="application/ld+json">${structuredData}</script>`] : []),
  ].join('\n    ');
  const body =
    html ??
    `<main class="shell-fallback"><h1>${escapeHtml(page.heading)}</h1><p>${escapeHtml(page.description)}</p></main>`;
  const { dataAddress } = options;
  const data =
    dataAddress === undefined
      ? `<script id="digs-data" type="application/json">${initialData}</script>`
      : `<script id="digs-data" type="application/json" data-src="${escapeHtml(dataAddress)}"></script>`;
  return {
    html: template
      .replace(/<title>[^<]*<\/title>/, '')
      .replace('<!--app-head-->', () => head)
      .replace('<!--app-html-->', () => body)
      .replace('<!--app-data-->', () => data),
    // In the page's order; hashed from the texts written here, never found by reading the HTML, so
    // a script that got into the rendered body some other way is not allowed by them.
    scriptHashes: [
      ...(structuredData !== null ? [structuredData] : []),
      ...(dataAddress === undefined ? [initialData] : []),
    ].map(scriptHash),
    ...(dataAddress === undefined ? {} : { data: JSON.stringify(page.initialData) }),
  };
}
