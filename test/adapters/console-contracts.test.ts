import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpAnalyticsConsole } from '../../src/adapters/http-client/http-analytics-console.adapter';
import { HttpTrashConsole } from '../../src/adapters/http-client/http-trash-console.adapter';
import { londonDate } from '../../src/domain/shared/london-date';
import { ConsoleUnavailable } from '../../src/ports/staff-console.port';

const answering =
  (status: number, body: unknown) =>
  async (_url: string, _init?: RequestInit): Promise<Response> =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a console client parses every answer with its contract (ADR 095)', () => {
  it('reads a well-formed list', async () => {
    const item = {
      kind: 'post',
      id: 'p1',
      name: 'Hello',
      deletedAt: '2026-09-01T00:00:00Z',
      deletedBy: 'a@b.c',
      daysLeft: 3,
    };
    await expect(new HttpTrashConsole(answering(200, { items: [item] })).list()).resolves.toEqual([item]);
  });

  it('turns a malformed answer into a clear ConsoleUnavailable', async () => {
    const malformed = new HttpTrashConsole(answering(200, { items: [{ kind: 'post', id: 7 }] })).list();
    await expect(malformed).rejects.toBeInstanceOf(ConsoleUnavailable);
    await expect(malformed).rejects.toThrow('did not understand');
  });

  it('gives a declared refusal its message and an undeclared status the server words', async () => {
    const refused = new HttpTrashConsole(answering(409, { error: 'cannot_restore', message: 'Its address is taken.' }));
    await expect(refused.restore('page', 'x')).resolves.toEqual({ kind: 'refused', message: 'Its address is taken.' });
    const gone = new HttpTrashConsole(answering(401, { error: 'unauthorized', message: 'Sign in.' }));
    await expect(gone.restore('page', 'x')).rejects.toThrow('Your session has ended');
  });

  it('sends the path parameters encoded', async () => {
    const seen: string[] = [];
    const client = new HttpTrashConsole(async (url, init) => {
      seen.push(`${init?.method} ${url}`);
      return new Response(
        JSON.stringify({ restored: { kind: 'faq', id: 'a/b', name: 'Q', deletedAt: 'x', deletedBy: 'y' } }),
      );
    });
    await client.restore('faq', 'a/b');
    expect(seen).toEqual(['POST /api/admin/trash/faq/a%2Fb/restore']);
  });
});

describe('the analytics client by its contract', () => {
  // Any range: the client sends it as given; today's London day, so no date here ages.
  const today = londonDate(Date.now());
  const range = { from: today, to: today };
  it('gives a refused range, a signed-out member and a forbidden role as outcomes', async () => {
    const refusal = { error: 'bad_range', message: 'A report covers at most 366 days.' };
    await expect(new HttpAnalyticsConsole(answering(400, refusal)).report(range)).resolves.toEqual({
      kind: 'invalid',
      message: refusal.message,
    });
    const denied = { error: 'x', message: 'y' };
    await expect(new HttpAnalyticsConsole(answering(401, denied)).report(range)).resolves.toEqual({
      kind: 'signed-out',
    });
    await expect(new HttpAnalyticsConsole(answering(403, denied)).report(range)).resolves.toEqual({
      kind: 'forbidden',
    });
  });
  it('refuses a report missing a figure', async () => {
    const half = { report: { from: range.from, to: range.to, sessions: 3 } };
    await expect(new HttpAnalyticsConsole(answering(200, half)).report(range)).rejects.toBeInstanceOf(
      ConsoleUnavailable,
    );
  });
});

/** The clients converted to contracts so far; the rest of issue 36 item 1 adds to this list. */
const converted = ['http-trash-console.adapter.ts', 'http-analytics-console.adapter.ts'];

describe('no converted console client casts an answer', () => {
  const folder = join(__dirname, '../../src/adapters/http-client');
  it.each(converted)('%s has no `as` cast and no hand-written zod schema', (file) => {
    const source = readFileSync(join(folder, file), 'utf8');
    expect(source).not.toMatch(/\bas\s+(?!const\b)[A-Z{(\w]/);
    expect(source).not.toMatch(/from 'zod/);
  });
  it('every file named is a client there', () => {
    const files = readdirSync(folder);
    for (const file of converted) expect(files).toContain(file);
  });
});
