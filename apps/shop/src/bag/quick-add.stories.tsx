import type { Bag, WishlistView } from '@juicyin/contract';
import { fixtures, handlers } from '@juicyin/contract/msw';
import { bagTotals } from '@juicyin/domain';
import { http, HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ProductCards } from '../catalogue/product-cards.tsx';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';

const orange = fixtures.products.orangeJuice;

/** The account's bag and wishlist on a server of its own (other stories may run beside this one). */
function accountServer() {
  let bag: Bag = fixtures.emptyBag;
  let wishlist: WishlistView = { items: [] };
  return [
    http.get('*/api/me/bag', () => HttpResponse.json(bag)),
    http.put('*/api/me/bag/lines/:sku', async ({ params, request }) => {
      const { quantity } = (await request.json()) as { quantity: number };
      const variant = orange.variants.find((candidate) => candidate.sku === params['sku']) ?? orange.defaultVariant;
      const line = {
        sku: variant.sku,
        slug: orange.slug,
        name: orange.name,
        description: orange.description,
        image: orange.image,
        material: variant.material,
        size: variant.size,
        quantity,
        unitPrice: variant.price,
        oldUnitPrice: variant.oldPrice,
        inStock: true,
      };
      bag = bagTotals([line]);
      return HttpResponse.json(bag);
    }),
    http.get('*/api/me/wishlist', () => HttpResponse.json(wishlist)),
    http.put('*/api/me/wishlist/:sku', ({ params }) => {
      const variant = orange.variants.find((candidate) => candidate.sku === params['sku']) ?? orange.defaultVariant;
      wishlist = {
        items: [
          {
            sku: variant.sku,
            slug: orange.slug,
            name: orange.name,
            description: orange.description,
            image: orange.image,
            material: variant.material,
            size: variant.size,
            price: variant.price,
            oldPrice: variant.oldPrice,
            inStock: true,
          },
        ],
      };
      return HttpResponse.json(wishlist);
    }),
  ];
}

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
    msw.use(...accountServer(), ...handlers.account.signedIn, ...handlers.catalogue.full);
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

/** A card's Add to bag opens the quick-add modal; the choice goes into the bag, then 'Added to bag'. */
export const QuickAdd: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const card = within(canvas.getByRole('article', { name: texts.modal[language] }));
    await userEvent.click(card.getByRole('button', { name: texts.addToBag[language] }));
    const modal = within(await screen.findByRole('dialog', { name: texts.modal[language] }));
    await expect(modal.getByText(texts.material[language])).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: texts.add[language] }));
    const added = within(await screen.findByRole('dialog', { name: texts.added[language] }));
    await expect(added.getAllByRole('definition')[0]).toHaveTextContent('1');
  },
};

/** The heart adds the product to the wishlist: it fills and its name says Remove. */
export const Heart: Story = {
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    const heart = await canvas.findByRole('button', { name: texts.remove[language] });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  },
};
