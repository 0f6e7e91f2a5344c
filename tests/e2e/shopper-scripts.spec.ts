// What a shopper's browser is sent to run: none of staff's API (the dashboard's endpoints and their
// schemas, nearly half the contract, are a chunk of their own that only a staff request loads).
import { expect, type Response } from '@playwright/test';
import { test } from './shop-test.ts';
import { addToBag } from './checkout-steps.ts';
import { homePath, pathTo } from '@juicyin/contract/paths';

test("a shopper's pages, from home to the checkout, load no script that names a staff endpoint", async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (response: Response) => {
    // A redirect (the reviews widget's script) has no body of its own; where it leads is counted.
    if (response.request().resourceType() === 'script' && response.status() === 200) scripts.add(response.url());
  });
  await page.goto(homePath());
  await page.goto(pathTo('productsList'));
  await addToBag(page, 'fresh-orange-juice', 'en');
  await page.goto(pathTo('checkout'));
  await expect(page.getByRole('heading', { level: 1, name: 'Secure Checkout' })).toBeVisible();
  // Read once the pages are done: a script still arriving when the shopper moved on has no body
  // left in the browser, and the same address answers the same script.
  const loaded = await Promise.all(
    [...scripts].map(async (url) => ({ url, text: await (await page.request.get(url)).text() })),
  );
  // The data layer is among them: the shopper's endpoints were loaded and used.
  expect(loaded.some(({ text }) => text.includes('/api/products/'))).toBe(true);
  expect(loaded.filter(({ text }) => text.includes('/api/staff/')).map(({ url }) => url)).toEqual([]);
});
