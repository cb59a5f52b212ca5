// The policy headers on every kind of answer the app gives (pages cached and not, API, health,
// assets, pictures, 404s, refusals, errors), HSTS only over HTTPS, no cookie without its flags, and
// X-Forwarded-* believed only from a proxy the configuration trusts.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientSources,
  contentSecurityPolicy,
  helmetOptions,
  scriptHash,
  styleHash,
  withInlineStyles,
  withStripeCheckout,
} from '../../src/adapters/http-api/security-headers';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryContent } from '../../src/adapters/memory/memory-content.adapter';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { contentNow, fixtureContent } from '../support/content-fixture';
import { buildTestApp, makeTestPublicDir, type TestServerOptions, testLoader } from '../support/test-server';

const pictureId = '00000000-0000-4000-8000-00000000a002';
const brokenPictureId = '00000000-0000-4000-8000-00000000dead';
/** A city whose catalogue read fails: the server's error answer, outside the pictures. */
const brokenCity = 'on-fire';

/**
 * One request of every kind the app answers, with the status it gets; a picture's answers (found,
 * missing or failed) and a found script or stylesheet of the build carry a picture's policy (ADR 068,
 * ADR 097), every other one the whole policy.
 */
const answers: readonly {
  readonly name: string;
  readonly request: InjectOptions;
  readonly status: number;
  readonly picture?: true;
}[] = [
  { name: 'a cached page', request: { url: '/manchester/square-gardens' }, status: 200 },
  {
    name: 'a cached page, compressed',
    request: { url: '/manchester/square-gardens', headers: { 'accept-encoding': 'br' } },
    status: 200,
  },
  { name: 'a page with a form (made each time)', request: { url: '/about-us' }, status: 200 },
  { name: 'a private page', request: { url: '/viewing-detail?ref=VW-7K3P9Q&token=x' }, status: 200 },
  { name: 'a page that does not exist', request: { url: '/no/such/path' }, status: 404 },
  { name: 'a redirect', request: { url: '/downing-rebook' }, status: 301 },
  { name: 'the API', request: { url: '/api/cities' }, status: 200 },
  { name: 'the health check', request: { url: '/api/health' }, status: 200 },
  { name: 'an API 404', request: { url: '/api/nothing' }, status: 404 },
  { name: 'a hashed script', request: { url: '/assets/main-TEST.js' }, status: 200, picture: true },
  {
    name: 'a hashed script, compressed',
    request: { url: '/assets/main-TEST.js', headers: { 'accept-encoding': 'br' } },
    status: 200,
    picture: true,
  },
  { name: 'a hashed stylesheet', request: { url: '/assets/main-TEST.css' }, status: 200, picture: true },
  { name: 'a source map', request: { url: '/assets/main-TEST.js.map' }, status: 200, picture: true },
  { name: 'a missing asset', request: { url: '/assets/missing.js' }, status: 404 },
  { name: 'a static file', request: { url: '/favicon.svg' }, status: 200 },
  { name: 'a picture', request: { url: `/media/${pictureId}/small.webp` }, status: 200, picture: true },
  {
    name: 'a missing picture',
    request: { url: '/media/00000000-0000-4000-8000-000000000000/small.webp' },
    status: 404,
    picture: true,
  },
  {
    name: 'a picture that fails',
    request: { url: `/media/${brokenPictureId}/small.webp` },
    status: 500,
    picture: true,
  },
  { name: 'a server error', request: { url: `/api/cities/${brokenCity}` }, status: 500 },
  {
    name: 'malformed JSON',
    request: { method: 'POST', url: '/api/viewings', headers: { 'content-type': 'application/json' }, payload: '{' },
    status: 400,
  },
  {
    name: 'a body over the limit',
    request: { method: 'POST', url: '/api/viewings', payload: { message: 'x'.repeat(20_000) } },
    status: 413,
  },
  { name: 'a method nobody answers', request: { method: 'DELETE', url: '/api/cities' }, status: 404 },
];

/** The catalogue, except that any read naming `brokenCity` fails as a lost disk would. */
function failingFor(catalogue: MemoryCatalogue): MemoryCatalogue {
  return new Proxy(catalogue, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        args[0] === brokenCity ? Promise.reject(new Error('the disk went away')) : value.apply(target, args);
    },
  });
}

async function appWith(options: Partial<TestServerOptions>): Promise<FastifyInstance> {
  const catalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings);
  return buildTestApp({
    catalogue: failingFor(catalogue),
    content: new MemoryContent(fixtureContent, catalogue, new ManualTime(contentNow)),
    media: {
      read: async (id) => {
        if (id === brokenPictureId) throw new Error('the disk went away');
        return id === pictureId ? { data: new Uint8Array([82, 73, 70, 70]), contentType: 'image/webp' } : null;
      },
      keep: async () => undefined,
    },
    ...options,
  });
}

