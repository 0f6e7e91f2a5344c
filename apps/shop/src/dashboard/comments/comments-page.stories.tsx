import { staffCommentsFixtures, staffHandlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { dashboardDecorator, expectAnnounced, STORY_NOW, staffFrameHandlers, tableRows } from '../story-setup.tsx';
import { StaffCommentsPage } from './comments-page.tsx';
import { commentsTexts as texts } from './story-texts.ts';

const meta = {
  title: 'Dashboard/Comments',
  component: StaffCommentsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator('/dashboard/comments')],
} satisfies Meta<typeof StaffCommentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Language = 'en' | 'ar';

const { comments } = staffCommentsFixtures;
const rows = (root: HTMLElement, language: Language) => tableRows(root, texts.table[language]);
const server = () => staffHandlers.comments.full({ now: () => new Date(STORY_NOW) });

/** Every comment newest first, with its post (a link to it in the shop), its shopper, its text and whether shoppers see it. */
export const Loaded: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...server());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading[language] })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: texts.nav[language] });
    await expect(within(nav).getByRole('link', { name: texts.navEntry[language] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const shown = await waitFor(async () => {
      const found = await rows(canvasElement, language);
      await expect(found).toHaveLength(comments.length);
      return found;
    });
    const table = canvas.getByRole('table', { name: texts.table[language] });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(texts.columns[language]);
    await expect(shown.map((row) => row.querySelector('time')?.getAttribute('datetime'))).toEqual(
      comments.map((comment) => comment.createdAt),
    );
    const first = shown[0] ?? canvasElement;
    await expect(within(first).getByRole('link', { name: texts.coldPressed[language] })).toHaveAttribute(
      'href',
      '/blog-detail/why-cold-pressed',
    );
    await expect(first).toHaveTextContent('Cheap watches at example.com, click now!!!');
    await expect(first).toHaveTextContent('khalid@example.com');
    await expect(first).toHaveTextContent(texts.shown[language]);
    // Fahad's comment was hidden by staff: it says so, and offers Show again.
    const hidden = shown[2] ?? canvasElement;
    await expect(hidden).toHaveTextContent(texts.hiddenState[language]);
    await expect(hidden).toHaveTextContent('hala.staff@juicyin.example');
    await expect(
      within(hidden).getByRole('button', { name: texts.showAgain('Fahad Al-Dosari')[language] }),
    ).toBeVisible();
    await expect(canvas.getByText(texts.found(comments.length)[language])).toBeVisible();
  },
};

/** Hide from the keyboard: announced, the row says Hidden and offers Show again, which brings it back. */
export const HideAndShowAgain: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...server());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const name = 'Khalid Otaibi';
    const hide = await canvas.findByRole('button', { name: texts.hide(name)[language] });
    hide.focus();
    await userEvent.keyboard('{Enter}');
    await expectAnnounced(canvasElement, texts.hidden(name)[language]);
    const again = await canvas.findByRole('button', { name: texts.showAgain(name)[language] });
    const [first] = await rows(canvasElement, language);
    await expect(first).toHaveTextContent(texts.hiddenState[language]);
    await userEvent.click(again);
    await expectAnnounced(canvasElement, texts.shownAgain(name)[language]);
    await expect(await canvas.findByRole('button', { name: texts.hide(name)[language] })).toBeVisible();
  },
};

/** Only the hidden comments, chosen in Show: one row, and the choice kept in the address. */
export const OnlyHidden: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...server());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(comments.length));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: texts.show[language] }), 'hidden');
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(1));
    const [row] = await rows(canvasElement, language);
    await expect(row).toHaveTextContent('Fahad Al-Dosari');
    await expect(canvas.getByText(texts.found(1)[language])).toBeVisible();
  },
};

/** Hiding fails on the server: an alert says so, and the comment is still shown. */
export const ChangeFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.comments.full({ failChanges: true }));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('button', { name: texts.hide('Khalid Otaibi')[language] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.failed[language]);
    await expect(canvas.getByRole('button', { name: texts.hide('Khalid Otaibi')[language] })).toBeVisible();
  },
};

/** No comment yet: a plain message. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.comments.empty());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.empty[storyLanguage(globals)])).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.comments.loading());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.loading[storyLanguage(globals)])).toBeVisible();
  },
};

/** The API fails: a plain message with Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.comments.error());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.error[storyLanguage(globals)]);
  },
};
