import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { homePath, pathTo } from '@juicyin/contract/paths';

test('the home page shows the brand and the seeded catalogue from the API, and passes an axe scan', async ({
  page,
}) => {
  const home = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/home');
  await page.goto(homePath());
  await expect(page.getByText('Juicyin', { exact: true })).toBeVisible();
  expect((await home).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Top selling juice' })).toBeVisible();
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();

  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations).toEqual([]);
});

test('a client route is served the shop, an unknown API path a JSON 404', async ({ page, request }) => {
  const response = await page.goto(pathTo('productsList'));
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Juicyin', { exact: true })).toBeVisible();

  const api = await request.get('/api/no-such-thing');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ error: { code: 'not_found' } });
});
