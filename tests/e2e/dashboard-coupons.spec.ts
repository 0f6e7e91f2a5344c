// The dashboard's coupon screens on the real server (issue 21): staff create a coupon for Gold
// members only, and a Silver shopper (every new shopper) trying it at checkout is told it is not
// for their tier; staff give the coupon to that shopper by e-mail, and it shows in their My Coupons.
// The coupon's code is new each run, so nothing else sees it.
import { expect } from '@playwright/test';
import { pathTo } from '@juicyin/contract/paths';
import { addToBag, registerOnCheckout, useLanguage, words } from './checkout-steps.ts';
import { test } from './shop-test.ts';
import { shopText } from './shop-words.ts';
import { staffBrowserPage } from './staff.ts';

test('staff create a Gold-only coupon; a Silver shopper is told at checkout it is not for their tier, then finds it in My Coupons once given', async ({
  page,
  browser,
}) => {
  // Two browsers, a registration and a coupon form: the slow ceiling, as the other long journeys.
  test.slow();
  const code = `GOLD-${Date.now().toString(36).toUpperCase()}`;
  const email = `silver.${Date.now()}@example.com`;
  const say = (key: Parameters<typeof shopText>[1], values?: Record<string, string | number>) =>
    shopText('en', key, values);

  const staff = await staffBrowserPage(browser);
  await staff.page.goto(pathTo('dashboardCouponNew'));
  const form = staff.page.getByRole('main');
  await expect(form.getByRole('heading', { level: 1, name: say('dashboard.coupon.newHeading') })).toBeVisible();
  await form.getByRole('textbox', { name: say('dashboard.coupon.field.code') }).fill(code);
  await form.getByRole('textbox', { name: say('dashboard.coupon.field.percent') }).fill('15');
  await form.getByRole('combobox', { name: say('dashboard.coupon.field.tier') }).selectOption('gold');
  await form.getByRole('textbox', { name: say('dashboard.coupon.field.descriptionEn') }).fill('15 % off for Gold');
  await form.getByRole('textbox', { name: say('dashboard.coupon.field.descriptionAr') }).fill('خصم ١٥٪ للذهبي');
  await form.getByRole('button', { name: say('dashboard.coupon.create') }).click();
  await expect(form.getByRole('heading', { level: 1, name: say('dashboard.coupon.heading', { code }) })).toBeVisible();

  // A new shopper, in Arabic: Silver, so the coupon is refused with the tier's reason.
  await useLanguage(page, 'ar');
  await addToBag(page, 'fruit-salad', 'ar');
  await page.goto(pathTo('checkout'));
  await registerOnCheckout(page, email, 'ar');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: words.couponCode.ar }).fill(code.toLowerCase());
  await main.getByRole('button', { name: words.addCoupon.ar }).click();
  await expect(main.getByText(shopText('ar', 'checkout.coupon.reason.not_for_your_tier'))).toBeVisible();

  // Staff give it to the shopper by e-mail: it is in their My Coupons.
  await form.getByRole('textbox', { name: say('dashboard.coupon.grant.emails') }).fill(email);
  await form.getByRole('button', { name: say('dashboard.coupon.grant.send') }).click();
  await expect(
    form.getByRole('status').filter({ hasText: say('dashboard.coupon.grant.result', { granted: 1, had: 0 }) }),
  ).toBeVisible();
  await staff.context.close();

  await page.goto(pathTo('coupons'));
  await expect(main.getByRole('heading', { level: 1, name: shopText('ar', 'account.coupons.title') })).toBeVisible();
  await expect(main.getByText(code, { exact: true })).toBeVisible();
});
