import { expectNoAxeViolations } from './axe-scan.ts';
import { expect, type Page } from '@playwright/test';
import { test } from './shop-test.ts';
import { useLanguage } from './checkout-steps.ts';
import { categoryPath, homePath, pathTo, productPath, searchPath } from '@juicyin/contract/paths';

const mainImage = (page: Page) => page.getByRole('tabpanel').getByRole('img');

test('the product gallery: thumbnails by click and arrow keys, and the Glass pictures when Glass is chosen', async ({
  page,
}) => {
  await page.goto(productPath('fresh-orange-juice'));
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh Orange Juice' })).toBeVisible();
  const thumbnails = page.getByRole('tablist', { name: 'Pictures' });
  await expect(thumbnails.getByRole('tab', { name: 'Picture 1 of 5' })).toHaveAttribute('aria-selected', 'true');
  await expect(mainImage(page)).toHaveAttribute('src', /regular-1\.svg$/);
  await thumbnails.getByRole('tab', { name: 'Picture 3 of 5' }).click();
  await expect(mainImage(page)).toHaveAttribute('src', /regular-3\.svg$/);
  await page.keyboard.press('ArrowRight');
  await expect(mainImage(page)).toHaveAttribute('src', /regular-4\.svg$/);
  await page.keyboard.press('End');
  await expect(mainImage(page)).toHaveAttribute('src', /regular-5\.svg$/);

  await page.getByRole('radiogroup', { name: 'Material' }).getByRole('radio', { name: 'Glass' }).click({ force: true });
  await expect(mainImage(page)).toHaveAttribute('src', /glass-1\.svg$/);
  await expect(thumbnails.getByRole('tab', { name: 'Picture 1 of 5' })).toHaveAttribute('aria-selected', 'true');
  await expect(thumbnails.getByRole('tab').first().getByRole('img')).toHaveCount(0); // thumbnails are named by the tab
});

test('the product gallery follows the reading direction in Arabic', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.goto(productPath('fresh-orange-juice'));
  const thumbnails = page.getByRole('tablist', { name: 'الصور' });
  await thumbnails.getByRole('tab', { name: 'الصورة 1 من 5' }).click();
  await page.keyboard.press('ArrowLeft');
  await expect(mainImage(page)).toHaveAttribute('src', /regular-2\.svg$/);
});

test('a product page shows its reviews from the API (none yet on a fresh store) and real share links', async ({
  page,
}) => {
  // The server renders the page with the reviews' first page from the API in it.
  await page.goto(productPath('fresh-orange-juice'));
  const section = page.getByRole('region', { name: 'Customer reviews' });
  await expect(section.getByRole('heading', { level: 3, name: 'No reviews yet' })).toBeVisible();

  const share = page.getByRole('list', { name: 'Share' });
  const url = encodeURIComponent(new URL(productPath('fresh-orange-juice'), page.url()).href);
  await expect(share.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=Fresh%20Orange%20Juice%20${url.replace(/[.%]/g, '\\$&')}$`),
  );
  await expect(share.getByRole('link', { name: 'Share on X' })).toHaveAttribute(
    'href',
    new RegExp(`^https://x\\.com/intent/post\\?.*url=${url.replace(/[.%]/g, '\\$&')}`),
  );
  await expect(share.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  );
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(decodeURIComponent(url));
});

test('after a search, "Related to your last search" shows its results on product pages and listings', async ({
  page,
}) => {
  await page.goto(productPath('fresh-orange-juice'));
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh Orange Juice' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Similar Products' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Related to your last search' })).toHaveCount(0);

  await page.goto(searchPath('mango'));
  await expect(page.getByRole('link', { name: 'Fresh Mango Juice', exact: true }).first()).toBeVisible();

  await page.goto(productPath('fresh-orange-juice'));
  const related = page.getByRole('region', { name: 'Related to your last search' });
  await expect(related.getByRole('link', { name: 'Fresh Mango Juice', exact: true })).toBeVisible();
  await expect(related.getByRole('link', { name: 'Fresh Orange Juice', exact: true })).toHaveCount(0);
  await expect(related.getByRole('link', { name: 'All results for “mango”' })).toHaveAttribute(
    'href',
    searchPath('mango'),
  );

  await page.goto(categoryPath('detox'));
  await expect(
    page
      .getByRole('region', { name: 'Related to your last search' })
      .getByRole('link', { name: 'Fresh Mango Juice', exact: true }),
  ).toBeVisible();
});

