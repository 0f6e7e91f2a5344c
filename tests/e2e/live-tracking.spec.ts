// The shopper's tracking page live (issue 17): a shopper orders and opens tracking; the store's
// staff, over the real staff API, move the order Placed → Processing → Shipping → Delivered; the
// page shows each step as it happens, without a reload or any navigation, says so in its polite
// live region, and once Delivered the order's points are in the shopper's balance. English and Arabic.
import { expect, type Page } from '@playwright/test';
import { test } from './shop-test.ts';
import { advanceOrder, buildPath, getPointsSummary, type OrderStatusValue, streamOrderEvents } from '@juicyin/contract';
import { orderPath, pathTo, trackOrderPath } from '@juicyin/contract/paths';
import { useLanguage } from './checkout-steps.ts';
import { placeOrderThroughApi, registerShopper } from './orders/place-order.ts';
import { type Language, shopText, trackerText } from './shop-words.ts';
import { signInAsStaff } from './staff.ts';

const moves = [
  { status: 'processing', step: 'processing', position: '2', text: 'Ready for handover to logistics partner' },
  { status: 'shipping', step: 'shipping', position: '3', text: 'Out for delivery' },
  { status: 'delivered', step: 'delivered', position: '4', text: 'Delivered to the customer' },
] as const;

/** The shopper's points balance, as the API gives it. */
async function pointsBalance(page: Page): Promise<number> {
  const response = await page.request.get(getPointsSummary.path);
  expect(response.status()).toBe(200);
  return getPointsSummary.response.parse(await response.json()).balance;
}

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`${language}: tracking shows each step the staff make, live, without reloading, and the points land at Delivered`, async ({
    page,
    serverURL,
  }) => {
    const say = (key: Parameters<typeof shopText>[1], values?: Record<string, string | number>) =>
      shopText(language, key, values);
    const tracker = trackerText(language);
    await useLanguage(page, language);
    await page.goto(pathTo('home'));
    await registerShopper(page.request);
    const placed = await placeOrderThroughApi(page.request, { lineCount: 1 });
    const { number } = placed;
    const earned = placed.order.totals.pointsEarned;
    expect(earned).toBeGreaterThan(0);
    const pointsBefore = await pointsBalance(page);

    // The page opens the order's stream once it shows the order: wait for the server to answer it.
    const streamPath = buildPath(streamOrderEvents.path, { number });
    const streamAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === streamPath);
    await page.goto(trackOrderPath(number));
    const progress = page.getByRole('region', { name: tracker.progressLabel });
    await expect(progress.getByRole('status')).toHaveText(tracker.current(tracker.steps.ordered, '1', '4'));
    const stream = await streamAnswered;
    expect(stream.status()).toBe(200);
    expect(stream.headers()['content-type']).toMatch(/^text\/event-stream/);

    // From here on the page must not load again: no navigation of the main frame, no new document,
    // and this mark on the window survives.
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    page.on('request', (request) => {
      if (request.resourceType() === 'document') navigations.push(request.url());
    });
    await page.evaluate(() => {
      (window as unknown as { liveMark?: string }).liveMark = 'still here';
    });

    const staff = await signInAsStaff(serverURL);
    const live = page.locator('.shop-live-order');
    const status = page.getByRole('main').locator('.shop-order-facts .shop-order-status');
    try {
      for (const move of moves) {
        const response = await staff.post(buildPath(advanceOrder.path, { number }), {
          data: { status: move.status, location: 'Riyadh', text: move.text },
        });
        expect(response.status(), await response.text()).toBe(200);
        const statusName = say(`orders.status.${move.status satisfies OrderStatusValue}`);
        await expect(live).toHaveText(say('orders.live.status', { status: statusName }));
        await expect(live).toHaveAttribute('role', 'status');
        await expect(live).toHaveAttribute('aria-live', 'polite');
        await expect(status).toHaveText(statusName);
        await expect(progress.getByRole('table')).toContainText(move.text);
        await expect(progress.getByRole('status')).toHaveText(
          tracker.current(tracker.steps[move.step], move.position, '4'),
        );
        const steps = progress.getByRole('listitem');
        const reached = Number(move.position);
        // The steps before are complete; this one is current, or complete once the order is delivered.
        for (let index = 0; index < 4; index += 1) {
          const state =
            index < reached - 1 || (move.status === 'delivered' && index === reached - 1)
              ? 'complete'
              : index === reached - 1
                ? 'current'
                : 'upcoming';
          await expect(steps.nth(index)).toHaveAttribute('data-state', state);
        }
      }
    } finally {
      await staff.dispose();
    }
    expect(navigations).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe('still here');
    await expect(page).toHaveURL(trackOrderPath(number));

    // Delivered: the points are credited, in the balance the shop shows.
    expect(await pointsBalance(page)).toBe(pointsBefore + earned);
    await page.getByRole('link', { name: say('orders.track.viewDetail') }).click();
    await expect(page).toHaveURL(orderPath(number));
    await expect(page.getByRole('main').locator('.shop-order-facts .shop-order-status')).toHaveText(
      say('orders.status.delivered'),
    );
    await page.goto(pathTo('points'));
    await expect(page.getByTestId('points-total')).toHaveText(
      say('account.points.count', { points: pointsBefore + earned }),
    );
  });
}
