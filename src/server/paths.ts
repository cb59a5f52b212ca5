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
/** The demo operator's data and pictures (loaded on an empty database when SEED_DEMO is on). */
export const demoDir = path.join(rootDir, 'demo');
/** Its loader, built apart from the server so that the server bundle carries none of it (ADR 036). */
export const demoLoader = path.join(rootDir, 'dist/demo/seed-demo.js');
