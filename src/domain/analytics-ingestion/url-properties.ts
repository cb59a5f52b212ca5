/**
 * URLs in analytics events without what may be secret in them. A viewing's manage link carries its
 * token in the query (`/viewing-detail?ref=…&token=…`), and Amplitude's page view plugin sends the
 * whole `location.href` as `[Amplitude] Page Location` (and the previous page's, the referrer, …).
 * The browser should not send them; this is the second line of defence: whatever a client sends, the server keeps a URL's scheme, host and path, never its user name and password, its
 * fragment or its query, but for the parameters the report reads on the site's own pages. A
 * referrer (the page a visitor came from, `[Amplitude] Page Referrer` among them) keeps no query at
 * all: it is often another site's address, or a manage link the visitor followed from an e-mail.
 */

/** Properties holding a page's or a resource's URL: the SDK's plugins' names and the site's own. */
const urlProperties = new Set([
  '[Amplitude] Page Location',
  '[Amplitude] Page URL',
  '[Amplitude] Page Path',
  '[Amplitude] Previous Page Location',
  '[Amplitude] Element Href',
  '[Amplitude] URL',
  '[Amplitude] Filename',
  'page_location',
  'page_url',
  'page_path',
  // An error in an inline script names the page it happened on.
  'error_source',
]);
/** Properties holding the URL a visitor came from: kept without any query. */
const referrerProperties = new Set([
  '[Amplitude] Page Referrer',
  '[Amplitude] Referrer',
  '[Amplitude] Previous Page Referrer',
  'referrer',
  'page_referrer',
  'initial_referrer',
]);
/** Properties that are a URL's query or fragment on their own (the network capture plugin's): dropped. */
const queryProperties = new Set(['[Amplitude] URL Query', '[Amplitude] URL Fragment']);
/** Query parameters kept: the viewing booking's step, whose `done` ends the report's funnel. */
const keptParameters = new Set(['step']);

/** The properties with every URL among them cut to what is not secret; everything else as it came. */
export function withoutUrlSecrets(properties: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(properties)) {
    if (queryProperties.has(name)) continue;
    // Defined, not assigned: a property named "__proto__" stays a property.
    Object.defineProperty(kept, name, {
      value: typeof value === 'string' ? cutUrl(name, value) : value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return kept;
}

function cutUrl(name: string, value: string): string {
  if (referrerProperties.has(name)) return withoutSecrets(value, new Set());
  return urlProperties.has(name) ? withoutSecrets(value, keptParameters) : value;
}

function withoutSecrets(url: string, kept: ReadonlySet<string>): string {
  const end = url.search(/[?#]/);
  const base = (end === -1 ? url : url.slice(0, end)).replace(/^([a-z][a-z\d+.-]*:\/\/)[^/?#@]*@/i, '$1');
  if (end === -1 || url[end] === '#') return base;
  const query = new URLSearchParams(url.slice(end + 1).split('#')[0]);
  const keep = new URLSearchParams([...query].filter(([parameter]) => kept.has(parameter)));
  const text = keep.toString();
  return text === '' ? base : `${base}?${text}`;
}
