import { defineConfig } from '@playwright/test';
import { chromiumArgs, requireChromium } from '../scripts/chromium.mjs';
import { testCeiling, waitCeiling } from './setup/waits.ts';

export const baseURL = `http://127.0.0.1:${process.env['E2E_PORT'] ?? '3199'}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './.output/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Journeys wait for what they look for (expect's auto-waiting); these are only the ceilings.
  timeout: testCeiling,
  expect: { timeout: waitCeiling },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: './.output/playwright.json' }]],
  globalSetup: './e2e/server.ts',
  use: {
    baseURL,
    locale: 'en-SA',
    timezoneId: 'Asia/Riyadh',
    trace: 'retain-on-failure',
    // The shop's offline worker stays out of the journeys: Playwright's page.route does not see the
    // requests a service worker handles (its docs advise blocking workers where tests route), and the
    // worker's stale-while-revalidate catalogue would show a journey the answer from before its own
    // change. e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: requireChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
