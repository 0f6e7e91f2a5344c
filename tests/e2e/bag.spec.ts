import { expect, type Page } from '@playwright/test';
import { test } from './shop-test.ts';
import { homePath, pathTo, productPath } from '@juicyin/contract/paths';

const mainImage = (page: Page) => page.getByRole('tabpanel').getByRole('img');
const bagButton = (page: Page, count: number) =>
  page.getByRole('button', { name: `Shopping bag, ${count} ${count === 1 ? 'item' : 'items'}` });

test('journey 1: a new visitor browses, filters, picks Glass, adds two to the bag, registers in the modal and finds the same bag on the account with 5 points', async ({
  page,
}) => {
  await page.goto(homePath());
  await page
    .getByRole('list', { name: 'Shop by category' })
    .getByRole('link', { name: /Fruit Juice/ })
    .click();
  await expect(page).toHaveURL(pathTo('productsList'));
  await page.getByRole('checkbox', { name: /^Orange \(\d+\)$/ }).click({ force: true });
  await page.getByRole('checkbox', { name: /^Mango \(\d+\)$/ }).click({ force: true });
  await expect(page).toHaveURL(/flavour=orange%2Cmango/);
  const maximum = page.getByRole('slider', { name: 'Maximum' });
  await maximum.focus();
  await maximum.press('Home');
  await expect(page).toHaveURL(/maxPrice=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: '1 product' })).toBeVisible();

  await page.getByRole('link', { name: 'Fresh Orange Juice', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh Orange Juice' })).toBeVisible();
  await expect(mainImage(page)).toHaveAttribute('src', /regular-1\.svg$/);
  await page.getByRole('radiogroup', { name: 'Material' }).getByRole('radio', { name: 'Glass' }).click({ force: true });
  await expect(mainImage(page)).toHaveAttribute('src', /glass-1\.svg$/);

  const main = page.getByRole('main');
  await main.getByRole('button', { name: /increase/i }).click();
  await expect(main.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  // The product's own Add to bag comes before the cards of the related lists.
  await main.getByRole('button', { name: 'Add to bag', exact: true }).first().click();
  const added = page.getByRole('dialog', { name: 'Added to bag' });
  await expect(added).toBeVisible();
  await expect(added.getByRole('definition').first()).toHaveText('2');
  await expect(added).toContainText('Glass');
  await expect(added.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', pathTo('checkout'));
  await added.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(added).toBeHidden();
  await expect(bagButton(page, 2)).toBeVisible();
  const guestBag = await page.evaluate(() => localStorage.getItem('juicyin.bag'));
  expect(JSON.parse(guestBag ?? 'null')).toMatchObject({ lines: [{ quantity: 2 }] });

  // Register in the modal: the guest bag goes into the new account.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Juicyin' });
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await dialog.getByRole('textbox', { name: /First name/ }).fill('Sara');
  await dialog.getByRole('textbox', { name: /Last name/ }).fill('Alqahtani');
  const email = `sara.${Date.now()}@example.com`;
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await dialog.getByLabel(/^Password/).fill('orange-juice-42');
  await dialog.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account of Sara' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('juicyin.bag'))).toBeNull();

  // The account's bag (server-side) holds the same two glasses; the account has its 5 points.
  const serverBag = (await (await page.request.get('/api/me/bag')).json()) as {
    lines: { slug: string; material: string; quantity: number }[];
  };
  expect(serverBag.lines).toEqual([
    expect.objectContaining({ slug: 'fresh-orange-juice', material: 'glass', quantity: 2 }),
  ]);
  const me = (await (await page.request.get('/api/me')).json()) as { email: string; points: number };
  expect(me).toMatchObject({ email, points: 5 });

  await page.reload();
  await bagButton(page, 2).click();
  const panel = page.getByRole('dialog', { name: 'Shopping bag, 2 items' });
  await expect(panel.getByRole('heading', { name: 'Fresh Orange Juice' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Secure Checkout' })).toHaveAttribute('href', pathTo('checkout'));
});

test('the bag count follows in another tab: a guest through storage, a signed-in shopper through the server', async ({
  context,
}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto(productPath('fresh-orange-juice'));
  await second.goto(homePath());
  await expect(bagButton(second, 0)).toBeVisible();

  await first.getByRole('main').getByRole('button', { name: 'Add to bag', exact: true }).first().click();
  await first.getByRole('dialog', { name: 'Added to bag' }).getByRole('button', { name: 'Continue shopping' }).click();
  await expect(bagButton(second, 1)).toBeVisible();

  // Sign up in the first tab: the second one shows the shopper and the merged bag.
  await first.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = first.getByRole('dialog', { name: 'Welcome to Juicyin' });
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await dialog.getByRole('textbox', { name: /First name/ }).fill('Huda');
  await dialog.getByRole('textbox', { name: /Last name/ }).fill('Alharbi');
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(`huda.${Date.now()}@example.com`);
  await dialog.getByLabel(/^Password/).fill('mango-smoothie-7');
  await dialog.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(second.getByRole('button', { name: 'Account of Huda' })).toBeVisible();
  await expect(bagButton(second, 1)).toBeVisible();

  // Signed in: a change in the second tab's bag panel reaches the first tab.
  await bagButton(second, 1).click();
  const panel = second.getByRole('dialog', { name: 'Shopping bag, 1 item' });
  await panel.getByRole('button', { name: /increase/i }).click();
  await expect(bagButton(first, 2)).toBeVisible();
});
