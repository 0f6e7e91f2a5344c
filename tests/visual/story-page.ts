// One Storybook page per Playwright worker: the first story of a locale loads iframe.html with that
// locale as a global, every later one is switched to on the client through Storybook's own channel
// (`setCurrentStory`), so the preview's bundle, its fonts and MSW's service worker load once per
// worker and locale instead of once per snapshot.
import { type Browser, type BrowserContext, type Page, test as base } from '@playwright/test';

export type Locale = 'en' | 'ar';

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, ...args: unknown[]) => void };
}

/** The page a worker renders its stories in. */
export class StoryPage {
  private locale: Locale | undefined;

  private constructor(
    private readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  static async open(browser: Browser, options: Parameters<Browser['newContext']>[0]): Promise<StoryPage> {
    const context = await browser.newContext(options);
    return new StoryPage(context, await context.newPage());
  }

  /**
   * Shows one story in one locale and waits until Storybook says its loaders, render and play
   * function are done and the fonts have loaded. Nothing of the story before survives: its React
   * root is unmounted by Storybook, MSW's handlers are reset by its loader, and the storage,
   * cookies, scroll position and focus are cleared here before the switch.
   */
  async show(storyId: string, locale: Locale): Promise<void> {
    if (this.locale === locale) {
      await this.context.clearCookies();
      await this.page.evaluate((id) => {
        localStorage.clear();
        sessionStorage.clear();
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        window.scrollTo(0, 0);
        (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
          storyId: id,
          viewMode: 'story',
        });
      }, storyId);
    } else {
      await this.page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=locale:${locale}`);
      this.locale = locale;
    }
    await this.page.waitForFunction(
      (id) => {
        const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
        return (
          render?.id === id &&
          (render.phase === 'finished' || render.phase === 'errored') &&
          document.fonts.status === 'loaded'
        );
      },
      storyId,
      { timeout: 0 },
    );
  }

  close(): Promise<void> {
    return this.context.close();
  }
}

/** Playwright's `test` with `storyPage`, one per worker, opened with the project's context options. */
export const test = base.extend<object, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor, locale, timezoneId, colorScheme, reducedMotion } =
        workerInfo.project.use;
      const storyPage = await StoryPage.open(browser, {
        baseURL,
        viewport,
        deviceScaleFactor,
        locale,
        timezoneId,
        colorScheme,
        reducedMotion,
      });
      await use(storyPage);
      await storyPage.close();
    },
    { scope: 'worker' },
  ],
});
