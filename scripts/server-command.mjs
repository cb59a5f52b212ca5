// Runs one of the server's commands (src/server/<name>.ts, bundled to dist/server/<name>.js) with
// this process's arguments, bundling it first (esbuild, about a second) when the bundle is missing
// or older than the sources; where esbuild is not installed (a production install), it runs the
// bundle `npm run build` made. Signals go on to the command; its exit code is this process's.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime } from './build-fresh.mjs';

const root = path.resolve(import.meta.dirname, '..');

export async function runServerCommand(name) {
  const bundle = path.join(root, `dist/server/${name}.js`);
  const sources = ['src', 'drizzle'].map((d) => path.join(root, d)).filter(existsSync);
  const stale = !existsSync(bundle) || statSync(bundle).mtimeMs < Math.max(...sources.map(newestMtime));
  if (stale) {
    const esbuild = await import('esbuild').catch(() => null);
    if (esbuild) {
      // The server bundle's options (build.mjs), for this one entry.
      await esbuild.build({
        absWorkingDir: root,
        entryPoints: [`src/server/${name}.ts`],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        packages: 'external',
        outfile: bundle,
        sourcemap: 'linked',
        logLevel: 'warning',
      });
    } else if (!existsSync(bundle)) {
      console.error(`dist/server/${name}.js is missing: run \`npm run build\` first.`);
      process.exit(1);
    }
  }

  const command = spawn(process.execPath, ['--enable-source-maps', bundle, ...process.argv.slice(2)], {
    stdio: 'inherit',
    cwd: root,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => command.kill(signal));
  command.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
