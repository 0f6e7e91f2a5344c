import { defineConfig } from '@playwright/test';
import { chromiumArgs, requireChromium } from '../scripts/chromium.mjs';

export const baseURL = `http://127.0.0.1:${process.env['E2E_PORT'] ?? '3199'}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './.output/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: './.output/playwright.json' }]],
  globalSetup: './e2e/server.ts',
  use: {
    baseURL,
    locale: 'en-SA',
    timezoneId: 'Asia/Riyadh',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: requireChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
