import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Redis } from 'ioredis';
import { IngestUpload } from '../../application/analytics-ingestion/ingest-upload.use-case';
import type { ReadCatalogue } from '../../application/catalogue/read-catalogue.use-case';
import type { ReadMedia } from '../../application/catalogue/read-media.use-case';
import type { RecordConsent } from '../../application/consent/record-consent.use-case';
import type { ReadContent } from '../../application/content/read-content.use-case';
import type { ManageEnquiries } from '../../application/enquiries/manage-enquiries.use-case';
import type { ReferralOptOut } from '../../application/enquiries/referral-opt-out.use-case';
import type { SubmitEnquiry } from '../../application/enquiries/submit-enquiry.use-case';
import type { Reservations } from '../../application/reservations/reservations.use-case';
import type { CheckHealth } from '../../application/site/check-health.use-case';
import type { DescribePage, PageDescription, PageName } from '../../application/site/describe-page.use-case';
import type { ListSitemapEntries } from '../../application/site/sitemap.use-case';
import type { ViewingBookings } from '../../application/viewings/viewing-bookings.use-case';
import type { ThrottleSettings } from '../../domain/analytics-ingestion/device-throttle';
import { holdsLoneSurrogate, isSingleLine } from '../../domain/shared/input-text';
import { isConsolePath } from '../../domain/site/site-routes';
import type { AnalyticsEvents } from '../../ports/analytics-events.port';
import type { Clock } from '../../ports/clock.port';
import type { WindowCounters } from '../../ports/window-counters.port';
import { MemoryWindowCounters } from '../memory/memory-window-counters';
import { isConnectionFailure } from '../postgres/connection-failure';
import { adminRoutes } from './admin.routes';
import { consoleShell } from './admin-shell';
import {
  analyticsRoutes,
  defaultAnalyticsApiKey,
  defaultAnalyticsBodyLimit,
  defaultAnalyticsEventsPerMinute,
} from './analytics.routes';
import { sendError } from './api-error';
import { backupRoute, type DatabaseBackupRoute } from './backup.routes';
import { catalogueRoutes } from './catalogue.routes';
import { closeConnectionsWhenClosing } from './closing';
import {
  type ConnectionSettings,
  connectionsCheckingInterval,
  defaultConnectionSettings,
  limitConnections,
  trustedProxies,
} from './connection-limits';
import { consentRoutes } from './consent.routes';
import { contentRoutes } from './content.routes';
import { withPageStylesheets } from './critical-css';
import { enquiryRoutes, type PageToSend } from './enquiries.routes';
import { clientErrorAnswer, expectationFailedAnswer, frameworkErrorAnswer } from './framework-answers';
import { healthRoutes } from './health.routes';
import { inlineStylesheets } from './inline-stylesheet';
import { mediaRoutes } from './media.routes';
import { metricsRoute, observeRequests, type RequestMetrics } from './metrics.routes';
import { pageDataRoutes } from './page-data.routes';
import { negotiated, type PageResponse, PageResponses } from './page-responses';
import { addPublicWriteBudget, defaultPublicWriteBudget } from './public-write-budget';
import { plainPage, referralOptOutRoutes } from './referral-opt-out.routes';
import { reservationRoutes } from './reservations.routes';
import { roomFinderRoutes } from './room-finder.routes';
import {
  addSecurityHeaders,
  clientSources,
  contentSecurityPolicy,
  fixedSecurityHeaders,
  helmetHeaders,
  templateScriptHashes,
  withInlineStyles,
  withStripeCheckout,
} from './security-headers';
import { sitemapRoutes } from './sitemap.routes';
import { renderShell } from './spa-shell';
import { type AuthenticateStaff, addStaffGuard, type ConsoleRoute, requiredPermission } from './staff-guard';
import { stylesheetCutter, workerBeside } from './stylesheet-cutter';
import { unavailableResponder } from './unavailable';
import { viewingRoutes } from './viewings.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registers (method and pattern, HEAD left out), read as they are added: for tests that walk them all. */
    routeTable: readonly { readonly method: string; readonly url: string }[];
  }
}

