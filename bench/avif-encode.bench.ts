// How long AVIF takes per picture (ADR 045): for a sample of the demo's pictures, the WebP-only
// formats (the demo's loader), an upload's WebP + AVIF, and the lazy AVIF of a stored WebP.
// Run: npx tsx bench/avif-encode.bench.ts [count]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SharpPictureFormats } from '../src/adapters/sharp/sharp-picture-formats.adapter';
import { MEDIA_FORMAT_NAMES } from '../src/domain/catalogue/media-formats';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
const count = Number(process.argv[2] ?? 6);
const sample = files(path.resolve(import.meta.dirname, '../demo/pictures')).slice(0, count);
const formats = new SharpPictureFormats();
const ms = (started: number) => performance.now() - started;
const totals = { webp: 0, upload: 0, lazy: 0, webpBytes: 0, avifBytes: 0 };
for (const file of sample) {
  const original = readFileSync(file);
  let t = performance.now();
  const webp = await formats.make(original);
  totals.webp += ms(t);
  t = performance.now();
  const upload = await formats.makeUpload(original);
  totals.upload += ms(t);
  if (!webp || upload.outcome !== 'made') throw new Error(`${file}: refused`);
  t = performance.now();
  for (const name of MEDIA_FORMAT_NAMES)
    await formats.avifFrom(name === 'tablet' ? upload.files.webp.tablet : webp[name]);
  totals.lazy += ms(t);
  for (const name of MEDIA_FORMAT_NAMES) {
    totals.webpBytes += upload.files.webp[name].data.length;
    totals.avifBytes += upload.files.avif[name].data.length;
  }
}
const per = (n: number) => `${(n / sample.length).toFixed(0)} ms`;
console.log(`${sample.length} demo pictures, per picture (every format):`);
console.log(`  WebP only (demo loader):        ${per(totals.webp)}`);
console.log(`  upload, WebP + AVIF:            ${per(totals.upload)}`);
console.log(`  lazy AVIF from the stored WebP: ${per(totals.lazy)} (one format at a time)`);
console.log(
  `  bytes: WebP ${totals.webpBytes}, AVIF ${totals.avifBytes} (${((100 * totals.avifBytes) / totals.webpBytes).toFixed(0)}%)`,
);
