// The purchase's after-order half (issue 15): journeys 4, 5 and 8, My Orders → detail → invoice
// (QR read back) → tracking for an order placed through the API, the sign-in-first guard, another
// shopper's number, and axe on every orders screen and state in English and Arabic (journey 7's part).
import { expect, type Page } from '@playwright/test';
import { test } from './shop-test.ts';
import { buildPath, getBag, getPointsSummary, getWallet } from '@juicyin/contract';
import { invoicePath, orderPath, pathTo, trackOrderPath } from '@juicyin/contract/paths';
import { expectNoViolations } from './account-page-checks.ts';
import { expectOrderPages } from './orders/after-purchase.ts';
import { useLanguage } from './checkout-steps.ts';
import { placeOrderThroughApi, registerShopper } from './orders/place-order.ts';
import { type MessageKey, shopText, trackerText } from './shop-words.ts';

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

test('after a purchase: My Orders lists it, the detail shows the quote, the invoice QR carries the order, tracking shows it placed', async ({
  page,
}) => {
  await page.goto(pathTo('home'));
  await registerShopper(page.request, { verified: true });
  const placed = await placeOrderThroughApi(page.request, { couponCode: 'WELCOME10', pointsToRedeem: 50 });
  expect(placed.quote.totals.pointDiscount).toBeGreaterThan(0);
  expect(placed.quote.totals.couponDiscount).toBeGreaterThan(0);
  await expectOrderPages(page, placed.number, placed.quote);
});

