import { bagTotals, lineTotal } from '@juicyin/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import type { BagLine } from '../bag-dropdown/index.ts';
import { CheckoutTable } from './checkout-table.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const copy = {
  en: {
    materials: [
      { id: 'regular', label: 'Regular' },
      { id: 'glass', label: 'Glass' },
    ],
    sizes: [
      { id: '1-ltr', label: '1 LTR' },
      { id: '2-ltr', label: '2 LTR' },
    ],
    names: ['Fresh Orange Juice', 'Grape Juice'],
    wishlist: 'Move to wishlist',
    remove: 'Remove Grape Juice',
    increase: /Increase/,
    caption: 'Your bag',
    empty: 'Your bag is empty.',
  },
  ar: {
    materials: [
      { id: 'regular', label: 'عادي' },
      { id: 'glass', label: 'زجاج' },
    ],
    sizes: [
      { id: '1-ltr', label: '1 لتر' },
      { id: '2-ltr', label: '2 لتر' },
    ],
    names: ['عصير برتقال طازج', 'عصير عنب'],
    wishlist: 'انقل إلى المفضلة',
    remove: 'أزل عصير عنب',
    increase: /زيادة/,
    caption: 'حقيبتك',
    empty: 'حقيبتك فارغة.',
  },
};

/** The lines as the shop gives them: priced by `@juicyin/domain` (the kit adds nothing up). */
function linesFor(locale: Locale): BagLine[] {
  const c = copy[locale];
  return bagTotals(
    c.names.map((name, index) => ({
      id: `line-${String(index + 1)}`,
      name,
      material: 'regular',
      size: '1-ltr',
      materials: c.materials,
      sizes: c.sizes,
      quantity: index + 1,
      unitPrice: 12_000 + index * 1_000,
    })),
  ).lines;
}

function StatefulTable({
  locale,
  onMoveToWishlist,
  movesOut = false,
}: {
  locale: Locale;
  onMoveToWishlist: (id: string) => void;
  /** A line moved to the wishlist leaves the bag, as the shop's checkout does. */
  movesOut?: boolean;
}) {
  const [lines, setLines] = useState(() => linesFor(locale));
  const remove = (id: string) => {
    setLines((current) => current.filter((line) => line.id !== id));
  };
  return (
    <CheckoutTable
      lines={lines}
      onQuantityChange={(id, quantity) => {
        setLines((current) =>
          current.map((line) =>
            line.id === id ? { ...line, quantity, lineTotal: lineTotal({ ...line, quantity }) } : line,
          ),
        );
      }}
      onMaterialChange={(id, material) => {
        setLines((current) => current.map((line) => (line.id === id ? { ...line, material } : line)));
      }}
      onSizeChange={(id, size) => {
        setLines((current) => current.map((line) => (line.id === id ? { ...line, size } : line)));
      }}
      onMoveToWishlist={(id) => {
        onMoveToWishlist(id);
        if (movesOut) remove(id);
      }}
      onRemove={remove}
    />
  );
}

const meta = {
  title: 'Components/CheckoutTable',
  component: CheckoutTable,
  args: { lines: [], onMoveToWishlist: fn() },
  render: (args, { globals }) => (
    <StatefulTable locale={localeOf(globals)} onMoveToWishlist={args.onMoveToWishlist ?? (() => undefined)} />
  ),
} satisfies Meta<typeof CheckoutTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (root: HTMLElement, id: string) => {
  const row = root.querySelector<HTMLElement>(`[data-line="${id}"]`);
  if (!row) throw new Error(`no row ${id}`);
  return row;
};

export const Wide: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '1000px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, canvas, userEvent, globals, args }) => {
    const c = copy[localeOf(globals)];
    const table = canvas.getByRole('table', { name: c.caption });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    const first = rowOf(canvasElement, 'line-1');
    await expect(within(first).getByRole('rowheader')).toHaveTextContent(c.names[0] ?? '');
    // Keyboard: focus the quantity field and step it up with the arrow key.
    const quantity = within(first).getByRole('textbox');
    quantity.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(first.querySelector('td[data-column="total"] data')).toHaveAttribute('value', '24000');
    await userEvent.click(within(first).getByRole('button', { name: c.wishlist }));
    await expect(args.onMoveToWishlist).toHaveBeenCalledWith('line-1');
    await userEvent.click(canvas.getByRole('button', { name: c.remove }));
    await expect(canvasElement.querySelector('[data-line="line-2"]')).toBeNull();
    // The stepper's buttons work too.
    await userEvent.click(within(first).getByRole('button', { name: c.increase }));
    await expect(first.querySelector('td[data-column="total"] data')).toHaveAttribute('value', '36000');
  },
};

