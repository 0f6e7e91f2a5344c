import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('an unknown path shows the not-found page and goes home by itself after 20 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto('/no/such/juice');
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found — Juicyin');
  await page.clock.runFor(19_000);
  await expect(page).toHaveURL(/\/no\/such\/juice$/);
  await page.clock.runFor(1_500);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refill your juice glass @ your doorstep');
});

test('"Go to homepage" leaves the not-found page at once', async ({ page }) => {
  await page.goto('/oops-page');
  await page.getByRole('link', { name: 'Go to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('switching to Arabic turns the page right to left and is kept across a reload', async ({ page }) => {
  await page.goto('/');
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

for (const language of ['en', 'ar'] as const) {
  test(`the not-found page passes an axe scan in ${language}`, async ({ page }) => {
    await page.addInitScript((lang) => {
      localStorage.setItem('juicyin.preferences', JSON.stringify({ language: lang, currency: 'SAR', country: 'SA' }));
    }, language);
    await page.goto('/oops-page');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const scan = await new AxeBuilder({ page }).analyze();
    expect(scan.violations).toEqual([]);
  });
}
