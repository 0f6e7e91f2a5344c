// The story step: every story of the built Storybook, in English (LTR) and Arabic (RTL), rendered
// once and checked three ways: its play function passes (and nothing else in the page throws), the
// accessibility addon's axe run finds no violation, and the picture matches the committed baseline
// in __screenshots__/. A story whose picture cannot be stable (it shows the real clock, or its play
// function ends mid-transition) is tagged `no-visual`: it is still played and checked with axe.
// Update baselines with `pnpm test:stories --update-snapshots` (after `pnpm build-storybook`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { storybookDir } from './paths.ts';
import { test } from './story-page.ts';

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
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

test('the built Storybook has stories to compare', () => {
  expect(stories.length).toBeGreaterThan(0);
});

// All English stories, then all Arabic ones: a worker loads Storybook again only when its locale
// changes, and switches between stories on the client otherwise (see story-page.ts).
for (const locale of ['en', 'ar'] as const) {
  for (const story of stories) {
    const pictured = !(story.tags ?? []).includes('no-visual');
    const checks = pictured ? 'plays, passes axe and looks as before' : 'plays and passes axe';
    test(`${story.title} / ${story.name} ${checks} in ${locale}`, async ({ storyPage }) => {
      await storyPage.show(story.id, locale);
      const { page } = storyPage;
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      if (pictured) await expect(page).toHaveScreenshot(`${story.id}--${locale}.png`, { fullPage: true });
    });
  }
}
