import { describe, expect, it } from 'vitest';
import { ConfigError, configOrComplaint, loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  it('takes payments directly unless both Stripe keys are set, and refuses one without the other', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abcdefgh1234', STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh1234' }).stripe,
    ).toEqual({ secretKey: 'sk_test_abcdefgh1234', webhookSecret: 'whsec_abcdefgh1234' });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abcdefgh1234' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh1234' })).toThrow(/STRIPE_SECRET_KEY/);
    // A bad key is named, never repeated.
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'pk_live_notsecret99', STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh1234' }),
    ).toThrow(/STRIPE_SECRET_KEY.*\(got 19 characters\)/);
  });

  it("talks to Stripe's own API unless STRIPE_API_URL names another (a local fake in the journeys)", () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_abcdefgh1234', STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh1234' };
    expect(loadConfig({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:3673' }).stripe).toEqual({
      secretKey: 'sk_test_abcdefgh1234',
      webhookSecret: 'whsec_abcdefgh1234',
      api: { protocol: 'http', host: '127.0.0.1', port: 3673 },
    });
    expect(loadConfig({ ...keys, STRIPE_API_URL: 'https://stripe.internal' }).stripe?.api).toEqual({
      protocol: 'https',
      host: 'stripe.internal',
      port: 443,
    });
    expect(() => loadConfig({ ...keys, STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL/);
    expect(() => loadConfig({ ...keys, STRIPE_API_URL: 'http://x/v1' })).toThrow(/STRIPE_API_URL/);
    expect(() => loadConfig({ STRIPE_API_URL: 'http://127.0.0.1:3673' })).toThrow(/STRIPE_API_URL.*STRIPE_SECRET_KEY/);
  });

  it('lets a browser hold 2 rooms and an address 50 at once unless set; 0 lifts the cap per address; nonsense is refused', () => {
    expect(loadConfig({}).holdCaps).toEqual({ perVisitor: 2, perAddress: 50 });
    expect(loadConfig({ RESERVATION_HOLDS_PER_VISITOR: '3', RESERVATION_HOLDS_PER_ADDRESS: '200' }).holdCaps).toEqual({
      perVisitor: 3,
      perAddress: 200,
    });
    expect(loadConfig({ RESERVATION_HOLDS_PER_ADDRESS: '0' }).holdCaps.perAddress).toBe(Number.POSITIVE_INFINITY);
    expect(() => loadConfig({ RESERVATION_HOLDS_PER_VISITOR: '0' })).toThrow(/RESERVATION_HOLDS_PER_VISITOR/);
    expect(() => loadConfig({ RESERVATION_HOLDS_PER_ADDRESS: 'many' })).toThrow(/RESERVATION_HOLDS_PER_ADDRESS/);
  });

  it('holds a room 15 minutes; RESERVATION_HOLD_SECONDS shortens it on a test server only, never in production', () => {
    expect(loadConfig({}).reservationHoldMs).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', RESERVATION_HOLD_SECONDS: '20' }).reservationHoldMs).toBe(20_000);
    expect(() => loadConfig({ RESERVATION_HOLD_SECONDS: '20' })).toThrow(
      /RESERVATION_HOLD_SECONDS: only for a test server \(NODE_ENV=test\)/,
    );
    expect(() => loadConfig({ NODE_ENV: 'development', RESERVATION_HOLD_SECONDS: '20' })).toThrow(
      /RESERVATION_HOLD_SECONDS/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', RESERVATION_HOLD_SECONDS: '0' })).toThrow(/RESERVATION_HOLD_SECONDS/);
    expect(() => loadConfig({ NODE_ENV: 'test', RESERVATION_HOLD_SECONDS: 'soon' })).toThrow(
      /RESERVATION_HOLD_SECONDS/,
    );
  });

  it('reads the host clock; TEST_CLOCK_START sets the instant a test server reads at start, never in production', () => {
    const hostNow = Date.UTC(2030, 0, 1);
    const start = new Date(hostNow + 5 * 86_400_000).toISOString();
    expect(loadConfig({}, () => hostNow).clockOffsetMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_START: start }, () => hostNow).clockOffsetMs).toBe(5 * 86_400_000);
    expect(
      loadConfig({ NODE_ENV: 'test', TEST_CLOCK_START: '2029-12-31T23:00:00-01:00' }, () => hostNow).clockOffsetMs,
    ).toBe(0);
    expect(() => loadConfig({ TEST_CLOCK_START: start })).toThrow(
      /TEST_CLOCK_START: only for a test server \(NODE_ENV=test\)/,
    );
    expect(() => loadConfig({ NODE_ENV: 'development', TEST_CLOCK_START: start })).toThrow(/TEST_CLOCK_START/);
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_CLOCK_START: 'tomorrow' })).toThrow(
      /TEST_CLOCK_START: must be an ISO date and time/,
    );
  });

  it('makes every picture format itself unless PICTURE_CACHE_DIR names a folder to keep them in', () => {
    expect(loadConfig({}).pictureCacheDir).toBeUndefined();
    expect(loadConfig({ PICTURE_CACHE_DIR: 'dist/picture-cache' }).pictureCacheDir).toBe('dist/picture-cache');
  });

  it('has defaults that serve the demo on port 3000 from PGlite', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      seedDemo: true,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
    });
  });

  it('reads PostgreSQL, the seed switch and the public URL', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'false', PUBLIC_URL: 'https://digs.example/' }),
    ).toMatchObject({
      databaseUrl: 'postgres://u@h/db',
      seedDemo: false,
      publicUrl: 'https://digs.example',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ENQUIRY_RATE_LIMIT: 'lots' }, 'ENQUIRY_RATE_LIMIT'],
    [{ ENQUIRY_RATE_LIMIT: '0' }, 'ENQUIRY_RATE_LIMIT'],
    [{ ENQUIRY_RATE_LIMIT: '2.5' }, 'ENQUIRY_RATE_LIMIT'],
    [{ VISITOR_SIGN_IN_LIMIT: '0' }, 'VISITOR_SIGN_IN_LIMIT'],
    [{ VISITOR_SIGN_IN_LIMIT: 'plenty' }, 'VISITOR_SIGN_IN_LIMIT'],
    [{ PUBLIC_WRITE_BUDGET: '0' }, 'PUBLIC_WRITE_BUDGET'],
    [{ PUBLIC_WRITE_BUDGET: 'many' }, 'PUBLIC_WRITE_BUDGET'],
    [{ ENQUIRY_RETENTION_MONTHS: 'two years' }, 'ENQUIRY_RETENTION_MONTHS'],
    [{ ENQUIRY_RETENTION_MONTHS: '-1' }, 'ENQUIRY_RETENTION_MONTHS'],
    [{ ENQUIRY_RETENTION_MONTHS: '1.5' }, 'ENQUIRY_RETENTION_MONTHS'],
    [{ ENQUIRY_RETENTION_MONTHS: '601' }, 'ENQUIRY_RETENTION_MONTHS'],
    [{ ADMIN_TOKEN: 'short' }, 'ADMIN_TOKEN'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ SMTP_URL: 'mail.example:587' }, 'SMTP_URL'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ REDIS_URL: '127.0.0.1:6379' }, 'REDIS_URL'],
    [{ MAIL_FROM: 'not an address' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'Ember <hello@>' }, 'MAIL_FROM'],
  ])('refuses %j in one line naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment variable ${name}: [^\\n]+$`));
  });

  it('limits a visitor’s sign-in to 10 requests and codes per 15 minutes per address unless VISITOR_SIGN_IN_LIMIT says otherwise', () => {
    expect(loadConfig({}).visitorSignInLimit).toBe(10);
    expect(loadConfig({ VISITOR_SIGN_IN_LIMIT: '1000' }).visitorSignInLimit).toBe(1000);
  });

  it('limits public enquiry writes to 10 a minute per address unless ENQUIRY_RATE_LIMIT says otherwise', () => {
    expect(loadConfig({}).enquiryRateLimit).toBe(10);
    expect(loadConfig({ ENQUIRY_RATE_LIMIT: '3' }).enquiryRateLimit).toBe(3);
    expect(loadConfig({ ENQUIRY_RATE_LIMIT: '' }).enquiryRateLimit).toBe(10);
  });

  it('shares a budget of 20 public writes a minute per address across the forms unless PUBLIC_WRITE_BUDGET says otherwise', () => {
    expect(loadConfig({}).publicWriteBudget).toBe(20);
    expect(loadConfig({ PUBLIC_WRITE_BUDGET: '40' }).publicWriteBudget).toBe(40);
  });

  it('takes 6,000 analytics events a minute per address unless ANALYTICS_EVENTS_PER_MINUTE says; never below one upload', () => {
    expect(loadConfig({}).analyticsEventsPerMinute).toBe(6000);
    expect(loadConfig({ ANALYTICS_EVENTS_PER_MINUTE: '20000' }).analyticsEventsPerMinute).toBe(20000);
    expect(() => loadConfig({ ANALYTICS_EVENTS_PER_MINUTE: '1999' })).toThrow(
      'Invalid environment variable ANALYTICS_EVENTS_PER_MINUTE: must be at least 2000, the most events in one upload (got "1999")',
    );
  });

  it('trusts no proxy unless TRUST_PROXY says: true, a hop count, or proxies by address and CIDR', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true', HOST: '127.0.0.1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2', HOST: '127.0.0.1' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['maybe', '10.0.0.0/33', '10.0.0.0/8/1', 'proxy.example', '1.2.3', '::1/129', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /^Invalid environment variable TRUST_PROXY: must be false, true, a number of proxy hops, or addresses/,
      );
    }
  });

  it('refuses TRUST_PROXY=true or a hop count on a public interface, saying what to set instead', () => {
    for (const HOST of [undefined, '0.0.0.0', '::', '192.168.1.20', '2001:db8::1', 'digs.example', '[::]']) {
      for (const TRUST_PROXY of ['true', 'yes', '1', '2']) {
        const env = { TRUST_PROXY, ...(HOST ? { HOST } : {}) };
        expect(() => loadConfig(env), `${TRUST_PROXY} on ${HOST}`).toThrow(ConfigError);
        expect(() => loadConfig(env), `${TRUST_PROXY} on ${HOST}`).toThrow(
          /^Invalid environment variable TRUST_PROXY: .*X-Forwarded-For.*Set TRUST_PROXY to the proxies' addresses or CIDRs .* or HOST=127\.0\.0\.1 when the proxy runs on this machine\.$/,
        );
      }
    }
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/listens on every interface \(HOST=0\.0\.0\.0\)/);
    // On loopback only a proxy on this machine can connect; named proxies are safe anywhere.
    for (const HOST of ['127.0.0.1', '127.0.0.53', '::1', '[::1]', 'localhost', '::ffff:127.0.0.1']) {
      expect(loadConfig({ TRUST_PROXY: 'true', HOST }).trustProxy, HOST).toBe(true);
      expect(loadConfig({ TRUST_PROXY: '1', HOST }).trustProxy, HOST).toBe(1);
    }
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: 'loopback', HOST: '::' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'false', HOST: '0.0.0.0' }).trustProxy).toBe(false);
  });

  it('cuts slow clients and caps connections: 10 s for headers, 30 s a request, 5 s idle keep-alive, 10,000 and 200 per address', () => {
    expect(loadConfig({}).connections).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 10_000,
      maxConnectionsPerAddress: 200,
    });
    expect(
      loadConfig({
        HEADERS_TIMEOUT_MS: '2000',
        REQUEST_TIMEOUT_MS: '2000',
        KEEP_ALIVE_TIMEOUT_MS: '65000',
        MAX_CONNECTIONS: '500',
        MAX_CONNECTIONS_PER_ADDRESS: '500',
      }).connections,
    ).toEqual({
      headersTimeoutMs: 2000,
      requestTimeoutMs: 2000,
      keepAliveTimeoutMs: 65_000,
      maxConnections: 500,
      maxConnectionsPerAddress: 500,
    });
    for (const name of ['HEADERS_TIMEOUT_MS', 'REQUEST_TIMEOUT_MS', 'KEEP_ALIVE_TIMEOUT_MS']) {
      for (const bad of ['0', '99', '1.5', 'ten', '3600001']) {
        expect(
          () =>
            loadConfig({ [name]: bad, ...(name === 'HEADERS_TIMEOUT_MS' ? { REQUEST_TIMEOUT_MS: '3600000' } : {}) }),
          `${name}=${bad}`,
        ).toThrow(
          new RegExp(
            `^Invalid environment variable ${name}: must be a whole number of milliseconds from 100 to 3600000`,
          ),
        );
      }
    }
    for (const name of ['MAX_CONNECTIONS', 'MAX_CONNECTIONS_PER_ADDRESS']) {
      for (const bad of ['0', '-1', '2.5', 'many']) {
        expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(
          new RegExp(`^Invalid environment variable ${name}: must be a whole number of connections`),
        );
      }
    }
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '15000' })).toThrow(
      /^Invalid environment variable REQUEST_TIMEOUT_MS: must not be shorter than HEADERS_TIMEOUT_MS \(20000\)/,
    );
    expect(loadConfig({ MAX_CONNECTIONS: '100' }).connections.maxConnectionsPerAddress).toBe(100);
    expect(() => loadConfig({ MAX_CONNECTIONS: '100', MAX_CONNECTIONS_PER_ADDRESS: '101' })).toThrow(
      /^Invalid environment variable MAX_CONNECTIONS_PER_ADDRESS: must not be above MAX_CONNECTIONS \(100\)/,
    );
  });

  it('keeps closed enquiries 24 months unless ENQUIRY_RETENTION_MONTHS says otherwise; 0 keeps them', () => {
    expect(loadConfig({}).enquiryRetentionMonths).toBe(24);
    expect(loadConfig({ ENQUIRY_RETENTION_MONTHS: '' }).enquiryRetentionMonths).toBe(24);
    expect(loadConfig({ ENQUIRY_RETENTION_MONTHS: '6' }).enquiryRetentionMonths).toBe(6);
    expect(loadConfig({ ENQUIRY_RETENTION_MONTHS: '0' }).enquiryRetentionMonths).toBe(0);
    expect(() => loadConfig({ ENQUIRY_RETENTION_MONTHS: '18 months' })).toThrow(
      'Invalid environment variable ENQUIRY_RETENTION_MONTHS: must be a whole number of months from 1 to 600, or 0 to keep closed enquiries until they are erased (got "18 months")',
    );
  });

  it('takes 3 s as the minimum time to fill a form unless ENQUIRY_MIN_FILL_MS says; 0 (test servers) to a minute', () => {
    expect(loadConfig({}).enquiryMinFillMs).toBe(3_000);
    expect(loadConfig({ ENQUIRY_MIN_FILL_MS: '0' }).enquiryMinFillMs).toBe(0);
    expect(loadConfig({ ENQUIRY_MIN_FILL_MS: '60000' }).enquiryMinFillMs).toBe(60_000);
    for (const bad of ['-1', '1.5', '60001', 'fast']) {
      expect(() => loadConfig({ ENQUIRY_MIN_FILL_MS: bad })).toThrow(
        `Invalid environment variable ENQUIRY_MIN_FILL_MS: must be a whole number of milliseconds from 0 to 60000 (0 only on a test server) (got "${bad}")`,
      );
    }
  });

  it('has no admin token unless ADMIN_TOKEN is set, and takes one of 24 characters or more', () => {
    expect(loadConfig({}).adminToken).toBeUndefined();
    expect(loadConfig({ ADMIN_TOKEN: '' }).adminToken).toBeUndefined();
    const token = 'a'.repeat(24);
    expect(loadConfig({ ADMIN_TOKEN: token }).adminToken).toBe(token);
  });

  it('says why a short ADMIN_TOKEN is refused without repeating it', () => {
    const token = 'too-short-secret-23chars';
    const short = token.slice(0, 23);
    expect(() => loadConfig({ ADMIN_TOKEN: short })).toThrow(
      'Invalid environment variable ADMIN_TOKEN: must be at least 24 characters (for example the output of `openssl rand -hex 32`) (got 23 characters)',
    );
    expect(() => loadConfig({ ADMIN_TOKEN: short })).not.toThrow(short);
  });

  describe('e-mail', () => {
    it('has no SMTP server, a default sender and no outbox folder of its own unless told', () => {
      expect(loadConfig({})).toMatchObject({
        smtpUrl: undefined,
        mailFrom: 'Ember & Oak <no-reply@emberandoak.example>',
        mailOutboxDir: undefined,
      });
      expect(loadConfig({ SMTP_URL: '', MAIL_FROM: '', MAIL_OUTBOX_DIR: '' })).toMatchObject({
        smtpUrl: undefined,
        mailFrom: 'Ember & Oak <no-reply@emberandoak.example>',
        mailOutboxDir: undefined,
      });
    });

    it('reads an smtp:// or smtps:// SMTP_URL, with or without a user and password', () => {
      for (const url of [
        'smtp://127.0.0.1:2525',
        'smtp://mailer:p%40ss@smtp.example.com:587',
        'smtps://apikey:s3cret@smtp.example.com:465',
        'SMTPS://smtp.example.com',
      ]) {
        expect(loadConfig({ SMTP_URL: url }).smtpUrl).toBe(url);
      }
    });

    it('says why an SMTP_URL is refused without repeating it, since it holds a password', () => {
      const url = 'https://user:hunter2-secret@smtp.example.com';
      expect(() => loadConfig({ SMTP_URL: url })).toThrow(
        `Invalid environment variable SMTP_URL: must be smtp://user:pass@host:port or smtps://user:pass@host:port (got ${url.length} characters)`,
      );
      expect(() => loadConfig({ SMTP_URL: url })).not.toThrow(/hunter2/);
    });

    it('counts limits in the process unless REDIS_URL names a Redis, which it never repeats into a log', () => {
      expect(loadConfig({}).redisUrl).toBeUndefined();
      for (const url of ['redis://127.0.0.1:6379', 'rediss://digs:s3cret@cache.example:6380/2']) {
        expect(loadConfig({ REDIS_URL: url }).redisUrl).toBe(url);
      }
      expect(() => loadConfig({ REDIS_URL: 'https://digs:hunter2@cache.example' })).not.toThrow(/hunter2/);
    });

    it('takes MAIL_FROM as a mailbox with or without a name', () => {
      expect(loadConfig({ MAIL_FROM: 'Digs <hello@digs.example>' }).mailFrom).toBe('Digs <hello@digs.example>');
      expect(loadConfig({ MAIL_FROM: '"Ember & Oak" <hello@emberandoak.example>' }).mailFrom).toBe(
        '"Ember & Oak" <hello@emberandoak.example>',
      );
      expect(loadConfig({ MAIL_FROM: 'hello@digs.example' }).mailFrom).toBe('hello@digs.example');
      expect(loadConfig({ MAIL_FROM: '  Zoë Ng <zoe@example.com>  ' }).mailFrom).toBe('Zoë Ng <zoe@example.com>');
    });

    it('refuses a MAIL_FROM of more than one line, so it cannot add headers', () => {
      expect(() => loadConfig({ MAIL_FROM: 'Digs <hello@digs.example>\nBcc: all@example.com' })).toThrow(
        /^Invalid environment variable MAIL_FROM: /,
      );
    });

    it('takes MAIL_OUTBOX_DIR as a folder', () => {
      expect(loadConfig({ MAIL_OUTBOX_DIR: '/var/lib/digs/outbox' }).mailOutboxDir).toBe('/var/lib/digs/outbox');
    });
  });
});

describe('configOrComplaint', () => {
  it('is the settings when they are good, saying nothing', () => {
    const said: string[] = [];
    expect(configOrComplaint({}, (line) => said.push(line))).toEqual(loadConfig({}));
    expect(said).toEqual([]);
  });

  it('is null for a wrong value, having said the one line that names it (a secret by its length only)', () => {
    const said: string[] = [];
    expect(configOrComplaint({ STRIPE_SECRET_KEY: 'sk_test_abcdefgh1234' }, (line) => said.push(line))).toBeNull();
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^Invalid environment variable STRIPE_WEBHOOK_SECRET: .*\n$/);
    expect(said[0]).not.toContain('sk_test_abcdefgh1234');
  });
});
