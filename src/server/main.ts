import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { FolderCachedPictureFormats } from '../adapters/cache/folder-cached-picture-formats.adapter';
import { createHttpApp } from '../adapters/http-api/http-app';
import { HtmlMailer } from '../adapters/mail-templates/html-mailer';
import { databaseTarget, openDatabase } from '../adapters/postgres/database';
import { PgChangeNotices } from '../adapters/postgres/pg-change-notices';
import { DataDirInUseError } from '../adapters/postgres/pglite-folder-lock';
import { serverSecret } from '../adapters/postgres/server-secret';
import { openRedis, RedisUnreachableError } from '../adapters/redis/redis-connection';
import { RedisWindowCounters } from '../adapters/redis/redis-window-counters';
import { SharpPictureFormats } from '../adapters/sharp/sharp-picture-formats.adapter';
import { createMailer } from '../adapters/smtp/mailer-from-config';
import { outboxFolder } from '../adapters/smtp/outbox-folder-search';
import { READ_CATALOGUE, READ_MEDIA } from '../application/catalogue/catalogue.tokens';
import { RECORD_CONSENT } from '../application/consent/consent.tokens';
import { READ_CONTENT } from '../application/content/content.tokens';
import { MANAGE_ENQUIRIES, REFERRAL_OPT_OUT, SUBMIT_ENQUIRY } from '../application/enquiries/enquiries.tokens';
import { RESERVATIONS } from '../application/reservations/reservations.tokens';
import { CHECK_HEALTH, DESCRIBE_PAGE, LIST_SITEMAP_ENTRIES } from '../application/site/site.tokens';
import { FIRST_OWNER_SETUP } from '../application/staff/staff.tokens';
import type { FirstOwnerSetup } from '../application/staff/staff-links.use-case';
import { VIEWING_BOOKINGS } from '../application/viewings/viewings.tokens';
import { SIGN_IN_REQUEST_LIMITS } from '../domain/accounts/sign-in-code';
import { ANALYTICS_EVENTS } from '../ports/analytics-events.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { SCHEDULER } from '../ports/scheduler.port';
import { renderPageHtml } from '../ui/server-render';
import { accountApi } from './accounts';
import { configOrComplaint } from './config';
import { consoleApi } from './console-api';
import { createServerContainer } from './container';
import { serverJobs, startJobs } from './jobs';
import { defaultDataDir, demoDir, demoLoader, migrationsFolder, publicDir, rootDir } from './paths';
import { serverMetrics } from './server-metrics';

/** How long requests in flight at SIGTERM may take to finish: well inside a container's usual 30 s notice. */
const shutdownGraceMs = 10_000;
/** After the grace period and the jobs' and database's own closing, the process exits regardless (status 1). */
const shutdownDeadlineMs = 25_000;

