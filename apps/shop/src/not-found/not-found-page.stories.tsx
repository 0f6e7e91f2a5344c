import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { homePath, routePaths } from '../paths.ts';

/** A clock that never ticks, so the story (and its snapshot) shows the start of the countdown. */
const frozen = () => () => undefined;

const meta = {
  title: 'Shop/Not found',
  component: NotFoundPage,
  args: { ticker: frozen },
  decorators: [
    (Story, { globals }) => (
      <ShopFrame language={storyLanguage(globals)} path={routePaths.notFound}>
        <Story />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  en: { title: 'Oops!', home: 'Go to homepage' },
  ar: { title: 'عذرًا!', home: 'اذهب إلى الصفحة الرئيسية' },
};

export const Countdown: Story = {
  play: async ({ canvas, globals }) => {
    const text = texts[storyLanguage(globals)];
    await expect(canvas.getByRole('heading', { name: text.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.home })).toHaveAttribute('href', homePath());
  },
};
