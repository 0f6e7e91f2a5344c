// Referral and 'Tell us': shopper A's link (on /about-points) brings a friend who registers through
// it in a browser of their own; the friend's first order is delivered and A earns 100 points. A
// answers the survey (+20, once). A visitor is asked to sign in. Arabic and axe on the cards.
import { expectNoAxeViolations } from './axe-scan.ts';
import { getMe, getReferral, submitSurvey } from '@juicyin/contract';
import { pathTo } from '@juicyin/contract/paths';
import { type APIRequestContext, expect } from '@playwright/test';
import { test } from './shop-test.ts';
import { switchLanguage } from './checkout-steps.ts';
import { placeOrderThroughApi, registerShopper } from './orders/place-order.ts';
import { deliverOrder, signInAsStaff } from './staff.ts';

const headers = { 'x-juicyin-client': '1', accept: 'application/json' };

async function pointsOf(request: APIRequestContext): Promise<number> {
  const response = await request.get(getMe.path, { headers });
  expect(response.status()).toBe(200);
  return getMe.response.parse(await response.json()).points;
}

test("a friend registers through A's link and gets a first order delivered: A earns 100 points", async ({
  page,
  browser,
  serverURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerShopper(page.request, { firstName: 'Referrer' });
  const referral = await page.request.get(getReferral.path, { headers });
  const { code, pointsPerReferral } = getReferral.response.parse(await referral.json());
  const before = await pointsOf(page.request);

  await page.goto(pathTo('aboutPoints'));
  const card = page.getByRole('region', { name: 'Your referral link' });
  const link = card.getByRole('textbox', { name: 'Your link' });
  await expect(link).toHaveValue(`${serverURL}/?ref=${code}`);
  await card.getByRole('button', { name: 'Copy link' }).click();
  await expect(card.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await expectNoAxeViolations(page);

  // The friend, in a browser of their own, opens the link: the Register form opens, and the code goes with it.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(await link.inputValue());
  const dialog = friend.getByRole('dialog', { name: 'Welcome to Juicyin' });
  await expect(dialog.getByRole('tab', { name: 'Register', selected: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: /First name/ }).fill('Friend');
  await dialog.getByRole('textbox', { name: /Last name/ }).fill('Alotaibi');
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(`friend.${Date.now()}@example.com`);
  await dialog.getByLabel(/^Password/).fill('grape-juice-11');
  await dialog.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();

  const after = await page.request.get(getReferral.path, { headers });
  expect(getReferral.response.parse(await after.json()).referredCount).toBe(1);

  const { number } = await placeOrderThroughApi(friend.request, { lineCount: 1 });
  expect(await pointsOf(page.request)).toBe(before);
  const staff = await signInAsStaff(serverURL);
  await deliverOrder(staff, number);
  await staff.dispose();
  await expect.poll(() => pointsOf(page.request)).toBe(before + pointsPerReferral);
  await friendContext.close();

  await page.reload();
  await expect(page.getByText('1 friend registered with your link, 1 first order delivered.')).toBeVisible();
});

test("'Tell us' earns 20 points once: the thanks, then answered; the API refuses a second answer", async ({ page }) => {
  await registerShopper(page.request, { firstName: 'Surveyed' });
  const before = await pointsOf(page.request);
  await page.goto(pathTo('aboutPoints'));
  const survey = page.getByRole('region', { name: 'Tell us what you think' });
  const satisfaction = survey.getByRole('radiogroup', { name: /How happy are you/ });
  await satisfaction.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
  await expect(satisfaction.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await survey
    .getByRole('radiogroup', { name: /recommend/ })
    .getByRole('radio', { name: '4 stars' })
    .focus();
  await page.keyboard.press('Space');
  await survey.getByRole('radio', { name: 'Smoothies' }).focus();
  await page.keyboard.press('Space');
  await survey.getByRole('textbox', { name: /Anything else/ }).fill('More mango, please.');
  const sent = page.waitForResponse((response) => response.url().endsWith(submitSurvey.path));
  await survey.getByRole('button', { name: 'Send answers' }).click();
  const { pointsCredited } = submitSurvey.response.parse(await (await sent).json());
  expect(pointsCredited).toBe(20);
  await expect(survey.getByRole('status')).toHaveText('Thanks — you earned 20 points');
  await expect(survey.getByRole('button', { name: 'Send answers' })).toHaveCount(0);
  await expect.poll(() => pointsOf(page.request)).toBe(before + pointsCredited);

  await page.reload();
  await expect(survey.getByText('You have answered the survey. Thank you!')).toBeVisible();
  const again = await page.request.post(submitSurvey.path, {
    headers,
    data: { satisfaction: 5, recommend: 5, favouriteCategory: 'other' },
  });
  expect(again.status()).toBe(409);
  expect(await pointsOf(page.request)).toBe(before + pointsCredited);
});

test('a visitor is asked to sign in for a link; the cards in Arabic for a shopper', async ({ page }) => {
  await page.goto(pathTo('aboutPoints'));
  await expect(page.getByRole('button', { name: 'Sign in to get your link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in to answer' })).toBeVisible();
  await expectNoAxeViolations(page);

  await registerShopper(page.request, { firstName: 'Arabic' });
  // Arabic as the shop keeps a choice: in the browser and in the cookie the server renders in.
  await switchLanguage(page, 'ar');
  await page.goto(pathTo('aboutPoints'));
  await expect(page.getByRole('textbox', { name: 'رابطك' })).toHaveValue(/\/\?ref=[A-Z0-9]+$/);
  await expect(page.getByRole('region', { name: 'أخبرنا رأيك' }).getByRole('radiogroup')).toHaveCount(3);
  await expectNoAxeViolations(page);
});
