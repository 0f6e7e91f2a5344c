import type { ProductDetail } from '@juicyin/contract';
import { expect } from '@playwright/test';
import { test } from './shop-test.ts';

/** The addresses a sitemap lists. */
function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc = '']) => loc.replaceAll('&amp;', '&'));
}

test('a product page from the sitemap opens in the language it is listed in, which becomes the shopper’s', async ({
  page,
}) => {
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const listed = locations(await sitemap.text()).map((loc) => new URL(loc));
  const arabicProduct = listed.find((url) => url.pathname.startsWith('/product/') && url.search === '?lang=ar');
  expect(arabicProduct).toBeDefined();
  const slug = decodeURIComponent(arabicProduct?.pathname.split('/').at(-1) ?? '');
  const product = (await (await page.request.get(`/api/products/${slug}`)).json()) as ProductDetail;

  // As a crawler or a shopper following the link: a new browser with no choice stored.
  await page.goto(`${arabicProduct?.pathname ?? ''}${arabicProduct?.search ?? ''}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name.ar);
  await expect(page).toHaveURL((url) => url.pathname === arabicProduct?.pathname && url.search === '');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name.ar);

  await page.goto(`${arabicProduct?.pathname ?? ''}?lang=en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name.en);
  await expect(page).toHaveURL((url) => url.search === '');
});

test('robots.txt keeps crawlers out of the API and the dashboard and names the sitemap on this server', async ({
  page,
  baseURL,
}) => {
  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const lines = (await robots.text()).split('\n');
  expect(lines).toContain('Disallow: /api/');
  expect(lines).toContain('Disallow: /dashboard');
  expect(lines).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
});
