// The dashboard's loyalty events (issue 21, PRODUCT.md §5) on the real server: staff, in Arabic,
// schedule a Bonus Points Event for Gold covering today; it is listed as running and Gold's
// allowance for the year drops by one. A new shopper is Silver (no cheap way exists to make a Gold
// shopper here: 1,000 points need a SAR 1,000 order of the journeys' shared stock), so the journey
// checks the other side: the Silver shopper's checkout keeps its undoubled "Reward N points", and a
// window for Silver is refused. The Gold shopper's doubled quote is proved by the API's suites
// (apps/api/src/staff/loyalty-events.test.ts, on PGlite and PostgreSQL). The window stays: a
// started window cannot be deleted, and only Gold shoppers (none in the journeys) see it. A second
// journey changes a Super Saver day by the edit form and reads its coupon back (the Gold shopper's
// discount during the window is proved by apps/api/src/staff/super-saver.test.ts).
import { expect, type Locator, type Page } from '@playwright/test';
import {
  createStaffLoyaltyEvent,
  listStaffLoyaltyEvents,
  type StaffCoupon,
  type StaffLoyaltyEvent,
  type StaffLoyaltyEvents,
} from '@juicyin/contract';
import { pathTo } from '@juicyin/contract/paths';
import { addToBag, registerOnCheckout, useLanguage } from './checkout-steps.ts';
import { clearOfRiyadhMidnight } from './riyadh-midnight.ts';
import { test } from './shop-test.ts';
import { shopText } from './shop-words.ts';
import { signInAsStaff, staffBrowserPage } from './staff.ts';

const say = (key: Parameters<typeof shopText>[1], values?: Record<string, string | number>) =>
  shopText('ar', key, values);

/** Types a date into a react-aria date field by its segments (their order follows the language). */
async function typeDate(field: Locator, date: string): Promise<void> {
  const [year, month, day] = date.split('-');
  for (const [type, value] of [
    ['day', day],
    ['month', month],
    ['year', year],
  ] as const) {
    await field.locator(`[data-type="${type}"]`).click();
    await field.page().keyboard.type(value ?? '');
  }
}

/** The points the checkout's totals say the order earns ("Reward N points"). */
async function shownReward(page: Page): Promise<number> {
  const reward = page.getByRole('main').locator('[data-points]');
  await expect(reward).toBeVisible();
  return Number(await reward.getAttribute('data-points'));
}

test('staff schedule a Gold Bonus Points Event for today in Arabic; the allowance drops, a Silver shopper is not doubled and Silver windows are refused', async ({
  page,
  browser,
  serverURL,
}) => {
  test.slow();
  await clearOfRiyadhMidnight();
  const staffApi = await signInAsStaff(serverURL);
  const probe = await staffApi.get(`${listStaffLoyaltyEvents.path}?year=2026`);
  expect(probe.status(), await probe.text()).toBe(200);
  const { today } = (await probe.json()) as StaffLoyaltyEvents;
  const year = Number(today.slice(0, 4));

  // A new shopper (Silver) with a juice in the bag: the reward checkout's quote shows now.
  await useLanguage(page, 'ar');
  await addToBag(page, 'fruit-salad', 'ar');
  await page.goto(pathTo('checkout'));
  await registerOnCheckout(page, `loyalty.${Date.now()}@example.com`, 'ar');
  const before = await shownReward(page);
  expect(before).toBeGreaterThan(0);

  const staff = await staffBrowserPage(browser);
  await useLanguage(staff.page, 'ar');
  await staff.page.goto(pathTo('dashboardLoyaltyEvents'));
  const main = staff.page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: say('dashboard.loyaltyEvents.heading') })).toBeVisible();
  const goldLeft = (left: number) =>
    main.getByText(
      say('dashboard.loyaltyEvents.allowance.bonus-points', {
        tier: say('dashboard.loyaltyEvents.tier.gold'),
        left,
        limit: 2,
        year: String(year),
      }),
    );
  const schedule = (await (
    await staffApi.get(`${listStaffLoyaltyEvents.path}?year=${String(year)}`)
  ).json()) as StaffLoyaltyEvents;
  const allowance = schedule.allowances.find((row) => row.kind === 'bonus-points' && row.tier === 'gold')?.left ?? 0;
  expect(allowance, 'Gold has a Bonus Points Event left this year').toBeGreaterThan(0);
  await expect(goldLeft(allowance)).toBeVisible();

  const form = main.getByRole('form', { name: say('dashboard.loyaltyEvents.form') });
  // The tier by keyboard (the kit's radio circle lies over its input).
  const gold = form.getByRole('radio', { name: say('dashboard.loyaltyEvents.tier.gold'), exact: true });
  await gold.focus();
  await staff.page.keyboard.press('Space');
  await expect(gold).toBeChecked();
  await form.getByRole('textbox', { name: say('dashboard.loyaltyEvents.field.nameEn') }).fill('Gold double day');
  await form.getByRole('textbox', { name: say('dashboard.loyaltyEvents.field.nameAr') }).fill('يوم الذهبية المضاعف');
  await typeDate(form.getByRole('group', { name: say('dashboard.loyaltyEvents.field.startDate') }), today);
  await typeDate(form.getByRole('group', { name: say('dashboard.loyaltyEvents.field.endDate') }), today);
  await form.getByRole('button', { name: say('dashboard.loyaltyEvents.add') }).click();
  await expect(
    main.getByRole('status').filter({ hasText: say('dashboard.loyaltyEvents.added', { name: 'يوم الذهبية المضاعف' }) }),
  ).toBeVisible();
  const row = main.getByRole('row').filter({ hasText: 'يوم الذهبية المضاعف' });
  await expect(row).toContainText(say('dashboard.loyaltyEvents.state.running'));
  await expect(goldLeft(allowance - 1)).toBeVisible();
  await staff.context.close();

  // The event is Gold's: the Silver shopper's checkout still earns the same points.
  await page.reload();
  expect(await shownReward(page)).toBe(before);

  // Silver gets no events: the API refuses a window for it with its own code.
  const silver = await staffApi.post(createStaffLoyaltyEvent.path, {
    headers: { 'idempotency-key': `loyalty-e2e-${Date.now()}` },
    data: {
      kind: 'bonus-points',
      name: { en: 'Silver', ar: 'فضية' },
      tier: 'silver',
      startDate: today,
      endDate: today,
    },
  });
  expect(silver.status()).toBe(422);
  expect(((await silver.json()) as { error: { code: string } }).error.code).toBe('silver_not_eligible');
  await staffApi.dispose();
});

