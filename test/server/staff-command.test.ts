import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { InviteStaff } from '../../src/application/staff/staff-links.use-case';
import { parseStaffArgs, runStaffCommand } from '../../src/server/staff.command';
import {
  killServer,
  prepareServerRootWithDatabase,
  type ServerRoot,
  type SpawnedServer,
  startServer,
} from '../support/spawned-server';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs `npm run -s staff -- …` the way an operator does (node scripts/staff.mjs). */
function runCommand(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/staff.mjs'), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

describe('the staff command line', () => {
  it('reads invite <email> --role and refuses anything else', () => {
    expect(parseStaffArgs(['invite', 'Olu@digs.test', '--role', 'owner'])).toEqual({
      command: 'invite',
      email: 'Olu@digs.test',
      role: 'owner',
    });
    expect(parseStaffArgs(['invite', 'olu@digs.test'])).toMatch(/--role/);
    expect(parseStaffArgs(['invite', 'olu@digs.test', '--role', 'boss'])).toMatch(/one of owner, editor, sales/);
    expect(parseStaffArgs(['invite', 'not an address', '--role', 'sales'])).toMatch(/not one e-mail address/);
    expect(parseStaffArgs(['remove', 'olu@digs.test'])).toMatch(/invite/);
  });
});

describe('the first owner, on the server’s own PGlite folder', () => {
  let server: ServerRoot;
  let dataDir: string;
  let running: SpawnedServer | undefined;
  beforeAll(async () => {
    ({ root: server, dataDir } = await prepareServerRootWithDatabase('staff-first-owner', inject('pgliteImage')));
  }, 120_000);
  afterAll(async () => {
    await killServer(running);
    await server?.remove();
  });

  it('logs the set-up link at start while there is no owner; the command invites with the server stopped', {
    timeout: 180_000,
  }, async () => {
    running = await startServer(server, { DATABASE_URL: dataDir, PUBLIC_URL: 'https://digs.test' });
    const line = running
      .output()
      .split('\n')
      .find((l) => l.startsWith('No console owner yet'));
    expect(line).toMatch(/: https:\/\/digs\.test\/admin\/link\/[A-Za-z0-9_-]{43}$/);
    const token = line?.split('/admin/link/')[1];
    const link = await fetch(`${running.url}/api/admin/links/${token}`);
    expect(await link.json()).toEqual({ purpose: 'setup', email: '', role: 'owner' });
    await killServer(running);
    running = undefined;

    const outbox = path.join(server.dir, 'outbox');
    const env = { DATABASE_URL: dataDir, PUBLIC_URL: 'https://digs.test', MAIL_OUTBOX_DIR: outbox };
    const invited = await runCommand(['invite', 'Olu@digs.test', '--role', 'owner'], env);
    expect(invited.code, invited.err).toBe(0);
    const lines = invited.out.trim().split('\n');
    const url = lines.at(-1) as string;
    expect(url).toMatch(/^https:\/\/digs\.test\/admin\/link\/[A-Za-z0-9_-]{43}$/);
    expect(lines[0]).toContain('Invited Olu@digs.test as owner');
    const files = await readdir(outbox);
    const sent = await Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')));
    expect(sent.some((text) => text.includes(url.split('/admin/link/')[1] as string))).toBe(true);

    const again = await runCommand(['invite', 'olu@digs.test', '--role', 'sales'], env);
    expect(again.code).toBe(0);
    const bad = await runCommand(['invite', 'olu@digs.test'], env);
    expect(bad.code).toBe(2);
  });
});

describe('the staff command’s invitation', () => {
  it('says until when the link works in London time', async () => {
    let out = '';
    const invite = {
      run: async () => ({
        ok: true,
        // 23:30 UTC on 25 July 2026 is 00:30 on the 26th in London.
        invitation: { email: 'new@digs.test', role: 'sales', expiresAt: Date.UTC(2026, 6, 25, 23, 30) },
        url: 'https://digs.test/admin/link/x',
      }),
    } as unknown as InviteStaff;
    const code = await runStaffCommand({ command: 'invite', email: 'new@digs.test', role: 'sales' }, invite, {
      out: (text) => {
        out += text;
      },
      err: () => {},
      deliver: async () => 'E-mailed.',
    });
    expect(code).toBe(0);
    expect(out).toContain('the link works once, until 26 Jul 2026, 00:30 (London time).');
  });
});
