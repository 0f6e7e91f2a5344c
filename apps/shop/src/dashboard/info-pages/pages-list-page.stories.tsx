import { pagesHandlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { dashboardDecorator, staffFrameHandlers } from '../story-setup.tsx';
import { StaffInfoPagesPage } from './pages-list-page.tsx';
import { pagesTexts as texts } from './story-texts.ts';

const meta = {
  title: 'Dashboard/Information pages',
  component: StaffInfoPagesPage,
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator('/dashboard/pages')],
} satisfies Meta<typeof StaffInfoPagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every information page in the shop's order, each title a link to its editor, with its version; the page's own nav entry. */
export const List: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...pagesHandlers.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading[language] })).toBeVisible();
    const terms = await canvas.findByRole('link', { name: texts.terms[language] });
    await expect(terms).toHaveAttribute('href', '/dashboard/pages/terms-conditions');
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    // The header row and the eleven pages.
    await expect(rows).toHaveLength(12);
    const termsRow = rows.find((row) => within(row).queryByRole('link', { name: texts.terms[language] }));
    await expect(termsRow).toHaveTextContent('3');
    await expect(canvas.getByRole('link', { name: texts.navEntry[language] })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe(texts.title[language]));
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...pagesHandlers.loading());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.loadingList[storyLanguage(globals)])).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...pagesHandlers.error());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('heading', { name: texts.listError[storyLanguage(globals)] })).toBeVisible();
  },
};
