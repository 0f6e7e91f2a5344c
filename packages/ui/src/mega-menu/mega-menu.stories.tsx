import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MegaMenu, type MegaMenuItem } from './mega-menu.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const text = {
  en: {
    nav: 'Categories',
    all: 'All Categories',
    special: 'Special of Today',
    fruit: 'Fruit Juice',
    herb: 'Herb Juice',
    vegetable: 'Vegetable Juice',
    smoothies: 'Smoothies Juice',
    season: 'Season',
    seasons: ['Winter', 'Summer', 'Autumn', 'Spring'],
    products: ['Fresh Orange Juice', 'Grape Juice'],
    add: 'Add to cart: Fresh Orange Juice',
  },
  ar: {
    nav: 'الفئات',
    all: 'كل الفئات',
    special: 'عروض اليوم',
    fruit: 'عصير الفواكه',
    herb: 'عصير الأعشاب',
    vegetable: 'عصير الخضار',
    smoothies: 'عصير السموذي',
    season: 'المواسم',
    seasons: ['الشتاء', 'الصيف', 'الخريف', 'الربيع'],
    products: ['عصير برتقال طازج', 'عصير عنب'],
    add: 'أضف إلى السلة: عصير برتقال طازج',
  },
};

function itemsFor(locale: Locale): readonly MegaMenuItem[] {
  const t = text[locale];
  return [
    { id: 'all', label: t.all, href: '/products-list' },
    { id: 'special', label: t.special, href: '/special' },
    {
      id: 'fruit',
      label: t.fruit,
      links: [{ id: 'fruit-all', label: t.fruit, href: '/products-list' }],
      featured: t.products.map((title, index) => ({
        id: `p${String(index + 1)}`,
        title,
        href: '/product',
        price: 1_500 + index * 250,
        rating: 4.5 - index,
      })),
    },
    { id: 'herb', label: t.herb, href: '/herb' },
    { id: 'vegetable', label: t.vegetable, href: '/vegetable' },
    { id: 'smoothies', label: t.smoothies, href: '/smoothy' },
    {
      id: 'season',
      label: t.season,
      links: t.seasons.map((label, index) => ({ id: `s${String(index)}`, label, href: `/season/${String(index)}` })),
    },
  ];
}

const meta = {
  title: 'Shop/MegaMenu',
  component: MegaMenu,
  args: { label: '', items: [], currentHref: '/special', onAddToCart: fn() },
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    return (
      <div style={{ minBlockSize: '24rem' }}>
        <MegaMenu {...args} label={text[locale].nav} items={itemsFor(locale)} />
      </div>
    );
  },
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FruitJuicePanel: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const t = text[localeOf(globals)];
    const nav = canvas.getByRole('navigation', { name: t.nav });
    await expect(within(nav).getByRole('link', { name: t.special })).toHaveAttribute('aria-current', 'page');
    const fruit = within(nav).getByRole('button', { name: t.fruit });
    await expect(fruit).toHaveAttribute('aria-expanded', 'false');
    // A closed panel holds nothing (a page hydrates only the bar); its contents come with it opening.
    const panel = nav.querySelector(`#${CSS.escape(fruit.getAttribute('aria-controls') ?? '')}`);
    await expect(panel).toBeEmptyDOMElement();
    await userEvent.click(fruit);
    await expect(fruit).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).not.toBeEmptyDOMElement();
    const featured = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.className.includes('product'));
    await expect(featured).toHaveLength(2);
    await expect(featured[0]?.querySelector('data')).toHaveAttribute('value', '1500');
    await userEvent.click(within(nav).getByRole('button', { name: t.add }));
    await expect(args.onAddToCart).toHaveBeenCalledWith('p1');
  },
};

export const OnePanelAtATime: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = text[localeOf(globals)];
    const fruit = canvas.getByRole('button', { name: t.fruit });
    const season = canvas.getByRole('button', { name: t.season });
    fruit.focus();
    await userEvent.keyboard('{Enter}');
    await expect(fruit).toHaveAttribute('aria-expanded', 'true');
    season.focus();
    await userEvent.keyboard('{Enter}');
    await expect(season).toHaveAttribute('aria-expanded', 'true');
    await expect(fruit).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: t.seasons[1] })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(season).toHaveAttribute('aria-expanded', 'false');
  },
};
