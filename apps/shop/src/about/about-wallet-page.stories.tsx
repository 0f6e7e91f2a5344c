import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { routePaths } from '../paths.ts';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { AboutWalletPage } from './about-wallet-page.tsx';

const meta = {
  title: 'Shop/About wallet',
  component: AboutWalletPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { globals }) => (
      <ShopFrame language={storyLanguage(globals)} path={routePaths.aboutWallet}>
        <Story />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof AboutWalletPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  en: {
    title: 'About your wallet',
    what: 'What is my wallet?',
    how: 'How can I use my wallet?',
    goodwill: 'Goodwill credit can be spent at checkout but not withdrawn.',
  },
  ar: {
    title: 'عن محفظتك',
    what: 'ما هي محفظتي؟',
    how: 'كيف يمكنني استخدام محفظتي؟',
    goodwill: 'يمكن إنفاق رصيد الترضية عند الدفع، لكن لا يمكن سحبه.',
  },
};

export const Explainer: Story = {
  play: async ({ canvas, globals }) => {
    const text = texts[storyLanguage(globals)];
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: text.what })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: text.how })).toBeVisible();
    await expect(canvas.getByText(text.goodwill)).toBeVisible();
  },
};
