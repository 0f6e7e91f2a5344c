// The staff order page and the refunds page on the real server (issue #17): staff cancel a shopper's
// card order from its page with a reason; the shopper's My Wallet shows the refund as unavailable
// (Pending); staff settle it on Refunds & withdrawals; the shopper's credit is then available and
// withdrawable; goodwill staff credit shows in the shopper's wallet. Each staff page passes axe with its dialog open. English, then the order page in Arabic.
import { expectNoAxeViolations } from './axe-scan.ts';
import { expect, type Page } from '@playwright/test';
import { test } from './shop-test.ts';
import { dashboardOrderPath, pathTo } from '@juicyin/contract/paths';
import { useLanguage } from './checkout-steps.ts';
import { placeOrderThroughApi, registerShopper } from './orders/place-order.ts';
import { shopText } from './shop-words.ts';
import { staffAccount, staffBrowserPage as staffPage } from './staff.ts';

// Each journey here is a shopper's and staff's pages in turn (sign-up, an order, the staff page
// with its dialogs, axe scans, the shopper's wallet): on a loaded machine (the stress run, round 1
// of 2026-11-28) both passed the one-journey ceiling while every wait in them was still going. Each
// gets Playwright's "slow" ceiling (three times the one of tests/setup/waits.ts).
test.slow();

/** The halalas a My Wallet balance figure (named by its label) shows. */
function figure(page: Page, label: string) {
  return page.locator('dt', { hasText: label }).locator('..').locator('data');
}

