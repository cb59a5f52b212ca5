import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/adapters/postgres/database';
import { enquiries } from '../../src/adapters/postgres/schema';
import {
  killServer,
  prepareServerRootWithDatabase,
  type ServerRoot,
  type SpawnedServer,
  startServer,
} from '../support/spawned-server';

/**
 * "Nothing lost": the real server, as `npm start` runs it (the esbuild bundle of src/server/main.ts,
 * PGlite in a data directory), takes 500 contact-form enquiries from 12 visitors at once (each
 * stored with its e-mails in one transaction) and is killed with
 * SIGKILL after ~150 were acknowledged, with requests in flight. Started again on the same
 * directory, it must hold every acknowledged enquiry exactly once, and a retry of every other one
 * (the browser sends the same submissionId again) must be stored once too.
 */

const total = 500;
const concurrency = 12;
const killAfter = 150;
const adminToken = 'crash-test-admin-token-0123456789';

/** Starts the bundled server on the data directory and waits until it listens. */
function startOn(root: ServerRoot, dataDir: string): Promise<SpawnedServer> {
  return startServer(root, { DATABASE_URL: dataDir, ADMIN_TOKEN: adminToken });
}

/** What one submission sends: the contact form, as the browser sends it. */
interface Form {
  readonly path: string;
  body(submissionId: string, n: number): Record<string, unknown>;
}

async function contactForm(url: string): Promise<Form> {
  // A token stores one enquiry (ADR 029): one per submission, as each visitor's page would have.
  const formTokens = await Promise.all(
    Array.from({ length: total }, async () => {
      const token = await fetch(`${url}/api/enquiries/form-token`);
      expect(token.status).toBe(200);
      return ((await token.json()) as { formToken: string }).formToken;
    }),
  );
  return {
    path: '/api/enquiries/contact',
    body: (submissionId, n) => ({
      topic: 'booking',
      message: `Crash test message ${n}`,
      name: `Visitor ${n}`,
      email: `visitor${n}@example.com`,
      countryCode: '+44',
      phone: '',
      agreedToTerms: true,
      submissionId,
      sourcePage: '/contact-us',
      utm: {},
      website: '',
      formToken: formTokens[n] ?? '',
    }),
  };
}

type Outcome = { readonly status: number; readonly reference: string } | { readonly error: string };

