// The profile page `my-account` (issue 16) against the real server: verifying the e-mail from the
// profile earns the domain's points once; a bad mobile is refused on its field and nothing is saved,
// a good one is; a common password is refused, a good one signs in; Arabic as the preferred
// language switches the shop; the page in Arabic (Hijri birthdate), axe in both languages, and the
// heading on a phone's first screen.
import { expect, type Page } from '@playwright/test';
import { test } from './shop-test.ts';
import { POINTS_FOR_EMAIL_VERIFIED } from '../../packages/domain/src/index.ts';
import { getPointsHistory, type PointsHistory } from '@juicyin/contract';
import { pathTo } from '@juicyin/contract/paths';
import { expectNoViolations } from './account-page-checks.ts';
import { useLanguage } from './checkout-steps.ts';
import { registerShopper } from './orders/place-order.ts';
import { type Language, literally, type MessageKey, shopText } from './shop-words.ts';

const headers = { 'x-juicyin-client': '1', accept: 'application/json' };

interface Me {
  readonly email: string;
  readonly emailVerified: boolean;
  readonly points: number;
  readonly mobile: string | null;
  readonly preferredLanguage: string;
}

async function me(page: Page): Promise<Me> {
  const response = await page.request.get('/api/me', { headers });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Me;
}

/** The link in the newest e-mail to `to` whose subject matches, from the development outbox. */
async function linkFromOutbox(page: Page, to: string, subject: RegExp): Promise<URL> {
  let link: string | undefined;
  await expect(async () => {
    const outbox = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
      messages: { to: string; subject: string; text: string }[];
    };
    const message = outbox.messages.filter((candidate) => subject.test(candidate.subject)).at(-1);
    link = /https?:\/\/\S+/.exec(message?.text ?? '')?.[0];
    expect(link).toBeDefined();
  }).toPass();
  return new URL(link ?? '');
}

/** The profile in `language`, loaded (the session checked, the fields shown). */
async function openProfile(page: Page, language: Language) {
  await page.goto(pathTo('profile'));
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: shopText(language, 'account.profile.title') }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { name: shopText(language, 'account.profile.details') })).toBeVisible();
  return main;
}

function editButton(main: ReturnType<Page['getByRole']>, language: Language, field: MessageKey) {
  const name = shopText(language, 'account.profile.editField', { field: shopText(language, field) });
  return main.getByRole('button', { name, exact: true });
}

test('Verify from the profile: the link from the outbox earns the points once, and the profile says Verified', async ({
  page,
}) => {
  await page.goto(pathTo('home'));
  const shopper = await registerShopper(page.request);
  const before = await me(page);
  expect(before.emailVerified).toBe(false);
  const say = (key: MessageKey, values?: Record<string, string | number>) => shopText('en', key, values);

  let main = await openProfile(page, 'en');
  await expect(main.getByText(say('account.profile.notVerified'), { exact: true })).toBeVisible();
  await expect(
    main.getByText(say('account.profile.verifyReward', { points: POINTS_FOR_EMAIL_VERIFIED })),
  ).toBeVisible();
  await main.getByRole('button', { name: say('account.profile.verifyLabel') }).click();
  await expect(main.getByText(say('account.profile.verifySent', { email: shopper.email }))).toBeVisible();

  const link = await linkFromOutbox(page, shopper.email, /Confirm your e-mail/);
  await page.goto(link.pathname + link.search);
  await expect(page.getByText(say('verifyEmail.success'))).toBeVisible();

  main = await openProfile(page, 'en');
  await expect(main.getByText(say('account.profile.verified'), { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: say('account.profile.verifyLabel') })).toHaveCount(0);
  const after = await me(page);
  expect(after).toMatchObject({ emailVerified: true, points: before.points + POINTS_FOR_EMAIL_VERIFIED });
  await expect(main.getByText(say('account.profile.points', { points: after.points }))).toBeVisible();

  // My Points & Reward shows the new total (registration's and verification's points) and the
  // verification's credit with its expiry, the server's 180 days after it.
  await page.goto(pathTo('points'));
  await expect(page.getByTestId('points-total')).toHaveText(String(after.points));
  const history = (await (await page.request.get(`${getPointsHistory.path}?pageSize=5`)).json()) as PointsHistory;
  const credit = history.items.find((entry) => entry.type === 'email-verified');
  expect(credit?.amount).toBe(POINTS_FOR_EMAIL_VERIFIED);
  const row = page.getByRole('table', { name: 'Transaction History' }).getByRole('row').nth(1);
  await expect(row).toContainText(`+${POINTS_FOR_EMAIL_VERIFIED}`);
  await expect(row.locator('time').nth(1)).toHaveAttribute('datetime', credit?.expiresAt ?? '');
});

