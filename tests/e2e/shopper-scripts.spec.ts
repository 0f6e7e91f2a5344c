// What a shopper's browser is sent to run: none of staff's API (the dashboard's endpoints and their
// schemas, nearly half the contract, are a chunk of their own that only a staff request loads).
import { expect, type Response } from '@playwright/test';
import { test } from './shop-test.ts';
import { addToBag } from './checkout-steps.ts';
import { homePath, pathTo } from '@juicyin/contract/paths';

test("a shopper's pages, from home to the checkout, load no script that names a staff endpoint", async ({ page }) => {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response: Response) => {
    // A redirect (the reviews widget's script) has no body of its own; where it leads is counted.
    if (response.request().resourceType() === 'script' && response.status() === 200)
      scripts.push(response.text().then((text) => ({ url: response.url(), text })));
  });
  await page.goto(homePath());
  await page.goto(pathTo('productsList'));
  await addToBag(page, 'fresh-orange-juice', 'en');
  await page.goto(pathTo('checkout'));
  await expect(page.getByRole('heading', { level: 1, name: 'Secure Checkout' })).toBeVisible();
  const loaded = await Promise.all(scripts);
  // The data layer is among them: the shopper's endpoints were loaded and used.
  expect(loaded.some(({ text }) => text.includes('/api/products/'))).toBe(true);
  expect(loaded.filter(({ text }) => text.includes('/api/staff/')).map(({ url }) => url)).toEqual([]);
});