async function submit(url: string, form: Form, submissionId: string, n: number): Promise<Outcome> {
  try {
    const res = await fetch(`${url}${form.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form.body(submissionId, n)),
    });
    const body = (await res.json()) as { reference?: string; message?: string };
    return { status: res.status, reference: body.reference ?? `(${body.message ?? 'no reference'})` };
  } catch (error) {
    return { error: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error) };
  }
}

const acknowledged = (o: Outcome | undefined): o is { status: number; reference: string } =>
  o !== undefined && 'status' in o && (o.status === 201 || o.status === 200);

async function storedSubmissions(url: string): Promise<{ submission_id: string; reference: string }[]> {
  const res = await fetch(`${url}/api/admin/enquiries?limit=500`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { enquiries: { submission_id: string; reference: string }[] }).enquiries;
}

describe('an enquiry acknowledged is never lost, even when the server is killed', () => {
  let root: ServerRoot | undefined;
  let dataDir: string;
  const servers: SpawnedServer[] = [];

  beforeAll(async () => {
    ({ root, dataDir } = await prepareServerRootWithDatabase('crash', inject('pgliteImage')));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map(killServer));
    await root?.remove();
  });

  it(`keeps every acknowledged one of ${total} enquiries exactly once through a SIGKILL, and takes the rest on retry`, async () => {
    const started = performance.now();
    if (!root) throw new Error('no server root');
    const first = await startOn(root, dataDir);
    servers.push(first);
    const form = await contactForm(first.url);
    const ids: string[] = Array.from({ length: total }, () => randomUUID());
    const outcomes: (Outcome | undefined)[] = new Array(total);
    let acks = 0;
    let killed = false;
    let next = 0;

    // Twelve visitors send one after another; after ~150 acknowledgements the process is killed
    // (and no visitor sends anything more, so every answer after the kill counts).
    const visitor = async () => {
      while (!killed && next < total) {
        const n = next++;
        const outcome = await submit(first.url, form, ids[n] as string, n);
        outcomes[n] = outcome;
        if (acknowledged(outcome) && ++acks >= killAfter && !killed) {
          killed = true;
          // A few milliseconds on, so the kill may land while a commit is being answered.
          setTimeout(() => first.child.kill('SIGKILL'), Math.floor(Math.random() * 8));
        }
      }
    };
    const firing = performance.now();
    await Promise.all(Array.from({ length: concurrency }, visitor));
    const { signal } = await first.exited;
    expect(signal).toBe('SIGKILL');
    const firedMs = performance.now() - firing;

    const acked = ids.filter((_, n) => acknowledged(outcomes[n]));
    const refused = outcomes.filter((o) => o !== undefined && 'status' in o && !acknowledged(o));
    const inFlight = outcomes.filter((o) => o !== undefined && 'error' in o).length;
    expect(refused, 'no submission was refused before the kill').toEqual([]);
    expect(acked.length).toBeGreaterThanOrEqual(killAfter);

    // Started again on the same directory: every acknowledged enquiry is there, once, as answered.
    const second = await startOn(root, dataDir);
    servers.push(second);
    const stored = await storedSubmissions(second.url);
    const storedIds = stored.map((e) => e.submission_id);
    expect(new Set(storedIds).size, 'no submission stored twice').toBe(storedIds.length);
    const referenceOf = new Map(stored.map((e) => [e.submission_id, e.reference]));
    const lost = acked.filter((id) => !referenceOf.has(id));
    expect(lost, 'acknowledged but not stored').toEqual([]);
    for (const [n, id] of ids.entries()) {
      const outcome = outcomes[n];
      if (acknowledged(outcome)) expect(referenceOf.get(id)).toBe(outcome.reference);
    }
    const storedButUnacknowledged = storedIds.filter((id) => !acked.includes(id)).length;

    // The visitors whose answer never came send again, with the same submission ids.
    const retryForm = await contactForm(second.url);
    const unacknowledged = ids.map((id, n) => ({ id, n })).filter(({ n }) => !acknowledged(outcomes[n]));
    const retried: Outcome[] = [];
    let cursor = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (cursor < unacknowledged.length) {
          const { id, n } = unacknowledged[cursor++] as { id: string; n: number };
          retried.push(await submit(second.url, retryForm, id, n));
        }
      }),
    );
    expect(retried.filter((o) => !acknowledged(o))).toEqual([]);
    const repeats = retried.filter((o) => acknowledged(o) && o.status === 200).length;
    // Those stored before the kill are answered as repeats (200), the rest stored now (201).
    expect(repeats).toBe(storedButUnacknowledged);

    const after = await storedSubmissions(second.url);
    expect(after).toHaveLength(total);
    expect(new Set(after.map((e) => e.submission_id))).toEqual(new Set(ids));

    // Stopped cleanly, the directory itself holds each submission once.
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await database.db.select({ submissionId: enquiries.submissionId }).from(enquiries);
      expect(rows).toHaveLength(total);
      expect(new Set(rows.map((r) => r.submissionId)).size).toBe(total);
    } finally {
      await database.close();
    }

    const figures = {
      endpoint: form.path,
      submitted: outcomes.filter((o) => o !== undefined).length,
      acknowledgedBeforeKill: acked.length,
      inFlightAtKill: inFlight,
      storedAfterRestart: stored.length,
      storedButUnacknowledged,
      lost: lost.length,
      duplicates: storedIds.length - new Set(storedIds).size,
      retried: retried.length,
      retriesAnsweredAsRepeats: repeats,
      finalRows: total,
      firingMs: Math.round(firedMs),
      totalMs: Math.round(performance.now() - started),
    };
    process.stdout.write(`crash-durability figures: ${JSON.stringify(figures)}\n`);
  }, 180_000);
});
