import { createClient } from '@juicyin/contract';
import { handlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { HomePage } from './home-page.tsx';

const meta = {
  title: 'Shop/Home',
  component: HomePage,
  args: { client: createClient() },
  decorators: [
    (Story, { globals }) => (
      <ShopFrame language={storyLanguage(globals)}>
        <Story />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  open: { en: 'The shop is open.', ar: 'المتجر مفتوح.' },
  unreachable: { en: 'The shop cannot be reached right now.', ar: 'تعذّر الوصول إلى المتجر الآن.' },
};

export const Open: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.health.ok);
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.open[storyLanguage(globals)])).toBeVisible();
  },
};

export const Unreachable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.health.down);
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.unreachable[storyLanguage(globals)])).toBeVisible();
  },
};
