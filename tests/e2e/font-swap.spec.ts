// The shop's Latin font arriving after the first paint (a slow phone network): text is laid out in a
// local font sized to Inter's metrics (packages/ui/src/theme/fonts.css) and nothing moves when Inter
// takes over. Without those metrics, home's heading took three lines instead of two and its category
// tiles moved down 33 px (layout shift 0.029) when Inter arrived.
import { homePath, pathTo, productPath } from '@juicyin/contract/paths';
import { expect, type Page } from '@playwright/test';
import { test } from './shop-test.ts';

/** Waits until the page has painted a frame after now. */
const nextFrame = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/** The page's layout shifts without input so far, once the browser has delivered them. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          const shifts = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // With no shift at all, the observer is never called: a frame later, there was none.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );

for (const path of [homePath(), pathTo('productsList'), productPath('fresh-orange-juice')]) {
  test(`a phone's ${path} does not move when its font arrives after the first paint`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let fontAsked = false;
    await page.route(/\.woff2$/, async (route) => {
      fontAsked = true;
      await held;
      await route.continue();
    });
    // The journeys' goto waits for the fonts; this one must not.
    await page.goto(path, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await nextFrame(page);
    expect(fontAsked).toBe(true);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"', 'Juice'))).toBe(false);
    const before = await heading.boundingBox();

    release();
    await page.evaluate(() => document.fonts.load('16px "Inter Variable"', 'Juice'));
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"', 'Juice'))).toBe(true);
    await nextFrame(page);

    expect((await heading.boundingBox())?.height).toBeCloseTo(before?.height ?? 0, 0);
    expect(await layoutShift(page)).toBeLessThan(0.005);
  });
}