/** What is wrong with a Set-Cookie header: a missing Secure (over HTTPS), HttpOnly or SameSite. */
function cookieFlaws(setCookie: string, https: boolean): string[] {
  const attributes = setCookie
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());
  return [
    ...(https && !attributes.includes('secure') ? ['Secure'] : []),
    ...(!attributes.includes('httponly') ? ['HttpOnly'] : []),
    ...(!attributes.some((a) => /^samesite=(lax|strict)$/.test(a)) ? ['SameSite'] : []),
  ].map((flag) => `${setCookie.split('=')[0]} without ${flag}`);
}

/** What Helmet itself sends with the site's options, on a bare app: every answer carries all of it. */
async function helmetSends(): Promise<Record<string, string>> {
  const bare = Fastify();
  await bare.register(helmet, helmetOptions);
  bare.get('/', async () => '');
  const answer = await bare.inject('/');
  await bare.close();
  const { 'content-type': _, 'content-length': __, date: ___, connection: ____, ...sent } = answer.headers;
  return Object.fromEntries(Object.entries(sent).map(([name, value]) => [name, String(value)]));
}

describe('security headers', () => {
  let publicDir: Awaited<ReturnType<typeof makeTestPublicDir>>;
  let app: FastifyInstance;
  let helmetHeaders: Record<string, string>;

  beforeAll(async () => {
    helmetHeaders = await helmetSends();
    expect(Object.keys(helmetHeaders).sort()).toEqual([
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-frame-options',
    ]);
    publicDir = await makeTestPublicDir();
    await mkdir(path.join(publicDir.dir, 'assets'));
    await writeFile(path.join(publicDir.dir, 'assets/main-TEST.js'), 'export {};\n');
    await writeFile(path.join(publicDir.dir, 'assets/main-TEST.js.br'), brotliCompressSync('export {};\n'));
    await writeFile(path.join(publicDir.dir, 'assets/main-TEST.css'), 'a{}\n');
    await writeFile(path.join(publicDir.dir, 'assets/main-TEST.js.map'), '{}\n');
    await writeFile(path.join(publicDir.dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await appWith({ publicDir: publicDir.dir, publicUrl: 'https://digs.test' });
  });
  afterAll(async () => {
    await app?.close();
    await publicDir?.remove();
  });

  for (const answer of answers.filter((a) => a.picture)) {
    it(`are a picture’s on ${answer.name} (${answer.status})`, async () => {
      const res = await app.inject(answer.request);
      expect(res.statusCode).toBe(answer.status);
      // Nothing may load, run or frame it, should it be opened on its own; no sniffing; no other site reads it.
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      // And nothing that speaks only of a page: the picture's headers travel in the same first window.
      const policyHeaders = Object.keys(res.headers).filter(
        (name) =>
          name in helmetHeaders ||
          ['content-security-policy', 'permissions-policy', 'strict-transport-security'].includes(name),
      );
      expect(policyHeaders.sort()).toEqual([
        'content-security-policy',
        'cross-origin-resource-policy',
        'strict-transport-security',
        'x-content-type-options',
      ]);
      expect(res.headers['set-cookie']).toBeUndefined();
    });
  }

  for (const answer of answers.filter((a) => !a.picture)) {
    it(`are on ${answer.name} (${answer.status})`, async () => {
      const res = await app.inject(answer.request);
      expect(res.statusCode).toBe(answer.status);
      const csp = String(res.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "style-src 'self'",
        "script-src-attr 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*(;|$)/);
      expect(csp).not.toContain('unsafe');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      for (const [name, value] of Object.entries(helmetHeaders)) expect(res.headers[name], name).toBe(value);
      // Nor the headers only browsers nobody uses read (ADR 068): IE 8's, the XSS auditor's, Flash's.
      for (const legacy of ['x-download-options', 'x-xss-protection', 'x-permitted-cross-domain-policies'])
        expect(res.headers[legacy], legacy).toBeUndefined();
      const permissions = String(res.headers['permissions-policy']);
      for (const feature of [
        'camera',
        'microphone',
        'geolocation',
        'payment',
        'usb',
        'interest-cohort',
        'browsing-topics',
      ]) {
        expect(permissions).toContain(`${feature}=()`);
      }
      // PUBLIC_URL is https: the browser is told to keep to it.
      expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      // The app sets no cookie at all; one it ever sets carries its flags.
      const cookies = [res.headers['set-cookie'] ?? []].flat();
      expect(cookies.flatMap((c) => cookieFlaws(c, true))).toEqual([]);
    });
  }

  it('name exactly the hashes of the template’s loader, a page’s data and structured data, and nothing else inline', async () => {
    const res = await app.inject('/manchester/square-gardens');
    const scripts = [
      ...res.body.matchAll(/<script(?: id="digs-data")? type="application\/(?:ld\+)?json">([^<]*)<\/script>/g),
    ];
    expect(scripts).toHaveLength(2);
    expect(res.body).toContain(`<script type="module">${testLoader}</script>`);
    // The template's head script (ADR 067), then its loader.
    const head = /<script>([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(head).toContain('pictures-later');
    expect(res.headers['content-security-policy']).toBe(
      contentSecurityPolicy([head ?? '', testLoader, ...scripts.map((s) => s[1] ?? '')].map(scriptHash)),
    );
    // The same page from the cache: the same bytes, the same policy.
    const again = await app.inject('/manchester/square-gardens');
    expect(again.body).toBe(res.body);
    expect(again.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
    // Every answer other than a page allows no inline script at all.
    expect((await app.inject('/api/cities')).headers['content-security-policy']).toBe(contentSecurityPolicy());
  });

  it('set no cookie anywhere', async () => {
    const all = await Promise.all(answers.map((a) => app.inject(a.request)));
    expect(all.flatMap((res) => [res.headers['set-cookie'] ?? []].flat())).toEqual([]);
  });
});

describe('the site’s stylesheet in the page (ADR 060)', () => {
  const css = '.hero{color:#fff}.card{margin:0}';
  let publicDir: Awaited<ReturnType<typeof makeTestPublicDir>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    publicDir = await makeTestPublicDir();
    const index = path.join(publicDir.dir, 'index.html');
    // As build.mjs links it: in the head, before the page's own tags.
    await writeFile(
      index,
      (await readFile(index, 'utf8')).replace(
        '<!--app-head-->',
        '<link rel="stylesheet" href="/assets/main-TEST.css">\n    <!--app-head-->',
      ),
    );
    await mkdir(path.join(publicDir.dir, 'assets'));
    await writeFile(
      path.join(publicDir.dir, 'assets/main-TEST.css'),
      `${css}\n/*# sourceMappingURL=main-TEST.css.map */\n`,
    );
    app = await appWith({ publicDir: publicDir.dir, publicUrl: 'https://digs.test' });
  });
  afterAll(async () => {
    await app?.close();
    await publicDir?.remove();
  });

  it('is in every page’s head, with no render-blocking stylesheet link, and the CSP allows exactly it', async () => {
    for (const url of ['/manchester/square-gardens', '/about-us', '/no/such/path', '/admin']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      const body =
        res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
      const head = body.slice(0, body.indexOf('</head>'));
      const styles = [...head.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]);
      expect(styles, url).toEqual([css]);
      expect(body, url).not.toMatch(/<link[^>]*rel="stylesheet"/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain(`style-src 'self' ${styleHash(css)};`);
      expect(csp, url).not.toContain('unsafe');
    }
  });

  it('is named in the policy of every other answer too, and no other inline style is', async () => {
    // A picture's policy allows no style at all (ADR 068).
    for (const answer of answers.filter((a) => !a.picture)) {
      const res = await app.inject(answer.request);
      const styleSrc = String(res.headers['content-security-policy'])
        .split('; ')
        .find((d) => d.startsWith('style-src '));
      expect(styleSrc, answer.name).toBe(`style-src 'self' ${styleHash(css)}`);
    }
    expect((await app.inject('/api/cities')).headers['content-security-policy']).toBe(
      contentSecurityPolicy([], withInlineStyles({ connect: [], worker: [] }, [styleHash(css)])),
    );
  });
});

describe('HSTS and X-Forwarded-* behind a proxy', () => {
  let publicDir: Awaited<ReturnType<typeof makeTestPublicDir>>;
  const apps: FastifyInstance[] = [];
  const build = async (options: Partial<TestServerOptions>) => {
    const app = await appWith({ publicDir: publicDir.dir, publicUrl: 'http://localhost:3000', ...options });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    publicDir = await makeTestPublicDir();
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await publicDir?.remove();
  });

  const overHttps = (remoteAddress: string): InjectOptions => ({
    url: '/api/health',
    remoteAddress,
    headers: { 'x-forwarded-proto': 'https' },
  });

  it('sends no HSTS over plain HTTP, and believes no X-Forwarded-Proto by default', async () => {
    const app = await build({});
    expect((await app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    expect((await app.inject(overHttps('127.0.0.1'))).headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when a trusted proxy says the request came over HTTPS, and only then', async () => {
    const app = await build({ trustProxy: ['127.0.0.1'] });
    expect((await app.inject(overHttps('127.0.0.1'))).headers['strict-transport-security']).toContain('max-age=');
    expect((await app.inject(overHttps('203.0.113.9'))).headers['strict-transport-security']).toBeUndefined();
    expect(
      (await app.inject({ url: '/api/health', remoteAddress: '127.0.0.1' })).headers['strict-transport-security'],
    ).toBeUndefined();
  });

  /** Public writes from `remoteAddress`, each claiming another client address; the statuses. */
  async function writes(app: FastifyInstance, remoteAddress: string, count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/viewings',
        payload: {},
        remoteAddress,
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  it('counts the socket’s address by default, whatever X-Forwarded-For claims', async () => {
    const app = await build({ enquiryRateLimit: 3 });
    expect(await writes(app, '203.0.113.7', 5)).toEqual([400, 400, 400, 429, 429]);
  });

  it('counts the client a trusted proxy names, and not what an untrusted one claims', async () => {
    const app = await build({ enquiryRateLimit: 3, trustProxy: ['10.0.0.0/8'] });
    expect(await writes(app, '10.1.2.3', 5)).toEqual([400, 400, 400, 400, 400]);
    expect(await writes(app, '203.0.113.7', 5)).toEqual([400, 400, 400, 429, 429]);
  });

  it('takes a hop count as the nearest proxies', async () => {
    const app = await build({ enquiryRateLimit: 3, trustProxy: 1 });
    expect(await writes(app, '10.1.2.3', 4)).toEqual([400, 400, 400, 400]);
  });
});

describe('the CSP follows where the built client sends analytics', () => {
  it('adds nothing for the first-party endpoint', () => {
    expect(clientSources({ analyticsServerUrl: '/api/analytics/2/httpapi', replayEnabled: true })).toEqual({
      connect: [],
      worker: [],
    });
    expect(clientSources({})).toEqual({ connect: [], worker: [] });
    expect(clientSources({ analyticsServerUrl: 'http://plain.example/2/httpapi' })).toEqual({
      connect: [],
      worker: [],
    });
  });

  it('allows a provider’s origin, and Amplitude’s hosts and a blob: worker only when replay may run there', () => {
    expect(clientSources({ analyticsServerUrl: 'https://collect.example.org/2/httpapi', replayEnabled: true })).toEqual(
      { connect: ['https://collect.example.org'], worker: [] },
    );
    expect(clientSources({ analyticsServerUrl: 'https://api2.amplitude.com/2/httpapi', replayEnabled: false })).toEqual(
      { connect: ['https://api2.amplitude.com'], worker: [] },
    );
    const replay = clientSources({ analyticsServerUrl: 'https://api2.amplitude.com/2/httpapi', replayEnabled: true });
    expect(contentSecurityPolicy([], replay)).toContain(
      "connect-src 'self' https://api2.amplitude.com https://*.amplitude.com; worker-src 'self' blob:",
    );
  });

  it('reads the build’s client-settings.json and puts it in every answer’s policy, pages included', async () => {
    const publicDir = await makeTestPublicDir();
    await writeFile(
      path.join(publicDir.dir, 'client-settings.json'),
      JSON.stringify({ analyticsServerUrl: 'https://api.eu.amplitude.com/2/httpapi', replayEnabled: false }),
    );
    const app = await appWith({ publicDir: publicDir.dir });
    try {
      for (const url of ['/', '/api/cities', '/client-settings.json']) {
        const response = await app.inject({ url });
        expect(response.headers['content-security-policy']).toContain(
          "connect-src 'self' https://api.eu.amplitude.com;",
        );
        if (url === '/client-settings.json') expect(response.statusCode).toBe(404);
      }
    } finally {
      await app.close();
      await publicDir.remove();
    }
  });
});

describe('the CSP with Stripe Checkout', () => {
  it('opens form-action to Stripe Checkout only when Stripe takes the holding deposit, and nothing else', () => {
    const without = contentSecurityPolicy([], withStripeCheckout(clientSources({}), false));
    const withStripe = contentSecurityPolicy([], withStripeCheckout(clientSources({}), true));
    expect(without).toMatch(/form-action 'self'(;|$)/);
    expect(without).not.toContain('stripe');
    expect(withStripe).toMatch(/form-action 'self' https:\/\/checkout\.stripe\.com(;|$)/);
    expect(withStripe.replace(' https://checkout.stripe.com', '')).toBe(without);
  });
});
