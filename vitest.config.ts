import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { serveTestScripts } from './apps/shop/src/scripts/testing/serve-test-scripts.ts';
import { chromiumArgs, requireChromium } from './scripts/chromium.mjs';
import { startCeiling, testCeiling, waitCeiling } from './tests/setup/waits.ts';

const root = import.meta.dirname;
const wantsBrowser = process.argv.some((arg) => arg.includes('storybook') || arg.includes('shop-browser'));

function chromium() {
  return playwright({
    launchOptions: { executablePath: wantsBrowser ? requireChromium() : '/usr/bin/chromium', args: chromiumArgs },
  });
}

function storybookProject(locale: 'en' | 'ar'): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
    define: { __JUICYIN_STORY_LOCALE__: JSON.stringify(locale) },
    test: {
      name: `storybook-${locale}`,
      // Every story file in one page per project: the preview's modules (React, MSW, the contract)
      // load once instead of once per file, which took half the step. Each story still mounts on its
      // own (Storybook unmounts the last, MSW resets its handlers), so a story that leans on another
      // file's leftovers fails in any order.
      isolate: false,
      browser: {
        enabled: true,
        headless: true,
        provider: chromium(),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@juicyin/source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['@juicyin/source', ...defaultServerConditions], externalConditions: ['@juicyin/source'] },
  },
  test: {
    // How long a browser session may take to connect. Vitest reads it from the root config only
    // (`vitest.config.browser.connectTimeout`): set in a project it was ignored, and a loaded
    // machine failed the story step at Vitest's 60 s default.
    browser: { connectTimeout: startCeiling },
    // One ceiling for every test and hook (tests/setup/waits.ts); Vitest's defaults (5 s a test,
    // 10 s a hook) are clocks a loaded machine reaches: the server-rendering test's first route,
    // which imports every page, timed out at 5 s beside five builds.
    testTimeout: testCeiling,
    hookTimeout: testCeiling,
    // expect.poll's own default gives up after 1 s, a clock a loaded machine reaches (a press
    // replayed after hydration took longer beside builds, 2026-11-28): the shared ceiling instead.
    expect: { poll: { timeout: waitCeiling } },
    projects: [
      { extends: true, test: { name: 'domain', environment: 'node', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'contract', environment: 'node', include: ['packages/contract/src/**/*.test.ts'] },
      },
      { extends: true, test: { name: 'tooling', environment: 'node', include: ['tests/tooling/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/src/**/*.test.ts'],
          // One initdb for the run: every suite's in-memory PGlite starts from its files.
          globalSetup: ['./apps/api/src/testing/pglite-files.ts'],
          // Passwords at the test cost (apps/api/src/accounts/password.ts); password.test.ts checks OWASP's.
          env: { PASSWORD_HASHING: 'fast-for-tests' },
          // The suites of a worker share its process: the API's modules load once, and PGlite compiles
          // its 9 MB WebAssembly once (it keeps the compiled module per process) instead of once per
          // file. Each suite still opens its own database and server, and no API module keeps state
          // between apps (no suite mocks a module, fakes timers or sets process.env; the project sets
          // PASSWORD_HASHING for all of them).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['packages/ui/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/setup/dom.ts'],
          // The files of a worker share their modules (React, react-aria, the kit load once) and one
          // jsdom window, which tests/setup/dom.ts resets at each file's start (storage, cookies,
          // address, <html>). See docs/TESTING.md, "The jsdom projects".
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui-consumer',
          environment: 'node',
          include: ['tests/ui-consumer/**/*.test.ts'],
          hookTimeout: 240_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'shop',
          environment: 'jsdom',
          include: ['apps/shop/src/**/*.test.{ts,tsx}'],
          // Rendered on the server's terms (no DOM) by the shop-ssr project; in Chromium by shop-browser.
          exclude: ['apps/shop/src/**/*.ssr.test.tsx', 'apps/shop/src/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['./tests/setup/dom.ts', './apps/shop/src/testing/data-layer-setup.ts'],
          // As in `ui`: shared modules and one jsdom window per worker. A test that needs a module's
          // first state (no catalogue loaded yet) imports a fresh copy after `vi.resetModules()`.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'shop-ssr',
          environment: 'node',
          include: ['apps/shop/src/**/*.ssr.test.tsx'],
          setupFiles: ['./apps/shop/src/testing/data-layer-setup.ts'],
        },
      },
      {
        // What needs a real browser (the script loader's script elements and requests), in Chromium.
        extends: true,
        plugins: [serveTestScripts()],
        test: {
          name: 'shop-browser',
          include: ['apps/shop/src/**/*.browser.test.{ts,tsx}'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
            // A failure is read from its assertion; no screenshot files beside the tests.
            screenshotFailures: false,
          },
        },
      },
      storybookProject('en'),
      storybookProject('ar'),
    ],
  },
});
