// The production build, only when it is missing or older than its sources: `npm start`,
// `npm test`, `npm run test:e2e` and `npm run test:cluster` share it, so a run after a build (as
// in .ci/run, which builds once before its smoke test) does not build again. The stamp is the
// last production build's (build.mjs writes dist/.build-stamp; a QA build does not).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist/.build-stamp');

/** The latest change of any file below `dir` (also how scripts/server-command.mjs judges its bundle). */
export function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** True when dist/ holds a production build made after every source was last changed. */
export function buildIsFresh() {
  if (!existsSync(stamp) || !existsSync(path.join(root, 'dist/server/main.js'))) return false;
  const sources = ['src', 'public', 'drizzle'].map((d) => path.join(root, d)).filter(existsSync);
  const inputs = Math.max(
    ...sources.map(newestMtime),
    ...['index.html', 'build.mjs', 'package-lock.json'].map((f) => statSync(path.join(root, f)).mtimeMs),
  );
  return statSync(stamp).mtimeMs >= inputs;
}

/** Builds (exiting on failure) unless the build is fresh; says which. */
export function buildUnlessFresh() {
  if (buildIsFresh()) {
    console.log('The build is newer than its sources: not building again (dist/.build-stamp).');
    return;
  }
  console.log('Building Digs (the build is missing or older than the sources)…');
  const build = spawnSync(process.execPath, [path.join(root, 'build.mjs')], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