test('Special of Today: sub-links filter in the app, Quick View opens and adds to the bag, Buy Now goes to checkout', async ({
  page,
}) => {
  await page.goto(pathTo('special'));
  await expect(page.getByRole('heading', { level: 1, name: 'Special of Today' })).toBeVisible();
  const kinds = page.getByRole('navigation', { name: 'Kinds of specials' });
  await expect(kinds.getByRole('link', { name: 'All specials' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: 'Top selling juice' }).getByRole('article').first()).toBeVisible();

  const results = page.getByRole('region', { name: /specials? today/ });
  const card = results.getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('button', { name: `Quick View ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('link', { name: 'See product detail' })).toHaveAttribute('href', /^\/product\//);
  await dialog.getByRole('button', { name: /increase/i }).click();
  await dialog.getByRole('button', { name: 'Add to Bag' }).click();
  const added = page.getByRole('dialog', { name: 'Added to bag' });
  await expect(added).toBeVisible();
  await expect(added.getByRole('definition').first()).toHaveText('2');
  await added.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(page.getByRole('button', { name: 'Shopping bag, 2 items' })).toBeVisible();

  await kinds.getByRole('link', { name: 'Fruit Juice' }).click();
  await expect(page).toHaveURL(pathTo('special', { category: 'fruit-juice' }));
  await expect(kinds.getByRole('link', { name: 'Fruit Juice' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: 'All specials' }).first().click();
  const again = page
    .getByRole('region', { name: /specials? today/ })
    .getByRole('article')
    .first();
  await again.getByRole('button', { name: /^Quick View / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(pathTo('checkout'));
});

test('REFILL NOW: from home to the refill page, which lists the juices with their refill prices and asks a guest to sign in', async ({
  page,
}) => {
  await page.goto(homePath());
  await page.getByRole('link', { name: 'REFILL NOW' }).click();
  await expect(page).toHaveURL(pathTo('refill'));
  await expect(page.getByRole('heading', { level: 1, name: 'Refill your juice glass' })).toBeVisible();
  const products = page.getByRole('region', { name: 'Juices you can refill' });
  await expect(products.getByRole('link', { name: 'Fresh Orange Juice', exact: true })).toBeVisible();
  // More juices than a page holds: the next page is in the URL.
  const firstPage = await products.locator('.shop-refill__list > li').count();
  await products.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(pathTo('refill', { page: 2 }));
  await expect(products.getByRole('link', { name: 'Fresh Orange Juice', exact: true })).toHaveCount(0);
  expect(firstPage).toBe(24);
  const yours = page.getByRole('region', { name: 'Your refills' });
  await yours.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('REFILL NOW for a signed-in shopper who has received nothing in Glass: nothing to refill yet', async ({
  page,
}) => {
  await page.goto(homePath());
  const registered = await page.request.post('/api/auth/register', {
    headers: { 'x-juicyin-client': '1' },
    data: {
      firstName: 'Noura',
      lastName: 'Al-Harbi',
      email: `refill-${String(Date.now())}@example.com`,
      password: 'cold-pressed-77',
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  // Registered through the API, not the shop's dialog: the API's readable "signed in" mark cookie
  // is what tells the shop to ask who is signed in.
  const mine = page.waitForResponse((response) => response.url().endsWith('/api/me/refills'));
  await page.goto(pathTo('refill'));
  expect((await mine).status()).toBe(200);
  const yours = page.getByRole('region', { name: 'Your refills' });
  await expect(yours.getByText(/^Nothing to refill yet/)).toBeVisible();
  await expect(yours.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
});

for (const language of ['en', 'ar'] as const) {
  for (const path of [pathTo('special'), pathTo('refill')]) {
    test(`${path} passes an axe scan in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // The page itself has arrived (not the shell's placeholder while its code loads) and has data.
      await expect(page.locator('.shop-page-fallback')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}
