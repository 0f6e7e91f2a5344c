import { setBagLine } from '@juicyin/contract';
import { fixtures, handlers, mockEndpointError } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { ProductPurchase } from './product-purchase.tsx';
import { pathTo } from '../paths.ts';

const product = fixtures.products.orangeJuice;

const meta = {
  title: 'Shop/Product purchase',
  component: ProductPurchase,
  args: { product, variant: product.defaultVariant },
  decorators: [
    (Story, { globals }) => (
      <ShopFrame language={storyLanguage(globals)}>
        <Story />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof ProductPurchase>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  add: { en: 'Add to bag', ar: 'أضف إلى الحقيبة' },
  added: { en: 'Added to bag', ar: 'أُضيف إلى الحقيبة' },
  also: { en: 'You may also like', ar: 'قد يعجبك أيضاً' },
  checkout: { en: 'Proceed to checkout', ar: 'تابع إلى الدفع' },
  increase: { en: /^Increase/, ar: /^زيادة/ },
  save: { en: 'Save Fresh Orange Juice to wishlist', ar: 'احفظ عصير برتقال طازج في قائمة الأمنيات' },
  failed: { en: 'We could not update your bag. Try again.', ar: 'تعذّر تحديث حقيبتك. حاول مجدداً.' },
};

/** Two in the bag: the 'Added to bag' pop-up with the line, 'You may also like' and the way to checkout. */
export const AddedToBag: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedIn, ...handlers.bag.full, ...handlers.wishlist.empty, ...handlers.catalogue.full);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('button', { name: texts.save[language] })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.increase[language] }));
    await userEvent.click(canvas.getByRole('button', { name: texts.add[language] }));
    const dialog = within(await screen.findByRole('dialog', { name: texts.added[language] }));
    await expect(dialog.getAllByRole('definition')[0]).toHaveTextContent('2');
    await expect(await dialog.findByRole('region', { name: texts.also[language] })).toBeVisible();
    await expect(dialog.getByRole('link', { name: texts.checkout[language] })).toHaveAttribute(
      'href',
      pathTo('checkout'),
    );
  },
};

/** The server refuses the change: the shopper is told, nothing pops up. */
export const AddFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockEndpointError(setBagLine, 500, { code: 'internal', message: 'Something went wrong' }),
      ...handlers.account.signedIn,
      ...handlers.bag.full,
      ...handlers.wishlist.empty,
      ...handlers.catalogue.full,
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(canvas.getByRole('button', { name: texts.add[language] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.failed[language]);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
