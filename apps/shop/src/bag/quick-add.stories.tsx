import { fixtures, handlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ProductCards } from '../catalogue/product-cards.tsx';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { guestBag } from './guest-bag.ts';
import { guestWishlist } from '../wishlist/guest-wishlist.ts';

const meta = {
  title: 'Shop/Card actions',
  component: ProductCards,
  args: { products: fixtures.productSummaries.slice(0, 2) },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { globals }) => (
      <ShopFrame language={storyLanguage(globals)}>
        <Story />
      </ShopFrame>
    ),
  ],
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut, ...handlers.catalogue.full);
    return () => {
      guestBag.clear();
      guestWishlist.clear();
    };
  },
} satisfies Meta<typeof ProductCards>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  addToBag: { en: /^Add to bag/, ar: /^أضف إلى الحقيبة/ },
  modal: { en: 'Fresh Orange Juice', ar: 'عصير برتقال طازج' },
  material: { en: 'Material', ar: 'الخامة' },
  add: { en: 'Add to Bag', ar: 'أضف إلى الحقيبة' },
  added: { en: 'Added to bag', ar: 'أُضيف إلى الحقيبة' },
  save: { en: 'Save Fresh Orange Juice to wishlist', ar: 'احفظ عصير برتقال طازج في قائمة الأمنيات' },
  remove: { en: 'Remove Fresh Orange Juice from wishlist', ar: 'أزل عصير برتقال طازج من قائمة الأمنيات' },
};

/** A card's Add to bag opens the quick-add modal; the choice goes into the guest's bag. */
export const QuickAdd: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const card = within(canvas.getByRole('article', { name: texts.modal[language] }));
    await userEvent.click(card.getByRole('button', { name: texts.addToBag[language] }));
    const modal = within(await screen.findByRole('dialog', { name: texts.modal[language] }));
    await expect(modal.getByText(texts.material[language])).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: texts.add[language] }));
    await expect(await screen.findByRole('dialog', { name: texts.added[language] })).toBeVisible();
    await expect(guestBag.get().lines).toEqual([
      { sku: fixtures.products.orangeJuice.defaultVariant.sku, quantity: 1 },
    ]);
  },
};

/** The heart adds the product to the wishlist: it fills and its name says Remove. */
export const Heart: Story = {
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    const heart = await canvas.findByRole('button', { name: texts.remove[language] });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await expect(guestWishlist.get().skus).toEqual([fixtures.products.orangeJuice.defaultVariant.sku]);
  },
};
