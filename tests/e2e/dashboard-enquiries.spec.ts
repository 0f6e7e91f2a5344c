// The dashboard's enquiry inbox (issue #17, fed by issue #18's forms): what a visitor sends from the
// contact page and the FAQ's price-match form reaches staff at /dashboard/enquiries, newest first,
// and the kind filter (kept in the address) shows one kind. Both enquiries go through the real API.
import { expect } from '@playwright/test';
import { test } from './shop-test.ts';
import { sendEnquiry, sendPriceMatch } from '@juicyin/contract';
import { pathTo } from '@juicyin/contract/paths';
import { shopText } from './shop-words.ts';
import { staffBrowserPage } from './staff.ts';

const headers = { 'x-juicyin-client': '1', accept: 'application/json' };

test('staff read a contact enquiry and a price-match report in the inbox, and filter them by kind', async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const question = `Do you cater an office breakfast for 40 people? (${stamp})`;
  const product = `Mango Juice 1 LTR (${stamp})`;
  const enquiry = await request.post(sendEnquiry.path, {
    headers,
    data: { fullName: 'Omar Al-Harbi', email: `omar.${stamp}@example.com`, enquiry: question },
  });
  expect(enquiry.status(), await enquiry.text()).toBe(201);
  const report = await request.post(sendPriceMatch.path, {
    headers,
    data: {
      fullName: 'Sara Al-Otaibi',
      email: `sara.${stamp}@example.com`,
      product,
      seenAt: 'Fresh Corner',
      price: 1650,
      link: 'https://example.com/mango',
    },
  });
  expect(report.status(), await report.text()).toBe(201);

  const { context, page } = await staffBrowserPage(browser);
  await page.goto(pathTo('dashboardEnquiries'));
  await expect(
    page.getByRole('heading', { level: 1, name: shopText('en', 'dashboard.enquiries.heading') }),
  ).toBeVisible();
  await expect(page.getByText(question)).toBeVisible();
  await expect(page.getByText(product)).toBeVisible();
  await expect(page.locator('data[value="1650"]').first()).toBeVisible();

  await page.getByLabel(shopText('en', 'dashboard.enquiries.filter')).selectOption({
    label: shopText('en', 'dashboard.enquiries.kind.price-match'),
  });
  await expect(page).toHaveURL(/kind=price-match/);
  await expect(page.getByText(product)).toBeVisible();
  await expect(page.getByText(question)).toHaveCount(0);

  await page.reload();
  await expect(page.getByText(product)).toBeVisible();
  await expect(page.getByText(question)).toHaveCount(0);
  await context.close();
});
