// The benches run the project's TypeScript: esbuild bundles just the modules a bench names (as
// build.mjs bundles the server), packages left external, next to node_modules so they resolve.
import path from 'node:path';
import * as esbuild from 'esbuild';

export const root = path.resolve(import.meta.dirname, '..');

/** Bundles `exportLines` (like "export { x } from './src/…';") as `name` and imports the result. */
export async function loadSources(name, exportLines) {
  const outfile = path.join(root, `node_modules/.cache/digs-bench/${name}.mjs`);
  await esbuild.build({
    absWorkingDir: root,
    stdin: { contents: exportLines.join('\n'), resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  return import(outfile);
}
