// A signed-in shopper's checkout is rendered on the server with their session: it arrives on screen
// with their bag and quote, and the browser takes it over without asking for them again. Opened
// from another page of the shop, it is rendered in the browser, which asks for its data while its
// code loads, not after it (docs/PERFORMANCE.md, issue 19).
import { expect, type Request } from '@playwright/test';
import { homePath, pathTo } from '@juicyin/contract/paths';
import { test } from './shop-test.ts';
import { fillCard, shopperWithBag, words } from './checkout-steps.ts';
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

for (const language of ['en', 'ar'] as const) {
  test(`on a phone that is never idle, a rendered checkout's payment is hydrated once scrolled near, and the order is placed with the card typed into it (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The parts below the address are also hydrated when the browser is idle; this phone never is.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await shopperWithBag(page, language, `near-${language}`);
    const said: string[] = [];
    page.on('console', (message) => {
      // Playwright's own word when the shop registers its offline worker (the tests block it).
      if (message.text().startsWith('Service Worker registration blocked by Playwright')) return;
      if (message.type() === 'error' || message.type() === 'warning') said.push(message.text());
    });

    await page.goto(pathTo('checkout'));
    // React's own properties on an element are the sign that React has taken it over.
    const taken = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    const cardNumber = page.getByRole('main').getByRole('textbox', { name: words.cardNumber[language] });
    const confirm = page.getByRole('complementary').getByRole('button', { name: words.confirm[language] });
    // The first screen is React's (Confirm Order, kept at hand at the bottom), the payment far below is not yet.
    expect(await confirm.evaluate(taken)).toBe(true);
    expect(await cardNumber.evaluate(taken)).toBe(false);

    await cardNumber.scrollIntoViewIfNeeded();
    await expect.poll(() => cardNumber.evaluate(taken)).toBe(true);
    await fillCard(page, '4242424242424242', language);
    await confirm.click();
    await expect(page.getByRole('alertdialog', { name: words.allSet[language] })).toBeVisible();
    expect(said).toEqual([]);
  });
}
