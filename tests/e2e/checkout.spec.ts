import { expect, type Page } from '@playwright/test';
import { test } from './shop-test.ts';
import type { Quote } from '@juicyin/contract';
import { orderPath, pathTo } from '@juicyin/contract/paths';
import { expectOrderPages } from './orders/after-purchase.ts';
import { purchaseProducts } from './purchase-products.ts';
import {
  addRiyadhAddress,
  addToBag,
  fillCard,
  type Language,
  linkFromOutbox,
  ordersOf,
  registerOnCheckout,
  shownGrandTotal,
  useLanguage,
  words,
} from './checkout-steps.ts';

// A whole purchase (two products, registering, the e-mail link, an address, points, coupon, card)
// is several journeys' worth of steps: each gets Playwright's "slow" ceiling (three times the one
// of tests/setup/waits.ts).
test.slow();

const GOOD_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

/**
 * A new visitor with two products in the bag reaches checkout, registers on step 1, confirms the
 * e-mail (50 points: with the 5 for registering, enough to redeem 50) and comes back with an address.
 */
async function newShopperAtCheckout(page: Page, language: Language, name: string): Promise<void> {
  await useLanguage(page, language);
  await addToBag(page, purchaseProducts[0], language);
  await addToBag(page, purchaseProducts[3], language);
  await page.goto(pathTo('checkout'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: words.checkoutTitle[language] })).toBeVisible();
  const email = `${name}.${Date.now()}@example.com`;
  await registerOnCheckout(page, email, language);
  // The guest's two lines are in the account's bag.
  await expect(main.getByRole('rowheader')).toHaveCount(2);
  const link = await linkFromOutbox(page, email, language === 'ar' ? /أكد بريدك الإلكتروني/ : /Confirm your e-mail/);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('main').getByRole('status').first()).toBeVisible();
  await expect
    .poll(async () => ((await (await page.request.get('/api/me')).json()) as { points: number }).points)
    .toBe(55);
  await page.goto(pathTo('checkout'));
  await addRiyadhAddress(page, language);
}

/** Redeems 50 points and applies WELCOME10, each through the server's quote. */
async function redeemAndCoupon(page: Page, language: Language): Promise<void> {
  const main = page.getByRole('main');
  const before = await shownGrandTotal(page);
  await main.getByRole('button', { name: words.redeemFor[language] }).click();
  await expect(main.getByText(words.pointsApplied[language])).toBeVisible();
  await main.getByRole('textbox', { name: words.couponCode[language] }).fill('WELCOME10');
  await main.getByRole('button', { name: words.addCoupon[language] }).click();
  await expect(main.getByText(words.couponApplied[language])).toBeVisible();
  expect(await shownGrandTotal(page)).toBeLessThan(before);
}

async function placedNumber(page: Page, language: Language): Promise<string> {
  const dialog = page.getByRole('alertdialog', { name: words.allSet[language] });
  await expect(dialog).toBeVisible();
  const text = (await dialog.getByText(words.orderNumber[language]).textContent()) ?? '';
  const number = words.orderNumber[language].exec(text)?.[1];
  expect(number).toBeDefined();
  await expect(dialog.getByRole('link', { name: words.viewOrder[language] })).toHaveAttribute(
    'href',
    orderPath(number ?? ''),
  );
  await expect(dialog.getByRole('link', { name: words.keepShopping[language] })).toHaveAttribute(
    'href',
    pathTo('productsList'),
  );
  return number ?? '';
}

