// An order's whole life on the dashboard (issue #17), two people at once: staff keep the queue
// open in their own browser; a shopper orders and opens the order's tracking page. The new order
// appears in the staff's queue without a reload; staff open it and move it Placed → Processing →
// Shipping → Delivered through the page's dialogs, each with a location and a status text; the
// shopper's page shows each step as it happens, never reloading, and at Delivered the points land.
import { expect, type Page } from '@playwright/test';
import { test } from './shop-test.ts';
import { buildPath, getPointsSummary, streamOrderEvents, streamStaffEvents } from '@juicyin/contract';
import { pathTo, trackOrderPath } from '@juicyin/contract/paths';
import { STATUS_TEXT_PRESETS } from '../../packages/domain/src/index.ts';
import { useLanguage } from './checkout-steps.ts';
import { placeOrderThroughApi, registerShopper } from './orders/place-order.ts';
import { type Language, shopText, trackerText } from './shop-words.ts';
import { staffBrowserPage } from './staff.ts';

const steps = [
  { status: 'processing', preset: 'kitchen', position: '2', tracker: 'processing' },
  { status: 'shipping', preset: 'outForDelivery', position: '3', tracker: 'shipping' },
  { status: 'delivered', preset: 'delivered', position: '4', tracker: 'delivered' },
] as const;

async function pointsBalance(page: Page): Promise<number> {
  const response = await page.request.get(getPointsSummary.path);
  expect(response.status()).toBe(200);
  return getPointsSummary.response.parse(await response.json()).balance;
}

/** Waits until the page's live stream at this path has been answered. */
function streamOpened(page: Page, path: string) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === path && response.status() === 200);
}

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  // The shopper reads the other language: the preset texts staff choose reach them in theirs.
  const shopperLanguage: Language = language === 'en' ? 'ar' : 'en';
  test(`${language}: staff see a new order live and move it to Delivered on the dashboard; the shopper's tracking (${shopperLanguage}) follows without reloading, in the shopper's language, and the points land`, async ({
    page: shopperPage,
    browser,
  }) => {
    const say = (key: Parameters<typeof shopText>[1], values?: Record<string, string | number>) =>
      shopText(language, key, values);

    // Staff: the queue, open and listening.
    const staff = await staffBrowserPage(browser);
    await useLanguage(staff.page, language);
    const queueListening = streamOpened(staff.page, streamStaffEvents.path);
    await staff.page.goto(pathTo('dashboard'));
    await expect(staff.page.getByRole('heading', { level: 1, name: say('dashboard.queue.title') })).toBeVisible();
    await queueListening;

    // A shopper orders.
    await useLanguage(shopperPage, shopperLanguage);
    await shopperPage.goto(pathTo('home'));
    await registerShopper(shopperPage.request);
    const pointsBefore = await pointsBalance(shopperPage);
    const placed = await placeOrderThroughApi(shopperPage.request, { lineCount: 1 });
    const { number } = placed;

    // It appears in the staff's Placed column without a reload.
    const placedColumn = staff.page.locator('section').filter({
      has: staff.page.getByRole('heading', { level: 2, name: new RegExp(`^${say('dashboard.status.placed')}`) }),
    });
    const card = placedColumn.getByRole('article').filter({ hasText: number });
    await expect(card).toBeVisible();

    // The shopper follows the order on its tracking page.
    const tracker = trackerText(shopperLanguage);
    const shopperListening = streamOpened(shopperPage, buildPath(streamOrderEvents.path, { number }));
    await shopperPage.goto(trackOrderPath(number));
    const progress = shopperPage.getByRole('region', { name: tracker.progressLabel });
    await expect(progress.getByRole('status')).toHaveText(tracker.current(tracker.steps.ordered, '1', '4'));
    await shopperListening;
    const reloads: string[] = [];
    shopperPage.on('request', (request) => {
      if (request.resourceType() === 'document') reloads.push(request.url());
    });

    // Staff open the order from its card and move it along, step by step.
    await card.getByRole('link', { name: say('dashboard.queue.open', { number }) }).click();
    await expect(staff.page.getByRole('heading', { level: 1 })).toContainText(number);
    for (const step of steps) {
      const statusName = say(`dashboard.order.status.${step.status}`);
      const action =
        step.status === 'delivered'
          ? say('dashboard.order.deliver.action')
          : say('dashboard.order.advance.action', { status: statusName });
      await staff.page.getByRole('button', { name: action }).click();
      const dialog = staff.page.getByRole('alertdialog');
      await dialog.getByRole('textbox', { name: say('dashboard.order.advance.location') }).fill('Riyadh, Al Olaya');
      await dialog.getByRole('combobox', { name: say('dashboard.order.advance.preset') }).selectOption({
        label: STATUS_TEXT_PRESETS[step.preset][language],
      });
      const confirm =
        step.status === 'delivered'
          ? say('dashboard.order.deliver.confirm')
          : say('dashboard.order.advance.confirm', { status: statusName });
      await dialog.getByRole('button', { name: confirm }).click();
      await expect(dialog).toBeHidden();
      await expect(
        staff.page
          .getByRole('status')
          .filter({ hasText: say('dashboard.order.advance.done', { number, status: statusName }) }),
      ).toBeVisible();

      // The shopper's page shows the step, with the staff's words, as it happens.
      await expect(progress.getByRole('status')).toHaveText(
        tracker.current(tracker.steps[step.tracker], step.position, '4'),
      );
      await expect(progress.getByRole('table')).toContainText(STATUS_TEXT_PRESETS[step.preset][shopperLanguage]);
    }
    await expect(
      staff.page.getByRole('region', { name: say('dashboard.order.timeline') }).getByRole('listitem'),
    ).toHaveCount(4);

    expect(reloads).toEqual([]);
    await expect(shopperPage).toHaveURL(trackOrderPath(number));
    // Delivered: the order's points are in the shopper's balance.
    expect(await pointsBalance(shopperPage)).toBe(pointsBefore + placed.order.totals.pointsEarned);
    await staff.context.close();
  });
}
