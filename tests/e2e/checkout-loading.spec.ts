// A signed-in shopper's checkout is rendered on the server with their session: it arrives on screen
// with their bag and quote, and the browser takes it over without asking for them again. Opened
// from another page of the shop, it is rendered in the browser, which asks for its data while its
// code loads, not after it (docs/PERFORMANCE.md, issue 19).
import { expect, type Request } from '@playwright/test';
import { homePath, pathTo } from '@juicyin/contract/paths';
import { test } from './shop-test.ts';
import { shopperWithBag, words } from './checkout-steps.ts';
import { purchaseProducts } from './purchase-products.ts';

const isQuote = (request: Request) => new URL(request.url()).pathname === '/api/me/checkout/quote';

/** The checkout's data: who is signed in, their bag, addresses and wishlist, the quote, the lines' products. */
const isCheckoutData = (request: Request) =>
  /^\/api\/(?:me(?:\/(?:bag|addresses|wishlist|checkout\/quote))?|products\/[^/]+)$/.test(
    new URL(request.url()).pathname,
  );

for (const language of ['en', 'ar'] as const) {
  test(`a signed-in shopper's checkout arrives rendered with their bag and quote, and the browser asks for none of it again (${language})`, async ({
    page,
  }) => {
    await shopperWithBag(page, language, `rendered-${language}`);
    const product = (await (await page.request.get(`/api/products/${purchaseProducts[1]}`)).json()) as {
      name: Record<typeof language, string>;
    };
    const asked: string[] = [];
    page.on('request', (request) => {
      if (isCheckoutData(request)) asked.push(new URL(request.url()).pathname);
    });

    // Returns once the shop has taken the page over (shop-test.ts).
    const response = await page.goto(pathTo('checkout'));
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(
      language === 'ar' ? /^<!DOCTYPE html><html lang="ar" dir="rtl">/ : /^<!DOCTYPE html><html lang="en" dir="ltr">/,
    );
    expect(html).toMatch(new RegExp(`<h1[^>]*>${words.checkoutTitle[language]}</h1>`));
    expect(html).toContain(product.name[language]);

    await expect(page.getByRole('heading', { level: 1, name: words.checkoutTitle[language] })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: product.name[language] })).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('button', { name: words.confirm[language] })).toBeEnabled();
    expect(asked).toEqual([]);
  });
}

for (const language of ['en', 'ar'] as const) {
  test(`a signed-in shopper's checkout opened from the bag asks for its quote before its code has arrived, and only once (${language})`, async ({
    page,
  }) => {
    await shopperWithBag(page, language, `loading-${language}`);
    const quotes: Request[] = [];
    page.on('request', (request) => {
      if (isQuote(request)) quotes.push(request);
    });
    const firstQuote = page.waitForRequest(isQuote);
    // The checkout page's own chunk is held back until the quote has been asked for: if only the
    // page asked (once its code ran), the quote would never come and the page never show.
    let heldChunk = '';
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('shop-checkout__grid')) {
        heldChunk = route.request().url();
        await firstQuote;
      }
      await route.fulfill({ response, body });
    });

    await page.goto(homePath());
    await page.getByRole('button', { name: /^(?:Shopping bag,|حقيبة التسوق،)/ }).click();
    await page.getByRole('dialog').getByRole('link', { name: words.checkoutTitle[language] }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.checkoutTitle[language] })).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('button', { name: words.confirm[language] })).toBeVisible();
    expect(heldChunk).not.toBe('');
    expect(quotes).toHaveLength(1);
  });
}
