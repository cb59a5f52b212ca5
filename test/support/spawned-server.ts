import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { openDatabase } from '../../src/adapters/postgres/database';

/**
 * The real server as `npm start` runs it, in a process of its own, for tests of what only a
 * process shows: signals, exit codes, a database that goes away under it. Built from the sources
 * (the same esbuild options as build.mjs) into a throwaway root, so a stale `dist/` cannot pass.
 */

const repo = path.resolve(import.meta.dirname, '../..');

export interface ServerRoot {
  /** The throwaway folder (package.json, drizzle/, dist/public/index.html, dist/server/server.js). */
  readonly dir: string;
  remove(): Promise<void>;
}

/** A root of its own inside the repository (so node_modules resolve), with the server bundle built for it. */
export async function prepareServerRoot(prefix: string): Promise<ServerRoot> {
  await mkdir(path.join(repo, 'test/.cache'), { recursive: true });
  const dir = await mkdtemp(path.join(repo, `test/.cache/${prefix}-`));
  await writeFile(path.join(dir, 'package.json'), '{ "type": "module", "private": true }\n');
  await cp(path.join(repo, 'drizzle'), path.join(dir, 'drizzle'), { recursive: true });
  await mkdir(path.join(dir, 'dist/public'), { recursive: true });
  const shell = (await readFile(path.join(repo, 'index.html'), 'utf8')).replace('<!--app-assets-->', '');
  await writeFile(path.join(dir, 'dist/public/index.html'), shell);
  await esbuild.build({
    absWorkingDir: repo,
    entryPoints: ['src/server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: path.join(dir, 'dist/server/server.js'),
    jsx: 'automatic',
    logLevel: 'error',
  });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A server root whose PGlite folder (`data/pglite`) is fresh from the migrated image at `imagePath`
 * (the test's `inject('pgliteImage')`), as a first start would leave it.
 */
export async function prepareServerRootWithDatabase(
  prefix: string,
  imagePath: string,
): Promise<{ root: ServerRoot; dataDir: string }> {
  const root = await prepareServerRoot(prefix);
  const dataDir = path.join(root.dir, 'data/pglite');
  const fresh = await openDatabase({ kind: 'pglite', dataDir, image: new Blob([await readFile(imagePath)]) });
  await fresh.close();
  return { root, dataDir };
}

/** A local port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface SpawnedServer {
  readonly child: ChildProcess;
  readonly url: string;
  readonly port: number;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
}

/** Starts the bundled server in `root` with `env` on top of the test defaults, and waits until it listens. */
export async function startServer(root: ServerRoot, env: Record<string, string>): Promise<SpawnedServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root.dir, 'dist/server/server.js')], {
    cwd: root.dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      API_RATE_LIMIT: '100000',
      ENQUIRY_RATE_LIMIT: '100000',
      PUBLIC_WRITE_BUDGET: '100000',
      // Tests send from one address, many at once (crash-durability's 500 enquiries).
      MAX_CONNECTIONS_PER_ADDRESS: '10000',
      // Forms are sent as soon as their token arrives; the minimum time to fill is tested in enquiry-forms.test.ts.
      ENQUIRY_MIN_FILL_MS: '0',
      MAIL_OUTBOX_DIR: path.join(root.dir, 'outbox'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 40 s:\n${output}`)), 40_000);
    const check = () => {
      if (output.includes('Digs is serving')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before it listened:\n${output}`));
    });
  });
  return { child, url: `http://127.0.0.1:${port}`, port, exited, output: () => output };
}

/** Stops a server the test left running (SIGKILL: a test that failed may have left it stuck). */
export async function killServer(server: SpawnedServer | undefined): Promise<void> {
  if (!server) return;
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}
