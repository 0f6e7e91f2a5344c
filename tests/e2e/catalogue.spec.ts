import { expect, type Page } from '@playwright/test';
import { test } from './shop-test.ts';
import { useLanguage } from './checkout-steps.ts';
import { homePath, pathTo, productPath } from '@juicyin/contract/paths';

const mainImage = (page: Page) => page.getByRole('tabpanel').getByRole('img');

test('a visitor browses a category, filters by flavour and price, opens a product and switches the material', async ({
  page,
}) => {
  await page.goto(homePath());
  await page
    .getByRole('list', { name: 'Shop by category' })
    .getByRole('link', { name: /Fruit Juice/ })
    .click();
  await expect(page).toHaveURL(pathTo('productsList'));
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh Fruit Juice' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '8 products' })).toBeVisible();

  await page.getByRole('checkbox', { name: /^Orange \(\d+\)$/ }).click({ force: true });
  await page.getByRole('checkbox', { name: /^Mango \(\d+\)$/ }).click({ force: true });
  await expect(page).toHaveURL(/flavour=orange%2Cmango/);
  await expect(page.getByRole('heading', { level: 2, name: '2 products' })).toBeVisible();

  const maximum = page.getByRole('slider', { name: 'Maximum' });
  await maximum.focus();
  await maximum.press('Home');
  await expect(page).toHaveURL(/maxPrice=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: '1 product' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fresh Mango Juice', exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Fresh Orange Juice', exact: true }).click();
  await expect(page).toHaveURL(productPath('fresh-orange-juice'));
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh Orange Juice' })).toBeVisible();
  await expect(page.getByText('VAT inclusive')).toBeVisible();
  await expect(mainImage(page)).toHaveAttribute('src', /regular-1\.svg$/);
  await page.getByRole('tab', { name: 'Picture 2 of 5' }).click();
  await expect(mainImage(page)).toHaveAttribute('src', /regular-2\.svg$/);
  await page.getByRole('radiogroup', { name: 'Material' }).getByRole('radio', { name: 'Glass' }).click({ force: true });
  await expect(mainImage(page)).toHaveAttribute('src', /glass-1\.svg$/);
  await expect(page.getByRole('region', { name: 'Similar Products' }).getByRole('article').first()).toBeVisible();
});

test('in Arabic, searching "برتقال" finds the orange juice, right to left, priced in SAR', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.goto(pathTo('search'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('searchbox', { name: 'البحث' }).fill('برتقال');
  await page.getByRole('searchbox', { name: 'البحث' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'نتائج «برتقال»' })).toBeVisible();
  const card = page.getByRole('article', { name: 'عصير برتقال طازج' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('ر.س');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'نتائج «برتقال»' })).toBeVisible();
});
