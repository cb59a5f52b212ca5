#!/usr/bin/env node
// The journeys' web server (playwright.config.ts): the built server, with its output passed through,
// and the first-owner set-up link it prints kept in a file, where the console journeys read it as an
// operator reads it in the log (test/e2e/console.ts). E2E_CONSOLE_DIR is the folder of the worker
// the server belongs to (test/e2e/ports.ts).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '../..');
const stateDir = process.env.E2E_CONSOLE_DIR ?? path.join(root, 'test/.cache/e2e-console/0');
rmSync(stateDir, { recursive: true, force: true });
mkdirSync(stateDir, { recursive: true });

const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
readline.createInterface({ input: server.stdout }).on('line', (line) => {
  process.stdout.write(`${line}\n`);
  const setUp = /No console owner yet\..*?(https?:\/\/\S+)/.exec(line);
  if (setUp) writeFileSync(path.join(stateDir, 'setup-url.txt'), setUp[1]);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
