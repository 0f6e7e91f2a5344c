import { fixtures, handlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createApiClient } from '../api.ts';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { RefillPage } from './refill-page.tsx';
import { productPath, routePaths } from '../paths.ts';

const meta = {
  title: 'Shop/Refill',
  component: RefillPage,
  args: { client: createApiClient() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { globals }) => (
      <ShopFrame language={storyLanguage(globals)} path={routePaths.refill}>
        <Story />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof RefillPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  title: { en: 'Refill your juice glass', ar: 'أعد تعبئة كوب العصير' },
  yours: { en: 'Your refills', ar: 'إعادات التعبئة المتاحة لك' },
  products: { en: 'Juices you can refill', ar: 'عصائر يمكن إعادة تعبئتها' },
  signIn: { en: 'Sign in', ar: 'تسجيل الدخول' },
  orange: { en: 'Fresh Orange Juice', ar: 'عصير برتقال طازج' },
  twoLeft: { en: '2 refills left', ar: 'إعادتا تعبئة متبقيتان' },
  oneLeft: { en: '1 refill left', ar: 'إعادة تعبئة واحدة متبقية' },
  none: { en: /Nothing to refill yet/, ar: /لا شيء لإعادة تعبئته بعد/ },
  loading: { en: 'Loading products…', ar: 'جارٍ تحميل المنتجات…' },
  error: { en: 'We could not load this', ar: 'تعذّر تحميل هذا' },
};

const region = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('region', { name });

/** Signed in with juices to refill: how many refills are left of each, and every juice's prices. */
export const SignedIn: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedIn, ...handlers.refills.full);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title[language] })).toBeVisible();
    const yours = await region(canvasElement, texts.yours[language]);
    await expect(await within(yours).findByText(texts.twoLeft[language])).toBeVisible();
    await expect(within(yours).getByText(texts.oneLeft[language])).toBeVisible();
    await expect(within(yours).getByRole('link', { name: texts.orange[language] })).toHaveAttribute(
      'href',
      productPath('fresh-orange-juice'),
    );
    const products = await region(canvasElement, texts.products[language]);
    const offers = await within(products).findAllByRole('listitem');
    await expect(offers).toHaveLength(fixtures.refillProducts.items.length);
    const first = fixtures.refillProducts.items[0];
    const prices = Array.from(offers[0]?.querySelectorAll('data') ?? []).map((node) => node.getAttribute('value'));
    await expect(prices).toEqual([String(first?.glassPrice), String(first?.refillPrice)]);
  },
};

/** Signed in, nothing received in Glass yet. */
export const NothingToRefill: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedIn, ...handlers.refills.none);
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const yours = await region(canvasElement, texts.yours[language]);
    await expect(await within(yours).findByText(texts.none[language])).toBeVisible();
  },
};

/** A guest: the juices and their prices, and Sign in to see theirs. */
export const SignedOut: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut, ...handlers.refills.signedOut);
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const yours = await region(canvasElement, texts.yours[language]);
    await expect(await within(yours).findByRole('button', { name: texts.signIn[language] })).toBeVisible();
    const products = await region(canvasElement, texts.products[language]);
    await expect(await within(products).findAllByRole('listitem')).toHaveLength(fixtures.refillProducts.items.length);
  },
};

/** While the juices load. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut, ...handlers.refills.loading);
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const products = await region(canvasElement, texts.products[language]);
    await expect(within(products).getByRole('status')).toHaveTextContent(texts.loading[language]);
  },
};

/** The API fails: a plain message with Try again in each part. */
export const Unavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedIn, ...handlers.refills.error);
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const products = await region(canvasElement, texts.products[language]);
    await expect(await within(products).findByRole('alert')).toHaveTextContent(texts.error[language]);
    const yours = await region(canvasElement, texts.yours[language]);
    await expect(await within(yours).findByRole('alert')).toHaveTextContent(texts.error[language]);
  },
};
