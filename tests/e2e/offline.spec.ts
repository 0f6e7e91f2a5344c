// Issue 18: the offline worker against the real built server. The worker registers after the first
// load; each journey waits until it controls the page, visits what it wants kept while online, then
// cuts the network with `context.setOffline(true)` (the page's and the worker's requests both fail).
import { expect, type Page } from '@playwright/test';
import { test } from './shop-test.ts';
import { homePath, orderPath, pathTo, productPath } from '@juicyin/contract/paths';
import { placeOrderThroughApi, registerShopper } from './orders/place-order.ts';

const offlineNote = 'You are offline. Pages you have seen still open; ordering needs a connection.';
const backOnline = 'You are back online.';
const needsConnection = 'You are offline: this needs a connection.';

// The other journeys block service workers (../playwright.config.ts); these are about the worker.
test.use({ serviceWorkers: 'allow' });

/** Resolves once the offline worker controls the page (it claims the page when it activates). */
async function workerControls(page: Page): Promise<void> {
  const controlled = await page.evaluate(
    () =>
      navigator.serviceWorker.controller !== null ||
      new Promise<boolean>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true });
      }),
  );
  expect(controlled).toBe(true);
}

/** What a request from the page gets: its status, or `failed` when no answer came. */
function statusOf(page: Page, path: string): Promise<number | 'failed'> {
  return page.evaluate(
    (url) =>
      fetch(url, { headers: { accept: 'application/json' } }).then(
        (response) => response.status,
        () => 'failed' as const,
      ),
    path,
  );
}

/** The order's number in the detail page's facts (Order ID). */
const orderId = (page: Page, number: string) =>
  page.getByRole('main').getByRole('definition').filter({ hasText: number });

/** The names of the worker's caches of signed-in shoppers' answers. */
function personalCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('juicyin-personal-')));
}

test('offline: the shell, the catalogue seen and the order still open (dated); Confirm Order says offline; back online recovers', async ({
  page,
  context,
}) => {
  await page.goto(homePath());
  await registerShopper(page.request);
  const placed = await placeOrderThroughApi(page.request, { lineCount: 1 });
  await workerControls(page);

  // Seen online, through the worker: home, a product with its pictures, the order.
  await page.goto(homePath());
  const firstProduct = page.locator('main a[href^="/product/"]').first();
  await expect(firstProduct).toBeVisible();
  const productHref = await firstProduct.getAttribute('href');
  await page.goto(productPath('fresh-orange-juice'));
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh Orange Juice' })).toBeVisible();
  const picture = page.getByRole('main').locator('img[src^="/api/images/"]').first();
  await expect(picture).toHaveJSProperty('complete', true);
  await page.goto(orderPath(placed.number));
  await expect(orderId(page, placed.number)).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: offlineNote })).toBeVisible();
  // The worker's own requests are cut too: an answer it never saved fails.
  expect(await statusOf(page, '/api/me/orders/JY-NOT-SAVED/tracking')).toBe('failed');

  await page.reload();
  const main = page.getByRole('main');
  await expect(orderId(page, placed.number)).toBeVisible();
  await expect(main.getByText(/^Saved copy, last updated .+\.$/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: offlineNote })).toBeVisible();

  await page.goto(homePath());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refill your juice glass @ your doorstep');
  await expect(page.locator(`main a[href="${productHref}"]`).first()).toBeVisible();

  await page.goto(productPath('fresh-orange-juice'));
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh Orange Juice' })).toBeVisible();
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // The signed-in shopper's bag is on the server: Add to bag waits for the connection, and says so.
  await expect(main.getByRole('button', { name: 'Add to bag', exact: true })).toBeDisabled();
  await expect(main.getByText(needsConnection)).toBeVisible();

  // Back online, to the checkout with a juice in the bag and the saved address.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: backOnline })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add to bag', exact: true })).toBeEnabled();
  await main.getByRole('button', { name: 'Add to bag', exact: true }).click();
  const added = page.getByRole('dialog');
  await added.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(added).toBeHidden();
  await page.goto(pathTo('checkout'));
  const confirm = main.getByRole('button', { name: 'Confirm Order' });
  await expect(confirm).toBeEnabled();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: offlineNote })).toBeVisible();
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveAccessibleDescription(needsConnection);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: backOnline })).toBeVisible();
  await expect(confirm).toBeEnabled();
  await expect(main.getByText(needsConnection)).toHaveCount(0);
});

test("offline after signing out: the shopper's saved order is gone", async ({ page, context }) => {
  await page.goto(homePath());
  const shopper = await registerShopper(page.request);
  const placed = await placeOrderThroughApi(page.request, { lineCount: 1 });
  await workerControls(page);
  await page.goto(orderPath(placed.number));
  await expect(orderId(page, placed.number)).toBeVisible();
  const orderApi = `/api/me/orders/${placed.number}`;

  // Saved while signed in: offline, the worker answers from the shopper's own cache.
  expect(await personalCaches(page)).toHaveLength(1);
  await context.setOffline(true);
  expect(await statusOf(page, orderApi)).toBe(200);
  await context.setOffline(false);

  await page.getByRole('button', { name: `Account of ${shopper.firstName}` }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await personalCaches(page)).toEqual([]);

  await context.setOffline(true);
  expect(await statusOf(page, orderApi)).toBe('failed');
  await page.goto(orderPath(placed.number));
  await expect(page.getByRole('heading', { name: 'Sign in to see your orders' })).toBeVisible();
  await expect(orderId(page, placed.number)).toHaveCount(0);
});
