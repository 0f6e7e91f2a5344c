// The dashboard's product screens on the real server (issue 21): staff create a product with one
// variant, a shopper finds it in the shop's search (English) and puts it in the bag; staff archive
// it, and its page is not found (Arabic). The product's slug and SKU are new each run, so nothing
// else sees them.
import { expect } from '@playwright/test';
import { pathTo, productPath } from '@juicyin/contract/paths';
import { addToBag, useLanguage } from './checkout-steps.ts';
import { test } from './shop-test.ts';
import { shopText } from './shop-words.ts';
import { staffBrowserPage } from './staff.ts';

test('staff create a product that a shopper finds and puts in the bag; once archived its page is not found', async ({
  page,
  browser,
}) => {
  // Two browsers and a long form: the slow ceiling, as the other long journeys.
  test.slow();
  const tag = Date.now().toString(36);
  const slug = `kiwi-lime-juice-${tag}`;
  const sku = `KIWI-${tag.toUpperCase()}-R1`;
  const name = `Kiwi Lime Juice ${tag}`;
  const say = (key: Parameters<typeof shopText>[1], values?: Record<string, string | number>) =>
    shopText('en', key, values);

  const staff = await staffBrowserPage(browser);
  await staff.page.goto(pathTo('dashboardProducts'));
  await staff.page.getByRole('link', { name: say('dashboard.products.new') }).click();
  const form = staff.page.getByRole('form', { name: say('dashboard.productNew.form') });
  await expect(staff.page.getByRole('heading', { level: 1, name: say('dashboard.productNew.heading') })).toBeVisible();
  const field = (key: Parameters<typeof shopText>[1]) => form.getByRole('textbox', { name: say(key), exact: true });
  await field('dashboard.productNew.field.slug').fill(slug);
  await field('dashboard.productForm.field.nameEn').fill(name);
  await field('dashboard.productForm.field.nameAr').fill(`عصير كيوي وليمون ${tag}`);
  await field('dashboard.productForm.field.descriptionEn').fill('Kiwi and lime, pressed to order.');
  await field('dashboard.productForm.field.descriptionAr').fill('كيوي وليمون يُعصران عند الطلب.');
  await field('dashboard.productForm.field.flavourKey').fill('kiwi');
  await field('dashboard.productForm.field.flavourEn').fill('Kiwi');
  await field('dashboard.productForm.field.flavourAr').fill('كيوي');
  // The box by keyboard: its drawn box is over the hidden input a pointer would aim at.
  const summer = form.getByRole('checkbox', { name: say('season.summer') });
  await summer.focus();
  await staff.page.keyboard.press('Space');
  await expect(summer).toBeChecked();
  await field('dashboard.productForm.field.sku').fill(sku);
  await field('dashboard.product.field.price').fill('14.50');
  await field('dashboard.product.field.stock').fill('20');
  await form.getByRole('button', { name: say('dashboard.productNew.create') }).click();
  // Created: its page opens (the heading is its name) at version 1.
  await expect(staff.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(staff.page).toHaveURL(new RegExp(`/dashboard/products/${slug}$`));

  // A shopper, in English, finds it by its name and puts it in the bag.
  await useLanguage(page, 'en');
  await page.goto(pathTo('search'));
  const search = page.getByRole('searchbox', { name: say('search.label'), exact: true });
  await search.fill(name);
  await search.press('Enter');
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('14.50');
  await addToBag(page, slug, 'en');
  // A guest's bag is kept in the browser: it holds the new SKU.
  const guestBag = await page.evaluate(() => localStorage.getItem('juicyin.bag'));
  expect(JSON.parse(guestBag ?? 'null')).toMatchObject({ lines: [{ sku, quantity: 1 }] });

  // Staff archive it: it leaves the shop, and its page is not found (in Arabic).
  const availability = staff.page.getByRole('region', { name: say('dashboard.productForm.availability') });
  await availability.getByRole('button', { name: say('dashboard.productForm.archive') }).click();
  const ask = staff.page.getByRole('alertdialog');
  await ask.getByRole('button', { name: say('dashboard.productForm.archive') }).click();
  await expect(availability.getByText(say('dashboard.productForm.archived'), { exact: true })).toBeVisible();
  await staff.context.close();

  const arabic = await browser.newPage();
  await useLanguage(arabic, 'ar');
  const answer = await arabic.goto(productPath(slug));
  expect(answer?.status()).toBe(404);
  await expect(arabic.getByRole('alert')).toHaveText(shopText('ar', 'product.notFound.title'));
  await arabic.close();
});
