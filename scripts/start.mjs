#!/usr/bin/env node
// `npm start`: builds when the build is missing or older than the sources, then runs the server
// (which migrates, seeds the demo data on an empty database and serves http://localhost:3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist/.build-stamp');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['src', 'public', 'drizzle'].map((d) => path.join(root, d)).filter(existsSync);
const inputs = Math.max(
  ...sources.map(newestMtime),
  ...['index.html', 'build.mjs', 'package-lock.json'].map((f) => statSync(path.join(root, f)).mtimeMs),
);
const stale =
  !existsSync(stamp) || !existsSync(path.join(root, 'dist/server/main.js')) || statSync(stamp).mtimeMs < inputs;
if (stale) {
  console.log('Building Digs (the build is missing or older than the sources)…');
  const build = spawnSync(process.execPath, [path.join(root, 'build.mjs')], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/main.js')], {
  stdio: 'inherit',
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
