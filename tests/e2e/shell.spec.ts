import { expect } from '@playwright/test';
import { test } from './shop-test.ts';
import { homePath, pathTo, productPath, searchPath } from '@juicyin/contract/paths';

test('an unknown path shows the not-found page and goes home by itself after 20 seconds', async ({ page }) => {
  // The fake clock stands still from the start: only runFor moves it, however slowly the page loads.
  const start = new Date('2026-11-22T09:00:00+03:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.goto('/no/such/juice');
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found — Juicyin');
  await page.clock.runFor(19_000);
  await expect(page).toHaveURL(/\/no\/such\/juice$/);
  await page.clock.runFor(1_500);
  await expect(page).toHaveURL(homePath());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refill your juice glass @ your doorstep');
});

test('"Go to homepage" leaves the not-found page at once', async ({ page }) => {
  await page.goto(pathTo('notFound'));
  await page.getByRole('link', { name: 'Go to homepage' }).click();
  await expect(page).toHaveURL(homePath());
});

test('switching to Arabic turns the page right to left and is kept across a reload', async ({ page }) => {
  await page.goto(homePath());
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('أعد تعبئة كوب عصيرك عند باب بيتك');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'العصائر الأكثر مبيعًا' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('journey 2: in Arabic the shop reads right to left, the header search finds the orange juice priced in SAR, and a reload keeps Arabic', async ({
  page,
}) => {
  // Wide enough for the side menu to stay beside the page.
  await page.setViewportSize({ width: 1680, height: 1000 });
  await page.goto(homePath());
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The header's required search box, in Arabic.
  const search = page.getByRole('search', { name: 'ابحث عن العصائر' }).getByRole('searchbox');
  await expect(search).toHaveAttribute('placeholder', 'ماذا تحب أن تشرب؟');
  await search.fill('برتقال');
  await search.press('Enter');
  await expect(page).toHaveURL(searchPath('برتقال'));
  await expect(page.getByRole('heading', { level: 1, name: 'نتائج «برتقال»' })).toBeVisible();
  const card = page.getByRole('article', { name: 'عصير برتقال طازج' });
  await expect(card).toBeVisible();
  // Saudi riyals, written the Arabic way, with no "≈" (SAR is never converted).
  await expect(card).toContainText('ر.س');
  await expect(card).not.toContainText('≈');
  // Laid out right to left: the sidebar sits to the right of the page.
  const sidebar = await page.getByRole('navigation', { name: 'قائمة المتجر' }).boundingBox();
  const main = await page.getByRole('main').boundingBox();
  expect(sidebar && main && sidebar.x > main.x).toBe(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'نتائج «برتقال»' })).toBeVisible();
});

test('a currency other than SAR shows converted prices marked "≈" and is kept across visits', async ({ page }) => {
  await page.goto(productPath('fresh-orange-juice'));
  const price = page.getByRole('main').locator('[data-slot="price"]').first();
  await expect(price).toContainText('SAR');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption({ label: 'USD' });
  await expect(price).toContainText('≈');
  await expect(price).toContainText('$');
  await page.reload();
  await expect(price).toContainText('≈');
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
});

test('a visitor is a guest without asking the API, and a sign-in or sign-out made outside the shop is seen on the next page', async ({
  page,
}) => {
  const askedWhoIsSignedIn: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/me') askedWhoIsSignedIn.push(request.url());
  });
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });
  const header = page.getByRole('banner');
  await page.goto(homePath());
  await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto(pathTo('productsList'));
  await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(askedWhoIsSignedIn).toEqual([]);
  expect(refused).toEqual([]);

  // Registered through the API (as another tab or an e-mail link would): the session's readable
  // mark tells the shop to ask.
  const registered = await page.request.post('/api/auth/register', {
    headers: { 'x-juicyin-client': '1' },
    data: {
      firstName: 'Reem',
      lastName: 'Al-Otaibi',
      email: `mark-${String(Date.now())}@example.com`,
      password: 'cold-pressed-77',
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  await page.reload();
  await expect(header.getByRole('button', { name: 'Account of Reem' })).toBeVisible();

  // Signed out elsewhere: the mark goes with the session, and the shop is a guest's again.
  expect((await page.request.post('/api/auth/logout', { headers: { 'x-juicyin-client': '1' } })).status()).toBe(204);
  await page.reload();
  await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(refused).toEqual([]);
});

test('each page names itself in the tab, in the shopper’s language, also after moving within the shop', async ({
  page,
}) => {
  await page.goto(productPath('fresh-orange-juice'));
  await expect(page).toHaveTitle('Fresh Orange Juice — Juicyin');
  const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await trail.getByRole('link', { name: 'Fruit Juice' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fruit Juice');
  await expect(page).toHaveTitle('Fruit Juice — Juicyin');
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveTitle('Juicyin — fresh juice at your doorstep');
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page).toHaveTitle('جوسين — عصير طازج حتى باب بيتك');
});
