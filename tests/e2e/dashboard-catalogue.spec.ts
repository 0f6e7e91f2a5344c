// The dashboard's catalogue screens on the real server (issue 21): staff change a variant's price
// and the shopper's product page shows it; staff mark a variant out of stock (in Arabic, right to
// left) and the shopper cannot add it; two staff members save the same product and the second is
// told. Each journey has a salad of its own, which no other journey looks at (and not one of
// ./purchase-products.ts), and puts its variants back as they were through the staff API at the end.
import { expectNoAxeViolations } from './axe-scan.ts';
import { expect, type Page } from '@playwright/test';
import type { StaffVariant } from '@juicyin/contract';
import { dashboardProductPath, pathTo, productPath } from '@juicyin/contract/paths';
import { halalas, sarText } from '../../packages/domain/src/index.ts';
import { test } from './shop-test.ts';
import { useLanguage } from './checkout-steps.ts';
import { type Language, shopText } from './shop-words.ts';
import { signInAsStaff, staffBrowserPage } from './staff.ts';
import { leadOf, restore, staffProduct } from './staff-catalogue.ts';

/** The variant's name on the dashboard ("Glass, 2 LTR"). */
const variantName = (language: Language, variant: StaffVariant) =>
  shopText(language, 'dashboard.product.variant', {
    material: shopText(language, `material.${variant.material}` as 'material.glass'),
    size: shopText(language, `size.${variant.size}` as 'size.s'),
  });

/** A variant's field on the editor, by its label and the variant it belongs to. */
function variantField(page: Page, language: Language, field: 'price' | 'oldPrice' | 'stock', variant: StaffVariant) {
  const name = `${shopText(language, `dashboard.product.field.${field}`)} ${shopText(language, 'dashboard.product.ofVariant', { variant: variantName(language, variant) })}`;
  return page.getByRole('textbox', { name, exact: true });
}

test('staff find a product in the list and change its price; the shopper’s product page shows the new price', async ({
  page,
  browser,
  serverURL,
}) => {
  // Two browsers, a search, two axe scans and the shopper's page twice: the slow ceiling, as the other long journeys.
  test.slow();
  const slug = 'fattoush-salad';
  const api = await signInAsStaff(serverURL);
  const before = await staffProduct(api, slug);
  const lead = leadOf(before);
  // A little cheaper, so it stays the variant the page leads with.
  const newPrice = lead.price - 105;
  try {
    await page.goto(productPath(slug));
    await expect(
      page
        .getByRole('main')
        .locator(`data[value="${String(lead.price)}"]`)
        .first(),
    ).toBeVisible();

    const staff = await staffBrowserPage(browser);
    await staff.page.goto(pathTo('dashboardProducts'));
    await expect(
      staff.page.getByRole('heading', { level: 1, name: shopText('en', 'dashboard.products.heading') }),
    ).toBeVisible();
    const filters = staff.page.getByRole('search', { name: shopText('en', 'dashboard.products.filters') });
    await filters.getByRole('searchbox', { name: shopText('en', 'dashboard.products.filter.search') }).fill('fattoush');
    await staff.page.keyboard.press('Enter');
    await expect(staff.page).toHaveURL(/q=fattoush/);
    const table = staff.page.getByRole('table', { name: shopText('en', 'dashboard.products.caption') });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expectNoAxeViolations(staff.page);
    await table.getByRole('link', { name: before.name.en }).click();
    await expect(staff.page).toHaveURL(dashboardProductPath(slug));
    await expect(staff.page.getByRole('heading', { level: 1, name: before.name.en })).toBeVisible();
    const price = variantField(staff.page, 'en', 'price', lead);
    await expect(price).toHaveValue(sarText(halalas(lead.price)));
    await expectNoAxeViolations(staff.page);
    await price.fill(sarText(halalas(newPrice)));
    await staff.page.getByRole('button', { name: shopText('en', 'dashboard.product.save') }).click();
    await expect(
      staff.page.getByRole('status').filter({
        hasText: shopText('en', 'dashboard.product.saved', { name: before.name.en, version: before.version + 1 }),
      }),
    ).toBeVisible();
    await staff.context.close();

    await page.reload();
    const shown = page.getByRole('main').locator('.shop-product__price data').first();
    await expect(shown).toHaveAttribute('value', String(newPrice));
  } finally {
    await restore(api, before);
    await api.dispose();
  }
});

