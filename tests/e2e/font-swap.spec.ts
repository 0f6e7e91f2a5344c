// The shop's fonts arriving after the first paint (a slow phone network): text is laid out in a local
// font sized to Inter's or IBM Plex Sans Arabic's metrics (packages/ui/src/theme/fonts.css), and
// nothing moves when they take over. Without those metrics, home's English heading took three lines
// instead of two and its category tiles moved down 33 px when Inter arrived (layout shift 0.029), and
// home in Arabic shifted by 0.11 when Plex arrived. This machine's local fonts are Liberation Sans
// (for Arial) and DejaVu Sans (for Arabic).
import { homePath, pathTo, productPath } from '@juicyin/contract/paths';
import { expect, type Page } from '@playwright/test';
import { type Language, useLanguage } from './checkout-steps.ts';
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

/** The font a page's first screen waits for, as the CSS names it. */
const fontOf: Record<Language, string> = { en: '16px "Inter Variable"', ar: '16px "IBM Plex Sans Arabic"' };
const sampleOf: Record<Language, string> = { en: 'Juice', ar: 'عصير' };

const paths = [homePath(), pathTo('productsList'), productPath('fresh-orange-juice')];
for (const [language, path] of (['en', 'ar'] as const).flatMap((language) =>
  paths.map((path) => [language, path] as const),
)) {
  test(`a phone's ${path} in ${language} does not move when its font arrives after the first paint`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await useLanguage(page, language);
    const font = fontOf[language];
    const sample = sampleOf[language];
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
    expect(
      await page.evaluate(({ name, text }) => document.fonts.check(name, text), { name: font, text: sample }),
    ).toBe(false);
    const before = await heading.boundingBox();

    release();
    await page.evaluate(({ name, text }) => document.fonts.load(name, text), { name: font, text: sample });
    await expect
      .poll(() => page.evaluate(({ name, text }) => document.fonts.check(name, text), { name: font, text: sample }))
      .toBe(true);
    await nextFrame(page);

    expect((await heading.boundingBox())?.height).toBeCloseTo(before?.height ?? 0, 0);
    expect(await layoutShift(page)).toBeLessThan(0.005);
  });
}
