// My Wallet (issue 16) on the real server: a cancelled card order's refund is unavailable until
// staff settle it, then part of it is withdrawn in the page and shows Pending while the withdrawable
// credit goes down; a visitor opening /my-wallet signs in and lands there; Arabic, axe, the phone.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './shop-test.ts';
import {
  buildPath,
  cancelOrder,
  listStaffWallet,
  type StaffWalletEntry,
  type WalletBalancesView,
  getWallet,
} from '@juicyin/contract';
import { orderPath, pathTo } from '@juicyin/contract/paths';
import { expectNoViolations, expectPhoneFit, signInOnArrival } from './account-page-checks.ts';
import { useLanguage } from './checkout-steps.ts';
import { placeOrderThroughApi, registerShopper } from './orders/place-order.ts';
import { type Language, type MessageKey, shopText } from './shop-words.ts';
import { settleRefund, signInAsStaff } from './staff.ts';

const headers = { 'x-juicyin-client': '1', accept: 'application/json' };

/** Places an order by card and cancels it: its grand total comes back as a pending refund. */
async function cancelledCardOrder(request: APIRequestContext) {
  const placed = await placeOrderThroughApi(request, { lineCount: 1 });
  const response = await request.post(buildPath(cancelOrder.path, { number: placed.number }), { headers });
  expect(response.status(), await response.text()).toBe(200);
  return placed;
}

/** The pending refund of an order, as staff find it in their wallet list (oldest first, a page at a time). */
async function pendingRefundOf(staff: APIRequestContext, number: string): Promise<StaffWalletEntry> {
  for (let page = 1; ; page++) {
    const response = await staff.get(`${listStaffWallet.path}?type=refund&status=pending&pageSize=100&page=${page}`);
    expect(response.status()).toBe(200);
    const list = listStaffWallet.response.parse(await response.json());
    const found = list.items.find((entry) => entry.orderNumber === number);
    if (found) return found;
    expect(page, `the refund of ${number} is in the staff wallet list`).toBeLessThan(list.pageCount);
  }
}

/** The halalas a balance figure (named by its label) shows. */
function figure(page: Page, label: string) {
  return page.locator('dt', { hasText: label }).locator('..').locator('data');
}

/** Halalas as the SAR text a shopper types ("12.34"). */
const sarText = (halalas: number) => `${Math.floor(halalas / 100)}.${String(halalas % 100).padStart(2, '0')}`;

test('a cancelled card order: the refund is unavailable, staff settle it, part is withdrawn and shows Pending', async ({
  page,
  serverURL,
}) => {
  await page.goto(pathTo('home'));
  await registerShopper(page.request);
  const placed = await cancelledCardOrder(page.request);
  const refund = placed.order.totals.grandTotal;

  await page.goto(pathTo('wallet'));
  await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
  await expect(figure(page, 'Unavailable Juicyin Credit')).toHaveAttribute('value', String(refund));
  await expect(figure(page, 'Withdrawable Juicyin Credit')).toHaveAttribute('value', '0');
  const history = page.getByRole('table', { name: 'Wallet History' });
  const refundRow = history.getByRole('row').filter({ hasText: 'Refund' });
  await expect(refundRow).toContainText('Pending');
  await expect(refundRow.getByRole('link', { name: placed.number })).toHaveAttribute('href', orderPath(placed.number));
  await expect(page.getByText('There is no withdrawable credit now', { exact: false })).toBeVisible();

  const staff = await signInAsStaff(serverURL);
  await settleRefund(staff, (await pendingRefundOf(staff, placed.number)).id);
  await staff.dispose();

  await page.reload();
  await expect(figure(page, 'Unavailable Juicyin Credit')).toHaveAttribute('value', '0');
  await expect(figure(page, 'Withdrawable Juicyin Credit')).toHaveAttribute('value', String(refund));
  await expect(refundRow).toContainText('Completed');

  // Withdraw part of it: the amount typed in SAR, confirmed in the dialog.
  const part = Math.floor(refund / 2);
  await page.getByRole('textbox', { name: 'Amount (SAR)' }).fill(sarText(part));
  await page.getByRole('button', { name: 'Withdraw Deposit' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Withdraw this amount?' });
  await expect(dialog.locator('data')).toHaveAttribute('value', String(part));
  await expectNoViolations(page, 'en', 'the withdraw dialog');
  await dialog.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Your withdrawal is pending' })).toBeVisible();
  await expect(figure(page, 'Withdrawable Juicyin Credit')).toHaveAttribute('value', String(refund - part));
  const withdrawal = history.getByRole('row').nth(1);
  await expect(withdrawal).toContainText('Withdrawal');
  await expect(withdrawal).toContainText('Pending');
  await expect(withdrawal.locator('data')).toHaveAttribute('value', String(-part));
  await expectNoViolations(page, 'en', 'the wallet with a pending withdrawal');

  // The server agrees.
  const balances = (await (await page.request.get(getWallet.path)).json()) as WalletBalancesView;
  expect(balances).toMatchObject({ withdrawable: refund - part, unavailable: 0 });

  // More than is left: refused on the field, nothing sent.
  await page.getByRole('textbox', { name: 'Amount (SAR)' }).fill(sarText(refund - part + 1));
  await page.getByRole('button', { name: 'Withdraw Deposit' }).click();
  await expect(page.getByRole('textbox', { name: 'Amount (SAR)' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a visitor opening My Wallet signs in and lands on it', async ({ page, browser }) => {
  await signInOnArrival(page, browser, pathTo('wallet'), 'Lama');
  await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
  await expect(figure(page, 'Wallet Balance Total')).toHaveAttribute('value', '0');
});

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`My Wallet in ${language}: a pending refund, the sign-in guard and the page pass axe; the phone fit`, async ({
    page,
  }) => {
    const say = (key: MessageKey, values?: Record<string, string | number>) => shopText(language, key, values);
    await useLanguage(page, language);
    await page.goto(pathTo('wallet'));
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, language, 'the sign-in guard');

    await registerShopper(page.request);
    const placed = await cancelledCardOrder(page.request);
    await page.goto(pathTo('wallet'));
    await expect(page.getByRole('heading', { level: 1, name: say('account.wallet.title') })).toBeVisible();
    await expect(figure(page, say('account.wallet.unavailable'))).toHaveAttribute(
      'value',
      String(placed.order.totals.grandTotal),
    );
    const row = page
      .getByRole('table', { name: say('account.wallet.history.title') })
      .getByRole('row')
      .filter({ hasText: say('account.wallet.description.refund', { number: placed.number }) });
    await expect(row).toContainText(say('account.wallet.status.pending'));
    await expect(page.getByRole('main').getByRole('link', { name: say('account.wallet.contact') })).toHaveAttribute(
      'href',
      pathTo('contact'),
    );
    await expectNoViolations(page, language, 'the wallet with a pending refund');
    await expectPhoneFit(page, pathTo('wallet'), say('account.wallet.title'));
  });
}
