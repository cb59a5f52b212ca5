#!/usr/bin/env node
// `npm test`: every test layer. Finds Chromium (installing one when none is there), builds the
// production bundle, runs the vitest projects (domain, adapters, ui, server), then Playwright e2e.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromiumPath } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const run = (command, args, env = {}) => {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

function ensureChromium() {
  const found = chromiumPath();
  if (found) {
    console.log(`Chromium: ${found}`);
    return found;
  }
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium package with apt-get…");
    run('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
  } else {
    console.log("No Chromium found: installing Playwright's own with `npx playwright install chromium`…");
    run('npx', ['playwright', 'install', 'chromium']);
  }
  return chromiumPath() ?? '';
}

const chromium = ensureChromium();
run(process.execPath, [path.join(root, 'build.mjs')]);
run(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run']);
run(
  process.execPath,
  [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test'],
  chromium ? { PLAYWRIGHT_CHROMIUM_PATH: chromium } : {},
);
