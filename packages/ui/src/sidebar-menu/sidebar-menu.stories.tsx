import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SidebarMenu, type SidebarMenuGroup } from './sidebar-menu.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const text = {
  en: {
    nav: 'Shop menu',
    home: 'HOME',
    special: 'SPECIAL OF TODAY',
    products: 'PRODUCTS',
    season: 'SEASON',
    items: {
      todayFruit: 'Fruit Juice',
      fruit: 'Fruit Juice',
      herb: 'Herb Juice',
      vegetable: 'Vegetable Juice',
      smoothies: 'Smoothies Juice',
      winter: 'Winter',
      summer: 'Summer',
      autumn: 'Autumn',
      spring: 'Spring',
    },
  },
  ar: {
    nav: 'قائمة المتجر',
    home: 'الرئيسية',
    special: 'عروض اليوم',
    products: 'المنتجات',
    season: 'المواسم',
    items: {
      todayFruit: 'عصير الفواكه',
      fruit: 'عصير الفواكه',
      herb: 'عصير الأعشاب',
      vegetable: 'عصير الخضار',
      smoothies: 'عصير السموذي',
      winter: 'الشتاء',
      summer: 'الصيف',
      autumn: 'الخريف',
      spring: 'الربيع',
    },
  },
};

function groupsFor(locale: Locale): readonly SidebarMenuGroup[] {
  const t = text[locale];
  return [
    { id: 'home', label: t.home, href: '/' },
    { id: 'special', label: t.special, items: [{ id: 'today-fruit', label: t.items.todayFruit, href: '/special' }] },
    {
      id: 'products',
      label: t.products,
      items: [
        { id: 'fruit', label: t.items.fruit, href: '/products-list' },
        { id: 'herb', label: t.items.herb, href: '/herb', target: '_blank' },
        { id: 'vegetable', label: t.items.vegetable, href: '/vegetable', target: '_blank' },
        { id: 'smoothies', label: t.items.smoothies, href: '/smoothy' },
      ],
    },
    {
      id: 'season',
      label: t.season,
      items: (['winter', 'summer', 'autumn', 'spring'] as const).map((id) => ({
        id,
        label: t.items[id],
        href: `/season/${id}`,
        target: '_blank' as const,
      })),
    },
  ];
}

const meta = {
  title: 'Shop/SidebarMenu',
  component: SidebarMenu,
  args: { label: '', groups: [], currentHref: '/' },
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    return <SidebarMenu {...args} label={text[locale].nav} groups={groupsFor(locale)} />;
  },
} satisfies Meta<typeof SidebarMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = text[localeOf(globals)];
    await expect(canvas.getByRole('navigation', { name: t.nav })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t.home })).toHaveAttribute('aria-current', 'page');
    const products = canvas.getByRole('button', { name: t.products });
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: t.items.herb })).not.toBeInTheDocument();
    // Keyboard: open PRODUCTS with Enter, close it with Space.
    products.focus();
    await expect(products).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: t.items.herb })).toHaveAttribute('target', '_blank');
    await userEvent.keyboard(' ');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SeasonOpen: Story = {
  args: { defaultExpanded: ['season'], currentHref: '/season/summer' },
  play: async ({ canvas, globals }) => {
    const t = text[localeOf(globals)];
    await expect(canvas.getByRole('button', { name: t.season })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: t.items.summer })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: t.home })).not.toHaveAttribute('aria-current');
  },
};

export const Controlled: Story = {
  args: { expanded: ['special'], onExpandedChange: fn(), tone: 'brand' },
  play: async ({ canvas, userEvent, globals, args }) => {
    const t = text[localeOf(globals)];
    await userEvent.click(canvas.getByRole('button', { name: t.products }));
    await expect(args.onExpandedChange).toHaveBeenCalledWith(['special', 'products']);
    await userEvent.click(canvas.getByRole('button', { name: t.special }));
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith([]);
  },
};
