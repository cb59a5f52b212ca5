#!/usr/bin/env node
// `npm run dev`: esbuild in watch mode, and the server restarted whenever its bundle changes.
import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverBundle = path.join(root, 'dist/server/main.js');
const builder = spawn(process.execPath, [path.join(root, 'build.mjs'), '--watch'], { stdio: 'inherit', cwd: root });

let server = null;
let timer = null;
function restart() {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const start = () => {
      server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
        stdio: 'inherit',
        cwd: root,
        env: { NODE_ENV: 'development', ...process.env },
      });
    };
    if (server && server.exitCode === null) {
      server.once('exit', start);
      server.kill('SIGTERM');
    } else start();
  }, 300);
}

const waitForBundle = setInterval(() => {
  if (!existsSync(serverBundle)) return;
  clearInterval(waitForBundle);
  restart();
  // main.js is written once; the bundle esbuild rebuilds is server.js.
  watch(path.dirname(serverBundle), (_event, file) => (file === 'main.js' || file === 'server.js') && restart());
}, 200);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    builder.kill(signal);
    server?.kill(signal);
    process.exit(0);
  });
}
