import { expectNoAxeViolations } from './axe-scan.ts';
import { expect } from '@playwright/test';
import { test } from './shop-test.ts';
import { homePath, pathTo } from '@juicyin/contract/paths';

test('the home page shows the brand and the seeded catalogue from the API, and passes an axe scan', async ({
  page,
}) => {
  // The server renders the page with the catalogue's answer in it.
  const response = await page.goto(homePath());
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Juicyin', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top selling juice' })).toBeVisible();
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();

  await expectNoAxeViolations(page);
});

test('a client route is served the shop, an unknown API path a JSON 404', async ({ page, request }) => {
  const response = await page.goto(pathTo('productsList'));
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Juicyin', { exact: true })).toBeVisible();

  const api = await request.get('/api/no-such-thing');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ error: { code: 'not_found' } });
});
