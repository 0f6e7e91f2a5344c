import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../link/index.ts';
import { ProductCard } from '../product-card/index.ts';
import { ProductGrid } from './product-grid.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const text = {
  en: {
    title: 'Top selling juice',
    viewAll: 'View All',
    empty: 'No juices here yet.',
    names: ['Orange', 'Grape', 'Pineapple', 'Apple', 'Pomegranate', 'Lychee'],
  },
  ar: {
    title: 'العصائر الأكثر مبيعاً',
    viewAll: 'عرض الكل',
    empty: 'لا توجد عصائر هنا بعد.',
    names: ['برتقال', 'عنب', 'أناناس', 'تفاح', 'رمان', 'ليتشي'],
  },
};

function cards(locale: Locale, count: number) {
  return text[locale].names
    .slice(0, count)
    .map((name, index) => (
      <ProductCard
        key={name}
        title={name}
        href={`/product?i=${String(index)}`}
        price={12_000 + index * 500}
        {...(index % 2 === 0 ? { oldPrice: 14_000 + index * 500 } : {})}
      />
    ));
}

const meta = {
  title: 'Shop/ProductGrid',
  component: ProductGrid,
  args: { children: null },
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    const t = text[locale];
    return (
      <ProductGrid
        {...args}
        title={t.title}
        action={
          <Link href="/products-list" variant="standalone">
            {t.viewAll}
          </Link>
        }
        empty={t.empty}
      >
        {cards(locale, 6)}
      </ProductGrid>
    );
  },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnsOf = (list: HTMLElement) => getComputedStyle(list).gridTemplateColumns.split(' ').length;

export const FourARowOnDesktop: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '1100px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, globals }) => {
    const t = text[localeOf(globals)];
    const section = canvas.getByRole('region', { name: t.title });
    const list = within(section).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(columnsOf(list)).toBe(4);
    await expect(within(section).getByRole('link', { name: t.viewAll })).toBeInTheDocument();
  },
};

export const TwoARowOnAPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '560px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(columnsOf(canvas.getAllByRole('list')[0] ?? document.body)).toBe(2);
  },
};

export const Empty: Story = {
  render: (args, { globals }) => {
    const t = text[localeOf(globals)];
    return (
      <ProductGrid {...args} title={t.title} empty={t.empty}>
        {[]}
      </ProductGrid>
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(text[localeOf(globals)].empty)).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: (args, { globals }) => (
    <ProductGrid {...args} title={text[localeOf(globals)].title}>
      {[0, 1, 2, 3].map((index) => (
        <ProductCard key={index} title="" href="/product" price={0} isLoading />
      ))}
    </ProductGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article').every((card) => card.getAttribute('aria-busy') === 'true')).toBe(true);
  },
};
