// Every story of the built Storybook, in English (LTR) and Arabic (RTL), compared with the
// committed baselines in __screenshots__/. A story that cannot be stable (it shows the real clock,
// or its play function ends mid-transition) opts out with the tag `no-visual`. Update baselines with `pnpm test:visual --update-snapshots`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { storybookDir } from './paths.ts';

interface IndexEntry {
  readonly id: string;
  readonly title: string;
  readonly name: string;
  readonly type: 'story' | 'docs';
  readonly tags?: readonly string[];
}

const index = JSON.parse(readFileSync(path.join(storybookDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !(entry.tags ?? []).includes('no-visual'),
);

test('the built Storybook has stories to compare', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  for (const locale of ['en', 'ar'] as const) {
    test(`${story.title} / ${story.name} looks as before in ${locale}`, async ({ page }) => {
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=locale:${locale}`);
      // Storybook's own signal that loaders, render and play function have finished.
      await page.waitForFunction(() => {
        const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
          .__STORYBOOK_PREVIEW__;
        const phase = preview?.currentRender?.phase;
        return (phase === 'finished' || phase === 'errored') && document.fonts.status === 'loaded';
      });
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page).toHaveScreenshot(`${story.id}--${locale}.png`, { fullPage: true });
    });
  }
}
