// Temporary: runs the e2e files against an already running server (not committed).
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  workers: 1,
  reporter: [['list']],
  timeout: 30_000,
  use: { baseURL: 'http://localhost:3298', trace: 'off', launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
