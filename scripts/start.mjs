#!/usr/bin/env node
// `npm start`: builds when the build is missing or older than the sources, then runs the server
// (which migrates, seeds the demo data on an empty database and serves http://localhost:3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildUnlessFresh } from './build-fresh.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildUnlessFresh();

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/main.js')], {
  stdio: 'inherit',
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
