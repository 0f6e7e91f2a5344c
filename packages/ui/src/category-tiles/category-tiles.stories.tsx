import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type CategoryTile, CategoryTiles } from './category-tiles.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const text = {
  en: {
    label: 'Shop by category',
    fruit: 'Fruit Juice',
    smoothies: 'Smoothies',
    vegetable: 'Vegetable Juice',
    herb: 'Herb Juice',
    fruitLine: 'Orange, grape, pineapple',
  },
  ar: {
    label: 'تسوق حسب الفئة',
    fruit: 'عصير الفواكه',
    smoothies: 'سموذي',
    vegetable: 'عصير الخضار',
    herb: 'عصير الأعشاب',
    fruitLine: 'برتقال، عنب، أناناس',
  },
};

function tilesFor(locale: Locale): readonly CategoryTile[] {
  const t = text[locale];
  return [
    { id: 'fruit', label: t.fruit, description: t.fruitLine, href: '/products-list', tone: 'orange' },
    { id: 'smoothies', label: t.smoothies, href: '/smoothy', tone: 'berry' },
    { id: 'vegetable', label: t.vegetable, href: '/vegetable', target: '_blank', tone: 'green' },
    { id: 'herb', label: t.herb, href: '/herb', target: '_blank', tone: 'herb' },
  ];
}

const meta = {
  title: 'Shop/CategoryTiles',
  component: CategoryTiles,
  args: { label: '', tiles: [] },
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    return <CategoryTiles {...args} label={text[locale].label} tiles={tilesFor(locale)} />;
  },
} satisfies Meta<typeof CategoryTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourCategories: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = text[localeOf(globals)];
    const list = canvas.getByRole('list', { name: t.label });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const fruit = within(list).getByRole('link', { name: new RegExp(t.fruit) });
    await expect(fruit).toHaveAttribute('href', '/products-list');
    await expect(within(list).getByRole('link', { name: t.herb })).toHaveAttribute('target', '_blank');
    await userEvent.tab();
    await expect(fruit).toHaveFocus();
    await expect(fruit).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Large: Story = { args: { size: 'lg' } };

export const Empty: Story = {
  render: (args, { globals }) => <CategoryTiles {...args} label={text[localeOf(globals)].label} tiles={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};
