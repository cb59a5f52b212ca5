#!/usr/bin/env node
// Screenshots of pages at phone (390 px) and desktop (1280 px) widths, for looking at what we build.
// Usage: node scripts/screenshot.mjs http://localhost:3000 /path-a /path-b …  (writes to screenshots/)
// SCREENSHOT_DIR=docs/screenshots SCREENSHOT_FORMAT=jpeg for the smaller copies kept in the repository.
// SCREENSHOT_STORAGE='{"compareProperties":"[…]"}' puts values in local storage first (compare lists, favourites).
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
  if (process.env.SCREENSHOT_STORAGE) {
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(JSON.parse(entries))) localStorage.setItem(key, value);
    }, process.env.SCREENSHOT_STORAGE);
  }
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
    const jpeg = process.env.SCREENSHOT_FORMAT === 'jpeg';
    const name = p.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
    const file = path.join(outDir, `${name}-${width}.${jpeg ? 'jpg' : 'png'}`);
    await page.screenshot({ path: file, fullPage: true, ...(jpeg ? { type: 'jpeg', quality: 70 } : {}) });
    console.log(file);
  }
  await page.close();
}
await browser.close();
