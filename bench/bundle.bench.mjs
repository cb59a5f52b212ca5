#!/usr/bin/env node
// Prints the first-load JavaScript and CSS of each page (gzip), from the build's metafile.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const meta = JSON.parse(await readFile(path.join(root, 'dist/public/metafile.json'), 'utf8'));
const gz = async (file) => gzipSync(await readFile(path.join(root, file)), { level: 9 }).length;

function closure(file, kinds, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const i of meta.outputs[file]?.imports ?? []) if (kinds.includes(i.kind)) closure(i.path, kinds, seen);
  return seen;
}

const entry = Object.keys(meta.outputs).find(
  (f) => meta.outputs[f].entryPoint === 'src/ui/main.tsx' && f.endsWith('.js'),
);
// The entry is a boot script that imports the app (start.tsx) after the first paint (ADR 013):
// every first load runs both.
const app = Object.keys(meta.outputs).find(
  (f) => meta.outputs[f].entryPoint === 'src/ui/start.tsx' && f.endsWith('.js'),
);
const initial = new Set([...closure(entry, ['import-statement']), ...closure(app, ['import-statement'])]);
let initialBytes = 0;
for (const f of initial) initialBytes += await gz(f);
const css = meta.outputs[entry].cssBundle;
console.log(
  `initial JS (boot script + app, every page): ${(initialBytes / 1024).toFixed(1)} KB gzip in ${initial.size} files`,
);
if (css) console.log(`CSS: ${((await gz(css)) / 1024).toFixed(1)} KB gzip`);
for (const [file, out] of Object.entries(meta.outputs)) {
  if (!out.entryPoint?.startsWith('src/ui/pages/') || !file.endsWith('.js')) continue;
  const extra = [...closure(file, ['import-statement'])].filter((f) => !initial.has(f));
  let bytes = 0;
  for (const f of extra) bytes += await gz(f);
  console.log(
    `  + ${path.basename(out.entryPoint)}: ${(bytes / 1024).toFixed(1)} KB gzip (page total ${((initialBytes + bytes) / 1024).toFixed(1)} KB)`,
  );
}
