#!/usr/bin/env node
// `npm run test:e2e`: the production build (unless it is newer than its sources), then Playwright against it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildUnlessFresh } from './build-fresh.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildUnlessFresh();
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
  { stdio: 'inherit', cwd: root },
);
process.exit(result.status ?? 1);
