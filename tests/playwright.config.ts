import { defineConfig } from '@playwright/test';
import { chromiumArgs, requireChromium } from '../scripts/chromium.mjs';
import { testCeiling, waitCeiling } from './setup/waits.ts';

// The journeys run on E2E_WORKERS workers (2 unless set), each with its own server and database on
// port E2E_PORT + its index (3199, 3200, … unless E2E_PORT is set): see e2e/shop-test.ts and
// e2e/server.ts. A file's journeys run in order in one worker; files are spread over the workers.
// The global setup only checks that the build is there (`pnpm build`).
export default defineConfig({
  testDir: './e2e',
  outputDir: './.output/results',
  fullyParallel: false,
  workers: Number(process.env['E2E_WORKERS'] ?? '2'),
  retries: 0,
  // Journeys wait for what they look for (expect's auto-waiting); these are only the ceilings.
  timeout: testCeiling,
  expect: { timeout: waitCeiling },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: './.output/playwright.json' }]],
  globalSetup: './e2e/server.ts',
  use: {
    locale: 'en-SA',
    timezoneId: 'Asia/Riyadh',
    // A failed journey keeps its trace (actions, DOM snapshots, network, console) and a screenshot
    // of where it stopped. The trace's screencast is left out: it had the browser encode a frame for
    // every paint of every journey, 10–15 % of the step's CPU (docs/TESTING.md, "What a failed
    // journey keeps").
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    // The shop's offline worker stays out of the journeys: Playwright's page.route does not see the
    // requests a service worker handles (its docs advise blocking workers where tests route), and the
    // worker's stale-while-revalidate catalogue would show a journey the answer from before its own
    // change. e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: requireChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
