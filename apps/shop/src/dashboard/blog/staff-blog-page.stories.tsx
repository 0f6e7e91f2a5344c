import { staffBlogHandlers, staffBlogPosts } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { dashboardDecorator, staffFrameHandlers, tableRows } from '../story-setup.tsx';
import { StaffBlogPage } from './staff-blog-page.tsx';
import { blogTexts as texts } from './story-texts.ts';

const meta = {
  title: 'Dashboard/Blog',
  component: StaffBlogPage,
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator('/dashboard/blog')],
} satisfies Meta<typeof StaffBlogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every post, drafts first and then the newest publish time first, with its status; each title opens its editor. */
export const Loaded: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffBlogHandlers.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading[language] })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: texts.nav[language] });
    await expect(within(nav).getByRole('link', { name: texts.navEntry[language] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: texts.newPost[language] })).toHaveAttribute(
      'href',
      '/dashboard/blog/new',
    );
    const shown = await waitFor(async () => {
      const found = await tableRows(canvasElement, texts.table[language]);
      await expect(found).toHaveLength(staffBlogPosts.length);
      return found;
    });
    const table = canvas.getByRole('table', { name: texts.table[language] });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(texts.columns[language]);
    await expect(shown.map((row) => within(row).getByRole('link').textContent)).toEqual(
      staffBlogPosts.map((post) => post.title[language]),
    );
    await expect(within(shown[0] ?? canvasElement).getByRole('link')).toHaveAttribute(
      'href',
      '/dashboard/blog/winter-greens',
    );
    await expect(shown.map((row) => row.querySelector('[data-status]')?.textContent)).toEqual(texts.statuses[language]);
    await expect(canvas.getByText(texts.found[language])).toBeVisible();
  },
};

/** No posts yet: a plain message and the way to write one. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffBlogHandlers.empty());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(texts.empty[language])).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.newPost[language] })).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffBlogHandlers.loading());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.loading[storyLanguage(globals)])).toBeVisible();
  },
};

/** The API fails: a plain message with Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffBlogHandlers.error());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.error[storyLanguage(globals)])).toBeVisible();
  },
};
