import {
  categoryPath,
  homePath,
  invoicePath,
  orderPath,
  pathTo,
  productPath,
  trackOrderPath,
} from '@juicyin/contract/paths';
import { expect } from '@playwright/test';
import { test } from './shop-test.ts';
import { useLanguage } from './checkout-steps.ts';
import { placeOrderThroughApi, registerShopper } from './orders/place-order.ts';
import { shopText } from './shop-words.ts';

const pages = {
  home: homePath(),
  listing: categoryPath('fruit-juice'),
  product: productPath('fresh-orange-juice'),
  wishlist: pathTo('wishlist'),
  'not found': '/no/such/juice',
};

const texts = {
  menu: { en: 'Menu', ar: 'القائمة' },
  shopMenu: { en: 'Shop menu', ar: 'قائمة المتجر' },
  currency: { en: 'Currency', ar: 'العملة' },
  fruitJuice: { en: 'Fruit Juice', ar: 'عصير فواكه' },
  orange: { en: /^Orange \(\d+\)$/, ar: /^برتقال \(\d+\)$/ },
};

for (const language of ['en', 'ar'] as const) {
  test.describe(`on a phone in ${language}`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`every page's heading starts within the first 200 px (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(path);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        // Where the heading is on the page, whatever the page has scrolled to.
        const top = await heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
        expect(top, `the h1 of the ${name} page starts at ${top} px`).toBeLessThanOrEqual(200);
      }
    });

    test(`the menu drawer opens from the inline start, keeps the focus inside, and Escape gives it back to Menu (${language})`, async ({
      page,
    }) => {
      await useLanguage(page, language);
      await page.goto(homePath());
      const menu = page.getByRole('button', { name: texts.menu[language], exact: true });
      await menu.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: texts.shopMenu[language] });
      await expect(drawer).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      // Arabic opens it from the right, English from the left: measured where it comes to rest,
      // once its slide-in has finished.
      await drawer.evaluate((element) =>
        Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      );
      const box = await drawer.boundingBox();
      expect(box).not.toBeNull();
      if (language === 'ar') expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(390);
      else expect(box?.x).toBe(0);
      // Tab and Shift+Tab go round the drawer's controls and never leave it.
      const inside = () => drawer.evaluate((element) => element.contains(document.activeElement));
      await expect.poll(inside).toBe(true);
      for (let step = 0; step < 25; step += 1) {
        await page.keyboard.press('Tab');
        expect(await inside(), `focus is inside the drawer after ${step + 1} Tab presses`).toBe(true);
      }
      for (let step = 0; step < 5; step += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await inside(), `focus is inside the drawer after ${step + 1} Shift+Tab presses`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menu).toBeFocused();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    });

    test(`a listing's filters wait behind "Filters": the products start on the first screen; opened from the keyboard, a flavour narrows the list, and "Show 1 product" closes them and brings the focus to the count (${language})`, async ({
      page,
    }) => {
      // The closed panel is hydrated when the browser is idle; this phone never is.
      await page.addInitScript(() => {
        window.requestIdleCallback = () => 0;
      });
      await useLanguage(page, language);
      await page.goto(pathTo('productsList'));
      const main = page.getByRole('main');
      const count = main.getByRole('heading', { level: 2, name: shopText(language, 'listing.count', { count: 8 }) });
      await expect(count).toBeVisible();
      const firstCard = main.getByRole('article').first();
      const cardTop = await firstCard.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(cardTop, `the first product starts at ${cardTop} px`).toBeLessThan(844);
      const orange = main.getByRole('checkbox', { name: texts.orange[language] });
      await expect(orange).toBeHidden();
      const closedOrange = main.getByRole('checkbox', { name: texts.orange[language], includeHidden: true });
      // React's own properties on an element are the sign that React has taken it over: the
      // header's Menu is React's, the closed panel's choices are still the server's.
      const taken = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      await expect
        .poll(() => page.getByRole('button', { name: texts.menu[language], exact: true }).evaluate(taken))
        .toBe(true);
      expect(await closedOrange.evaluate(taken)).toBe(false);

      const toggle = main.getByRole('button', {
        name: shopText(language, 'listing.filter.toggle', { count: 0 }),
        exact: true,
      });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(orange).toBeVisible();
      await expect.poll(() => orange.evaluate(taken)).toBe(true);
      await main
        .locator('label')
        .filter({ has: page.getByRole('checkbox', { name: texts.orange[language] }) })
        .click();
      await expect(page).toHaveURL(/flavour=orange/);
      await expect(orange).toBeChecked();
      const one = main.getByRole('heading', { level: 2, name: shopText(language, 'listing.count', { count: 1 }) });
      await expect(one).toBeVisible();
      // The button counts the chosen flavour.
      const toggleWithOne = main.getByRole('button', {
        name: shopText(language, 'listing.filter.toggle', { count: 1 }),
        exact: true,
      });
      await expect(toggleWithOne).toHaveAttribute('aria-expanded', 'true');

      const show = main.getByRole('button', { name: shopText(language, 'listing.filter.showResults', { count: 1 }) });
      await show.focus();
      await page.keyboard.press('Enter');
      await expect(orange).toBeHidden();
      await expect(one).toBeFocused();
      await expect(toggleWithOne).toHaveAttribute('aria-expanded', 'false');
    });

    test(`currency and categories are in the drawer, which closes on the next page (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto(productPath('fresh-orange-juice'));
      const price = page.getByRole('main').locator('[data-slot="price"]').first();
      await expect(price).toContainText(language === 'ar' ? 'ر.س' : 'SAR');
      // On a phone the header carries no currency: it is in the menu.
      await expect(page.getByRole('combobox', { name: texts.currency[language] })).toBeHidden();
      await page.getByRole('button', { name: texts.menu[language], exact: true }).click();
      const drawer = page.getByRole('dialog', { name: texts.shopMenu[language] });
      await drawer.getByRole('combobox', { name: texts.currency[language] }).selectOption('USD');
      await expect(price).toContainText('≈');
      await drawer.getByRole('link', { name: texts.fruitJuice[language] }).click();
      await expect(page).toHaveURL(/\/fruit-juice$/);
      await expect(drawer).toBeHidden();
    });

    test(`the order pages fit the phone: My Orders, detail, invoice and tracking are 390 px wide (${language})`, async ({
      page,
    }) => {
      await useLanguage(page, language);
      await page.goto(homePath());
      await registerShopper(page.request);
      const { number } = await placeOrderThroughApi(page.request, { lineCount: 2 });
      const orderPages = {
        'My Orders': pathTo('orders'),
        'order detail': orderPath(number),
        invoice: invoicePath(number),
        tracking: trackOrderPath(number),
      };
      for (const [name, path] of Object.entries(orderPages)) {
        await page.goto(path);
        // The order has loaded: its number is on the page and nothing is still busy.
        await expect(page.getByRole('main').getByText(number).first()).toBeVisible();
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `the ${name} page is ${width} px wide in ${language}`).toBe(390);
      }
    });

    test(`the language switch is in the drawer (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto(homePath());
      await page.getByRole('button', { name: texts.menu[language], exact: true }).click();
      const other = language === 'ar' ? 'English' : 'العربية';
      await page.getByRole('dialog', { name: texts.shopMenu[language] }).getByRole('button', { name: other }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'ar' ? 'en' : 'ar');
    });
  });

  test(`nothing scrolls sideways at 360 px (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await useLanguage(page, language);
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        return root.scrollWidth - root.clientWidth;
      });
      expect(overflow, `the ${name} page is ${overflow} px wider than the window`).toBeLessThanOrEqual(0);
    }
  });
}
