#!/usr/bin/env node
// Screenshots of pages at phone (390 px) and desktop (1280 px) widths, for looking at what we build.
// Usage: node scripts/screenshot.mjs http://localhost:3000 /path-a /path-b …  (writes to screenshots/)
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const outDir = path.resolve(process.env.SCREENSHOT_DIR ?? 'screenshots');
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
  for (const p of paths.length ? paths : ['/']) {
    await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    const file = path.join(outDir, `${p.replace(/\W+/g, '_') || 'home'}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
