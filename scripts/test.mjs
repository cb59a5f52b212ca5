#!/usr/bin/env node
// `npm test`: every test layer. Finds Chromium (installing one when none is there), builds the
// production bundle (unless it is newer than its sources), runs the vitest projects (domain, application, adapters, ui, server), then Playwright e2e.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildUnlessFresh } from './build-fresh.mjs';
import { chromiumPath } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Not test-results/: Playwright empties that folder when it starts.
const results = path.join(root, 'test-reports');
const run = (command, args, env = {}, { mayFail = false } = {}) => {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  if (result.status !== 0 && !mayFail) process.exit(result.status ?? 1);
  return result.status === 0;
};

/** Counts from the JSON reports, for one closing line over every layer. */
function counts() {
  const read = (file) => {
    try {
      return JSON.parse(readFileSync(path.join(results, file), 'utf8'));
    } catch {
      return null;
    }
  };
  const vitest = read('vitest.json');
  const playwright = read('playwright.json');
  const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
  const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
  const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);
  return { passed, failed, skipped };
}

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
buildUnlessFresh();
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const started = performance.now();
const unitOk = run(
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(results, 'vitest.json')}`,
  ],
  {},
  { mayFail: true },
);
const e2eOk = run(
  process.execPath,
  [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test'],
  {
    ...(chromium ? { PLAYWRIGHT_CHROMIUM_PATH: chromium } : {}),
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'playwright.json'),
  },
  { mayFail: true },
);
const { passed, failed, skipped } = counts();
console.log(
  `\nAll layers (domain, application, adapters, ui, server, e2e) in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(unitOk && e2eOk && failed === 0 && passed > 0 ? 0 : 1);
