import { expect } from '@playwright/test';
import { test } from './shop-test.ts';
import { productPath } from '@juicyin/contract/paths';

test('a configured reviews widget that fails to load leaves the product page working: it says so, and Try again asks for the script again', async ({
  page,
  serverURL,
}) => {
  // The journeys' server configures a reviews widget whose script it answers 404
  // (`REVIEWS_WIDGET_URL`, see ./server.ts).
  const scriptUrl = `${serverURL}/api/widgets/missing.js`;
  const store = await page.request.get('/api/store');
  expect(store.ok()).toBe(true);
  expect((await store.json()) as unknown).toMatchObject({ widgets: { reviews: { scriptUrl }, push: null } });

  const scriptRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url() === scriptUrl) scriptRequests.push(request.resourceType());
  });
  const firstAnswer = page.waitForResponse(scriptUrl);
  await page.goto(productPath('fresh-orange-juice'));
  expect((await firstAnswer).status()).toBe(404);

  const widget = page.getByRole('region', { name: 'More reviews' });
  await expect(widget.getByRole('alert')).toHaveText('More reviews are unavailable right now.');
  const retry = widget.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  // The shop's own reviews are there beside it.
  await expect(page.getByRole('region', { name: 'Customer reviews' })).toBeVisible();

  // The page works without the widget: the product goes into the bag.
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add to bag', exact: true }).first().click();
  const added = page.getByRole('dialog', { name: 'Added to bag' });
  await expect(added).toBeVisible();
  await added.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(added).toBeHidden();
  await expect(page.getByRole('button', { name: 'Shopping bag, 1 item' })).toBeVisible();

  // Try again is a new attempt: a second request for the script, and the same message after it.
  const secondAnswer = page.waitForResponse(scriptUrl);
  await retry.click();
  expect((await secondAnswer).status()).toBe(404);
  await expect(widget.getByRole('alert')).toHaveText('More reviews are unavailable right now.');
  await expect(widget.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(scriptRequests).toEqual(['script', 'script']);
  // A failed load leaves no script element behind.
  await expect(page.locator(`script[src="${scriptUrl}"]`)).toHaveCount(0);
});
