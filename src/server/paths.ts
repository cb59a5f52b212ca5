import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, whether running from src/server (tests) or dist/server (the bundle). */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'drizzle'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

export const rootDir = findRoot();
export const migrationsFolder = path.join(rootDir, 'drizzle');
export const publicDir = path.join(rootDir, 'dist/public');
export const defaultDataDir = path.join(rootDir, 'data/pglite');