test('journey 4: cancelling a Placed order shows the refund pending in the wallet and gives the points back', async ({
  page,
}) => {
  await page.goto(pathTo('home'));
  await registerShopper(page.request, { verified: true });
  const before = await apiGet<{ available: number }>(page, getPointsSummary.path);
  const placed = await placeOrderThroughApi(page.request, { pointsToRedeem: 50 });
  expect((await apiGet<{ available: number }>(page, getPointsSummary.path)).available).toBe(before.available - 50);

  await page.goto(orderPath(placed.number));
  await expect(page.getByText('Placed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Cancel order ${placed.number}?` });
  await expect(dialog).toContainText('The 50 points you redeemed come back.');
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(dialog).toBeHidden();

  const cancelled = page.getByRole('region', { name: 'Order cancelled' });
  await expect(cancelled.getByRole('listitem').filter({ hasText: 'Refund to your wallet' })).toContainText('Pending');
  await expect(cancelled.locator('data').first(), 'the refund is what the card was charged').toHaveAttribute(
    'value',
    String(placed.order.totals.grandTotal),
  );
  await expect(cancelled).toContainText('50 points are back in your balance.');
  await expect(page.getByRole('main').getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // The server agrees: the refund is unavailable credit until it settles; the points are spendable again.
  expect((await apiGet<{ unavailable: number }>(page, getWallet.path)).unavailable).toBe(
    placed.order.totals.grandTotal,
  );
  expect((await apiGet<{ available: number }>(page, getPointsSummary.path)).available).toBe(before.available);

  // Tracking shows it cancelled, no step current.
  await page.goto(trackOrderPath(placed.number));
  await expect(page.getByRole('region', { name: 'Shipment progress' }).getByRole('status')).toContainText(
    'Cancelled on',
  );
});

test("journey 5: Re-order puts the order's lines in the bag at today's prices", async ({ page }) => {
  await page.goto(pathTo('home'));
  await registerShopper(page.request);
  const placed = await placeOrderThroughApi(page.request, { lineCount: 2 });
  expect((await apiGet<{ lines: unknown[] }>(page, getBag.path)).lines).toHaveLength(0);

  await page.goto(pathTo('orders'));
  await page.getByRole('button', { name: `Re-order ${placed.number}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'in your bag at today’s prices' })).toContainText(
    `2 lines are in your bag at today’s prices (3 items in your bag).`,
  );
  await expect(page.getByRole('button', { name: 'Shopping bag, 3 items' })).toBeVisible();

  const bag = await apiGet<{ lines: { sku: string; slug: string; quantity: number; unitPrice: number }[] }>(
    page,
    getBag.path,
  );
  expect(bag.lines.map(({ sku, quantity }) => ({ sku, quantity })).sort((a, b) => a.sku.localeCompare(b.sku))).toEqual(
    placed.order.lines.map(({ sku, quantity }) => ({ sku, quantity })).sort((a, b) => a.sku.localeCompare(b.sku)),
  );
  for (const line of bag.lines) {
    const product = await apiGet<{ variants: { sku: string; price: number }[] }>(
      page,
      buildPath('/api/products/:slug', { slug: line.slug }),
    );
    expect(line.unitPrice, "today's price of the variant").toBe(
      product.variants.find((v) => v.sku === line.sku)?.price,
    );
  }
});

test('journey 8: the printed invoice has no shell and fits one A4 page', async ({ page }) => {
  await page.goto(pathTo('home'));
  await registerShopper(page.request);
  const placed = await placeOrderThroughApi(page.request, { lineCount: 3 });
  await page.goto(invoicePath(placed.number));
  await expect(page.getByRole('img', { name: /ZATCA QR code/ })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print Invoice' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeHidden();
  await expect(page.getByRole('heading', { name: /Simplified Tax Invoice/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /ZATCA QR code/ })).toBeVisible();

  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
});

test('a visitor opening My Orders signs in first and lands on My Orders; the profile menu leads to the orders and the account hub, Track order to tracking', async ({
  page,
  browser,
}) => {
  // An account with one order, made in another browser.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(pathTo('home'));
  const shopper = await registerShopper(otherPage.request, { firstName: 'Reem' });
  const placed = await placeOrderThroughApi(otherPage.request, { lineCount: 1 });
  await other.close();

  await page.goto(pathTo('orders'));
  const dialog = page.getByRole('dialog', { name: 'Welcome to Juicyin' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(shopper.email);
  await dialog.getByLabel(/^Password/).fill(shopper.password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(pathTo('orders'));
  await expect(page.getByRole('link', { name: `Order ${placed.number}` })).toBeVisible();

  await page.getByRole('button', { name: 'Account of Reem' }).click();
  await expect(page.getByRole('menuitem', { name: 'My Order' })).toHaveAttribute('href', pathTo('orders'));
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', pathTo('account'));
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(pathTo('trackOrder'));
  await expect(page.getByRole('region', { name: 'Shipment progress' })).toBeVisible();
  await expect(page.getByRole('main').locator('dd').getByText(placed.number, { exact: true })).toBeVisible();
});

test("another shopper's order number is the not-found page", async ({ page, browser }) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(pathTo('home'));
  await registerShopper(otherPage.request, { firstName: 'Sara' });
  const theirs = await placeOrderThroughApi(otherPage.request, { lineCount: 1 });
  await other.close();

  await page.goto(pathTo('home'));
  await registerShopper(page.request);
  for (const path of [orderPath(theirs.number), invoicePath(theirs.number), trackOrderPath(theirs.number)]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
  }
  // The bare address, without an order of one's own: says so, with a way to the shop.
  await page.goto(pathTo('latestOrder'));
  await expect(page.getByRole('heading', { name: 'You have no order yet' })).toBeVisible();
});

for (const language of ['en', 'ar'] as const) {
  test(`journey 7 (orders screens): no axe violation on My Orders, detail, invoice and tracking in ${language}`, async ({
    page,
  }) => {
    // Six pages, each scanned: a generous ceiling for a loaded machine, not a timing check.
    test.slow();
    await useLanguage(page, language);
    await page.goto(pathTo('home'));
    await registerShopper(page.request);
    const placed = await placeOrderThroughApi(page.request, { lineCount: 2 });
    for (const path of [
      pathTo('orders'),
      orderPath(placed.number),
      invoicePath(placed.number),
      trackOrderPath(placed.number),
      // The spec's bare addresses: the latest order.
      pathTo('latestOrder'),
      pathTo('latestInvoice'),
      pathTo('trackOrder'),
    ]) {
      await page.goto(path);
      await expect(page.getByRole('main').getByText(placed.number, { exact: false }).first()).toBeVisible();
      await expectNoViolations(page, language, path);
    }
  });

  test(`journey 7 (orders screens' other states): no axe violation on the sign-in guard, no order yet, the cancel dialog and a cancelled order in ${language}`, async ({
    page,
  }) => {
    test.slow();
    const say = (key: MessageKey, values?: Record<string, string | number>) => shopText(language, key, values);
    await useLanguage(page, language);
    // A visitor: My Orders asks to sign in first.
    await page.goto(pathTo('orders'));
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, language, 'the sign-in guard');

    await registerShopper(page.request, { verified: true });
    await page.goto(pathTo('latestOrder'));
    await expect(page.getByRole('heading', { name: say('orders.empty.title') })).toBeVisible();
    await expectNoViolations(page, language, 'no order yet');

    const placed = await placeOrderThroughApi(page.request, { lineCount: 1, pointsToRedeem: 50 });
    await page.goto(orderPath(placed.number));
    await page.getByRole('button', { name: say('orders.cancel.action') }).click();
    const dialog = page.getByRole('alertdialog', { name: say('orders.cancel.title', { number: placed.number }) });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page, language, 'the cancel dialog');
    await dialog.getByRole('button', { name: say('orders.cancel.confirm') }).click();
    await expect(dialog).toBeHidden();
    const cancelled = page.getByRole('region', { name: say('orders.refunds.title') });
    await expect(cancelled.getByText(say('orders.refunds.status.pending'))).toBeVisible();
    await expectNoViolations(page, language, 'a cancelled order');

    await page.goto(trackOrderPath(placed.number));
    await expect(
      page.getByRole('region', { name: trackerText(language).progressLabel }).getByRole('status'),
    ).toBeVisible();
    await expectNoViolations(page, language, 'tracking a cancelled order');
  });
}
