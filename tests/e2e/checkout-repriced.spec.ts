// A price staff change reaches a bag that already holds the product (issue 21): the shopper's
// checkout charges the new price and says what changed, with the price the line went in at. The
// journey has a salad of its own (no other journey looks at it) and puts its price back at the end.
import { expect } from '@playwright/test';
import { buildPath, updateStaffVariants } from '@juicyin/contract';
import { pathTo } from '@juicyin/contract/paths';
import { addToBag, registerOnCheckout, useLanguage, words } from './checkout-steps.ts';
import { test } from './shop-test.ts';
import { shopText } from './shop-words.ts';
import { leadOf, restore, staffProduct } from './staff-catalogue.ts';
import { signInAsStaff } from './staff.ts';

test('a price staff lower after the shopper bagged the product: Arabic checkout charges the new price and says it changed', async ({
  page,
  serverURL,
}) => {
  test.slow();
  const slug = 'greek-salad';
  const api = await signInAsStaff(serverURL);
  const before = await staffProduct(api, slug);
  const lead = leadOf(before);
  const newPrice = lead.price - 150;
  try {
    await useLanguage(page, 'ar');
    await addToBag(page, slug, 'ar');
    await page.goto(pathTo('checkout'));
    await registerOnCheckout(page, `repriced.${Date.now()}@example.com`, 'ar');
    const main = page.getByRole('main');
    const lines = main.getByRole('table', { name: shopText('ar', 'checkout.lines.caption') });
    await expect(lines.getByRole('rowheader', { name: new RegExp(before.name.ar) })).toBeVisible();
    const notice = main.getByRole('status').filter({ hasText: shopText('ar', 'checkout.lines.repriced') });
    await expect(notice).toHaveCount(0);

    const { version } = await staffProduct(api, slug);
    const lowered = await api.put(buildPath(updateStaffVariants.path, { slug }), {
      data: {
        version,
        variants: before.variants.map(({ sku, price, oldPrice, stock }) => ({
          sku,
          price: sku === lead.sku ? newPrice : price,
          oldPrice,
          stock,
        })),
      },
    });
    expect(lowered.status(), await lowered.text()).toBe(200);

    await page.reload();
    await expect(main.getByRole('heading', { level: 1, name: words.checkoutTitle.ar })).toBeVisible();
    await expect(notice).toBeVisible();
    const changed = notice.getByRole('listitem');
    await expect(changed).toHaveCount(1);
    await expect(changed).toContainText(before.name.ar);
    await expect(changed.locator(`data[value="${String(lead.price)}"]`)).toBeVisible();
    await expect(changed.locator(`data[value="${String(newPrice)}"]`)).toBeVisible();
    // The line is charged the new price.
    await expect(
      lines
        .getByRole('row', { name: new RegExp(before.name.ar) })
        .locator(`data[value="${String(newPrice)}"]`)
        .first(),
    ).toBeVisible();
  } finally {
    await restore(api, before);
    await api.dispose();
  }
});
