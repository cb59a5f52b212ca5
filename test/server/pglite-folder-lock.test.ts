import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/adapters/postgres/database';
import { lockStaleMs } from '../../src/adapters/postgres/pglite-folder-lock';
import { consentLog } from '../../src/adapters/postgres/schema';
import {
  killServer,
  prepareServerRootWithDatabase,
  type ServerRoot,
  type SpawnedServer,
  startServer,
} from '../support/spawned-server';

/**
 * One PGlite folder, one process (issue 24, item 1; ADR 026): the real server, as `npm start` runs
 * it, holds a lock on its data directory. A second server on the same folder exits 1 at once,
 * naming the first, which goes on serving; once the holder is SIGKILLed (its lock left behind), a
 * new start takes the folder over and finds every acknowledged write.
 */

function decision(consentId: string) {
  return { consentId, version: 1, analytics: true, replay: false };
}

describe('a PGlite folder is held by one process at a time', () => {
  let root: ServerRoot | undefined;
  let dataDir: string;
  const servers: SpawnedServer[] = [];
  const start = (env: Record<string, string> = {}) => {
    if (!root) throw new Error('no server root');
    return startServer(root, { DATABASE_URL: dataDir, CONSENT_RATE_LIMIT: '100000', ...env });
  };

  beforeAll(async () => {
    ({ root, dataDir } = await prepareServerRootWithDatabase('folder-lock', inject('pgliteImage')));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map(killServer));
    await root?.remove();
  });

  it('refuses a second server while the first serves; after a SIGKILL of the holder, a start keeps every acknowledged write', {
    timeout: 120_000,
  }, async () => {
    const first = await start();
    servers.push(first);

    // A second server on the same folder: exit code 1, at once, naming the holder and what to do.
    const second = await start().then(
      (server) => {
        servers.push(server);
        throw new Error(`a second server started on the same folder:\n${server.output()}`);
      },
      (error: Error) => error,
    );
    expect(second.message).toMatch(/the server exited \(1\) before it listened/);
    expect(second.message).toContain(`is in use by process ${first.child.pid} (node server.js, since `);
    expect(second.message).toContain('stop that process and try again');
    expect(second.message).toContain('use PostgreSQL (DATABASE_URL=postgres://…)');
    // No migration ran and nothing was served: the refusal comes before the database is opened.
    expect(second.message).not.toContain('migrations applied');

    // The first goes on serving, reads and writes.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    const acknowledged: string[] = [];
    for (let i = 0; i < 30; i++) {
      const consentId = randomUUID();
      const res = await fetch(`${first.url}/api/consent`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(decision(consentId)),
      });
      expect(res.status).toBe(201);
      acknowledged.push(consentId);
    }

    // Killed without a chance to give the folder back: its lock stays until it goes stale.
    first.child.kill('SIGKILL');
    await first.exited;
    const killedAt = performance.now();
    const third = await start();
    servers.push(third);
    // The lock of a dead holder is taken over once stale: within lockStaleMs of its last renewal.
    expect(performance.now() - killedAt).toBeLessThan(lockStaleMs + 20_000);
    expect((await fetch(`${third.url}/api/health`)).status).toBe(200);

    // Stopped as an operator would, the folder is free again: every acknowledged decision is there once.
    third.child.kill('SIGTERM');
    expect(await third.exited).toEqual({ code: 0, signal: null });
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await database.db
        .select({ consentId: consentLog.consentId })
        .from(consentLog)
        .where(inArray(consentLog.consentId, acknowledged));
      expect(rows.map((r) => r.consentId).sort()).toEqual([...acknowledged].sort());
    } finally {
      await database.close();
    }
  });
});
