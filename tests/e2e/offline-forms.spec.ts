// Forms that need the server (issue #18): offline, 'Pitch us', the FAQ's price-match form and a
// visitor's sign-in at checkout are disabled with the reason, never queued; back online they work again. The network is cut
// with `context.setOffline` (the page hears the browser's offline and online events).
import { expect } from '@playwright/test';
import { test } from './shop-test.ts';
import { pathTo } from '@juicyin/contract/paths';
import { shopText } from './shop-words.ts';

const offlineReason = shopText('en', 'offline.needsConnection');

test("offline, 'Pitch us' and the price-match form are disabled with the reason; online they are back", async ({
  page,
  context,
}) => {
  await page.goto(pathTo('contact'));
  const submit = page.getByRole('button', { name: shopText('en', 'pitch.submit') });
  await expect(submit).toBeEnabled();

  await context.setOffline(true);
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription(offlineReason);
  await context.setOffline(false);
  await expect(submit).toBeEnabled();

  await page.goto(pathTo('faq'));
  await page.getByRole('button', { name: shopText('en', 'faq.more.priceMatch') }).click();
  const send = page.getByRole('dialog').getByRole('button', { name: shopText('en', 'priceMatch.submit') });
  await expect(send).toBeEnabled();
  await context.setOffline(true);
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription(offlineReason);
  await context.setOffline(false);
  await expect(send).toBeEnabled();
});

test("offline, a visitor's sign-in at checkout is disabled with the reason; online it is back", async ({
  page,
  context,
}) => {
  await page.goto(pathTo('checkout'));
  const main = page.getByRole('main');
  const logIn = main.getByRole('button', { name: 'Log In' });
  const email = main.getByRole('textbox', { name: /E-?mail/i });
  await expect(logIn).toBeEnabled();

  await context.setOffline(true);
  await expect(logIn).toBeDisabled();
  await expect(email).toBeDisabled();
  await expect(main.getByText(offlineReason)).toBeVisible();
  await context.setOffline(false);
  await expect(logIn).toBeEnabled();
  await expect(main.getByText(offlineReason)).toHaveCount(0);
});
