// Checks every account page's journey makes: the page in a language (html lang/dir), no axe
// violation once its data has loaded, on a 390 px phone the h1 on the first screen with nothing
// scrolling sideways at 360 px, and a visitor signing in on arrival and staying on the page.
import { expectNoAxeViolations } from './axe-scan.ts';
import { type Browser, expect, type Page } from '@playwright/test';
import { pathTo } from '@juicyin/contract/paths';
import { registerShopper, type Shopper } from './orders/place-order.ts';
import type { Language } from './shop-words.ts';

/** The page is in `language`, has loaded (no busy region), and axe finds no violation. */
export async function expectNoViolations(page: Page, language: Language, what: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await expectNoAxeViolations(page, what);
}

/** On a 390 × 844 phone the page's h1 is on the first screen; at 360 px nothing scrolls sideways. */
export async function expectPhoneFit(page: Page, path: string, heading: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  const title = page.getByRole('heading', { level: 1, name: heading });
  await expect(title).toBeVisible();
  const box = await title.boundingBox();
  expect(box, 'the h1 has a box').not.toBeNull();
  expect((box?.y ?? Infinity) + (box?.height ?? 0), 'the h1 ends on the first screen').toBeLessThanOrEqual(844);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'nothing scrolls sideways at 360 px').toBeLessThanOrEqual(0);
}

/**
 * A visitor opens `path` (an account page): the sign-in dialog asks first, and once they have signed
 * in (as a shopper registered in another browser context) they are on `path`. Returns the shopper.
 */
export async function signInOnArrival(page: Page, browser: Browser, path: string, firstName: string): Promise<Shopper> {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(pathTo('home'));
  const shopper = await registerShopper(otherPage.request, { firstName });
  await other.close();

  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: 'Welcome to Juicyin' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(shopper.email);
  await dialog.getByLabel(/^Password/).fill(shopper.password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(path);
  return shopper;
}