/**
 * A line's material and size are the browser's own selects (the platform's picker on a phone, no
 * listbox to build when a server-rendered checkout is taken over), named by the line's product.
 */
export const MaterialAndSize: Story = {
  play: async ({ canvasElement, userEvent, globals }) => {
    const c = copy[localeOf(globals)];
    const first = within(rowOf(canvasElement, 'line-1'));
    const name = c.names[0] ?? '';
    const material = first.getByRole('combobox', {
      name: localeOf(globals) === 'ar' ? `خامة ${name}` : `Material of ${name}`,
    });
    const size = first.getByRole('combobox', { name: localeOf(globals) === 'ar' ? `حجم ${name}` : `Size of ${name}` });
    await expect(material.tagName).toBe('SELECT');
    await expect(material).toHaveValue('regular');
    await userEvent.selectOptions(material, c.materials[1]?.label ?? '');
    await expect(material).toHaveValue('glass');
    // (The keyboard and the picker are the browser's own; a story's events are synthetic and do not reach them.)
    await userEvent.selectOptions(size, c.sizes[1]?.label ?? '');
    await expect(size).toHaveValue('2-ltr');
    // The other line keeps its own choices.
    await expect(
      within(rowOf(canvasElement, 'line-2'))
        .getAllByRole('combobox')
        .map((select) => (select as HTMLSelectElement).value),
    ).toEqual(['regular', '1-ltr']);
  },
};

/** Move to wishlist, by keyboard and by pointer: each press hands the line's id over once and the line leaves the bag. */
export const MoveToWishlist: Story = {
  render: (args, { globals }) => (
    <StatefulTable locale={localeOf(globals)} onMoveToWishlist={args.onMoveToWishlist ?? (() => undefined)} movesOut />
  ),
  play: async ({ canvasElement, canvas, userEvent, globals, args }) => {
    const c = copy[localeOf(globals)];
    const second = within(rowOf(canvasElement, 'line-2')).getByRole('button', { name: c.wishlist });
    second.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMoveToWishlist).toHaveBeenCalledTimes(1);
    await expect(args.onMoveToWishlist).toHaveBeenLastCalledWith('line-2');
    await expect(canvasElement.querySelector('[data-line="line-2"]')).toBeNull();
    await userEvent.click(within(rowOf(canvasElement, 'line-1')).getByRole('button', { name: c.wishlist }));
    await expect(args.onMoveToWishlist).toHaveBeenCalledTimes(2);
    await expect(args.onMoveToWishlist).toHaveBeenLastCalledWith('line-1');
    await expect(canvas.getByText(c.empty)).toBeInTheDocument();
  },
};

export const StackedOnAPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '360px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 'line-1');
    await expect(getComputedStyle(row).display).toBe('block');
    // The caption runs across the stacked table, on one line, not a word per line.
    const table = canvasElement.querySelector('table');
    const caption = canvasElement.querySelector('caption');
    if (!table || !caption) throw new Error('no table or caption');
    await expect(caption.getBoundingClientRect().width).toBe(table.getBoundingClientRect().width);
    const total = row.querySelector('td[data-column="total"]');
    if (!total) throw new Error('no total cell');
    await expect(getComputedStyle(total, '::before').content).not.toBe('none');
  },
};

export const Empty: Story = {
  render: () => <CheckoutTable lines={[]} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(copy[localeOf(globals)].empty)).toBeInTheDocument();
  },
};

/** A line the stock no longer covers is flagged in its row, not dropped. */
export const UnavailableLine: Story = {
  render: (_args, { globals }) => <CheckoutTable lines={linesFor(localeOf(globals))} unavailableIds={['line-2']} />,
  play: async ({ canvasElement, globals }) => {
    const row = rowOf(canvasElement, 'line-2');
    await expect(row).toHaveAttribute('data-unavailable', 'true');
    await expect(
      within(row).getByText(
        localeOf(globals) === 'ar' ? 'الكمية المتوفرة لا تكفي لهذا العدد' : 'Not enough in stock for this quantity',
      ),
    ).toBeVisible();
    await expect(rowOf(canvasElement, 'line-1')).not.toHaveAttribute('data-unavailable');
  },
};
