#!/usr/bin/env node
// Every e-mail the site sends, as its recipient's mail client would show the HTML part: composed by
// the domain from sample data (test/support/mail-fixtures.ts), rendered by the mail-templates
// adapter, written as .html files, screenshotted in Chromium at 390 and 1280 px, and checked with
// axe (any violation is printed and makes the script fail).
// Usage: node scripts/mail-previews.mjs [name filter]  (writes to screenshots/mail/)
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import * as esbuild from 'esbuild';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = path.join(root, 'screenshots/mail');
const filter = process.argv[2] ?? '';
await mkdir(outDir, { recursive: true });

const bundle = path.join(outDir, '.previews.mjs');
await esbuild.build({
  absWorkingDir: root,
  stdin: {
    contents: `
      export { everyMail } from './test/support/mail-fixtures';
      export { renderMailHtml } from './src/adapters/mail-templates/html-mailer';`,
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  jsx: 'automatic',
  outfile: bundle,
  logLevel: 'warning',
});
const { everyMail, renderMailHtml } = await import(pathToFileURL(bundle).href);
await rm(bundle);

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
let violations = 0;
for (const { name, mail } of everyMail()) {
  if (!name.includes(filter) || !mail.content) continue;
  const base = name.replace(/\W+/g, '-').replace(/^-|-$/g, '');
  const file = path.join(outDir, `${base}.html`);
  await writeFile(file, await renderMailHtml(mail.content));
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(pathToFileURL(file).href);
    const shot = path.join(outDir, `${base}-${width}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    if (width === 390) {
      for (const v of (await new AxeBuilder({ page }).analyze()).violations) {
        violations += 1;
        console.error(`${name}: [${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }
    }
    await context.close();
    console.log(shot);
  }
}
await browser.close();
if (violations > 0) process.exitCode = 1;
