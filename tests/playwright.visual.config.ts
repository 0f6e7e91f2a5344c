import { defineConfig } from '@playwright/test';
import { chromiumArgs, requireChromium } from '../scripts/chromium.mjs';
import { testCeiling, waitCeiling } from './setup/waits.ts';
import { storybookURL } from './visual/paths.ts';

export default defineConfig({
  testDir: './visual',
  outputDir: './.output/visual-results',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  // No retries: a snapshot that differs once is a failure to fix, not something to run again.
  retries: 0,
  timeout: testCeiling,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: './.output/visual.json' }]],
  globalSetup: './visual/static-server.ts',
  expect: {
    timeout: waitCeiling,
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.002 },
  },
  use: {
    baseURL: storybookURL,
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
    locale: 'en-SA',
    timezoneId: 'Asia/Riyadh',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: requireChromium(),
      args: [...chromiumArgs, '--font-render-hinting=none'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
