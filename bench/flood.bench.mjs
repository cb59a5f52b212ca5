// A flood of public writes from one address over real sockets, against the built server: 2,000
// requests at once over 500 sockets across every public write endpoint (enquiry forms and chat,
// room finder, viewings, analytics uploads, consent decisions) and the API, while /api/health is
// asked all along from the same address over a socket of its own (as a load balancer's would be).
// Prints the time the flood took, what each endpoint let through and refused (429 with
// Retry-After), and the health checks' times; exits non-zero when an endpoint let more through
// than its limit, anything failed with a 5xx or a dropped connection, or a health check was not 200.
// The same rules at a small scale run with the server tests (test/server/flood.test.ts).
// `npm run build` first.
//   node bench/flood.bench.mjs [requests=2000] [sockets=500]
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { requireBuild, startBuiltServer } from './built-server.mjs';
import { describeMachine } from './machine.mjs';

requireBuild('flood');
const floodSize = Number(process.argv[2] ?? 2000);
const sockets = Number(process.argv[3] ?? 500);
const limits = { enquiry: 10, api: 100, analytics: 20, consent: 5 };
const uploadPath = '/api/analytics/2/httpapi';

const contact = () => ({
  topic: 'payments',
  message: 'When is rent due?',
  name: 'Ana Silva',
  email: 'ana@example.com',
  countryCode: '+44',
  phone: '',
  agreedToTerms: true,
  submissionId: randomUUID(),
  sourcePage: '/contact-us',
  utm: {},
  website: '',
  formToken: 'none',
});

const publicWrites = [
  { path: '/api/enquiries/contact', body: contact, limit: limits.enquiry },
  { path: '/api/enquiries/chat', body: () => ({ ...contact(), message: 'Hello' }), limit: limits.enquiry },
  {
    path: '/api/room-finder/enquiries',
    limit: limits.enquiry,
    body: () => ({
      city: 'manchester',
      moveInDate: '2027-09-04',
      duration: ['44'],
      price: ['under-200'],
      space: ['studio'],
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '07700 900123',
      countryCode: '+44',
      agreedToTerms: true,
      submissionId: randomUUID(),
      sourcePage: '/find-your-room/contact',
      utm: {},
      website: '',
    }),
  },
  { path: '/api/viewings', body: () => ({ propertySlug: 'square-gardens', kind: 'in-person' }), limit: limits.enquiry },
  { path: '/api/viewings/VW-7K3P9Q/cancel', body: () => ({}), limit: limits.enquiry },
  {
    path: '/api/viewings/VW-7K3P9Q/move',
    body: () => ({ kind: 'in-person', start: '2027-01-04T10:00:00.000Z' }),
    limit: limits.enquiry,
  },
  {
    path: uploadPath,
    limit: limits.analytics,
    body: () => ({
      api_key: 'digs-first-party',
      events: [
        {
          event_type: 'page_viewed',
          device_id: 'flood-device',
          time: Date.now(),
          insert_id: randomUUID(),
          event_properties: { '[Amplitude] Page Path': '/' },
        },
      ],
    }),
  },
  {
    path: '/api/consent',
    body: () => ({ consentId: randomUUID(), version: 1, analytics: true, replay: false }),
    limit: limits.consent,
  },
];

/** One request over `agent`; resolves with the answer, or with status 0 when the connection failed. */
function send(agent, base, method, path, body) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers:
          body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            body: text,
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('error', (error) => resolve({ status: 0, body: String(error), ms: performance.now() - started }));
    request.end(body);
  });
}

const server = await startBuiltServer({
  SEED_DEMO: 'false',
  ENQUIRY_RATE_LIMIT: String(limits.enquiry),
  API_RATE_LIMIT: String(limits.api),
  ANALYTICS_RATE_LIMIT: String(limits.analytics),
  CONSENT_RATE_LIMIT: String(limits.consent),
  // Each route's own limit is measured here, not the budget across them.
  PUBLIC_WRITE_BUDGET: '1000000000',
});
const base = new URL(server.base);
const problems = [];
try {
  console.log(`flood: ${describeMachine()}`);
  const flood = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const checker = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const probes = [];
  let flooding = true;
  const probing = (async () => {
    while (flooding) probes.push(await send(checker, base, 'GET', '/api/health'));
  })();

  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: floodSize }, (_, i) => {
      const write = publicWrites[i % (publicWrites.length + 1)];
      const path = write?.path ?? '/api/cities';
      const answer = write
        ? send(flood, base, 'POST', write.path, JSON.stringify(write.body()))
        : send(flood, base, 'GET', path);
      return answer.then((a) => ({ path, ...a }));
    }),
  );
  const floodMs = performance.now() - started;
  flooding = false;
  await probing;
  flood.destroy();
  checker.destroy();

  console.log(`${floodSize} requests over ${sockets} sockets in ${Math.round(floodMs)} ms`);
  const rows = [...publicWrites.map((w) => [w.path, w.limit]), ['/api/cities', limits.api]];
  for (const [path, limit] of rows) {
    const mine = answers.filter((a) => a.path === path);
    const limited = mine.filter((a) => a.status === 429);
    const through = mine.length - limited.length;
    console.log(
      `  ${path.padEnd(32)} ${String(mine.length).padStart(5)} sent, ${String(through).padStart(3)} through (limit ${limit}), ${limited.length} answered 429`,
    );
    if (through > limit) problems.push(`${path}: ${through} through, over its limit of ${limit}`);
    if (limited.some((a) => !(Number(a.retryAfter) > 0))) problems.push(`${path}: a 429 without Retry-After`);
  }
  const failed = answers.filter((a) => a.status === 0 || a.status >= 500);
  if (failed.length > 0)
    problems.push(
      `${failed.length} failed: ${failed
        .slice(0, 3)
        .map((a) => `${a.path} ${a.status} ${a.body}`)
        .join('; ')}`,
    );
  const probeTimes = probes.map((p) => p.ms).sort((a, b) => a - b);
  const at = (q) => Math.round(probeTimes[Math.min(probeTimes.length - 1, Math.floor(q * probeTimes.length))] ?? 0);
  console.log(
    `/api/health meanwhile: ${probes.length} checks, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, slowest ${at(1)} ms`,
  );
  const unhealthy = probes.filter((p) => p.status !== 200);
  if (unhealthy.length > 0)
    problems.push(`${unhealthy.length} health checks not 200: ${unhealthy.map((p) => p.status).join(', ')}`);
} finally {
  await server.stop();
}
if (problems.length > 0) {
  console.error(`flood: ${problems.join('\n')}`);
  process.exitCode = 1;
}
