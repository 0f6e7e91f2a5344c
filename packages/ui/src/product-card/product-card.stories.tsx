import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ProductCard } from './product-card.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const text = {
  en: {
    title: 'Fresh Orange Juice',
    description: 'Cold-pressed Valencia oranges, nothing added.',
    heart: 'Save Fresh Orange Juice to wishlist',
    add: 'Add to bag Fresh Orange Juice',
    more: 'Read More about Fresh Orange Juice',
    quickView: 'Quick View Fresh Orange Juice',
    out: 'Out of stock Fresh Orange Juice',
    loading: 'Loading product',
  },
  ar: {
    title: 'عصير برتقال طازج',
    description: 'برتقال فالنسيا معصور على البارد بلا إضافات.',
    heart: 'احفظ عصير برتقال طازج في المفضلة',
    add: 'أضف إلى الحقيبة عصير برتقال طازج',
    more: 'اقرأ المزيد عن عصير برتقال طازج',
    quickView: 'نظرة سريعة عصير برتقال طازج',
    out: 'نفدت الكمية عصير برتقال طازج',
    loading: 'جارٍ تحميل المنتج',
  },
};

/** A small picture drawn inline, so stories never fetch an image. */
const orangeImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#fff4e6"/><circle cx="50" cy="55" r="30" fill="#e8590c"/><path d="M50 25c5-10 15-12 20-10-5 8-12 10-20 10z" fill="#2b8a3e"/></svg>',
  );

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  args: {
    title: '',
    href: '/product',
    price: 12_000,
    rating: 4.5,
    reviewCount: 18,
    imageSrc: orangeImage,
    onAddToBag: fn(),
    onFavouriteChange: fn(),
  },
  render: (args, { globals }) => {
    const t = text[localeOf(globals)];
    return (
      <div style={{ maxInlineSize: '18rem' }}>
        <ProductCard {...args} title={t.title} description={t.description} />
      </div>
    );
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const t = text[localeOf(globals)];
    const card = canvas.getByRole('article', { name: t.title });
    await expect(within(card).getByRole('link', { name: t.title })).toHaveAttribute('href', '/product');
    await expect(card.querySelector('data')).toHaveAttribute('value', '12000');
    await expect(
      within(card).getByRole('img', { name: localeOf(globals) === 'ar' ? /4[.,٫]5/ : /4\.5 out of 5/ }),
    ).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: t.add }));
    await expect(args.onAddToBag).toHaveBeenCalledTimes(1);
    await expect(within(card).getByRole('link', { name: t.more })).toHaveAttribute('href', '/product');
  },
};

export const Sale: Story = {
  args: { price: 12_000, oldPrice: 14_000 },
  play: async ({ canvas }) => {
    const values = Array.from(canvas.getByRole('article').querySelectorAll('data')).map((node) =>
      node.getAttribute('value'),
    );
    await expect(values).toEqual(expect.arrayContaining(['12000', '14000']));
    // round((140 − 120) / 140 × 100) = 14 %, by the domain.
    await expect(canvas.getByRole('article').querySelector('[data-slot="badge"]')).toHaveTextContent(/14/);
  },
};

export const BigDiscount: Story = {
  args: { price: 23_500, oldPrice: 58_000 },
  play: async ({ canvas }) => {
    // round((580 − 235) / 580 × 100) = 59 %.
    await expect(canvas.getByRole('article').querySelector('[data-slot="badge"]')).toHaveTextContent(/59/);
  },
};

export const FavouriteToggle: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const heart = canvas.getByRole('button', { name: text[localeOf(globals)].heart });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onFavouriteChange).toHaveBeenLastCalledWith(true);
    heart.focus();
    await userEvent.keyboard(' ');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  },
};

export const OutOfStock: Story = {
  args: { isOutOfStock: true, oldPrice: 14_000 },
  play: async ({ canvas, userEvent, globals, args }) => {
    const t = text[localeOf(globals)];
    const button = canvas.getByRole('button', { name: t.out });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onAddToBag).not.toHaveBeenCalled();
    await expect(canvas.getByRole('article')).toHaveAttribute('data-state', 'out-of-stock');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, globals }) => {
    const card = canvas.getByRole('article', { name: text[localeOf(globals)].loading });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Horizontal: Story = { args: { layout: 'horizontal', oldPrice: 14_000 } };

/** With a Quick View button (the Special of Today grid), named after the product. */
export const QuickView: Story = {
  args: { onQuickView: fn() },
  play: async ({ canvas, userEvent, globals, args }) => {
    const t = text[localeOf(globals)];
    await userEvent.click(canvas.getByRole('button', { name: t.quickView }));
    await expect(args.onQuickView).toHaveBeenCalledTimes(1);
    await expect(args.onAddToBag).not.toHaveBeenCalled();
  },
};

export const NoPicture: Story = { args: { imageSrc: undefined, rating: undefined } };