/** The console's API: who holds a session, and each area's plugin of routes (they use `requirePermission`). */
export interface ConsoleDeps {
  readonly authenticate: AuthenticateStaff;
  readonly routes: readonly ((app: FastifyInstance) => Promise<void>)[];
}

/**
 * What the routes call: application use cases (src/application), never a port's adapter; the
 * server's composition root (src/server/main.ts) builds them.
 */
export interface HttpApiDeps {
  readonly catalogue: ReadCatalogue;
  readonly content: ReadContent;
  readonly media: ReadMedia;
  readonly health: CheckHealth;
  /** /sitemap.xml's entries. */
  readonly sitemap: ListSitemapEntries;
  /** The operators' listing, closing and reopening of enquiries (/api/admin/…, with adminToken). */
  readonly enquiries: ManageEnquiries;
  /** A friend's opt-out from referral e-mails (/referrals/unsubscribe). */
  readonly referralOptOut: ReferralOptOut;
  /** Taking an enquiry from any form, the room finder's included: checked, stored with its e-mails. */
  readonly submitEnquiry: SubmitEnquiry;
  /** Booking, reading, moving and cancelling viewings. */
  readonly viewings: ViewingBookings;
  /** Reserving rooms (issue 20); without it those endpoints do not exist. */
  readonly reservations?: Reservations;
  /** Whether the holding deposit is paid on Stripe's Checkout page: the CSP lets forms go there then. */
  readonly stripeCheckout?: boolean;
  readonly describePage: DescribePage;
  /** The built SPA (dist/public); null serves the API alone. */
  readonly publicDir: string | null;
  readonly publicUrl: string;
  readonly logger?: FastifyServerOptions['logger'];
  /**
   * Which proxies' X-Forwarded-For and X-Forwarded-Proto to believe (Fastify's `trustProxy`: true,
   * a hop count, or addresses and CIDRs); none by default, or any client could pick the address
   * that the per-address limits count.
   */
  readonly trustProxy?: boolean | number | readonly string[];
  /**
   * Renders a page's HTML on the server from the data injected into it (the UI's server render);
   * without it, or when it fails, the page is the shell and the browser renders it.
   */
  readonly renderPage?: (
    path: string,
    search: string,
    initialData: Readonly<Record<string, unknown>>,
  ) => Promise<string>;
  /**
   * The operators' metrics (issue 21): every answer's duration is observed by route pattern and
   * status, and GET /metrics gives them in Prometheus' format to a bearer of `token`; without
   * them /metrics does not exist (404).
   */
  readonly metrics?: RequestMetrics;
  /** GET /api/admin/backup: a copy of the embedded database for a bearer of ADMIN_TOKEN (PGlite only; ADR 058). */
  readonly backup?: DatabaseBackupRoute;
  /** Requests per minute per address on the API. */
  readonly apiRateLimit?: number;
  /**
   * Where every rate limit counts (the API's, the public writes', sign-in's, analytics' and
   * consent's): a Redis that several servers share, under `namespace`; in this process when absent.
   */
  readonly rateLimitStore?: { readonly redis: Redis; readonly namespace: string };
  /** The analytics event budget's and device throttle's counts; this process's own when absent (ADR 055). */
  readonly windowCounters?: WindowCounters;
  /** Public writes (enquiries; viewing bookings, moves and cancellations) per minute per address (default 10), in place of the API's limit on those routes. */
  readonly enquiryRateLimit?: number;
  /** Public writes per minute per address across all of them (enquiries, room finder, viewings, consent; default 20), besides each route's limit. */
  readonly publicWriteBudget?: number;
  /** The bearer token of the operators' API (/api/admin/…); without it that API does not exist (404). */
  readonly adminToken?: string;
  /**
   * The operator console's API (/api/admin/…, with a staff session cookie): each area's routes,
   * registered behind the console's guard (staff-guard.ts); without it the console has no API.
   */
  readonly console?: ConsoleDeps;
  /** Visitors' accounts (/api/account/…, ADR 053): accountRoutes(…); without it there are no accounts. */
  readonly accounts?: (api: FastifyInstance) => Promise<void>;
  /** First-party analytics (POST /api/analytics/2/httpapi, ADR 022); without it that endpoint does not exist. */
  readonly analyticsEvents?: AnalyticsEvents;
  /** The key uploads must carry (default "digs-first-party", the browser build's default). */
  readonly analyticsApiKey?: string;
  /** Analytics uploads per minute per address (default 120). */
  readonly analyticsRateLimit?: number;
  /** Analytics events per minute per address (default 6,000). */
  readonly analyticsEventsPerMinute?: number;
  /** The per-device throttle (default Amplitude's 30 events a second, 50,000 devices a minute); tests shrink it. */
  readonly analyticsThrottle?: ThrottleSettings;
  /** The largest analytics upload in bytes (default 1 MB, Amplitude's). */
  readonly analyticsBodyLimit?: number;
  /** Logging consent decisions (POST /api/consent); without it that endpoint does not exist. */
  readonly recordConsent?: RecordConsent;
  /** Consent decisions per minute per address (default 30). */
  readonly consentRateLimit?: number;
  /** The server's time for analytics uploads (default the system clock). */
  readonly clock?: Clock;
  /** Timeouts and connection caps against slow or numerous clients (`defaultConnectionSettings` for what is not given). */
  readonly connections?: Partial<ConnectionSettings>;
  /**
   * The built worker that cuts pages' stylesheets off the event loop (ADR 101); by default the one
   * beside this module's file (dist/server/stylesheet-cut-worker.js in the build). Null, or a file
   * that is not there (the sources under vitest), cuts in process.
   */
  readonly stylesheetWorker?: URL | null;
}

