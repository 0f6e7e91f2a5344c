import { expectNoAxeViolations } from './axe-scan.ts';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './shop-test.ts';
import { pathTo } from '@juicyin/contract/paths';
import { addToBag, shopperWithBag, useLanguage, words } from './checkout-steps.ts';
import { purchaseProducts } from './purchase-products.ts';

/** Presses Tab until `target` has focus (the keyboard's way to a control), failing if it never does. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let press = 0; press < 150; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The control cannot be reached with Tab');
}

for (const language of ['en', 'ar'] as const) {
  test(`journey 7: the checkout passes axe in ${language} for a visitor, at shipping and payment, with the error summary and when placed`, async ({
    page,
  }) => {
    test.slow();
    await useLanguage(page, language);
    await addToBag(page, purchaseProducts[1], language);
    await page.goto(pathTo('checkout'));
    await expect(page.getByRole('main').getByRole('tab', { name: words.register[language] })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.context().clearCookies();
    await shopperWithBag(page, language, `axe-${language}`);
    await page.goto(pathTo('checkout'));
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: words.deliveringHere[language] })).toBeVisible();
    await expect(main.getByRole('rowheader')).toHaveCount(1);
    await expectNoAxeViolations(page);

    await main.getByRole('button', { name: words.confirm[language] }).click();
    await expect(
      main.getByRole('link').filter({ hasText: language === 'ar' ? 'أدخل رقم البطاقة.' : 'Enter the card number.' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('a shopper’s checkout does not move under them while it loads, with a saved address or the form for a first one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // Every shift of what is on the screen that no press caused, added up as the browser reports them.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const address of [false, true]) {
    await page.context().clearCookies();
    await shopperWithBag(page, 'en', `steady-${String(address)}`, { address });
    await page.goto(pathTo('checkout'));
    // Loaded: the bag's line (from the quote) is there, and nothing is busy.
    await expect(page.getByRole('main').getByRole('rowheader')).toHaveCount(1);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    const shifted = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
    // The bound for a page's layout shift (Lighthouse's CLS ≤ 0.02).
    expect(shifted, address ? 'with a saved address' : 'with the form for a first address').toBeLessThanOrEqual(0.02);
  }
});

test('journey 7: a keyboard-only purchase (no mouse), in Arabic', async ({ page }) => {
  test.slow();
  await shopperWithBag(page, 'ar', 'keyboard');
  await page.goto(pathTo('checkout'));
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: words.deliveringHere.ar })).toBeVisible();
  const fields: [Locator, string][] = [
    [main.getByRole('textbox', { name: words.cardNumber.ar }), '4242 4242 4242 4242'],
    [main.getByRole('textbox', { name: words.holderName.ar }), 'Reem Alotaibi'],
    [main.getByRole('textbox', { name: words.expiry.ar }), '08/29'],
    [main.getByRole('textbox', { name: words.cvv.ar }), '123'],
  ];
  for (const [field, text] of fields) {
    await tabTo(page, field);
    await page.keyboard.type(text);
  }
  await tabTo(page, main.getByRole('button', { name: words.confirm.ar }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: words.allSet.ar });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  // Focus is in the dialog: Tab reaches the order's link.
  await tabTo(page, dialog.getByRole('link', { name: words.viewOrder.ar }));
});
