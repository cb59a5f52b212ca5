import { BlockList, isIP } from 'node:net';
import { z } from 'zod';
import {
  defaultAnalyticsApiKey,
  defaultAnalyticsBodyLimit,
  defaultAnalyticsEventsPerMinute,
} from '../adapters/http-api/analytics.routes';
import { type ConnectionSettings, defaultConnectionSettings } from '../adapters/http-api/connection-limits';
import { defaultPublicWriteBudget } from '../adapters/http-api/public-write-budget';
import { SIGN_IN_REQUEST_LIMITS } from '../domain/accounts/sign-in-code';
import { maxEventsPerUpload } from '../domain/analytics-ingestion/upload';
import { MIN_FILL_MS } from '../domain/enquiries/fill-time';
import { defaultHoldCaps } from '../domain/reservations/reservation';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const defaultMailFrom = 'Ember & Oak <no-reply@emberandoak.example>';

/** smtp:// or smtps:// with a host; user and password optional. */
function isSmtpUrl(value: string): boolean {
  if (!/^smtps?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** redis:// or rediss:// with a host. */
function isRedisUrl(value: string): boolean {
  if (!/^rediss?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** http:// or https:// with a host and nothing after it but an optional port (Stripe's client takes host and port). */
function stripeApi(value: string): { protocol: 'http' | 'https'; host: string; port: number } | null {
  try {
    const url = new URL(value);
    const protocol = url.protocol === 'http:' ? 'http' : url.protocol === 'https:' ? 'https' : null;
    if (!protocol || !url.hostname || url.pathname !== '/' || url.search || url.hash || url.username) return null;
    return { protocol, host: url.hostname, port: url.port ? Number(url.port) : protocol === 'https' ? 443 : 80 };
  } catch {
    return null;
  }
}

/** `address`, `Name <address>` or `"Name" <address>`, on one line (a line break would add headers). */
function isMailbox(value: string): boolean {
  const address = '[^\\s@<>",;]+@[^\\s@<>",;]+';
  return !/[\r\n]/.test(value) && new RegExp(`^(${address}|("[^"]*"|[^<>"]*)\\s*<${address}>)$`).test(value);
}

/** proxy-addr's names for address ranges, as Fastify's trustProxy takes them. */
const proxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix (CIDR) or one of the named ranges. */
function isProxyAddress(value: string): boolean {
  if (proxyRanges.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

const trustProxyMessage =
  'must be false, true, a number of proxy hops, or addresses and CIDRs separated by commas (e.g. 10.0.0.0/8,127.0.0.1)';

/** TRUST_PROXY: false (unset), true, a hop count, or a list of proxies' addresses. */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): boolean | number | readonly string[] => {
    const lower = value.toLowerCase();
    if (lower === 'true' || lower === 'yes') return true;
    if (lower === 'false' || lower === 'no') return false;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const addresses = value.split(',').map((a) => a.trim());
    if (addresses.every(isProxyAddress)) return addresses;
    context.addIssue({ code: 'custom', message: trustProxyMessage });
    return z.NEVER;
  });

/** Addresses only this machine can connect from. */
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
loopback.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

/** Whether listening on `host` lets only this machine connect (a loopback address or localhost). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (bare.toLowerCase() === 'localhost') return true;
  const version = isIP(bare);
  return version !== 0 && loopback.check(bare, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Why TRUST_PROXY=true or a hop count cannot go with `host`, or null when it can. Either believes
 * the X-Forwarded-For of whoever connects; on a public interface anyone who reaches the port
 * directly (not through the proxy) names any address and gets a fresh rate-limit budget with every
 * request. The proxies' own addresses are safe anywhere; so is anything on a loopback interface.
 */
export function trustProxyRefusal(trustProxy: boolean | number | readonly string[], host: string): string | null {
  if (trustProxy !== true && typeof trustProxy !== 'number') return null;
  if (isLoopbackHost(host)) return null;
  const setting = trustProxy === true ? 'TRUST_PROXY=true' : `TRUST_PROXY=${trustProxy} (a hop count)`;
  const where = host === '0.0.0.0' || host === '::' ? `every interface (HOST=${host})` : `HOST=${host}`;
  return (
    `${setting} believes X-Forwarded-For from anyone who connects, and the server listens on ${where}: ` +
    'a client that reaches the port directly could pick the address the rate limits count. ' +
    "Set TRUST_PROXY to the proxies' addresses or CIDRs (e.g. TRUST_PROXY=10.0.0.5 or 10.0.0.0/8), " +
    'or HOST=127.0.0.1 when the proxy runs on this machine.'
  );
}

/** Milliseconds from 100 ms to an hour: shorter cuts real visitors on a slow line, longer is no timeout. */
const milliseconds = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a whole number of milliseconds from 100 to 3600000' })
    .int({ message: 'must be a whole number of milliseconds from 100 to 3600000' })
    .min(100, { message: 'must be a whole number of milliseconds from 100 to 3600000' })
    .max(3_600_000, { message: 'must be a whole number of milliseconds from 100 to 3600000' })
    .default(fallback);

const connections = () =>
  z.coerce
    .number({ message: 'must be a whole number of connections from 1 to 1000000' })
    .int({ message: 'must be a whole number of connections from 1 to 1000000' })
    .min(1, { message: 'must be a whole number of connections from 1 to 1000000' })
    .max(1_000_000, { message: 'must be a whole number of connections from 1 to 1000000' });

/** Fifty years: a longer retention is a typo, not a policy. */
const maxRetentionMonths = 600;
const retentionMessage = `must be a whole number of months from 1 to ${maxRetentionMonths}, or 0 to keep closed enquiries until they are erased`;
const minFillMessage = 'must be a whole number of milliseconds from 0 to 60000 (0 only on a test server)';

const envSchema = z.object({
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .refine((v) => v === '' || /^(postgres(ql)?:\/\/.+|memory:\/\/|file:.+|pglite:.+|[./\w-].*)$/.test(v), {
      message: 'must be postgres://…, memory:// or a PGlite data directory',
    })
    .optional(),
  SEED_DEMO: booleanFlag.default(true),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL like https://example.com' }).optional(),
  API_RATE_LIMIT: z.coerce
    .number({ message: 'must be a whole number of requests per minute' })
    .int()
    .min(1)
    .default(600),
  ENQUIRY_RATE_LIMIT: z.coerce
    .number({ message: 'must be a whole number of enquiries per minute' })
    .int()
    .min(1)
    .default(10),
  VISITOR_SIGN_IN_LIMIT: z.coerce
    .number({ message: 'must be a whole number of sign-in requests and codes per 15 minutes' })
    .int()
    .min(1)
    .default(SIGN_IN_REQUEST_LIMITS.perAddress),
  PUBLIC_WRITE_BUDGET: z.coerce
    .number({ message: 'must be a whole number of public writes per minute' })
    .int()
    .min(1)
    .default(defaultPublicWriteBudget),
  TRUST_PROXY: trustProxySetting.default(false),
  ANALYTICS_API_KEY: z.string().trim().min(1).max(200).default(defaultAnalyticsApiKey),
  ANALYTICS_RATE_LIMIT: z.coerce
    .number({ message: 'must be a whole number of uploads per minute' })
    .int()
    .min(1)
    .default(120),
  ANALYTICS_EVENTS_PER_MINUTE: z.coerce
    .number({ message: 'must be a whole number of events per minute' })
    .int()
    .min(maxEventsPerUpload, { message: `must be at least ${maxEventsPerUpload}, the most events in one upload` })
    .default(defaultAnalyticsEventsPerMinute),
  ANALYTICS_BODY_LIMIT: z.coerce
    .number({ message: 'must be a whole number of bytes' })
    .int()
    .min(1024)
    .max(20 * 1024 * 1024)
    .default(defaultAnalyticsBodyLimit),
  CONSENT_RATE_LIMIT: z.coerce
    .number({ message: 'must be a whole number of consent decisions per minute' })
    .int()
    .min(1)
    .default(30),
  ENQUIRY_RETENTION_MONTHS: z.coerce
    .number({ message: retentionMessage })
    .int({ message: retentionMessage })
    .min(0, { message: retentionMessage })
    .max(maxRetentionMonths, { message: retentionMessage })
    .default(24),
  ENQUIRY_MIN_FILL_MS: z.coerce
    .number({ message: minFillMessage })
    .int({ message: minFillMessage })
    .min(0, { message: minFillMessage })
    .max(60_000, { message: minFillMessage })
    .default(MIN_FILL_MS),
  ADMIN_TOKEN: z
    .string()
    .min(24, { message: 'must be at least 24 characters (for example the output of `openssl rand -hex 32`)' })
    .optional(),
  SMTP_URL: z
    .string()
    .trim()
    .refine(isSmtpUrl, { message: 'must be smtp://user:pass@host:port or smtps://user:pass@host:port' })
    .optional(),
  METRICS_TOKEN: z
    .string()
    .min(24, { message: 'must be at least 24 characters (for example the output of `openssl rand -hex 32`)' })
    .optional(),
  REDIS_URL: z
    .string()
    .trim()
    .refine(isRedisUrl, { message: 'must be redis://[user:pass@]host:port[/db] or rediss://…' })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .refine(isMailbox, { message: 'must be one mailbox like Ember & Oak <hello@emberandoak.example>' })
    .default(defaultMailFrom),
  MAIL_OUTBOX_DIR: z.string().trim().min(1).optional(),
  HEADERS_TIMEOUT_MS: milliseconds(defaultConnectionSettings.headersTimeoutMs),
  REQUEST_TIMEOUT_MS: milliseconds(defaultConnectionSettings.requestTimeoutMs),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(defaultConnectionSettings.keepAliveTimeoutMs),
  MAX_CONNECTIONS: connections().default(defaultConnectionSettings.maxConnections),
  MAX_CONNECTIONS_PER_ADDRESS: connections().optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, {
      message: 'must be a Stripe secret key like sk_live_… or sk_test_…',
    })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9]{8,}$/, { message: "must be the webhook endpoint's signing secret, whsec_…" })
    .optional(),
  STRIPE_API_URL: z
    .string()
    .trim()
    .refine((v) => stripeApi(v) !== null, { message: 'must be http(s)://host[:port] (no path)' })
    .optional(),
  RESERVATION_HOLD_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(5, { error: 'must be 5 seconds or more' })
    .max(3600, { error: 'must be an hour or less' })
    .optional(),
  PICTURE_CACHE_DIR: z.string().trim().min(1).optional(),
  TEST_CLOCK_START: z.iso
    .datetime({ offset: true, error: 'must be an ISO date and time, like 2026-12-01T12:00:00Z' })
    .optional(),
  RESERVATION_HOLDS_PER_VISITOR: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be 1 or more' })
    .max(100, { error: 'must be 100 or fewer' })
    .default(defaultHoldCaps.perVisitor),
  RESERVATION_HOLDS_PER_ADDRESS: z.coerce
    .number({ error: 'must be a whole number (0: no cap per address)' })
    .int({ error: 'must be a whole number (0: no cap per address)' })
    .min(0, { error: 'must be 0 (no cap) or more' })
    .max(100_000, { error: 'must be 100,000 or fewer' })
    .default(defaultHoldCaps.perAddress),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
});

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string | undefined;
  readonly seedDemo: boolean;
  readonly publicUrl: string;
  readonly logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** API requests per minute per address. */
  readonly apiRateLimit: number;
  /** Public enquiry writes per minute per address. */
  readonly enquiryRateLimit: number;
  /** A visitor's sign-in requests and codes per 15 minutes per address (VISITOR_SIGN_IN_LIMIT, default 10). */
  readonly visitorSignInLimit: number;
  /** Public writes per minute per address across enquiries, the room finder, viewings and consent (PUBLIC_WRITE_BUDGET, default 20). */
  readonly publicWriteBudget: number;
  /**
   * Whose X-Forwarded-For and X-Forwarded-Proto to believe (TRUST_PROXY): nobody by default, since
   * any client can send them and pick the address the per-address limits count; true (every hop),
   * a number of hops, or the proxies' addresses and CIDRs. True and a hop count only with a
   * loopback HOST (`trustProxyRefusal`).
   */
  readonly trustProxy: boolean | number | readonly string[];
  /** The key first-party analytics uploads must carry (ANALYTICS_API_KEY; the browser build's default unless set). */
  readonly analyticsApiKey: string;
  /** Analytics uploads per minute per address (ANALYTICS_RATE_LIMIT, default 120). */
  readonly analyticsRateLimit: number;
  /** Analytics events per minute per address, whatever devices they name (ANALYTICS_EVENTS_PER_MINUTE, default 6,000). */
  readonly analyticsEventsPerMinute: number;
  /** The largest analytics upload in bytes (ANALYTICS_BODY_LIMIT, default 1 MB). */
  readonly analyticsBodyLimit: number;
  /** Consent decisions per minute per address (CONSENT_RATE_LIMIT, default 30). */
  readonly consentRateLimit: number;
  /**
   * How many calendar months a closed enquiry is kept after it was closed (ENQUIRY_RETENTION_MONTHS,
   * default 24); then a background job deletes it. 0 keeps closed enquiries until someone erases
   * them. Open enquiries are never deleted by age.
   */
  readonly enquiryRetentionMonths: number;
  /**
   * Milliseconds between showing an enquiry form and accepting it (ENQUIRY_MIN_FILL_MS, default
   * MIN_FILL_MS, 3 s). For test servers: the e2e journeys set 0 so they need not wait.
   */
  readonly enquiryMinFillMs: number;
  /** The bearer token of the operators' API (/api/admin/…); unset, that API does not exist. */
  readonly adminToken: string | undefined;
  readonly production: boolean;
  /** The SMTP server mail goes through (SMTP_URL); unset, mail is written to the outbox folder instead. */
  readonly smtpUrl: string | undefined;
  /**
   * The Redis several servers share (REDIS_URL): every rate limit is counted there, across them all;
   * unset, each server counts in its own memory (right for one server).
   */
  readonly redisUrl: string | undefined;
  /** The bearer token of GET /metrics (METRICS_TOKEN); unset, /metrics does not exist. */
  readonly metricsToken: string | undefined;
  /** The From mailbox of every message (MAIL_FROM). */
  readonly mailFrom: string;
  /** Where .eml files go without an SMTP server (MAIL_OUTBOX_DIR); unset, the server uses data/outbox. */
  readonly mailOutboxDir: string | undefined;
  /**
   * Against slow and numerous clients: HEADERS_TIMEOUT_MS (10 s), REQUEST_TIMEOUT_MS (30 s, not
   * below the headers timeout), KEEP_ALIVE_TIMEOUT_MS (5 s), MAX_CONNECTIONS (10,000) and
   * MAX_CONNECTIONS_PER_ADDRESS (200, or the total when that is less; not above it; trusted proxies are not counted).
   */
  readonly connections: ConnectionSettings;
  /**
   * Stripe, when both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set: the holding deposit is
   * paid on Stripe Checkout. Unset, visitors pay the operator directly.
   */
  /**
   * How long a hold lasts, when RESERVATION_HOLD_SECONDS shortens the domain's 15 minutes for the
   * browser journeys: accepted only with NODE_ENV=test, so a production server never runs with it.
   */
  readonly reservationHoldMs: number | undefined;
  /**
   * Milliseconds the server's clock runs ahead of (or behind) the host's, when TEST_CLOCK_START sets
   * the instant it reads at start, for a browser journey on a chosen day: accepted only with
   * NODE_ENV=test, so a production server always reads the host's clock. 0 without it.
   */
  readonly clockOffsetMs: number;
  /**
   * A folder where the pictures' formats are kept by what they were made from (PICTURE_CACHE_DIR),
   * so the next server made from the same build reads them instead of encoding again: the journeys'
   * servers (dist/picture-cache, which the build empties). Unset, every server makes its own.
   */
  readonly pictureCacheDir: string | undefined;
  /**
   * How many rooms one browser (RESERVATION_HOLDS_PER_VISITOR, 2) and one address
   * (RESERVATION_HOLDS_PER_ADDRESS, 50; 0 for no cap, Infinity here) may hold at once.
   */
  readonly holdCaps: { readonly perVisitor: number; readonly perAddress: number };
  readonly stripe:
    | {
        readonly secretKey: string;
        readonly webhookSecret: string;
        /** STRIPE_API_URL: where Stripe's API is, when not Stripe's own (the journeys' local fake). */
        readonly api?: { readonly protocol: 'http' | 'https'; readonly host: string; readonly port: number };
      }
    | undefined;
}