/** The Fastify application: the API, pictures, hashed assets and the SPA shell for every page. */
export async function createHttpApp(deps: HttpApiDeps): Promise<FastifyInstance> {
  const connections: ConnectionSettings = { ...defaultConnectionSettings, ...deps.connections };
  // The built page template with its stylesheet inlined (ADR 060): the CSP allows that text by its hash.
  const publicDir = deps.publicDir;
  const builtTemplate = publicDir ? await readFile(path.join(publicDir, 'index.html'), 'utf8') : null;
  const inlined =
    publicDir && builtTemplate !== null
      ? await inlineStylesheets(builtTemplate, (href) => readFile(path.join(publicDir, href), 'utf8').catch(() => null))
      : null;
  // Where the built client sends analytics (the build writes it): the CSP lets it connect there.
  const client = withInlineStyles(
    withStripeCheckout(
      clientSources(
        deps.publicDir
          ? JSON.parse(await readFile(path.join(deps.publicDir, 'client-settings.json'), 'utf8').catch(() => '{}'))
          : {},
      ),
      deps.stripeCheckout === true,
    ),
    inlined?.styleHashes ?? [],
  );
  // The template's inline loader (ADR 065), allowed on pages and the console's shell only; hashed
  // from the template as built, before any stylesheet's text is put into it.
  const loaderHashes = builtTemplate !== null ? templateScriptHashes(builtTemplate) : [];
  // The policy headers for the answers that no hook sees (errors before routing, on the socket).
  const helmet = await helmetHeaders();
  const policyHeaders = await fixedSecurityHeaders({ publicUrl: deps.publicUrl, client, helmet });
  const app: FastifyInstance = Fastify({
    logger:
      typeof deps.logger === 'object' ? { ...deps.logger, serializers: { err: loggedError } } : (deps.logger ?? false),
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    trustProxy: trustProxyOption(deps.trustProxy ?? false),
    // Every request's id is unique across servers; behind a trusted proxy, the proxy's (nginx's
    // $request_id), so one id follows a request through the proxy's log and ours.
    genReqId: () => randomUUID(),
    requestIdHeader: deps.trustProxy ? 'x-request-id' : false,
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    // Slow clients are cut: headers within headersTimeout, the whole request within requestTimeout
    // (both 408), an idle keep-alive connection after keepAliveTimeout. Node checks the first two
    // every connectionsCheckingInterval. A request without Host reaches the app (a 400 with the
    // policy headers, below) instead of Node's bare one.
    http: {
      headersTimeout: connections.headersTimeoutMs,
      connectionsCheckingInterval: connectionsCheckingInterval(connections),
      requireHostHeader: false,
    },
    requestTimeout: connections.requestTimeoutMs,
    keepAliveTimeout: connections.keepAliveTimeoutMs,
    frameworkErrors: frameworkErrorAnswer(policyHeaders),
    clientErrorHandler: clientErrorAnswer(policyHeaders, () => app.log),
  });
  app.server.on('checkExpectation', expectationFailedAnswer(policyHeaders));
  // Every route, as registered (plugins inherit this hook), so a test can walk them all without a list of its own.
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });
  limitConnections(app.server, connections, trustedProxies(deps.trustProxy ?? false));

  // Helmet's fixed headers, read once, the CSP (a page's names its inline scripts), Permissions-Policy
  // and HSTS (per request), all from addSecurityHeaders (ADR 023, ADR 061).
  addSecurityHeaders(app, { publicUrl: deps.publicUrl, client, helmet });
  if (deps.metrics) observeRequests(app, deps.metrics);
  // HTTP/1.1 requires Host; Node's own refusal would go without the policy headers.
  app.addHook('onRequest', async (request, reply) => {
    // Every answer names its request, as every log line about it does.
    reply.header('x-request-id', request.id);
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      return sendError(reply, 400, {
        error: 'bad_request',
        message: 'A request must say which site it is for (Host).',
      });
    }
  });
  // Text that is not valid Unicode (a lone surrogate half, `"\ud800"` in JSON; no browser form sends
  // one) is refused at the door, in any field of any body: PostgreSQL's JSON refuses it, so it would
  // fail later, wherever a field reaches a jsonb column (the console's audit trail takes every edit).
  // A route that reads such text itself says so (`config.illFormedTextRead`: the analytics upload).
  app.addHook('preValidation', async (request, reply) => {
    const config = request.routeOptions.config as { illFormedTextRead?: boolean };
    if (config.illFormedTextRead !== true && request.body !== undefined && holdsLoneSurrogate(request.body))
      return sendError(reply, 400, {
        error: 'bad_request',
        message: 'The request holds text that is not valid Unicode (half of a surrogate pair).',
      });
  });
  // A query is single-line text (ADR 028): on the API, a control character in any of its keys or
  // values (NUL, a line break, an escape) is refused here, naming the field, before any handler
  // reads it or a query carries it to the database. Pages and links from e-mails read their
  // queries as text and answer them as any unknown address (tested in control-characters.test.ts).
  app.addHook('preValidation', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const field = fieldNotSingleLine(request.query);
    if (field !== null)
      return sendError(reply, 400, {
        error: 'bad_request',
        message: 'The address’s query holds a control character (such as NUL or a line break).',
        fields: { [field]: 'Must be one line of text, without control characters.' },
      });
  });
  // Brotli at its default quality (11) costs more CPU than the whole request; 5 is near gzip's speed
  // and still smaller. Hashed assets are pre-compressed at build time at the best quality.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
  closeConnectionsWhenClosing(app);
  const unavailable = unavailableResponder();
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    // The database is down or unreachable: 503, and the same request succeeds once it is back.
    if (isConnectionFailure(error)) return unavailable(error, request, reply);
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, status, {
      error: status === 429 ? 'rate_limited' : status === 500 ? 'server_error' : 'bad_request',
      message:
        status === 500 ? 'Something went wrong on our side. Please try again.' : (error.message ?? 'Bad request'),
      // What to quote to the operator: the log's line about this failure carries the same id.
      ...(status === 500 ? { requestId: request.id } : {}),
    });
  });

  const template = inlined?.html ?? null;
  const routeChunks: Record<string, string[]> = deps.publicDir
    ? JSON.parse(await readFile(path.join(deps.publicDir, 'route-chunks.json'), 'utf8').catch(() => '{}'))
    : {};

  // The modules a page needs: the app, the page's lazy module and what it imports; one segment (/manchester, /about-us) goes through
  // city-or-page, which loads the city page or the content page lazily in turn.
  const chunksFor = (page: PageName): string[] => {
    const modules =
      page === 'city' ? ['city-or-page', 'city'] : page === 'content-page' ? ['city-or-page', 'content'] : [page];
    // '*' is the app itself, which every page needs (ADR 013).
    return [...new Set(['*', ...modules].flatMap((m) => routeChunks[m] ?? []))];
  };

  const pages = new PageResponses();
  // Small pages (ADR 067) when the built template carries the stylesheet: a kept page drawn by the
  // server names the address of its data instead of carrying it, and carries only the rules its
  // markup uses; the loader adds the rest once the largest picture is drawn.
  const sheets = inlined?.sheets ?? [];
  // The cut runs in a worker thread (ADR 101), started only by a server that makes small pages.
  const cutter = stylesheetCutter(
    sheets.length > 0
      ? deps.stylesheetWorker === undefined
        ? workerBeside(import.meta.url)
        : deps.stylesheetWorker
      : null,
    (message) => app.log.warn(message),
  );
  app.addHook('onClose', () => cutter.close());

  /**
   * A page at its canonical address, kept: described by `page`, rendered on the server, made
   * small, and compressed once per version of its data.
   */
  function keptPage(pathname: string, search: string, page: PageDescription): Promise<PageResponse> {
    const chunks = chunksFor(page.page);
    const make = async (id: string) => {
      const html = deps.renderPage ? await deps.renderPage(pathname, search, page.initialData) : null;
      const small = html !== null && isSmall(page);
      const dataAddress = `/api/page-data/${id}?at=${encodeURIComponent(`${pathname}${search}`)}`;
      const shell = renderShell(
        template ?? bareTemplate,
        page,
        deps.publicUrl,
        chunks,
        html,
        small ? { dataAddress } : {},
      );
      return small ? withPageStylesheets(shell, html, sheets, cutter.cut) : shell;
    };
    return pages.get(pathname, search, page, (id) => withTimeout(make(id), renderTimeoutMs));
  }

  /**
   * Whether a kept page is made small: with the built stylesheet and a render on the server; a
   * private page (signing in, the account) stays whole, so nothing of it goes to a shared cache.
   */
  const isSmall = (page: PageDescription) => sheets.length > 0 && deps.renderPage !== undefined && !page.private;

  /** Whether the page at this address is sent as a kept page (not one made afresh for each request). */
  const isKept = (pathname: string, search: string, page: PageDescription) =>
    (page.forms?.length ?? 0) === 0 && page.status === 200 && `${pathname}${search}` === page.canonicalPath;

  /**
   * Sends a page as a first load gets it: described, rendered on the server (the shell when that
   * fails), with its initial data. A page at its canonical address is kept, rendered and compressed
   * once per version of its data; a page holding a form is made afresh every time, with a form token
   * of its own; a page sent back after a refused form post (without JavaScript) carries the
   * visitor's answers and messages as well (`data`) and its own status.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, target: PageToSend) {
    const search = target.search ?? '';
    const described = target.description ?? (await deps.describePage.run(target.pathname, search));
    if (described.status === 301 && described.location && !target.data) {
      return reply.header('cache-control', 'public, max-age=86400').redirect(`${described.location}${search}`, 301);
    }
    const withForm = (described.forms?.length ?? 0) > 0;
    const page: PageDescription =
      withForm || target.data
        ? {
            ...described,
            initialData: {
              ...described.initialData,
              ...(withForm ? { 'form-token': { formToken: deps.submitEnquiry.formToken() } } : {}),
              ...target.data,
            },
          }
        : described;
    const status = target.status ?? page.status;
    // A private page's address carries a secret (a booking's manage link): no shared cache may keep it.
    const cacheControl = page.private ? 'private, no-store' : 'no-cache';
    reply.code(status).header('cache-control', cacheControl).type('text/html; charset=utf-8');
    const send = (html: string | Buffer, scriptHashes: readonly string[], styleHashes: readonly string[] = []) =>
      reply
        .header(
          'content-security-policy',
          // A small page carries its own cut of the stylesheet instead of the template's (ADR 067).
          contentSecurityPolicy(
            [...loaderHashes, ...scriptHashes],
            styleHashes.length > 0 ? { ...client, style: styleHashes } : client,
          ),
        )
        .send(html);
    // Without the built site (the API alone), a page sent back after a post is still a page.
    const shellTemplate = template ?? bareTemplate;
    const chunks = chunksFor(page.page);
    // Without a render the browser renders the page; that shell is not kept, so the next visit tries again.
    const shell = (error: unknown) => {
      request.log.error({ err: error }, 'server render failed; sending the shell');
      return renderShell(shellTemplate, page, deps.publicUrl, chunks, target.fallbackHtml ?? null);
    };
    // Only a page at its canonical address is kept: made-up paths and queries are rendered each
    // time (and compressed by the plugin), so they cannot crowd the popular pages out.
    if (target.data || status !== 200 || !isKept(target.pathname, search, page)) {
      const made = await withTimeout(
        (async () => {
          const html = deps.renderPage
            ? await deps.renderPage(target.pathname, search, page.initialData)
            : (target.fallbackHtml ?? null);
          return renderShell(shellTemplate, page, deps.publicUrl, chunks, html);
        })(),
        renderTimeoutMs,
      ).catch(shell);
      return send(made.html, made.scriptHashes);
    }
    const finished = await keptPage(target.pathname, search, page).catch(shell);
    if (!('br' in finished)) return send(finished.html, finished.scriptHashes);
    return send(negotiated(request, reply, finished), finished.scriptHashes, finished.styleHashes);
  }

  // Health checks are never limited: a flood from one address must not make the server look down.
  await app.register(healthRoutes(deps.health));
  if (deps.metrics) await app.register(metricsRoute(deps.metrics));
  // The API, rate-limited per address; pictures and pages are cached and cheap, so they are not.
  await app.register(async (api) => {
    await api.register(rateLimit, {
      global: true,
      // Shared by every server when there is a Redis; while it is unreachable requests pass, counted again once it is back.
      ...(deps.rateLimitStore
        ? { redis: deps.rateLimitStore.redis, nameSpace: deps.rateLimitStore.namespace, skipOnError: true }
        : {}),
      max: deps.apiRateLimit ?? 600,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: 'rate_limited',
        message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    });
    addPublicWriteBudget(api, deps.publicWriteBudget ?? defaultPublicWriteBudget);
    await api.register(catalogueRoutes(deps.catalogue));
    await api.register(contentRoutes(deps.content));
    await api.register(sitemapRoutes(deps.sitemap, deps.publicUrl));
    await api.register(
      pageDataRoutes({
        find: (id) => pages.find(id),
        dataAt: async (pathname, search, id) => {
          const page = await deps.describePage.run(pathname, search);
          const small = isKept(pathname, search, page) && isSmall(page);
          return small && pages.keyFor(pathname, search, page) === id ? JSON.stringify(page.initialData) : null;
        },
      }),
    );
    await api.register(roomFinderRoutes(deps.submitEnquiry, { perMinute: deps.enquiryRateLimit ?? 10 }));
    await api.register(
      enquiryRoutes(deps.submitEnquiry, {
        perMinute: deps.enquiryRateLimit ?? 10,
        describePage: deps.describePage,
        sendPage,
      }),
    );
    await api.register(viewingRoutes(deps.viewings, { perMinute: deps.enquiryRateLimit ?? 10 }));
    if (deps.reservations) {
      await api.register(
        reservationRoutes(deps.reservations, {
          perMinute: deps.enquiryRateLimit ?? 10,
          secure: new URL(deps.publicUrl).protocol === 'https:',
        }),
      );
    }
    await api.register(
      referralOptOutRoutes(deps.referralOptOut, {
        perMinute: deps.enquiryRateLimit ?? 10,
        page: (title, body) => plainPage(template ?? bareTemplate, title, body),
      }),
    );
    if (deps.adminToken) {
      await api.register(adminRoutes(deps.enquiries, { token: deps.adminToken }));
    }
    if (deps.backup) await api.register(backupRoute(deps.backup));
    if (deps.accounts) await api.register(deps.accounts);
    const console = deps.console;
    const consoleRouteTable: ConsoleRoute[] = [];
    app.decorate('consoleRoutes', consoleRouteTable);
    if (console) {
      await api.register(async (consoleApi) => {
        await addStaffGuard(consoleApi, { authenticate: console.authenticate, publicUrl: deps.publicUrl });
        // Fails closed: a console route that checks no permission stops the server at start,
        // unless it says it is for signed-out staff (signing in, one-time links).
        consoleApi.addHook('onRoute', (route) => {
          const permission = requiredPermission(route.preHandler);
          const signedOut = (route.config as { consoleSignedOut?: boolean } | undefined)?.consoleSignedOut === true;
          if (!permission && !signedOut) {
            throw new Error(`The console route ${String(route.method)} ${route.url} checks no permission`);
          }
          for (const method of [route.method].flat()) {
            if (method !== 'HEAD') consoleRouteTable.push({ method, url: route.url, permission });
          }
        });
        // A draft page as visitors will see it (issue 19): the server's render, without the app's scripts.
        consoleApi.decorate('renderPreview', async (page: PageDescription) => {
          const html = deps.renderPage
            ? await withTimeout(deps.renderPage(page.canonicalPath, '', page.initialData), renderTimeoutMs).catch(
                () => null,
              )
            : null;
          const staticTemplate = (template ?? bareTemplate)
            .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
            .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
          const shell = renderShell(staticTemplate, page, deps.publicUrl, [], html);
          return { html: shell.html, csp: contentSecurityPolicy(shell.scriptHashes, client) };
        });
        for (const routes of console.routes) await consoleApi.register(routes);
      });
    }
    const clock = deps.clock ?? { now: () => Date.now() };
    if (deps.analyticsEvents) {
      await api.register(
        analyticsRoutes(
          new IngestUpload(deps.analyticsEvents, clock, deps.windowCounters ?? new MemoryWindowCounters(), {
            apiKey: deps.analyticsApiKey ?? defaultAnalyticsApiKey,
            eventsPerMinute: deps.analyticsEventsPerMinute ?? defaultAnalyticsEventsPerMinute,
            throttle: deps.analyticsThrottle,
          }),
          {
            uploadsPerMinute: deps.analyticsRateLimit ?? 120,
            bodyLimit: deps.analyticsBodyLimit ?? defaultAnalyticsBodyLimit,
          },
        ),
      );
    }
    if (deps.recordConsent) {
      await api.register(consentRoutes(deps.recordConsent, { perMinute: deps.consentRateLimit ?? 30 }));
    }
  });
  await app.register(mediaRoutes(deps.media));

  if (deps.publicDir) {
    await app.register(fastifyStatic, {
      root: deps.publicDir,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      // The build's own files (the page template, its module map, the metafile) are not for visitors.
      allowedPath: (pathName) =>
        !/^\/(index\.html|metafile\.json|route-chunks\.json|client-settings\.json)$/.test(pathName),
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        // A module, stylesheet or source map of the build is never a document: a page's policy
        // (CSP, Permissions-Policy, framing, referrer…) would be ~800 bytes on each, unread (ADR 097).
        if (hashed && /\.(?:js|css|map)(?:\.br|\.gz)?$/.test(filePath)) res.subresourcePolicy();
      },
    });
  }

  const nothingHere = { error: 'not_found', message: 'Nothing here.' } as const;
  // Every other GET is a page: a route (not the not-found handler) so the compress plugin's hooks apply.
  app.get('/*', async (request, reply) => {
    // The path as sent: `//x` is a path here, not an address of another host as `new URL(//x, base)` reads it.
    const url = pathOf(request.url);
    if (!url || !template || /^\/(api|media|assets)(\/|$)/.test(url.pathname))
      return sendError(reply, 404, nothingHere);
    // The operator console (issue 18): its own page, rendered in the browser, never indexed or kept.
    if (isConsolePath(url.pathname))
      return reply
        .code(200)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('content-security-policy', contentSecurityPolicy(loaderHashes, client))
        .type('text/html; charset=utf-8')
        .send(consoleShell(template, [...new Set(['*', 'admin'].flatMap((m) => routeChunks[m] ?? []))]));
    return sendPage(request, reply, { pathname: url.pathname, search: url.search });
  });
  app.setNotFoundHandler(async (_request, reply) => sendError(reply, 404, nothingHere));

  return app;
}

/**
 * An error as it goes to the log: its type, the first line of its message, its code and where it
 * was thrown, and the same of its cause. A failed query's message goes on with the query's
 * parameters (visitors' names, addresses, e-mails with manage links): those lines are left out.
 */
