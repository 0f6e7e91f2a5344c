// My Points & Reward (issue 16) on the real server: an order's points appear in the Transaction
// History with their expiry once staff deliver it, and the tier's progress moves; the page in
// Arabic, axe in both languages, the phone checks.
import { expect, type Page } from '@playwright/test';
import { test } from './shop-test.ts';
import { getPointsHistory, type PointsHistory } from '@juicyin/contract';
import { orderPath, pathTo } from '@juicyin/contract/paths';
import { POINTS_EXPIRY_DAYS, TIER_THRESHOLDS } from '../../packages/domain/src/index.ts';
import { expectNoViolations, expectPhoneFit } from './account-page-checks.ts';
import { useLanguage } from './checkout-steps.ts';
import { placeOrderThroughApi, registerShopper } from './orders/place-order.ts';
import { type Language, type MessageKey, shopText } from './shop-words.ts';
import { deliverOrder, signInAsStaff } from './staff.ts';

const DAY = 86_400_000;

/** The progress bar towards Gold and what it says is left. */
async function expectProgress(page: Page, language: Language, earned: number): Promise<void> {
  const say = (key: MessageKey, values?: Record<string, string | number>) => shopText(language, key, values);
  const gold = say('account.points.tier.gold');
  const bar = page.getByRole('progressbar', { name: say('account.points.tier.progress', { tier: gold }) });
  await expect(bar).toHaveAttribute('value', String(earned));
  await expect(bar).toHaveAttribute('max', String(TIER_THRESHOLDS.gold));
  await expect(
    page.getByText(say('account.points.tier.needed', { points: TIER_THRESHOLDS.gold - earned, tier: gold })),
  ).toBeVisible();
}

test("an order's points appear in the Transaction History with their expiry once delivered, and the tier's progress moves", async ({
  page,
  serverURL,
}) => {
  await page.goto(pathTo('home'));
  await registerShopper(page.request);
  const placed = await placeOrderThroughApi(page.request, { lineCount: 1 });
  const earned = placed.quote.totals.pointsEarned;
  expect(earned).toBeGreaterThan(0);

  await page.goto(pathTo('points'));
  await expect(page.getByRole('heading', { level: 1, name: 'My Points & Reward' })).toBeVisible();
  const history = page.getByRole('table', { name: 'Transaction History' });
  await expect(history.getByRole('row')).toHaveCount(2); // the header and the registration's 5 points
  await expectProgress(page, 'en', 5);

  const staff = await signInAsStaff(serverURL);
  await deliverOrder(staff, placed.number);
  await staff.dispose();

  await page.reload();
  const row = history
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `View Details of order ${placed.number}` }) });
  await expect(row).toContainText('Order');
  await expect(row).toContainText(`+${earned}`);
  await expect(row.getByRole('link')).toHaveAttribute('href', orderPath(placed.number));
  // The expiry shown is the server's, 180 days after the credit.
  const entries = (await (await page.request.get(`${getPointsHistory.path}?pageSize=5`)).json()) as PointsHistory;
  const credit = entries.items.find((entry) => entry.orderNumber === placed.number && entry.type === 'order');
  expect(credit?.amount).toBe(earned);
  expect(new Date(credit?.expiresAt ?? 0).getTime() - new Date(credit?.at ?? 0).getTime()).toBe(
    POINTS_EXPIRY_DAYS * DAY,
  );
  await expect(row.locator('time').nth(1)).toHaveAttribute('datetime', credit?.expiresAt ?? '');
  await expect(page.getByTestId('points-total')).toHaveText(String(5 + earned));
  await expectProgress(page, 'en', 5 + earned);
  await expectNoViolations(page, 'en', 'points, English');

  // View Details leads to the order.
  await row.getByRole('link').click();
  await expect(page).toHaveURL(orderPath(placed.number));
});

test('My Points & Reward in Arabic: the figures, the history and the e-mail settings that save; axe; the phone', async ({
  page,
}) => {
  const say = (key: MessageKey, values?: Record<string, string | number>) => shopText('ar', key, values);
  await useLanguage(page, 'ar');
  await page.goto(pathTo('home'));
  await registerShopper(page.request, { verified: true });

  await page.goto(pathTo('points'));
  await expect(page.getByRole('heading', { level: 1, name: say('account.points.title') })).toBeVisible();
  const history = page.getByRole('table', { name: say('account.points.history.title') });
  await expect(history.getByRole('row').filter({ hasText: say('account.points.type.email-verified') })).toContainText(
    '+50',
  );
  await expectProgress(page, 'ar', 55);
  await expectNoViolations(page, 'ar', 'points, Arabic');

  // Subscribe to balance update off, saved; the server keeps it, and the other two settings as they were.
  const before = (await (await page.request.get('/api/me')).json()) as { notifications: Record<string, boolean> };
  const balanceBox = page.getByRole('checkbox', { name: say('account.points.notify.balance') });
  await expect(balanceBox).toBeChecked();
  // The label is what a shopper clicks (the drawn box covers the hidden input).
  await page.getByRole('main').getByText(say('account.points.notify.balance')).click();
  await expect(balanceBox).not.toBeChecked();
  await page.getByRole('button', { name: say('account.points.notify.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: say('account.points.notify.saved') })).toBeVisible();
  const after = (await (await page.request.get('/api/me')).json()) as { notifications: Record<string, boolean> };
  expect(after.notifications).toEqual({ ...before.notifications, balanceUpdate: false });
  await page.reload();
  await expect(page.getByRole('checkbox', { name: say('account.points.notify.balance') })).not.toBeChecked();

  await expectPhoneFit(page, pathTo('points'), say('account.points.title'));
});
