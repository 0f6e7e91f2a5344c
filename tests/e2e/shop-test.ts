import { type BrowserContext, type Page, type Response, test as base } from '@playwright/test';
import { startCeiling } from '../setup/waits.ts';
import { startScaleOutServer } from './scale-out-server.ts';
import { startServer } from './server.ts';

/**
 * The journeys' `test`: Playwright's, with two changes.
 *
 * Each worker has its own server and database. The worker fixture `serverURL` starts the built
 * server on a fresh data directory (./server.ts) on port E2E_PORT + the worker's parallel index, and
 * stops it when the worker ends; `baseURL` is that address, so `page.goto('/…')`, `request`, and
 * contexts a journey opens go to its worker's server. Journeys that need the address itself (a
 * cookie's URL, an absolute link) take `serverURL`. Files run whole in one worker, in order, so a
 * file's tests may build on each other, but no file may count on another: which files share a
 * server depends on the number of workers and on which of them failed (a failure starts a new
 * worker, with a new server).
 *
 * And the server renders the public pages, so a page is on screen before React has taken it over;
 * a press in between goes to HTML that nothing listens to yet (a stress round clicked "Buy Now" and
 * stayed on the product page). So every full page load a journey makes — `goto`, `reload`,
 * `goBack`, `goForward`, on any page of any browser context, whichever fixtures the journey takes —
 * returns only once the shop says it is interactive (`<html data-interactive>`, set by
 * `ShopApp` after hydration) and the fonts its first screen asked for are in. Loads of something other than a shop page (XML, JSON), loads with
 * `waitUntil: 'commit'` and contexts without JavaScript are left as Playwright does them.
 *
 * The worker option `scaleOut` (set by tests/playwright.scale-out.config.ts) puts the worker on
 * PostgreSQL with two API processes behind a round-robin proxy instead (./scale-out-server.ts).
 *
 * Journeys import `test` from here; lint refuses Playwright's own in tests/e2e.
 */
export type ServerOptions = { scaleOut: boolean };

export const test = base.extend<{ waitInNewContexts: undefined }, { serverURL: string } & ServerOptions>({
  scaleOut: [false, { scope: 'worker', option: true }],
  serverURL: [
    async ({ scaleOut }, use, workerInfo) => {
      const start = scaleOut ? startScaleOutServer : startServer;
      const server = await start(workerInfo.parallelIndex);
      try {
        await use(server.baseURL);
      } finally {
        await server.stop();
      }
    },
    // Starting includes `staff:create` and the server's migrations; stopping waits for the exit.
    { scope: 'worker', timeout: startCeiling + 60_000 },
  ],
  baseURL: async ({ serverURL }, use) => {
    await use(serverURL);
  },
  // Contexts a journey opens itself (`browser.newContext`) wait too, unless they run without
  // JavaScript; the option's value for this test is the default for those contexts as well.
  // Automatic: a journey that takes only `browser` gets it too (one that did not clicked "Add to
  // bag" on a loaded machine before the product page was interactive, and no dialog came).
  waitInNewContexts: [
    async ({ browser, javaScriptEnabled }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        if (options?.javaScriptEnabled ?? javaScriptEnabled) waitInEveryPage(opened);
        return opened;
      };
      await use(undefined);
      Reflect.deleteProperty(browser, 'newContext'); // the prototype's again
    },
    { auto: true },
  ],
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) waitInEveryPage(context);
    await use(context);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) waitInPage(page);
    await use(page);
  },
});

const patched = new WeakSet<BrowserContext | Page>();

function waitInEveryPage(context: BrowserContext): void {
  if (patched.has(context)) return;
  patched.add(context);
  for (const page of context.pages()) waitInPage(page);
  context.on('page', waitInPage);
}

type WaitUntil = { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit' };

function waitInPage(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  page.goto = async (url, options) => untilInteractive(page, await goto(url, options), options);
  page.reload = async (options) => untilInteractive(page, await reload(options), options);
  page.goBack = async (options) => untilInteractive(page, await goBack(options), options);
  page.goForward = async (options) => untilInteractive(page, await goForward(options), options);
}

async function untilInteractive(page: Page, response: Response | null, options?: WaitUntil) {
  if (response !== null && options?.waitUntil !== 'commit' && isShopPage(response)) {
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await fontsIn(page);
  }
  return response;
}

/**
 * Waits for the fonts the page has asked for so far: those of the server-rendered page, asked for
 * at its first layout. A font that arrives later swaps in and can move what a journey is about to
 * press: a stress round saw "Add to bag" pass Playwright's stability check, then the Arabic fonts
 * came in, the button moved 40 px down and the press came up on the quantity stepper. (No frame
 * is awaited: a journey may have paused the page's clock, and with it its animation frames.)
 */
async function fontsIn(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

function isShopPage(response: Response): boolean {
  return (response.headers()['content-type'] ?? '').startsWith('text/html');
}