test('staff change a Super Saver day by the form in Arabic: its name, last day and coupon discount; its coupon follows', async ({
  browser,
  serverURL,
}) => {
  test.slow();
  const staffApi = await signInAsStaff(serverURL);
  const probe = (await (await staffApi.get(`${listStaffLoyaltyEvents.path}?year=2026`)).json()) as StaffLoyaltyEvents;
  // Next year: nothing has started there, and the journeys schedule no other Super Saver day in it.
  const year = Number(probe.today.slice(0, 4)) + 1;
  const made = await staffApi.post(createStaffLoyaltyEvent.path, {
    headers: { 'idempotency-key': `saver-e2e-${Date.now()}` },
    data: {
      kind: 'super-saver',
      name: { en: 'Spring saver', ar: 'توفير الربيع' },
      tier: 'gold',
      startDate: `${String(year)}-03-10`,
      endDate: `${String(year)}-03-10`,
      coupon: { kind: 'fixed', value: 500, minSubTotal: 0 },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const window = (await made.json()) as StaffLoyaltyEvent;
  const code = window.coupon?.code ?? '';
  expect(code).toBe(`SAVER-GOLD-${String(window.id)}`);

  const staff = await staffBrowserPage(browser);
  await useLanguage(staff.page, 'ar');
  await staff.page.goto(`${pathTo('dashboardLoyaltyEvents')}?year=${String(year)}`);
  const main = staff.page.getByRole('main');
  const row = main.getByRole('row').filter({ hasText: 'توفير الربيع' });
  await expect(row).toContainText(code);
  await row.getByRole('button', { name: say('dashboard.loyaltyEvents.edit', { name: 'توفير الربيع' }) }).click();
  const form = main.getByRole('form', { name: say('dashboard.loyaltyEvents.editForm', { name: 'توفير الربيع' }) });
  await expect(form.getByRole('textbox', { name: say('dashboard.coupon.field.code') })).toHaveValue(code);
  await form.getByRole('textbox', { name: say('dashboard.loyaltyEvents.field.nameAr') }).fill('أيام توفير الربيع');
  await typeDate(
    form.getByRole('group', { name: say('dashboard.loyaltyEvents.field.endDate') }),
    `${String(year)}-03-12`,
  );
  const percent = form.getByRole('radio', { name: say('dashboard.coupons.kind.percent'), exact: true });
  await percent.focus();
  await staff.page.keyboard.press('Space');
  await form.getByRole('textbox', { name: say('dashboard.coupon.field.percent') }).fill('15');
  await form.getByRole('button', { name: say('dashboard.loyaltyEvents.save') }).click();
  await expect(
    main.getByRole('status').filter({ hasText: say('dashboard.loyaltyEvents.saved', { name: 'أيام توفير الربيع' }) }),
  ).toBeVisible();
  await expect(main.getByRole('row').filter({ hasText: 'أيام توفير الربيع' })).toContainText(code);
  await staff.context.close();

  // The coupon moved with the window: three days, 15 % off, still Gold's, once per shopper.
  const coupon = (await (await staffApi.get(`/api/staff/coupons/${code}`)).json()) as StaffCoupon;
  expect(coupon).toMatchObject({
    kind: 'percent',
    value: 15,
    tier: 'gold',
    perShopperLimit: 1,
    validFrom: new Date(`${String(year)}-03-09T21:00:00Z`).toISOString(),
    validUntil: new Date(Date.parse(`${String(year)}-03-12T21:00:00Z`) - 1).toISOString(),
  });
  await staffApi.dispose();
});