test('staff cancel a shopper’s order with a reason; the refund is pending in My Wallet until staff settle it; goodwill credited', async ({
  page,
  browser,
}) => {
  await page.goto(pathTo('home'));
  const shopper = await registerShopper(page.request);
  const placed = await placeOrderThroughApi(page.request, { lineCount: 1 });
  const refund = placed.order.totals.grandTotal;

  // Staff open the order from its address and cancel it, giving the reason the shopper reads.
  const staff = await staffPage(browser);
  await staff.page.goto(dashboardOrderPath(placed.number));
  // The number is isolated (FSI…PDI) in the heading, so it reads in order inside Arabic text too.
  await expect(staff.page.getByRole('heading', { level: 1 })).toHaveText(`Order \u2068${placed.number}\u2069`);
  const summary = staff.page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Placed');
  await expect(staff.page.getByRole('region', { name: 'Timeline' })).toContainText('by the shopper');
  await expectNoAxeViolations(staff.page);
  await staff.page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = staff.page.getByRole('alertdialog', { name: `Cancel order ${placed.number}?` });
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(staff.page);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The mangoes did not arrive today.');
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    staff.page.getByRole('status').filter({ hasText: `Order ${placed.number} is cancelled.` }),
  ).toBeVisible();
  await expect(summary).toContainText('Cancelled');
  await expect(summary).toContainText('The mangoes did not arrive today.');
  await expect(staff.page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // The shopper: the refund waits, unavailable, in My Wallet.
  await page.goto(pathTo('wallet'));
  await expect(figure(page, 'Unavailable Juicyin Credit')).toHaveAttribute('value', String(refund));
  const refundRow = page
    .getByRole('table', { name: 'Wallet History' })
    .getByRole('row')
    .filter({ hasText: placed.number });
  await expect(refundRow).toContainText('Pending');

  // Staff settle it from the pending refunds (filtered to refunds).
  await staff.page.goto(`${pathTo('dashboardWallet')}?type=refund`);
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Refunds & withdrawals' })).toBeVisible();
  const entries = staff.page.getByRole('table', { name: 'Wallet entries' });
  const row = entries.getByRole('row').filter({ has: staff.page.getByRole('link', { name: placed.number }) });
  const pagination = staff.page.getByRole('navigation', { name: 'Pagination' });
  // Oldest first, 25 a page: this run's refund may be on a later page. Each page is read once its
  // own answer is shown (the table appears with the first; the next page's number turns current
  // when its answer arrives), never while the page before it is still on screen.
  await expect(entries).toBeVisible();
  for (let shown = 1; (await row.count()) === 0;) {
    shown += 1;
    await pagination.getByRole('button', { name: 'Next page' }).click();
    await expect(pagination.getByRole('button', { name: `Page ${shown}`, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  await expect(row.locator('data')).toHaveAttribute('value', String(refund));
  await row.getByRole('button', { name: /^Settle/ }).click();
  const settle = staff.page.getByRole('alertdialog', { name: 'Settle this refund?' });
  await expect(settle.locator('data')).toHaveAttribute('value', String(refund));
  await expectNoAxeViolations(staff.page);
  await settle.getByRole('button', { name: 'Yes, settle' }).click();
  await expect(settle).toBeHidden();
  await expect(staff.page.getByRole('status').filter({ hasText: 'is settled.' })).toBeVisible();
  await expect(entries.getByRole('link', { name: placed.number })).toHaveCount(0);

  // Goodwill for the wait: SAR 12.50 typed, credited as 1250 halalas.
  const goodwill = staff.page.getByRole('region', { name: 'Goodwill credit' });
  await goodwill.getByRole('textbox', { name: "Shopper's e-mail" }).fill(shopper.email);
  await goodwill.getByRole('textbox', { name: 'Amount (SAR)' }).fill('12.50');
  await goodwill.getByRole('textbox', { name: 'Reason (the shopper sees it)' }).fill('Sorry for the cancelled order');
  await goodwill.getByRole('button', { name: 'Credit goodwill' }).click();
  const credited = staff.page.getByRole('status').filter({ hasText: `Goodwill credited to ${shopper.email}` });
  await expect(credited.locator('data')).toHaveAttribute('value', '1250');

  // The record of staff actions holds the cancel, under this order, by this staff member.
  await staff.page.goto(`${pathTo('dashboardActions')}?order=${placed.number}`);
  await expect(staff.page.getByRole('table', { name: 'Staff actions, newest first' }).getByRole('row')).toHaveCount(2);
  await expect(staff.page.getByRole('row').filter({ hasText: 'Cancelled an order' })).toContainText(staffAccount.email);
  await staff.context.close();

  // The shopper: the refund is available (and, paid by card, withdrawable).
  await page.reload();
  await expect(figure(page, 'Unavailable Juicyin Credit')).toHaveAttribute('value', '0');
  await expect(figure(page, 'Withdrawable Juicyin Credit')).toHaveAttribute('value', String(refund));
  await expect(refundRow).toContainText('Completed');
  // The goodwill is spendable credit too (not withdrawable), with the reason staff wrote.
  await expect(figure(page, 'Wallet Balance Total')).toHaveAttribute('value', String(refund + 1250));
  const goodwillRow = page
    .getByRole('table', { name: 'Wallet History' })
    .getByRole('row')
    .filter({ hasText: 'Goodwill' });
  await expect(goodwillRow).toContainText('Sorry for the cancelled order');
  await expect(goodwillRow.locator('data')).toHaveAttribute('value', '1250');
});

test('the staff order page in Arabic: moved on with a preset status text by keyboard, axe clean', async ({
  page,
  browser,
}) => {
  await page.goto(pathTo('home'));
  await registerShopper(page.request);
  const placed = await placeOrderThroughApi(page.request, { lineCount: 1 });
  const staff = await staffPage(browser);
  await useLanguage(staff.page, 'ar');
  await staff.page.goto(dashboardOrderPath(placed.number));
  await expect(staff.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(staff.page.getByRole('heading', { level: 1 })).toContainText(placed.number);
  const move = staff.page.getByRole('button', { name: 'انقل إلى قيد التجهيز' });
  await move.focus();
  await staff.page.keyboard.press('Enter');
  const dialog = staff.page.getByRole('alertdialog');
  await dialog.getByRole('textbox', { name: 'الموقع' }).fill('مطبخ الرياض');
  await dialog.getByRole('combobox', { name: 'نص الحالة' }).selectOption({ label: 'قيد التحضير في المطبخ' });
  await expectNoAxeViolations(staff.page);
  await dialog.getByRole('textbox', { name: 'الموقع' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(
    staff.page.getByRole('status').filter({
      hasText: shopText('ar', 'dashboard.order.advance.done', {
        number: placed.number,
        status: shopText('ar', 'dashboard.order.status.processing'),
      }),
    }),
  ).toBeVisible();
  const events = staff.page.getByRole('region', { name: 'سجل الحالة' }).getByRole('listitem');
  await expect(events).toHaveCount(2);
  await expect(events.nth(1)).toContainText('قيد التحضير في المطبخ');
  await expect(events.nth(1)).toContainText('مطبخ الرياض');
  // Focus came back to the order's next action.
  await expect(staff.page.getByRole('button', { name: 'انقل إلى قيد الشحن' })).toBeFocused();
  await expectNoAxeViolations(staff.page);
  await staff.context.close();
});