export function loggedError(error: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error).split('\n')[0] ?? '', stack: '' };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message.split('\n')[0] ?? '',
    ...(code !== undefined ? { code } : {}),
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
    ...(error.cause !== undefined ? { cause: loggedError(error.cause) } : {}),
  };
}

/**
 * Fastify's form of a trusted-proxy setting. Fastify 5.12 takes a bare number as "trust nobody"
 * (a hop count cannot check who is talking), so a hop count is given as the function it used to
 * be: the nearest `hops` addresses are proxies.
 */
function trustProxyOption(setting: boolean | number | readonly string[]): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return typeof setting === 'boolean' ? setting : [...setting];
}

/** The first key of a parsed query whose name or a value is not single-line text; null when there is none. */
function fieldNotSingleLine(query: unknown): string | null {
  if (typeof query !== 'object' || query === null) return null;
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (!isSingleLine(key)) return key.replace(/[\p{Cc}\u2028\u2029]/gu, '?');
    if (values.some((v) => typeof v === 'string' && !isSingleLine(v))) return key;
  }
  return null;
}

/** The path and query of a request's address, whatever it starts with (`//`, `///x`); null when it cannot be read. */
function pathOf(requestUrl: string): URL | null {
  if (!requestUrl.startsWith('/')) return null;
  try {
    return new URL(`http://localhost${requestUrl}`);
  } catch {
    return null;
  }
}

/** The page around a form's answers sent back when there is no built site (the API alone, in tests). */
const bareTemplate =
  '<!doctype html>\n<html lang="en-GB">\n  <head>\n    <meta charset="utf-8">\n    <!--app-head-->\n  </head>\n  <body>\n    <div id="root"><!--app-html--></div>\n    <!--app-data-->\n  </body>\n</html>\n';

/** A server render that takes longer than this is abandoned for the plain shell. */
const renderTimeoutMs = 5_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