for (const language of ['en', 'ar'] as const) {
  const journey = language === 'en' ? 'journey 1' : 'journey 6 (journey 1 in Arabic)';
  test(`${journey}: a new visitor registers at checkout, adds a Riyadh address, redeems 50 points, applies WELCOME10, pays by card and sees "You're all set" with the order's number`, async ({
    page,
  }) => {
    // The quote the order was placed on (the last one answered before Confirm Order's request):
    // the order pages must show its figures. After placing, the emptied bag is quoted again.
    let lastQuote: Promise<Quote> | undefined;
    let placedOn: Promise<Quote> | undefined;
    page.on('response', (response) => {
      if (
        response.request().method() === 'POST' &&
        response.url().endsWith('/api/me/checkout/quote') &&
        response.ok()
      ) {
        const quote = response.json() as Promise<Quote>;
        // Only the one placed on is read; the others may be cut off when the page closes.
        quote.catch(() => undefined);
        lastQuote = quote;
      }
    });
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/me/orders')) placedOn ??= lastQuote;
    });
    await newShopperAtCheckout(page, language, `buyer-${language}`);
    if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await redeemAndCoupon(page, language);
    await fillCard(page, GOOD_CARD, language);
    const shown = await shownGrandTotal(page);
    await page.getByRole('main').getByRole('button', { name: words.confirm[language] }).click();
    const number = await placedNumber(page, language);

    const order = (await (await page.request.get(`/api/me/orders/${number}`)).json()) as {
      totals: { grandTotal: number; pointsRedeemed: number; couponDiscount: number };
    };
    expect(order.totals).toMatchObject({ grandTotal: shown, pointsRedeemed: 50 });
    expect(order.totals.couponDiscount).toBeGreaterThan(0);
    // Latin digits by default in Arabic too.
    if (language === 'ar') expect(await page.getByRole('alertdialog').textContent()).not.toMatch(/[٠-٩]/);
    // My Orders lists it; the detail shows the quote's figures; the invoice's QR decodes to the
    // order's ZATCA fields; tracking shows it ordered — in the journey's language.
    expect(placedOn, 'a quote answered before the order was placed').toBeDefined();
    const quote = await (placedOn as Promise<Quote>);
    expect(quote.totals.grandTotal).toBe(shown);
    await expectOrderPages(page, number, quote, language);
  });
}

test('journey 2: a declined card keeps every entry and says what to do; a good card then places one order, spending points and coupon once', async ({
  page,
}) => {
  await newShopperAtCheckout(page, 'en', 'declined');
  await redeemAndCoupon(page, 'en');
  const main = page.getByRole('main');
  await fillCard(page, DECLINED_CARD, 'en');
  await main.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(main.getByRole('alert').filter({ hasText: words.declined.en })).toBeVisible();
  await expect(main.getByRole('textbox', { name: /Name on card/ })).toHaveValue('Sara Alqahtani');
  await expect(main.getByText(words.pointsApplied.en)).toBeVisible();
  await expect(main.getByText(words.couponApplied.en)).toBeVisible();
  expect((await ordersOf(page)).total).toBe(0);

  await main.getByRole('textbox', { name: /Card number/ }).fill(GOOD_CARD);
  await main.getByRole('button', { name: 'Confirm Order' }).click();
  await placedNumber(page, 'en');
  expect((await ordersOf(page)).total).toBe(1);
  const me = (await (await page.request.get('/api/me')).json()) as { points: number };
  expect(me.points).toBe(5);
  const coupons = (await (await page.request.get('/api/me/coupons')).json()) as {
    items: { code: string; usesLeft: number }[];
  };
  expect(coupons.items.find((coupon) => coupon.code === 'WELCOME10')?.usesLeft ?? 0).toBe(0);
});

test('journey 3: a double click and a retry after the network is cut mid-request make exactly one order', async ({
  page,
}) => {
  await newShopperAtCheckout(page, 'en', 'retry');
  const main = page.getByRole('main');
  await fillCard(page, GOOD_CARD, 'en');
  const keys: string[] = [];
  let cut = false;
  await page.route('**/api/me/orders', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!cut) {
      cut = true;
      // The request reaches the server (the order is made), but its answer never comes back.
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.fallback();
  });
  const confirm = main.getByRole('button', { name: 'Confirm Order' });
  await confirm.dblclick();
  await expect(main.getByRole('alert').filter({ hasText: /We could not reach the shop/ })).toBeVisible();
  await main.getByRole('button', { name: 'Confirm Order' }).click();
  await placedNumber(page, 'en');
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect((await ordersOf(page)).total).toBe(1);
});

test('Buy Now on a product puts that line in the bag and opens the checkout', async ({ page }) => {
  await page.goto('/product/fresh-orange-juice');
  await page.getByRole('main').getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(pathTo('checkout'));
  await expect(page.getByRole('heading', { name: 'Sign in to check out' })).toBeVisible();
  const bag = JSON.parse((await page.evaluate(() => localStorage.getItem('juicyin.bag'))) ?? 'null') as {
    lines: { quantity: number }[];
  };
  expect(bag.lines).toHaveLength(1);
});