test('a bad mobile is refused on its field and nothing is saved; a good one is saved and shown after a reload', async ({
  page,
}) => {
  await page.goto(pathTo('home'));
  await registerShopper(page.request);
  const say = (key: MessageKey) => shopText('en', key);
  const main = await openProfile(page, 'en');

  await editButton(main, 'en', 'account.profile.mobile').click();
  const mobile = main.getByRole('textbox', { name: say('account.profile.mobile') });
  await expect(mobile).toBeFocused();
  await mobile.fill('12345');
  await main.getByRole('button', { name: say('account.profile.save') }).click();
  await expect(main.getByRole('alert')).toContainText(say('account.profile.notSaved'));
  await expect(mobile).toHaveAccessibleDescription(literally(say('account.profile.error.mobile')));
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  expect((await me(page)).mobile).toBeNull();

  await mobile.fill('055 123 4567');
  await main.getByRole('button', { name: say('account.profile.save') }).click();
  await expect(main.getByText(say('account.profile.saved'))).toBeVisible();
  expect((await me(page)).mobile).toBe('+966551234567');
  await page.reload();
  await expect(page.getByRole('main').getByText('+966 55 123 4567')).toBeVisible();
});

test('a common password is refused with the rule’s message; a good one is changed and signs in', async ({ page }) => {
  await page.goto(pathTo('home'));
  const shopper = await registerShopper(page.request);
  const say = (key: MessageKey) => shopText('en', key);
  const main = await openProfile(page, 'en');

  await editButton(main, 'en', 'account.profile.password').click();
  const current = main.getByLabel(new RegExp(`^${say('account.profile.currentPassword')}`));
  const next = main.getByLabel(new RegExp(`^${say('account.profile.newPassword')}`));
  await current.fill(shopper.password);
  await next.fill('password');
  await main.getByRole('button', { name: say('account.profile.changePassword') }).click();
  await expect(main.getByText(say('auth.error.tooCommon'))).toBeVisible();
  await next.fill('mango-lassi-77');
  await main.getByRole('button', { name: say('account.profile.changePassword') }).click();
  await expect(main.getByText(say('account.profile.passwordChanged'))).toBeVisible();

  const out = await page.request.post('/api/auth/logout', { headers });
  expect(out.status()).toBe(204);
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Juicyin' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(shopper.email);
  await dialog.getByLabel(/^Password/).fill('mango-lassi-77');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByText(shopper.email)).toBeVisible();
});

test('Arabic as the preferred language switches the shop to Arabic; the page in Arabic shows the Hijri birthdate', async ({
  page,
}) => {
  await page.goto(pathTo('home'));
  await registerShopper(page.request);
  const patched = await page.request.patch('/api/me', { headers, data: { birthdate: '1994-03-21' } });
  expect(patched.ok()).toBe(true);
  const main = await openProfile(page, 'en');
  await expectNoViolations(page, 'en', 'the profile in English');

  await editButton(main, 'en', 'account.profile.language').click();
  await main.getByRole('button', { name: new RegExp(shopText('en', 'account.profile.language')) }).click();
  await page.getByRole('option', { name: shopText('en', 'account.profile.language.ar') }).click();
  await expectNoViolations(page, 'en', 'the profile with a field being edited');
  await main.getByRole('button', { name: shopText('en', 'account.profile.save') }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(main.getByRole('heading', { level: 1, name: shopText('ar', 'account.profile.title') })).toBeVisible();
  expect((await me(page)).preferredLanguage).toBe('ar');
  await page.reload();
  const arabic = await openProfile(page, 'ar');
  await expect(arabic.getByText('21 مارس 1994')).toBeVisible();
  await expect(arabic.getByText(shopText('ar', 'account.profile.hijri', { date: '8 شوال 1414 هـ' }))).toBeVisible();
  await expect(arabic.getByText(shopText('ar', 'account.profile.language.ar'), { exact: true })).toBeVisible();
  await expectNoViolations(page, 'ar', 'the profile in Arabic');
});

for (const language of ['en', 'ar'] as const) {
  test(`on a 390 px phone in ${language} the heading is on the first screen and nothing scrolls sideways at 360 px`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pathTo('home'));
    await registerShopper(page.request);
    const main = await openProfile(page, language);
    const box = await main.getByRole('heading', { level: 1 }).boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    await editButton(main, language, 'account.profile.mobile').click();
    await expectNoViolations(page, language, 'the profile on a phone, editing');
    await page.setViewportSize({ width: 360, height: 780 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
