import { fixtures, handlers, mockEndpoint } from '@juicyin/contract/msw';
import { getStoreSettings } from '@juicyin/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pathTo, routePaths } from '../../paths.ts';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { accountScreenDecorator, hubTexts as texts, money } from '../hub/story-setup.tsx';
import { PaymentOptionsPage } from './payment-options-page.tsx';

const meta = {
  title: 'Shop/Account/Payment Options',
  component: PaymentOptionsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [accountScreenDecorator(routePaths.paymentOptions)],
} satisfies Meta<typeof PaymentOptionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = [...handlers.account.signedIn, ...handlers.bag.full, ...handlers.store.default];

/** No card is kept: the page says so and lists the ways to pay; cash on delivery is off (the store's reason). */
export const Default: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedIn);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.payment[language] })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.neverKept[language] })).toBeVisible();
    const ways = within(canvas.getByRole('region', { name: texts.ways[language] }));
    await expect(ways.getByRole('list', { name: texts.acceptedCards[language] })).toBeVisible();
    await expect(await ways.findByText(texts.codReason[language])).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.toCheckout[language] })).toHaveAttribute(
      'href',
      pathTo('checkout'),
    );
  },
};

/** The store offers cash on delivery: its fee, from the store's settings. */
export const CashOnDelivery: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockEndpoint(getStoreSettings, {
        ...fixtures.store,
        cashOnDelivery: { enabled: true, fee: 1000, unavailableReason: null },
      }),
      ...signedIn,
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const heading = await canvas.findByRole('heading', { level: 3, name: texts.cod[language] });
    const cod = within(heading.closest('li') ?? document.body);
    await expect(await cod.findByText(money(1000, language), { exact: false })).toBeVisible();
    await expect(cod.queryByText(texts.codReason[language])).not.toBeInTheDocument();
  },
};
