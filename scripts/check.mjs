#!/usr/bin/env node
// `npm run check`: types, lint and format, the layer rules, test dates that do not age, and the migrations in step with the schema.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const failed = [];

function step(label, command, args, env = {}) {
  process.stdout.write(`\n▶ ${label}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  if (result.status !== 0) failed.push(label);
  return result.status === 0;
}

step('TypeScript (strict)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
step('Lint and format (Biome)', bin('biome'), ['check', '.']);
step('Layer rules (dependency-cruiser)', bin('depcruise'), ['src', '--config', '.dependency-cruiser.cjs']);
// Tests that do not age: no fixed future date in a journey, none typed into a form (scripts/check-test-dates.mjs).
step('Test dates that do not age', process.execPath, [path.join(root, 'scripts/check-test-dates.mjs')]);

// The schema and the committed migrations must agree: generating against a copy of the
// migrations must find nothing to do.
process.stdout.write('\n▶ Migrations in step with the schema (drizzle-kit)\n');
const scratch = await mkdtemp(path.join(tmpdir(), 'digs-migrations-'));
try {
  await cp(path.join(root, 'drizzle'), scratch, { recursive: true });
  const before = (await readdir(scratch)).length;
  const generate = spawnSync(bin('drizzle-kit'), ['generate', '--name', 'check'], {
    cwd: root,
    env: { ...process.env, DRIZZLE_OUT: scratch },
    encoding: 'utf8',
  });
  const after = (await readdir(scratch)).length;
  if (generate.status !== 0) {
    process.stdout.write(generate.stdout + generate.stderr);
    failed.push('migrations');
  } else if (after !== before) {
    const added = (await readdir(scratch))
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .at(-1);
    process.stdout.write(
      `The schema has changes no committed migration makes (drizzle-kit would write ${added}).\nRun \`npm run db:generate -- --name <what-changed>\` and commit the migration.\n`,
    );
    failed.push('migrations');
  } else {
    process.stdout.write('Schema and migrations agree.\n');
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}

if (failed.length) {
  process.stdout.write(`\n✗ check failed: ${failed.join(', ')}\n`);
  process.exit(1);
}
process.stdout.write('\n✓ check passed\n');
