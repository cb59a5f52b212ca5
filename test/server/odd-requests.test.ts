// Requests the router never sees (issue 24, item 4): whatever the request line, path or Host, the
// answer is 2xx, 3xx or 4xx, never 5xx, and it carries the policy headers every answer carries,
// Fastify's and Node's own refusals included. Sent over raw sockets: fetch would tidy the paths up.
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/adapters/http-api/security-headers';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { makeTestPublicDir, startTestServer } from '../support/test-server';

interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Sends `text` as it is and reads the answer until the server closes the connection. */
function sendRaw(port: number, text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1]);
      if (!status) return reject(new Error(`no HTTP answer: ${JSON.stringify(received.slice(0, 200))}`));
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status, headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const get = (target: string, host = 'Host: digs.test\r\n') =>
  `GET ${target} HTTP/1.1\r\n${host}Connection: close\r\n\r\n`;

/** Every odd request of the probe, with the answer it should get. */
const oddRequests: readonly { readonly name: string; readonly request: string; readonly status: number }[] = [
  { name: '//', request: get('//'), status: 200 },
  { name: '///x', request: get('///x'), status: 404 },
  { name: '//evil.example/ (not another host)', request: get('//evil.example/'), status: 404 },
  { name: '/%', request: get('/%'), status: 400 },
  { name: '/%zz', request: get('/%zz'), status: 400 },
  { name: '/api/%zz', request: get('/api/%zz'), status: 400 },
  { name: '/a%00', request: get('/a%00'), status: 404 },
  { name: 'an 8 KB path', request: get(`/${'a'.repeat(8 * 1024)}`), status: 404 },
  { name: 'a path beyond the header limit', request: get(`/${'a'.repeat(20 * 1024)}`), status: 431 },
  { name: '/..;/', request: get('/..;/'), status: 404 },
  { name: '/../../etc/passwd', request: get('/../../etc/passwd'), status: 404 },
  { name: '* (asterisk form)', request: get('*'), status: 404 },
  { name: 'an absolute-form target', request: get('http://evil.example/x'), status: 404 },
  { name: 'a query that cannot be decoded', request: get('/?%zz'), status: 200 },
  { name: 'a bad Host', request: get('/', 'Host: bad host\r\n'), status: 200 },
  { name: 'two Hosts', request: get('/', 'Host: a\r\nHost: b\r\n'), status: 200 },
  { name: 'no Host', request: get('/', ''), status: 400 },
  { name: 'an empty Host', request: get('/', 'Host: \r\n'), status: 400 },
  { name: 'a Host beyond the header limit', request: get('/', `Host: ${'x'.repeat(20 * 1024)}\r\n`), status: 431 },
  { name: 'not HTTP at all', request: 'GARBAGE\r\n\r\n', status: 400 },
  { name: 'an unknown HTTP version', request: 'GET / HTTP/9.9\r\nHost: digs.test\r\n\r\n', status: 400 },
  {
    name: 'a body too large (413)',
    request:
      'POST /api/enquiries/contact HTTP/1.1\r\nHost: digs.test\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\nConnection: close\r\n\r\n{',
    status: 413,
  },
  {
    name: 'an Expect the server does not know (417)',
    request: 'GET / HTTP/1.1\r\nHost: digs.test\r\nExpect: teapot\r\nConnection: close\r\n\r\n',
    status: 417,
  },
  {
    name: 'Content-Length and Transfer-Encoding together',
    request:
      'POST /api/consent HTTP/1.1\r\nHost: digs.test\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    status: 400,
  },
];

describe('requests the router never sees', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let port: number;
  let publicDir: Awaited<ReturnType<typeof makeTestPublicDir>>;
  beforeAll(async () => {
    publicDir = await makeTestPublicDir();
    server = await startTestServer({
      catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
      publicDir: publicDir.dir,
    });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server.close();
    await publicDir.remove();
  });

  it.each(oddRequests)('$name answers $status with the policy headers', async ({ request, status }) => {
    const answer = await sendRaw(port, request);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self'/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['permissions-policy']).toContain('camera=()');
    // The site's address is https: HSTS on every answer, the refusals written to the socket too.
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    if (status >= 400 && status !== 404) expect(JSON.parse(answer.body)).toMatchObject({ error: expect.any(String) });
  });

  it('gives the refusals before routing the base policy, the same as any other answer', async () => {
    const ordinary = await sendRaw(port, get('/api/nothing'));
    for (const request of [get('/%zz'), 'GARBAGE\r\n\r\n', get('/', '')]) {
      const refused = await sendRaw(port, request);
      expect(refused.headers['content-security-policy']).toBe(contentSecurityPolicy());
      // The policy headers, not the request's own id (which a request the router never saw has none of).
      for (const name of Object.keys(ordinary.headers).filter(
        (n) => /^(x-|cross-origin|referrer|origin-agent|permissions|strict)/.test(n) && n !== 'x-request-id',
      )) {
        expect(refused.headers[name], name).toBe(ordinary.headers[name]);
      }
    }
  });

  it('answers any path, printable or not, with no 5xx and with the policy headers', async () => {
    const pathCharacter = fc.oneof(
      fc.constantFrom(
        '/',
        '%',
        '.',
        ';',
        '?',
        '#',
        '&',
        '=',
        '+',
        '@',
        ':',
        '~',
        '\\',
        '"',
        '<',
        '>',
        '{',
        '}',
        '|',
        '^',
        '`',
        "'",
      ),
      fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
      fc.integer({ min: 0, max: 255 }).map((c) => `%${c.toString(16).padStart(2, '0')}`),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(pathCharacter, { maxLength: 40 }), async (characters) => {
        const answer = await sendRaw(port, get(`/${characters.join('')}`));
        expect(answer.status).toBeGreaterThanOrEqual(200);
        expect(answer.status).toBeLessThan(500);
        expect(answer.headers['content-security-policy']).toBeDefined();
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
      }),
      { numRuns: 150 },
    );
  });
});
