import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { type FilterFacets, FilterPanel, type FilterValue } from './filter-panel.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const facets: Record<Locale, FilterFacets> = {
  en: {
    categories: [
      { id: 'juices', label: 'Juices', count: 24 },
      { id: 'detox', label: 'Detox', count: 6 },
      { id: 'smoothies', label: 'Smoothies', count: 9 },
    ],
    flavours: [
      { id: 'orange', label: 'Orange', count: 8 },
      { id: 'grape', label: 'Grape', count: 5 },
      { id: 'pineapple', label: 'Pineapple', count: 3 },
    ],
    materials: [
      { id: 'regular', label: 'Regular', count: 30 },
      { id: 'glass', label: 'Glass', count: 12 },
    ],
    sizes: [
      { id: '1-ltr', label: '1 LTR', count: 20 },
      { id: '2-ltr', label: '2 LTR', count: 10 },
    ],
    priceBounds: [300, 9_500],
    sale: [
      { id: 'sale', label: 'Sale', count: 7 },
      { id: 'regular', label: 'Regular', count: 32 },
    ],
  },
  ar: {
    categories: [
      { id: 'juices', label: 'العصائر', count: 24 },
      { id: 'detox', label: 'ديتوكس', count: 6 },
      { id: 'smoothies', label: 'سموذي', count: 9 },
    ],
    flavours: [
      { id: 'orange', label: 'برتقال', count: 8 },
      { id: 'grape', label: 'عنب', count: 5 },
      { id: 'pineapple', label: 'أناناس', count: 3 },
    ],
    materials: [
      { id: 'regular', label: 'عادي', count: 30 },
      { id: 'glass', label: 'زجاج', count: 12 },
    ],
    sizes: [
      { id: '1-ltr', label: '1 لتر', count: 20 },
      { id: '2-ltr', label: '2 لتر', count: 10 },
    ],
    priceBounds: [300, 9_500],
    sale: [
      { id: 'sale', label: 'تخفيض', count: 7 },
      { id: 'regular', label: 'عادي', count: 32 },
    ],
  },
};

const empty: FilterValue = { flavours: [], materials: [], sizes: [], price: [300, 9_500], sale: [] };

function Stateful({
  locale,
  onChange,
  initial,
}: {
  locale: Locale;
  onChange: (value: FilterValue) => void;
  initial: FilterValue;
}) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxInlineSize: '20rem' }}>
      <FilterPanel
        facets={facets[locale]}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        onClear={() => {
          setValue(empty);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Shop/FilterPanel',
  component: FilterPanel,
  args: { facets: facets.en, value: empty, onChange: fn() },
  render: (args, { globals }) => <Stateful locale={localeOf(globals)} onChange={args.onChange} initial={args.value} />,
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FacetsWithCounts: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const ar = localeOf(globals) === 'ar';
    await userEvent.click(canvas.getByRole('checkbox', { name: ar ? 'برتقال (8)' : 'Orange (8)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ flavours: ['orange'] }));
    await userEvent.click(canvas.getByRole('checkbox', { name: ar ? 'تخفيض (7)' : 'Sale (7)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ flavours: ['orange'], sale: ['sale'] }),
    );
    await userEvent.click(canvas.getByRole('radio', { name: ar ? 'ديتوكس (6)' : 'Detox (6)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ category: 'detox' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: ar ? 'برتقال (8)' : 'Orange (8)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ flavours: [] }));
  },
};

export const PriceRangeByKeyboard: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const ar = localeOf(globals) === 'ar';
    const [minimum] = canvas.getAllByRole('slider');
    if (!minimum) throw new Error('no slider');
    minimum.focus();
    // Toward the inline end raises the minimum: ArrowRight in English, ArrowLeft in Arabic.
    await userEvent.keyboard(ar ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ price: [400, 9_500] }));
  },
};

export const Filtered: Story = {
  args: {
    value: {
      category: 'juices',
      flavours: ['grape'],
      materials: ['glass'],
      sizes: [],
      price: [1_000, 5_000],
      sale: ['sale'],
    },
  },
  play: async ({ canvas, userEvent, globals }) => {
    const ar = localeOf(globals) === 'ar';
    await expect(canvas.getByRole('checkbox', { name: ar ? 'زجاج (12)' : 'Glass (12)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: ar ? 'مسح التصفية' : 'Clear filters' }));
    await expect(canvas.getByRole('checkbox', { name: ar ? 'زجاج (12)' : 'Glass (12)' })).not.toBeChecked();
  },
};
