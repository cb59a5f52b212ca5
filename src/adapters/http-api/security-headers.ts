import { createHash } from 'node:crypto';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The response headers that are the same policy on every answer (pages, API, assets, 404s, errors),
 * besides the ones @fastify/helmet sets (ADR 023). A page replaces the Content-Security-Policy with
 * one that also names the hashes of the inline scripts it carries; a picture gets only the part of
 * the policy that applies to a picture (ADR 068).
 */

/** The CSP source expression of an inline script: the sha256 of its exact text (what sits between the tags). */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The CSP source expression of an inline stylesheet: the same sha256 of the text inside its <style> element. */
export function styleHash(text: string): string {
  return scriptHash(text);
}

/**
 * The inline scripts the build wrote into the page template (`<script type="module">`, ADR 065: the
 * loader that asks for the app once the largest picture is drawn; and the head's `<script>` that
 * holds the lazy pictures back until then, ADR 067), as CSP source expressions, in order. Read
 * from the template as built, at start, before any stylesheet or page is put into it (ADR 023's
 * rule that no hash is found by reading a finished page still holds); only pages and the console's
 * shell, which carry the template's scripts, name them.
 */
export function templateScriptHashes(template: string): string[] {
  return [...template.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)].map(([, text = '']) =>
    scriptHash(text),
  );
}

/** Where the built client may connect besides the site itself: an analytics provider, its replay workers. */
export interface ClientSources {
  readonly connect: readonly string[];
  readonly worker: readonly string[];
  /** Where forms may go besides the site (Stripe Checkout, when the holding deposit is paid there). */
  readonly form?: readonly string[];
  /**
   * The hashes of the stylesheets the build's page template carries inline (ADR 060), the same
   * texts on every page; a small page adds the hash of its own cut of them (ADR 067).
   */
  readonly style?: readonly string[];
}

/** Stripe Checkout's origin: the only one the CSP opens for payments, and only when Stripe is set up. */
export const stripeCheckoutOrigin = 'https://checkout.stripe.com';

/**
 * The sources with Stripe Checkout's origin added to form-action when it is used: the visitor is
 * sent to Stripe's page for the holding deposit (no Stripe script runs on the site, so nothing
 * else is opened).
 */
export function withStripeCheckout(client: ClientSources, stripe: boolean): ClientSources {
  return stripe ? { ...client, form: [...(client.form ?? []), stripeCheckoutOrigin] } : client;
}

export const noClientSources: ClientSources = { connect: [], worker: [] };

/** The sources with the hashes of the template's inline stylesheets added to style-src. */
export function withInlineStyles(client: ClientSources, styleHashes: readonly string[]): ClientSources {
  return styleHashes.length > 0 ? { ...client, style: [...(client.style ?? []), ...styleHashes] } : client;
}

/**
 * The sources the built client needs for analytics (its `client-settings.json`): nothing more for
 * the first-party endpoint; a provider's origin when uploads go there; and, when replay may run
 * (only with Amplitude as the provider), Amplitude's hosts and the plugin's blob: worker.
 */
export function clientSources(settings: { analyticsServerUrl?: unknown; replayEnabled?: unknown }): ClientSources {
  const url = typeof settings.analyticsServerUrl === 'string' ? settings.analyticsServerUrl : '';
  if (!/^https:\/\//i.test(url)) return noClientSources;
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return noClientSources;
  }
  const amplitude = /^https:\/\/([a-z0-9-]+\.)*amplitude\.com$/i.test(origin);
  if (!(amplitude && settings.replayEnabled === true)) return { connect: [origin], worker: [] };
  return { connect: [origin, 'https://*.amplitude.com'], worker: ["'self'", 'blob:'] };
}

/**
 * Everything comes from the site itself; no inline script but the ones whose hashes are given
 * (on a page: the template's loader, ADR 065, and the page's initial data and structured data), no inline style but the template's stylesheet
 * (by its hash, when the build's is inlined), no style attribute, no plugins, no <base>, no
 * framing, forms post only to the site. Analytics may connect where the build sends it.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  client: ClientSources = noClientSources,
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "script-src-attr 'none'",
    ["style-src 'self'", ...(client.style ?? [])].join(' '),
    "img-src 'self' data:",
    // Fonts and connections fall back to default-src 'self'; connect-src is written only when the
    // built client sends analytics elsewhere (every byte of a page's headers counts, ADR 067).
    ...(client.connect.length > 0 ? [["connect-src 'self'", ...client.connect].join(' ')] : []),
    ...(client.worker.length > 0 ? [`worker-src ${client.worker.join(' ')}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    ["form-action 'self'", ...(client.form ?? [])].join(' '),
  ].join('; ');
}

/**
 * Powerful features the site never uses, off for it and for anything it might embed, and the
 * interest-based advertising ones (FLoC's interest-cohort, Topics). Names Chromium 156 does not
 * know (battery, document-domain, web-share…) are left out: it logs a warning for each on every page.
 */