async function main() {
  const config = configOrComplaint(process.env);
  if (config === null) process.exit(1);

  const target = databaseTarget(config.databaseUrl, defaultDataDir);
  // Several servers share their limits' counters in Redis when there is one (ADR 055).
  const redis = config.redisUrl ? await openRedis(config.redisUrl) : null;
  if (redis)
    process.stdout.write(
      `Rate limits: counted in Redis at ${new URL(config.redisUrl ?? '').host}, shared by every server.\n`,
    );
  const database = await openDatabase(target);
  await database.migrate(migrationsFolder);
  const where = target.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${target.dataDir ?? 'in memory'})`;
  process.stdout.write(`Database: ${where}, migrations applied.\n`);
  // The host's clock, unless a test server runs on a chosen day (TEST_CLOCK_START): the demo is then loaded for that day.
  const now = () => Date.now() + config.clockOffsetMs;
  // The journeys' servers keep the pictures' formats for the next server of the same build (PICTURE_CACHE_DIR, ADR 107).
  const pictureFormats = config.pictureCacheDir
    ? new FolderCachedPictureFormats(new SharpPictureFormats(), config.pictureCacheDir)
    : undefined;
  if (config.seedDemo) {
    // The demo's loader is a bundle of its own, imported only here (ADR 036).
    const demo: typeof import('./seed/seed-demo') = await import(pathToFileURL(demoLoader).href);
    const report = await demo.seedDemo(database.db, {
      dir: demoDir,
      now,
      ...(pictureFormats ? { formats: pictureFormats } : {}),
    });
    process.stdout.write(
      report.seeded
        ? `Demo data loaded: ${report.cities} cities, ${report.properties} properties, ${report.roomTypes} room types, ${report.images} pictures in ${(report.ms / 1000).toFixed(1)} s.\n`
        : 'Demo data: the database already has a catalogue; nothing added.\n',
    );
    const withRules = await demo.seedViewingRules(database.db, now);
    if (withRules > 0) process.stdout.write(`Demo viewing hours set for ${withRules} properties.\n`);
  }

  // Every message goes as HTML and text: the HTML drawn from the content the domain composed (ADR 027).
  const mailer = new HtmlMailer(
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: config.mailOutboxDir ?? path.join(rootDir, 'data/outbox'),
      log: (line) => process.stdout.write(`${line}\n`),
    }),
  );
  // Several servers on one PostgreSQL: a write through any of them reaches every server's read caches (ADR 056).
  const changeNotices =
    database.kind === 'postgres' && database.url
      ? await PgChangeNotices.open(database.url, (channel, payload) =>
          database.db.execute(sql`select pg_notify(${channel}, ${payload})`),
        )
      : undefined;
  let mailQueued = () => {};
  const container = createServerContainer(database, {
    publicUrl: config.publicUrl,
    manageKey: await serverSecret(database.db, 'viewing-manage-links'),
    formTokenKey: await serverSecret(database.db, 'form-tokens'),
    signInKey: await serverSecret(database.db, 'visitor-sign-in-codes'),
    mailer,
    mailFrom: config.mailFrom,
    mailQueued: () => mailQueued(),
    enquiryMinFillMs: config.enquiryMinFillMs,
    ...(config.smtpUrl ? {} : { mailFiles: outboxFolder(config.mailOutboxDir ?? path.join(rootDir, 'data/outbox')) }),
    ...(config.stripe ? { stripe: config.stripe } : {}),
    ...(config.reservationHoldMs ? { reservationHoldMs: config.reservationHoldMs } : {}),
    clockOffsetMs: config.clockOffsetMs,
    ...(pictureFormats ? { pictureFormats } : {}),
    holdCaps: config.holdCaps,
    ...(changeNotices ? { changeNotices } : {}),
  });
  const clock = container.get<Clock>(CLOCK);
  // No owner yet: one line with the set-up link, at every start until the first owner has chosen a password.
  // The one secret the server ever writes to its log, on purpose (ADR 071): whoever reads the log
  // at the first start is the operator. No code, other link, session id or feed token is logged
  // (test/server/no-secrets-in-logs.test.ts).
  const setupUrl = await container.get<FirstOwnerSetup>(FIRST_OWNER_SETUP).run();
  if (setupUrl) {
    process.stdout.write(`No console owner yet. Set one up (the link works once, for 24 hours): ${setupUrl}\n`);
  }
  // The operators' figures at GET /metrics, for a bearer of METRICS_TOKEN (issue 21).
  const metrics = config.metricsToken ? serverMetrics(container, database) : null;
  const app = await createHttpApp({
    // The routes call use cases only (ADR 040); the ports stay inside the container.
    catalogue: container.get(READ_CATALOGUE),
    content: container.get(READ_CONTENT),
    media: container.get(READ_MEDIA),
    health: container.get(CHECK_HEALTH),
    sitemap: container.get(LIST_SITEMAP_ENTRIES),
    enquiries: container.get(MANAGE_ENQUIRIES),
    referralOptOut: container.get(REFERRAL_OPT_OUT),
    submitEnquiry: container.get(SUBMIT_ENQUIRY),
    viewings: container.get(VIEWING_BOOKINGS),
    reservations: container.get(RESERVATIONS),
    stripeCheckout: config.stripe !== undefined,
    describePage: container.get(DESCRIBE_PAGE),
    renderPage: (pathname, search, initialData) => renderPageHtml(pathname, search, initialData, clock.now()),
    publicDir,
    publicUrl: config.publicUrl,
    logger: { level: config.logLevel },
    apiRateLimit: config.apiRateLimit,
    ...(metrics && config.metricsToken
      ? {
          metrics: {
            token: config.metricsToken,
            observeRequest: (method: string, route: string, status: number, seconds: number) =>
              metrics.observeRequest(method, route, status, seconds),
            render: () => metrics.render(),
          },
        }
      : {}),
    // `npm run db:backup` while this server holds the PGlite folder takes its copy through here (ADR 058).
    ...(config.adminToken && database.backup
      ? { backup: { token: config.adminToken, snapshot: database.backup } }
      : {}),
    ...(redis
      ? {
          rateLimitStore: { redis, namespace: 'digs:rate-limit:' },
          windowCounters: new RedisWindowCounters(redis, 'digs:analytics:'),
        }
      : {}),
    enquiryRateLimit: config.enquiryRateLimit,
    publicWriteBudget: config.publicWriteBudget,
    trustProxy: config.trustProxy,
    analyticsEvents: container.get(ANALYTICS_EVENTS),
    analyticsApiKey: config.analyticsApiKey,
    analyticsRateLimit: config.analyticsRateLimit,
    analyticsEventsPerMinute: config.analyticsEventsPerMinute,
    analyticsBodyLimit: config.analyticsBodyLimit,
    recordConsent: container.get(RECORD_CONSENT),
    consentRateLimit: config.consentRateLimit,
    clock,
    connections: config.connections,
    ...(config.adminToken ? { adminToken: config.adminToken } : {}),
    // The operator console's API (ADR 043): each area's routes behind the console's guard.
    console: consoleApi(container, config.publicUrl),
    // Visitors' accounts (ADR 053): passwordless sign-in and /account.
    accounts: accountApi(container, config.publicUrl, {
      ...SIGN_IN_REQUEST_LIMITS,
      perAddress: config.visitorSignInLimit,
    }),
  });

  const jobs = startJobs(
    // Every job does each piece of its work once across servers (ADR 058).
    serverJobs(container, { enquiryRetentionMonths: config.enquiryRetentionMonths, log: app.log }),
    container.get(SCHEDULER),
    app.log,
    metrics ? (job, outcome, seconds) => metrics.jobRan(job, outcome, seconds) : undefined,
  );
  mailQueued = () => jobs.kick('mail');

  // On SIGTERM (or Ctrl-C): no new connections; the requests in flight are answered (for at most
  // shutdownGraceMs, then their connections are cut), running jobs finish, the database closes
  // (PGlite writes a checkpoint), and the process exits 0.
  let closing = false;
  const shutdown = async (signal: string) => {
    // A second signal while closing means "now": the operator gave up waiting.
    if (closing) {
      app.log.warn(`${signal} again: exiting without finishing`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal}: closing`);
    // Whatever hangs (a job stuck in a query, a pool waiting for a client), the process ends.
    setTimeout(() => {
      app.log.error(`still closing after ${shutdownDeadlineMs / 1000} s: exiting`);
      process.exit(1);
    }, shutdownDeadlineMs).unref();
    const cut = setTimeout(() => app.server.closeAllConnections(), shutdownGraceMs);
    try {
      await app.close();
      clearTimeout(cut);
      await jobs.stop();
      await redis?.quit();
      await changeNotices?.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`Digs is serving ${config.publicUrl} (listening on ${config.host}:${config.port}).\n`);
}

main().catch((error: unknown) => {
  // Another process has the PGlite folder: what to do is the whole message, no stack.
  if (error instanceof DataDirInUseError || error instanceof RedisUnreachableError) {
    process.stderr.write(`Digs could not start: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Digs could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