test('staff mark a variant out of stock in the Arabic editor; the shopper cannot add that variant', async ({
  page,
  browser,
  serverURL,
}) => {
  const slug = 'quinoa-salad';
  const api = await signInAsStaff(serverURL);
  const before = await staffProduct(api, slug);
  // The dearest variant in stock: never the one the page leads with.
  const [dearest] = [...before.variants].filter((variant) => variant.stock > 0).sort((a, b) => b.price - a.price);
  if (!dearest) throw new Error(`${slug} has no variant in stock`);
  try {
    const staff = await staffBrowserPage(browser);
    await useLanguage(staff.page, 'ar');
    await staff.page.goto(dashboardProductPath(slug));
    await expect(staff.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(staff.page.getByRole('heading', { level: 1, name: before.name.ar })).toBeVisible();
    const stock = variantField(staff.page, 'ar', 'stock', dearest);
    await expect(stock).toHaveValue(String(dearest.stock));
    await stock.fill('0');
    await expect(
      staff.page
        .getByRole('group', { name: new RegExp(variantName('ar', dearest)) })
        .getByText(shopText('ar', 'dashboard.product.outOfStock')),
    ).toBeVisible();
    await staff.page.getByRole('button', { name: shopText('ar', 'dashboard.product.save') }).click();
    await expect(
      staff.page.getByRole('status').filter({
        hasText: shopText('ar', 'dashboard.product.saved', { name: before.name.ar, version: before.version + 1 }),
      }),
    ).toBeVisible();
    await expectNoAxeViolations(staff.page);
    await staff.context.close();

    await page.goto(productPath(slug));
    const main = page.getByRole('main');
    const addToBag = main.getByRole('button', { name: shopText('en', 'product.addToBag'), exact: true }).first();
    await expect(addToBag).toBeEnabled();
    // The radio's circle covers its input, as in the other journeys that choose a material.
    await main
      .getByRole('radiogroup', { name: shopText('en', 'product.material') })
      .getByRole('radio', { name: shopText('en', `material.${dearest.material}` as 'material.glass') })
      .click({ force: true });
    await main
      .getByRole('radiogroup', { name: shopText('en', 'product.size') })
      .getByRole('radio', { name: shopText('en', `size.${dearest.size}` as 'size.s'), exact: true })
      .click({ force: true });
    await expect(main.getByText(shopText('en', 'product.outOfStock'))).toBeVisible();
    await expect(addToBag).toBeDisabled();
  } finally {
    await restore(api, before);
    await api.dispose();
  }
});

test('two staff members open one product and both save: the second is told someone else changed it, and reloads the latest', async ({
  browser,
  serverURL,
}) => {
  test.slow();
  const slug = 'tropical-salad';
  const api = await signInAsStaff(serverURL);
  const before = await staffProduct(api, slug);
  const [first, second] = before.variants;
  if (!first || !second) throw new Error(`${slug} needs two variants`);
  try {
    const amal = await staffBrowserPage(browser);
    const omar = await staffBrowserPage(browser);
    for (const { page } of [amal, omar]) {
      await page.goto(dashboardProductPath(slug));
      await expect(variantField(page, 'en', 'price', first)).toHaveValue(sarText(halalas(first.price)));
    }
    const amalsPrice = sarText(halalas(first.price + 200));
    await variantField(amal.page, 'en', 'price', first).fill(amalsPrice);
    await amal.page.getByRole('button', { name: shopText('en', 'dashboard.product.save') }).click();
    await expect(
      amal.page.getByRole('status').filter({
        hasText: shopText('en', 'dashboard.product.saved', { name: before.name.en, version: before.version + 1 }),
      }),
    ).toBeVisible();

    await variantField(omar.page, 'en', 'stock', second).fill(String(second.stock + 5));
    await omar.page.getByRole('button', { name: shopText('en', 'dashboard.product.save') }).click();
    const conflict = omar.page.getByRole('alert').filter({ hasText: shopText('en', 'dashboard.product.conflict') });
    await expect(conflict).toBeVisible();
    await expectNoAxeViolations(omar.page);
    // Nothing of the second save reached the product: Amal's change stands.
    expect((await staffProduct(api, slug)).variants[1]?.stock).toBe(second.stock);
    await conflict.getByRole('button', { name: shopText('en', 'dashboard.product.reload') }).click();
    await expect(
      omar.page
        .getByRole('status')
        .filter({ hasText: shopText('en', 'dashboard.product.reloaded', { version: before.version + 1 }) }),
    ).toBeVisible();
    await expect(variantField(omar.page, 'en', 'price', first)).toHaveValue(amalsPrice);
    await expect(variantField(omar.page, 'en', 'stock', second)).toHaveValue(String(second.stock));
    await amal.context.close();
    await omar.context.close();
  } finally {
    await restore(api, before);
    await api.dispose();
  }
});