export class ConfigError extends Error {}

/** Variables whose values never appear in an error message. */
const secrets = new Set([
  'ADMIN_TOKEN',
  'SMTP_URL',
  'REDIS_URL',
  'METRICS_TOKEN',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
]);

/**
 * A command's or the server's settings at start: null when a value is wrong, after writing the one
 * line that names it to `complain` (standard error), so the caller exits 1.
 */
export function configOrComplaint(
  env: NodeJS.ProcessEnv,
  complain: (line: string) => void = (line) => process.stderr.write(line),
): Config | null {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    complain(`${error.message}\n`);
    return null;
  }
}

/** Reads the environment once, at start; a bad value is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv, now: () => number = Date.now): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    // A secret is not repeated into logs: only its length.
    const got = secrets.has(name) ? `${env[name]?.length ?? 0} characters` : JSON.stringify(env[name]);
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid'} (got ${got})`);
  }
  const e = parsed.data;
  const refusal = trustProxyRefusal(e.TRUST_PROXY, e.HOST);
  if (refusal) throw new ConfigError(`Invalid environment variable TRUST_PROXY: ${refusal}`);
  if (e.REQUEST_TIMEOUT_MS < e.HEADERS_TIMEOUT_MS) {
    throw new ConfigError(
      `Invalid environment variable REQUEST_TIMEOUT_MS: must not be shorter than HEADERS_TIMEOUT_MS (${e.HEADERS_TIMEOUT_MS}), since a request's headers are part of it (got ${e.REQUEST_TIMEOUT_MS})`,
    );
  }
  if (e.MAX_CONNECTIONS_PER_ADDRESS !== undefined && e.MAX_CONNECTIONS_PER_ADDRESS > e.MAX_CONNECTIONS) {
    throw new ConfigError(
      `Invalid environment variable MAX_CONNECTIONS_PER_ADDRESS: must not be above MAX_CONNECTIONS (${e.MAX_CONNECTIONS}) (got ${e.MAX_CONNECTIONS_PER_ADDRESS})`,
    );
  }
  if ((e.STRIPE_SECRET_KEY === undefined) !== (e.STRIPE_WEBHOOK_SECRET === undefined)) {
    const missing = e.STRIPE_SECRET_KEY === undefined ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET';
    throw new ConfigError(
      `Invalid environment variable ${missing}: Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or neither, to take payments directly)`,
    );
  }
  if (e.STRIPE_API_URL !== undefined && e.STRIPE_SECRET_KEY === undefined) {
    throw new ConfigError(
      'Invalid environment variable STRIPE_API_URL: it only says where Stripe is, so it needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  if (e.RESERVATION_HOLD_SECONDS !== undefined && e.NODE_ENV !== 'test') {
    throw new ConfigError(
      `Invalid environment variable RESERVATION_HOLD_SECONDS: only for a test server (NODE_ENV=test), so journeys need not wait 15 minutes; a hold is 15 minutes everywhere else (got ${e.RESERVATION_HOLD_SECONDS} with NODE_ENV=${e.NODE_ENV})`,
    );
  }
  if (e.TEST_CLOCK_START !== undefined && e.NODE_ENV !== 'test') {
    throw new ConfigError(
      `Invalid environment variable TEST_CLOCK_START: only for a test server (NODE_ENV=test), so a journey can run on a chosen day; every other server reads the host's clock (got ${e.TEST_CLOCK_START} with NODE_ENV=${e.NODE_ENV})`,
    );
  }
  const api = e.STRIPE_API_URL === undefined ? null : stripeApi(e.STRIPE_API_URL);
  return {
    clockOffsetMs: e.TEST_CLOCK_START === undefined ? 0 : Date.parse(e.TEST_CLOCK_START) - now(),
    pictureCacheDir: e.PICTURE_CACHE_DIR,
    reservationHoldMs: e.RESERVATION_HOLD_SECONDS === undefined ? undefined : e.RESERVATION_HOLD_SECONDS * 1000,
    holdCaps: {
      perVisitor: e.RESERVATION_HOLDS_PER_VISITOR,
      perAddress: e.RESERVATION_HOLDS_PER_ADDRESS === 0 ? Number.POSITIVE_INFINITY : e.RESERVATION_HOLDS_PER_ADDRESS,
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, ...(api ? { api } : {}) }
        : undefined,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    apiRateLimit: e.API_RATE_LIMIT,
    enquiryRateLimit: e.ENQUIRY_RATE_LIMIT,
    visitorSignInLimit: e.VISITOR_SIGN_IN_LIMIT,
    publicWriteBudget: e.PUBLIC_WRITE_BUDGET,
    trustProxy: e.TRUST_PROXY,
    analyticsApiKey: e.ANALYTICS_API_KEY,
    analyticsRateLimit: e.ANALYTICS_RATE_LIMIT,
    analyticsEventsPerMinute: e.ANALYTICS_EVENTS_PER_MINUTE,
    analyticsBodyLimit: e.ANALYTICS_BODY_LIMIT,
    consentRateLimit: e.CONSENT_RATE_LIMIT,
    enquiryRetentionMonths: e.ENQUIRY_RETENTION_MONTHS,
    enquiryMinFillMs: e.ENQUIRY_MIN_FILL_MS,
    adminToken: e.ADMIN_TOKEN,
    production: e.NODE_ENV === 'production',
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    mailFrom: e.MAIL_FROM,
    mailOutboxDir: e.MAIL_OUTBOX_DIR,
    connections: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.MAX_CONNECTIONS,
      maxConnectionsPerAddress:
        e.MAX_CONNECTIONS_PER_ADDRESS ??
        Math.min(defaultConnectionSettings.maxConnectionsPerAddress, e.MAX_CONNECTIONS),
    },
  };
}
