// One Storybook page per Playwright worker: the first story of a locale loads iframe.html with that
// locale as a global, every later one is switched to on the client through Storybook's own channel
// (`setCurrentStory`), so the preview's bundle, its fonts and MSW's service worker load once per
// worker and locale instead of once per snapshot.
import { type Browser, type BrowserContext, type Page, test as base } from '@playwright/test';

export type Locale = 'en' | 'ar';

interface Size {
  readonly width: number;
  readonly height: number;
}

interface PreparedStory {
  storyGlobals?: { viewport?: { value?: string } };
  parameters?: { viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> } };
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    storyStoreValue?: { loadStory: (options: { storyId: string }) => Promise<PreparedStory> };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, ...args: unknown[]) => void };
  __visualStoryFailures?: string[];
}

/**
 * Runs in the page before Storybook: every channel Storybook sets up reports the failures of a
 * story's play function (an assertion that did not hold, an exception, a render error) into
 * `__visualStoryFailures`. Storybook itself still marks such a story `finished`, so without this a
 * snapshot would be taken of a story whose play function had failed, and compared as if all was well.
 */
function recordStoryFailures() {
  const failureEvents = [
    'playFunctionThrewException',
    'storyThrewException',
    'storyErrored',
    'unhandledErrorsWhilePlaying',
  ];
  const target = window as unknown as Record<string, unknown> & { __visualStoryFailures: string[] };
  target.__visualStoryFailures = [];
  const hooked = new WeakSet<object>();
  let channel: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: { on: (event: string, listener: (...args: unknown[]) => void) => void } | undefined) => {
      channel = value;
      if (!value || hooked.has(value)) return;
      hooked.add(value);
      // A story whose checks after play failed (the accessibility addon's axe run found a
      // violation) finishes with status `error` and the failed reports.
      value.on('storyFinished', (...args: unknown[]) => {
        const finished = args[0] as
          { status?: string; reporters?: { type?: string; status?: string; result?: unknown }[] } | undefined;
        if (finished?.status !== 'error') return;
        for (const report of finished.reporters ?? []) {
          if (report.status !== 'failed') continue;
          const result = report.result as
            | { violations?: { id: string; help: string; nodes: { target: unknown[] }[] }[]; error?: unknown }
            | undefined;
          const violations = (result?.violations ?? []).map(
            (violation) =>
              `${violation.id} (${violation.help}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
          target.__visualStoryFailures.push(
            `${report.type ?? 'a'} check failed: ${violations.length > 0 ? violations.join('; ') : JSON.stringify(result?.error ?? result)}`,
          );
        }
      });
      for (const event of failureEvents) {
        value.on(event, (...args: unknown[]) => {
          const detail = args
            .flat()
            .map((arg) =>
              arg && typeof arg === 'object' && 'message' in arg ? String(arg.message) : JSON.stringify(arg),
            )
            .join('; ');
          target.__visualStoryFailures.push(`${event}: ${detail}`);
        });
      }
    },
  });
}

/**
 * Runs in the page before a snapshot: every picture is loaded now (a lazy one far down a
 * full-page snapshot would otherwise be drawn or not, depending on when the browser reached it)
 * and the snapshot waits until each has loaded or failed.
 */
async function everyPictureSettled(): Promise<void> {
  const pictures = [...document.images];
  for (const picture of pictures) if (picture.loading === 'lazy') picture.loading = 'eager';
  await Promise.all(
    pictures.map((picture) =>
      picture.complete
        ? Promise.resolve()
        : new Promise<void>((settled) => {
            picture.addEventListener('load', () => settled(), { once: true });
            picture.addEventListener('error', () => settled(), { once: true });
          }),
    ),
  );
}

/**
 * Runs in the page before Storybook: every box is laid out wherever it is. A full-page picture shows
 * only what Chromium has rendered, and it renders a box with `content-visibility: auto` (the shop's
 * product cards) only near the viewport; in the picture each is as it is once scrolled to.
 */
function layOutEveryBox() {
  document.addEventListener('DOMContentLoaded', () => {
    const style = document.createElement('style');
    // Important: the stories' own stylesheets come after this one.
    style.textContent = '.shop-near { content-visibility: visible !important; }';
    document.head.append(style);
  });
}

/** The page a worker renders its stories in. */
export class StoryPage {
  private locale: Locale | undefined;
  /** What the page threw outside Storybook's own catching since the story was asked for. */
  private readonly pageErrors: string[] = [];

  private constructor(
    private readonly context: BrowserContext,
    readonly page: Page,
    private readonly defaultSize: Size,
  ) {
    page.on('pageerror', (error) => this.pageErrors.push(error.stack ?? error.message));
  }

  static async open(browser: Browser, options: Parameters<Browser['newContext']>[0]): Promise<StoryPage> {
    const context = await browser.newContext(options);
    await context.addInitScript(recordStoryFailures);
    await context.addInitScript(layOutEveryBox);
    const page = await context.newPage();
    return new StoryPage(context, page, page.viewportSize() ?? { width: 800, height: 600 });
  }

  /**
   * Shows one story in one locale at its own viewport (a story that sets the `viewport` global is
   * shown at that size, any other at the project's) and waits until Storybook says its loaders,
   * render and play function are done and the fonts have loaded; fails if the play function did.
   * Nothing of the story before survives: its React root is unmounted by Storybook, MSW's handlers
   * are reset by its loader, and the storage, cookies, scroll position and focus are cleared here
   * before the switch. The page is shown from the top, wherever play scrolled it.
   */
  async show(storyId: string, locale: Locale): Promise<void> {
    this.pageErrors.length = 0;
    if (this.locale === locale) {
      await this.page.setViewportSize(await this.storySize(storyId));
      await this.context.clearCookies();
      await this.page.evaluate((id) => {
        const preview = window as PreviewWindow;
        preview.__visualStoryFailures = [];
        localStorage.clear();
        sessionStorage.clear();
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        window.scrollTo(0, 0);
        preview.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }, storyId);
      await this.rendered(storyId);
    } else {
      await this.page.setViewportSize(this.defaultSize);
      await this.page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=locale:${locale}`);
      this.locale = locale;
      await this.rendered(storyId);
      // The first story of a page is known only once the preview has loaded: at another size, it
      // is loaded again at its own.
      const size = await this.storySize(storyId);
      if (size.width !== this.defaultSize.width || size.height !== this.defaultSize.height) {
        await this.page.setViewportSize(size);
        await this.page.reload();
        await this.rendered(storyId);
      }
    }
    const failures = [
      ...(await this.page.evaluate(() => (window as PreviewWindow).__visualStoryFailures ?? [])),
      ...this.pageErrors.map((message) => `uncaught: ${message}`),
    ];
    if (failures.length > 0) {
      throw new Error(`The story ${storyId} failed in the built Storybook:\n${failures.join('\n')}`);
    }
    // A play function that moves the focus scrolls the page to the focused field, by an amount that
    // depends on the layout at that moment (data still arriving moves it), and a full-page snapshot
    // draws sticky and fixed parts (checkout's total bar) where the scroll left them. From the top,
    // the snapshot is the same whenever the focus moved; the focus itself stays where play put it.
    await this.page.evaluate(() => window.scrollTo(0, 0));
    await this.page.evaluate(everyPictureSettled);
  }

  /** The size the story asks for with the `viewport` global, or the project's. */
  private async storySize(storyId: string): Promise<Size> {
    const size = await this.page.evaluate(async (id) => {
      const story = await (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue?.loadStory({ storyId: id });
      const name = story?.storyGlobals?.viewport?.value;
      const styles = name ? story.parameters?.viewport?.options?.[name]?.styles : undefined;
      const width = Number.parseInt(styles?.width ?? '', 10);
      const height = Number.parseInt(styles?.height ?? '', 10);
      return Number.isFinite(width) && Number.isFinite(height) ? { width, height } : undefined;
    }, storyId);
    return size ?? this.defaultSize;
  }

  private async rendered(storyId: string): Promise<void> {
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
