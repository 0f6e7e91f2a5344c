// A signed-in shopper's checkout is rendered on the server with their session: it arrives on screen
// with their bag and quote, and the browser takes it over without asking for them again
// (docs/PERFORMANCE.md, issue 19).
import { expect, type Request } from '@playwright/test';
import { pathTo } from '@juicyin/contract/paths';
import { test } from './shop-test.ts';
import { shopperWithBag, words } from './checkout-steps.ts';
import { purchaseProducts } from './purchase-products.ts';

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
