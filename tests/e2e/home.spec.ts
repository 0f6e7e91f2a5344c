import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the home page shows the brand, reaches the API and passes an axe scan', async ({ page }) => {
  const health = page.waitForResponse((response) => response.url().endsWith('/api/health'));
  await page.goto('/');
  await expect(page.getByText('Juicyin', { exact: true })).toBeVisible();
  expect((await health).status()).toBe(200);
  await expect(page.getByRole('status')).toHaveText('The shop is open.');

  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations).toEqual([]);
});

test('a client route is served the shop, an unknown API path a JSON 404', async ({ page, request }) => {
  const response = await page.goto('/products-list');
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Juicyin', { exact: true })).toBeVisible();

  const api = await request.get('/api/no-such-thing');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ error: { code: 'not_found' } });
});
