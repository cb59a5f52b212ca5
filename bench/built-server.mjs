// Starts the production build (dist/server/main.js) for a bench, on a free port, with the API's
// per-address limits raised so the benches measure the server rather than its rate limiter.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'dist/server/main.js');

/** Stops the bench with a clear message when there is no build to measure. */
export function requireBuild(bench) {
  for (const file of [entry, path.join(root, 'dist/public/index.html')])
    if (!existsSync(file)) {
      console.error(`${bench}: ${path.relative(root, file)} is missing; run \`npm run build\` first.`);
      process.exit(1);
    }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Runs the built server with `env` on top of the bench's defaults and resolves once it says it is
 * serving: `{ base, stop }`. Its output goes to stderr, only warnings and errors.
 */
export async function startBuiltServer(env = {}, { timeoutMs = 300_000 } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATABASE_URL: 'memory://',
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT: '1000000000',
      ENQUIRY_RATE_LIMIT: '1000000000',
      PUBLIC_WRITE_BUDGET: '1000000000',
      // Load comes from one address, with hundreds of connections at once.
      MAX_CONNECTIONS_PER_ADDRESS: '10000',
      MAIL_OUTBOX_DIR: path.join(root, 'node_modules/.cache/digs-bench/outbox'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      if (seen.includes('Digs is serving')) {
        clearTimeout(timer);
        resolve();
      }
    });
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before serving:\n${seen}`));
    });
  });
  child.stdout.resume();
  return {
    base,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
