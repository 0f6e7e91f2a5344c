// Journey 5: an axe scan of every route of the shop's first part, in English and in Arabic, once
// its data has loaded — and of the shell's open states (mega menu panel, cash-on-delivery tooltip,
// bag dropdown, sign-in dialog, the side menu on a phone). Every scan must find no violation.
import { expectNoAxeViolations } from './axe-scan.ts';
import { expect, type Page } from '@playwright/test';
import { test } from './shop-test.ts';
import { useLanguage } from './checkout-steps.ts';
import { categoryPath, homePath, pathTo, productPath, searchPath, seasonPath } from '@juicyin/contract/paths';

/** Waits until the page shows its content: no skeleton, no placeholder card, the page's own heading. */
async function loaded(page: Page) {
  await expect(page.locator('.shop-page-fallback')).toHaveCount(0);
  await expect(page.locator('[data-slot="product-card"][data-state="loading"]')).toHaveCount(0);
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

const routes = [
  '/',
  pathTo('productsList'),
  categoryPath('fruit-juice'),
  categoryPath('herb-juice'),
  categoryPath('vegetable-juice'),
  categoryPath('smoothies'),
  categoryPath('detox'),
  categoryPath('ice-cream'),
  categoryPath('salat'),
  seasonPath('winter'),
  seasonPath('summer'),
  seasonPath('autumn'),
  seasonPath('spring'),
  pathTo('special'),
  pathTo('special', { category: 'smoothies' }),
  searchPath('orange'),
  pathTo('search'),
  productPath('fresh-orange-juice'),
  pathTo('wishlist'),
  pathTo('verifyEmail'),
  pathTo('resetPassword'),
  pathTo('aboutPoints'),
  pathTo('aboutWallet'),
  pathTo('notFound'),
  '/no/such/juice',
];

// Each scan only reads the shop, so they spread over the workers (each with its own server) rather
// than keeping one worker busy for a quarter of the suite while the other has nothing left.
test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'ar'] as const) {
  test.describe(`in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    for (const route of routes) {
      test(`${route} has no axe violation`, async ({ page }) => {
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await loaded(page);
        await expectNoAxeViolations(page);
      });
    }

    test('the open states of the shell have no axe violation', async ({ page }) => {
      // Four scans in one test: a generous ceiling for a loaded machine, not a timing check.
      test.setTimeout(120_000);
      await page.goto(pathTo('productsList'));
      await loaded(page);
      const megaMenu = page.getByRole('navigation', { name: language === 'ar' ? 'الفئات' : 'Categories' });
      const fruit = megaMenu.getByRole('button', { name: language === 'ar' ? 'عصير فواكه' : 'Fruit Juice' });
      await fruit.click();
      await expect(fruit).toHaveAttribute('aria-expanded', 'true');
      // The panel's featured juices have loaded.
      await expect(
        megaMenu.getByRole('button', { name: language === 'ar' ? /^أضف إلى السلة: / : /^Add to cart: / }),
      ).toHaveCount(3);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      await page
        .getByRole('button', { name: language === 'ar' ? 'عن الدفع عند الاستلام' : 'About cash on delivery' })
        .focus();
      await expect(page.getByRole('tooltip')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: language === 'ar' ? /حقيبة التسوق/ : /Shopping bag/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.getByRole('button', { name: language === 'ar' ? 'تسجيل الدخول' : 'Sign in' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the side menu on a phone has no axe violation', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(homePath());
      await loaded(page);
      const toggle = page.getByRole('button', { name: language === 'ar' ? 'القائمة' : 'Menu', exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(
        page.getByRole('navigation', { name: language === 'ar' ? 'قائمة المتجر' : 'Shop menu' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
