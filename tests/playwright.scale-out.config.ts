import { defineConfig } from '@playwright/test';
import type { ServerOptions } from './e2e/shop-test.ts';
import base from './playwright.config.ts';

// The scale-out journeys (issue 21): the staff journeys whose changes shoppers must see, run with
// each worker on a fresh PostgreSQL database (on TEST_DATABASE_URL's server) with TWO API processes
// behind a round-robin proxy (e2e/scale-out-server.ts), so a staff write on one process is followed
// by shopper reads on the other: proof that the read cache is invalidated across processes.
// Staff change a price (the product page, a bag line re-priced at checkout), mark a variant out of
// stock, set today's special, create a Gold-only coupon, turn cash on delivery on, upload a product
// picture, and two staff save one product. One worker unless E2E_WORKERS says otherwise; ports from
// E2E_PORT (3199 unless set): worker n's proxy on E2E_PORT + 3n, its processes on the next two.
export default defineConfig<object, ServerOptions>({
  ...base,
  testMatch: [
    'dashboard-catalogue.spec.ts',
    'checkout-repriced.spec.ts',
    'dashboard-specials.spec.ts',
    'dashboard-coupons.spec.ts',
    'dashboard-settings.spec.ts',
    'dashboard-product-image.spec.ts',
    // The staff order page's live stream and actions across processes (the stream on one process,
    // the action on the other: it found the announcement lost when the stream's news came first).
    'dashboard-order.spec.ts',
    'dashboard-journey.spec.ts',
    // Content: a page's text and a blog post written on one process, read on the other.
    'dashboard-pages.spec.ts',
    'dashboard-blog.spec.ts',
  ],
  outputDir: './.output/results-scale-out',
  workers: Number(process.env['E2E_WORKERS'] ?? '1'),
  reporter: [['list'], ['json', { outputFile: './.output/playwright-scale-out.json' }]],
  projects: [{ name: 'chromium-scale-out', use: { browserName: 'chromium', scaleOut: true } }],
});
