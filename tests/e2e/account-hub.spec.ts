// The account hub (issue 16): the header's My Profile leads to /user-account, which shows a new
// shopper's registration points, their welcome coupon and an empty wallet; a subscription setting
// saved there is kept; a visitor signs in and lands on the hub; the account menu leads to every
// account page; axe on the hub, My Coupons and Payment Options in English and Arabic; on a phone
// the hub's heading is on the first screen.
import { expect } from '@playwright/test';
import { test } from './shop-test.ts';
import { getMe, listMyCoupons } from '@juicyin/contract';
import { pathTo } from '@juicyin/contract/paths';
import { formatMoney, halalas, POINTS_FOR_REGISTRATION } from '../../packages/domain/src/index.ts';
import { expectNoViolations, signInOnArrival } from './account-page-checks.ts';
import { switchLanguage, useLanguage } from './checkout-steps.ts';
import { registerShopper } from './orders/place-order.ts';
import { type Language, shopText } from './shop-words.ts';

const localeOf: Record<Language, string> = { en: 'en-SA', ar: 'ar-SA' };

/** The kit header's profile menu, as the shopper reads it (packages/ui/src/header/header.tsx). */
const headerWords = {
  en: { account: (name: string) => `Account of ${name}`, myProfile: 'My Profile' },
  ar: { account: (name: string) => `حساب ${name}`, myProfile: 'ملفي الشخصي' },
} as const;

const money = (amount: number, language: Language) =>
  formatMoney(halalas(amount), { locale: localeOf[language] }).text.replace(/\s+/g, ' ');

for (const language of ['en', 'ar'] as const) {
  test(`a new shopper's hub in ${language}: My Profile leads there, points, coupon and wallet shown, a subscription kept; axe on the hub, My Coupons and Payment Options`, async ({
    page,
  }) => {
    test.slow();
    const say = (key: Parameters<typeof shopText>[1], values?: Record<string, string | number>) =>
      shopText(language, key, values);
    await useLanguage(page, language);
    await page.goto(pathTo('home'));
    const shopper = await registerShopper(page.request, { firstName: 'Lama' });
    const coupons = listMyCoupons.response.parse(await (await page.request.get(listMyCoupons.path)).json());
    await page.reload();

    await page.getByRole('button', { name: headerWords[language].account(shopper.firstName) }).click();
    await page.getByRole('menuitem', { name: headerWords[language].myProfile }).click();
    await expect(page).toHaveURL(pathTo('account'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: say('account.hub.title') })).toBeVisible();

    const points = main.getByRole('region', { name: say('account.hub.points.title') });
    await expect(
      points.getByText(say('account.hub.points.value', { points: POINTS_FOR_REGISTRATION }), { exact: true }),
    ).toBeVisible();
    await expect(points.getByRole('link', { name: say('account.hub.points.knowMore') })).toHaveAttribute(
      'href',
      pathTo('aboutPoints'),
    );
    const couponBox = main.getByRole('region', { name: say('account.hub.coupons.title') });
    if (coupons.items.length === 0) await expect(couponBox.getByText(say('account.coupons.empty'))).toBeVisible();
    for (const coupon of coupons.items) await expect(couponBox.getByText(coupon.code, { exact: true })).toBeVisible();
    const wallet = main.getByRole('region', { name: say('account.hub.wallet.title') });
    const zero = money(0, language);
    await expect(wallet.locator('[data-slot="price"]')).toHaveText([zero, zero, zero]);
    await expect(
      main
        .getByRole('region', { name: say('account.hub.wishlist.title', { count: 0 }) })
        .getByText(say('account.hub.wishlist.empty')),
    ).toBeVisible();
    await expectNoViolations(page, language, pathTo('account'));

    // Newsletter on, saved, and still on after a reload (and on the server).
    const settings = main.getByRole('region', { name: say('account.hub.settings.title') });
    const newsletter = settings.getByRole('checkbox', { name: say('account.hub.settings.newsletter') });
    await expect(newsletter).not.toBeChecked();
    await settings.getByText(say('account.hub.settings.newsletter'), { exact: true }).click();
    await expect(newsletter).toBeChecked();
    await settings.getByRole('button', { name: say('account.hub.settings.save') }).click();
    await expect(settings.getByRole('status')).toHaveText(say('account.hub.settings.saved'));
    await page.reload();
    await expect(
      page.getByRole('main').getByRole('checkbox', { name: say('account.hub.settings.newsletter') }),
    ).toBeChecked();
    const me = getMe.response.parse(await (await page.request.get(getMe.path)).json());
    expect(me.notifications).toEqual({ balanceUpdate: true, pointExpiration: true, messages: true, newsletter: true });

    await page.goto(pathTo('coupons'));
    await expect(main.getByRole('heading', { level: 1, name: say('account.coupons.title') })).toBeVisible();
    for (const coupon of coupons.items) await expect(main.getByText(coupon.code, { exact: true })).toBeVisible();
    await expectNoViolations(page, language, pathTo('coupons'));

    await page.goto(pathTo('paymentOptions'));
    await expect(main.getByRole('heading', { level: 2, name: say('account.payment.noCards') })).toBeVisible();
    await expectNoViolations(page, language, pathTo('paymentOptions'));
  });
}

test('a visitor opening the hub signs in first and lands on it', async ({ page, browser }) => {
  const shopper = await signInOnArrival(page, browser, pathTo('account'), 'Hind');
  await expect(page.getByText(shopText('en', 'account.hub.greeting', { name: shopper.firstName }))).toBeVisible();
});

test("the account menu and the hub's tiles lead to every account page; on a phone the hub's heading is on the first screen", async ({
  page,
}) => {
  test.slow();
  await page.goto(pathTo('home'));
  await registerShopper(page.request, { firstName: 'Maha' });
  const say = (key: Parameters<typeof shopText>[1]) => shopText('en', key);
  const menu = [
    ['account.menu.hub', pathTo('account')],
    ['account.menu.profile', pathTo('profile')],
    ['account.menu.addresses', pathTo('addresses')],
    ['account.menu.paymentOptions', pathTo('paymentOptions')],
    ['account.menu.orders', pathTo('orders')],
    ['account.menu.points', pathTo('points')],
    ['account.menu.coupons', pathTo('coupons')],
    ['account.menu.wallet', pathTo('wallet')],
    ['account.menu.wishlist', pathTo('wishlist')],
  ] as const;
  for (const [label, path] of menu) {
    await page.goto(pathTo('account'));
    await page
      .getByRole('navigation', { name: say('account.menu.label'), exact: true })
      .getByRole('link', { name: say(label) })
      .click();
    await expect(page).toHaveURL(path);
  }
  const tiles = [
    ['account.hub.tile.orders', pathTo('orders')],
    ['account.hub.tile.security', pathTo('profile')],
    ['account.hub.tile.address', pathTo('addresses')],
    ['account.hub.tile.payment', pathTo('paymentOptions')],
  ] as const;
  for (const [label, path] of tiles) {
    await page.goto(pathTo('account'));
    await page
      .getByRole('list', { name: say('account.hub.tiles') })
      .getByRole('link', { name: say(label) })
      .click();
    await expect(page).toHaveURL(path);
  }

  for (const language of ['en', 'ar'] as const) {
    await page.setViewportSize({ width: 390, height: 844 });
    await switchLanguage(page, language);
    await page.goto(pathTo('account'));
    const heading = page.getByRole('heading', { level: 1, name: shopText(language, 'account.hub.title') });
    await expect(heading).toBeInViewport();
    const box = await heading.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await expect(page.getByRole('main').getByRole('region').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  }
});
