// Reviews: a shopper orders, staff delivers, they review the product from the order detail (+1
// point, once per product) and the review shows on the product page; a second review is not
// offered and the API refuses it; the order detail's reviews in Arabic; axe on what was added.
import { expectNoAxeViolations } from './axe-scan.ts';
import { buildPath, createReview, getMe } from '@juicyin/contract';
import { orderPath, productPath } from '@juicyin/contract/paths';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './shop-test.ts';
import { useLanguage } from './checkout-steps.ts';
import { placeOrderThroughApi, registerShopper } from './orders/place-order.ts';
import { deliverOrder, signInAsStaff } from './staff.ts';

const headers = { 'x-juicyin-client': '1', accept: 'application/json' };

async function pointsOf(request: APIRequestContext): Promise<number> {
  const response = await request.get(getMe.path, { headers });
  expect(response.status()).toBe(200);
  return getMe.response.parse(await response.json()).points;
}

/** A shopper with one delivered order of one product: the order's number and the product. */
async function deliveredOrder(page: Page, serverURL: string) {
  await registerShopper(page.request, { firstName: 'Reviewer' });
  const { number, order } = await placeOrderThroughApi(page.request, { lineCount: 1 });
  const staff = await signInAsStaff(serverURL);
  await deliverOrder(staff, number);
  await staff.dispose();
  const line = order.lines[0];
  if (!line) throw new Error('The order has no line');
  return { number, line };
}

test('a delivered product reviewed from the order detail: +1 point, shown on the product page, not offered again', async ({
  page,
  serverURL,
}) => {
  const { number, line } = await deliveredOrder(page, serverURL);
  const before = await pointsOf(page.request);
  const text = `Cold, fresh and not too sweet (${Date.now()}).`;

  await page.goto(orderPath(number));
  const section = page.getByRole('region', { name: 'Review what you received' });
  await section.getByRole('button', { name: `Write a review of ${line.name.en}` }).click();
  const form = section.getByRole('form', { name: `Review ${line.name.en}` });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);

  // Sent empty: each field says what is missing, nothing is posted.
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('Choose 1 to 5 stars')).toBeVisible();
  await expect(form.getByText('Write a few words about the product')).toBeVisible();

  // Four stars by keyboard: focus the first star, then the arrow keys.
  await form.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByRole('textbox', { name: /Your review/ }).fill(text);
  const posted = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/reviews'),
  );
  await form.getByRole('button', { name: 'Post review' }).click();
  const { pointsCredited } = createReview.response.parse(await (await posted).json());
  expect(pointsCredited).toBe(1);
  await expect(section.getByRole('status')).toContainText('Thank you for your review');
  await expect(section.getByRole('status')).toContainText('You earned 1 point.');
  await expect.poll(() => pointsOf(page.request)).toBe(before + pointsCredited);

  await page.goto(productPath(line.slug));
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  // In the list of reviews (the shopper's own review is also shown above it, once it has loaded).
  await expect(reviews.getByRole('article').getByText(text)).toBeVisible();
  await expect(reviews.getByText('You reviewed this product')).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Write a review' })).toHaveCount(0);

  // The API refuses a second review and gives no second point.
  const again = await page.request.post(buildPath(createReview.path, { slug: line.slug }), {
    headers,
    data: { rating: 5, text: 'Again' },
  });
  expect(again.status()).toBe(409);
  expect(await pointsOf(page.request)).toBe(before + pointsCredited);
});

test('the order detail offers Write a review in Arabic; a product not received is not offered', async ({
  page,
  serverURL,
}) => {
  const { number, line } = await deliveredOrder(page, serverURL);
  await useLanguage(page, 'ar');
  await page.goto(orderPath(number));
  const section = page.getByRole('region', { name: 'قيّم ما وصلك' });
  await section.getByRole('button', { name: `اكتب تقييمًا لـ ${line.name.ar}` }).click();
  const form = section.getByRole('form', { name: `قيّم ${line.name.ar}` });
  await expect(form.getByRole('radiogroup', { name: /تقييمك/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // A product this shopper never received: the product page says why there is no form.
  await page.goto(productPath('fresh-orange-juice'));
  await expect(page.getByText('تقدر تقيّم هذا المنتج بعد ما يوصلك طلب فيه.')).toBeVisible();
  await expectNoAxeViolations(page);
});
