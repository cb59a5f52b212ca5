#!/usr/bin/env node
// `npm run test:cluster`: the proof that several servers behind nginx on one PostgreSQL and one
// Redis behave as one (issue 21, ADR 057; test/cluster/). Builds when the build is missing or older
// than the sources (as `npm start` does), then runs the vitest project `cluster`, which starts nginx,
// three built servers, a fresh database and an SMTP capture itself.
// Needs: nginx (NGINX_BIN=/path, else /usr/sbin/nginx), PostgreSQL (CLUSTER_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres: a database is made and dropped there), Redis
// (CLUSTER_REDIS_URL, default redis://127.0.0.1:6379) and ports CLUSTER_PORT… +4 (default 3600-3604).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildUnlessFresh } from './build-fresh.mjs';

const root = path.resolve(import.meta.dirname, '..');
const nginx = process.env.NGINX_BIN ?? ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
if (!nginx) {
  console.error(
    "test:cluster needs nginx: install Debian's nginx package (apt-get install nginx) or set NGINX_BIN=/path/to/nginx.",
  );
  process.exit(1);
}

buildUnlessFresh();

const started = performance.now();
const run = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'cluster', ...process.argv.slice(2)],
  { stdio: 'inherit', cwd: root, env: { ...process.env, DIGS_CLUSTER_TEST: '1', NGINX_BIN: nginx } },
);
console.log(`test:cluster in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
process.exit(run.status ?? 1);
