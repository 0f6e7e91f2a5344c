import { expectNoAxeViolations } from './axe-scan.ts';
import { expect, type Page } from '@playwright/test';
import { test } from './shop-test.ts';
import { useLanguage } from './checkout-steps.ts';
import { homePath, pathTo } from '@juicyin/contract/paths';

interface Outbox {
  readonly messages: readonly { readonly to: string; readonly subject: string; readonly text: string }[];
}

/** The link in the newest e-mail to `to` whose subject matches, from the development outbox. */
async function linkFromOutbox(page: Page, to: string, subject: RegExp): Promise<URL> {
  let link: string | undefined;
  await expect(async () => {
    const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as Outbox;
    const message = outbox.messages
      .filter((candidate) => candidate.to === to && subject.test(candidate.subject))
      .at(-1);
    link = /https?:\/\/\S+/.exec(message?.text ?? '')?.[0];
    expect(link).toBeDefined();
  }).toPass();
  return new URL(link ?? '');
}

async function register(page: Page, email: string) {
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Juicyin' });
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await dialog.getByRole('textbox', { name: /First name/ }).fill('Reem');
  await dialog.getByRole('textbox', { name: /Last name/ }).fill('Alotaibi');
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await dialog.getByLabel(/^Password/).fill('grape-juice-11');
  await dialog.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
}

test("the verification e-mail's link lands on the shop's page: 50 points once, then the used link says so", async ({
  page,
}) => {
  const email = `reem.${Date.now()}@example.com`;
  await page.goto(homePath());
  await register(page, email);
  const link = await linkFromOutbox(page, email, /Confirm your e-mail/);
  expect(link.pathname).toBe(pathTo('verifyEmail'));

  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
  await expect(page.getByText('50 points were added to your balance.')).toBeVisible();
  const me = (await (await page.request.get('/api/me')).json()) as { points: number; emailVerified: boolean };
  expect(me).toMatchObject({ points: 55, emailVerified: true });

  await page.reload();
  await expect(page.getByRole('alert')).toContainText('This link is unknown, already used or expired.');
  await expect(page.getByText('Your e-mail address is already confirmed.')).toBeVisible();
});

test("the password reset e-mail's link lands on the shop's page: the new password signs in", async ({ page }) => {
  const email = `reset.${Date.now()}@example.com`;
  await page.goto(homePath());
  await register(page, email);
  await page.getByRole('button', { name: 'Account of Reem' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();

  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Juicyin' });
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await forgot.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByRole('status')).toContainText('a reset link is on its way');
  await page.keyboard.press('Escape');

  const link = await linkFromOutbox(page, email, /Reset your/);
  expect(link.pathname).toBe(pathTo('resetPassword'));
  await page.goto(link.pathname + link.search);
  const fields = page.getByRole('main').getByLabel(/^New password/);
  const [password, again] = [fields.nth(0), fields.nth(1)];
  await password.fill('password');
  await again.fill('password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This password is too common; choose another')).toBeVisible();
  await password.fill('new-lemon-juice-5');
  await again.fill('new-lemon-juice-5');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password is changed. Sign in with the new one.')).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Welcome to Juicyin' });
  await signIn.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await signIn.getByLabel(/^Password/).fill('new-lemon-juice-5');
  await signIn.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: 'Account of Reem' })).toBeVisible();
});

const routes = [
  pathTo('wishlist'),
  pathTo('verifyEmail'),
  pathTo('resetPassword', { token: 'abcdefghijklmnopqrstuvwxyz' }),
];

for (const language of ['en', 'ar'] as const) {
  for (const route of routes) {
    test(`${route} passes an axe scan in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}
