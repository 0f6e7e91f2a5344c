import { expect, type Page } from '@playwright/test';
import { test } from './shop-test.ts';
import { pathTo } from '@juicyin/contract/paths';

const wishlistLink = (page: Page, count: number) =>
  page.getByRole('link', { name: `Wishlist, ${count} ${count === 1 ? 'item' : 'items'}` });

async function register(page: Page, firstName: string, email: string, password: string) {
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Juicyin' });
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await dialog.getByRole('textbox', { name: /First name/ }).fill(firstName);
  await dialog.getByRole('textbox', { name: /Last name/ }).fill('Test');
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
}

test('journey 3: a guest saves to the wishlist, signs in and finds it merged; Move to bag works', async ({ page }) => {
  // An account with one saved juice already, then signed out.
  const email = `noura.${Date.now()}@example.com`;
  await page.goto(pathTo('productsList'));
  await register(page, 'Noura', email, 'pomegranate-9');
  await page.getByRole('button', { name: 'Save Fresh Mango Juice to wishlist' }).click();
  await expect(wishlistLink(page, 1)).toBeVisible();
  await page.getByRole('button', { name: 'Account of Noura' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(wishlistLink(page, 0)).toBeVisible();

  // As a guest: the heart fills and its name changes.
  const heart = page.getByRole('button', { name: 'Save Fresh Orange Juice to wishlist' });
  await heart.click();
  const saved = page.getByRole('button', { name: 'Remove Fresh Orange Juice from wishlist' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistLink(page, 1)).toBeVisible();
  await wishlistLink(page, 1).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist (1)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fresh Orange Juice' })).toBeVisible();

  // Sign in: the guest's wishlist joins the account's.
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Juicyin' });
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await dialog.getByLabel(/^Password/).fill('pomegranate-9');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist (2)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fresh Mango Juice' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fresh Orange Juice' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('juicyin.wishlist'))).toBeNull();

  // Move to bag: the juice leaves the wishlist and is in the bag.
  await page.getByRole('button', { name: 'Move to bag Fresh Orange Juice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist (1)' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Fresh Orange Juice is in your bag now.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Shopping bag, 1 item' })).toBeVisible();
  const bag = (await (await page.request.get('/api/me/bag')).json()) as { lines: { slug: string; quantity: number }[] };
  expect(bag.lines).toEqual([expect.objectContaining({ slug: 'fresh-orange-juice', quantity: 1 })]);
});

test('a heart pressed in one tab fills in the other', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto(pathTo('productsList'));
  await second.goto(pathTo('productsList'));
  await first.getByRole('button', { name: 'Save Fresh Orange Juice to wishlist' }).click();
  await expect(second.getByRole('button', { name: 'Remove Fresh Orange Juice from wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(wishlistLink(second, 1)).toBeVisible();
});