export const permissionsPolicy = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'interest-cohort',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The policy of a picture (ADR 068), an answer no browser runs as a page: opened on its own, it may
 * load, run and be framed by nothing, and is an origin of its own (`sandbox`). Besides this CSP it
 * keeps nosniff and the Cross-Origin-Resource-Policy (Helmet's, as every answer) and HSTS. The headers that speak only of a page (Permissions-
 * Policy, Referrer-Policy, COOP, Origin-Agent-Cluster, X-Frame-Options, Helmet's legacy ones) are
 * left out: a page's largest picture must come in its connection's first window, headers included.
 */
export const pictureContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; sandbox";

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Gives this answer a picture's policy instead of a page's (ADR 097): for a file of the build a
     * browser only runs or applies (a module, a stylesheet, a source map), never a document.
     */
    subresourcePolicy(): void;
  }
  interface FastifyContextConfig {
    /** `'picture'`: the route's answers, whatever their status, carry a picture's policy (ADR 068). */
    policy?: 'picture';
  }
}

/** A route's `config` that gives its answers, whatever their status, a picture's policy (ADR 068). */
export const pictureAnswers = { policy: 'picture' } as const;

/** HSTS for two years once the site is known to be served over HTTPS. */
const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

/**
 * Helmet's part of the policy: its fixed headers (nosniff, X-Frame-Options, Referrer-Policy,
 * Cross-Origin-*…); the CSP, Permissions-Policy and HSTS come from `addSecurityHeaders`. Not the
 * ones only browsers nobody uses read (ADR 068): X-Download-Options (Internet Explorer 8),
 * X-XSS-Protection (Helmet sends `0`, which is what every browser without an XSS auditor does
 * anyway) and X-Permitted-Cross-Domain-Policies (Flash); every byte of a page's headers counts.
 */
export const helmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: false,
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  xDownloadOptions: false,
  xXssProtection: false,
  xPermittedCrossDomainPolicies: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** What a response carries that is not part of the policy. */
const notPolicy = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * Helmet's headers with the site's options, read once from a throwaway app: they are the same for
 * every answer, so they are set as one fixed set (`addSecurityHeaders`) instead of by Helmet's
 * eleven middlewares on every request (ADR 061).
 */
export async function helmetHeaders(): Promise<Readonly<Record<string, string>>> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions);
  probe.get('/', async () => '');
  const answer = await probe.inject('/');
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!notPolicy.has(name) && value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/**
 * Every policy header an answer carries, as one fixed set, for the answers Fastify's hooks never
 * see: errors raised before routing (an unreadable address) and the ones written straight to the
 * socket (a half-sent or malformed request). Helmet's headers are the ones every other answer gets
 * (`helmetHeaders`); the CSP is the base one (no page scripts); HSTS as `addSecurityHeaders` sends
 * it for a plain-HTTP request.
 */
export async function fixedSecurityHeaders(options: {
  readonly publicUrl: string;
  readonly client?: ClientSources;
  readonly helmet?: Readonly<Record<string, string>>;
}): Promise<Readonly<Record<string, string>>> {
  const headers: Record<string, string> = { ...(options.helmet ?? (await helmetHeaders())) };
  headers['content-security-policy'] = contentSecurityPolicy([], options.client);
  headers['permissions-policy'] = permissionsPolicy;
  if (options.publicUrl.startsWith('https:')) headers['strict-transport-security'] = strictTransportSecurity;
  return headers;
}

/**
 * Sets the site's policy headers on every response of `app` (the root instance, so the hook
 * covers every route, the not-found handler and errors). HSTS goes out when the public address is
 * https, or when this request came over https (directly, or as a proxy the app trusts says).
 */
export function addSecurityHeaders(
  app: FastifyInstance,
  options: {
    readonly publicUrl: string;
    readonly client?: ClientSources;
    /** Helmet's fixed headers (`helmetHeaders`). */
    readonly helmet: Readonly<Record<string, string>>;
  },
): void {
  const httpsSite = options.publicUrl.startsWith('https:');
  const whole = {
    ...options.helmet,
    'content-security-policy': contentSecurityPolicy([], options.client),
    'permissions-policy': permissionsPolicy,
  };
  const picture = {
    'content-security-policy': pictureContentSecurityPolicy,
    'x-content-type-options': options.helmet['x-content-type-options'] ?? 'nosniff',
    'cross-origin-resource-policy': options.helmet['cross-origin-resource-policy'] ?? 'same-origin',
  };
  const documentOnly = Object.keys(whole).filter((name) => !(name in picture));
  app.decorateReply('subresourcePolicy', function (this: FastifyReply) {
    for (const name of documentOnly) this.removeHeader(name);
    this.headers(picture);
  });
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    reply.headers(request.routeOptions.config?.policy === pictureAnswers.policy ? picture : whole);
    if (httpsSite || request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
  });
}
