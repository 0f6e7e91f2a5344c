// The checkout is rendered in the browser (a shopper's own page): its data is asked for while its
// code loads, not after it (docs/PERFORMANCE.md, issue 19).
import { expect, type Request } from '@playwright/test';
import { pathTo } from '@juicyin/contract/paths';
import { test } from './shop-test.ts';
import { shopperWithBag, words } from './checkout-steps.ts';

const isQuote = (request: Request) => new URL(request.url()).pathname === '/api/me/checkout/quote';

for (const language of ['en', 'ar'] as const) {
  test(`a signed-in shopper's checkout asks for its quote before its code has arrived, and only once (${language})`, async ({
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

    await page.goto(pathTo('checkout'));
    await expect(page.getByRole('heading', { level: 1, name: words.checkoutTitle[language] })).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('button', { name: words.confirm[language] })).toBeVisible();
    expect(heldChunk).not.toBe('');
    expect(quotes).toHaveLength(1);
  });
}
