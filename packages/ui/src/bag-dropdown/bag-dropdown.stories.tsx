import { bagTotals } from '@juicyin/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { type BagLine, BagDropdown } from './bag-dropdown.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const options = {
  en: {
    materials: [
      { id: 'regular', label: 'Regular' },
      { id: 'glass', label: 'Glass' },
    ],
    sizes: [
      { id: '1-ltr', label: '1 LTR' },
      { id: '2-ltr', label: '2 LTR' },
      { id: 'l', label: 'L' },
    ],
    names: ['Fresh Orange Juice', 'Grape Juice', 'Pineapple Juice', 'Mango Ice Cream'],
  },
  ar: {
    materials: [
      { id: 'regular', label: 'عادي' },
      { id: 'glass', label: 'زجاج' },
    ],
    sizes: [
      { id: '1-ltr', label: '1 لتر' },
      { id: '2-ltr', label: '2 لتر' },
      { id: 'l', label: 'L' },
    ],
    names: ['عصير برتقال طازج', 'عصير عنب', 'عصير أناناس', 'آيس كريم مانجو'],
  },
};

type UnpricedLine = Omit<BagLine, 'lineTotal'>;

function linesFor(locale: Locale, count: number): UnpricedLine[] {
  const o = options[locale];
  return o.names.slice(0, count).map((name, index) => ({
    id: `line-${String(index + 1)}`,
    name,
    material: index % 2 === 0 ? 'regular' : 'glass',
    size: '1-ltr',
    materials: o.materials,
    sizes: o.sizes,
    quantity: index + 1,
    unitPrice: 12_000 + index * 1_000,
    ...(index === 0 ? { oldUnitPrice: 14_000 } : {}),
  }));
}

function StatefulBag({ locale, count, onRemove }: { locale: Locale; count: number; onRemove: (id: string) => void }) {
  const [lines, setLines] = useState(() => linesFor(locale, count));
  // The host prices the bag, as the shop does (the server's bag, or @juicyin/domain for a guest).
  const bag = bagTotals(lines);
  return (
    <BagDropdown
      lines={bag.lines}
      total={bag.subTotal}
      itemCount={bag.itemCount}
      checkoutHref="/checkout"
      onQuantityChange={(id, quantity) => {
        setLines((current) => current.map((line) => (line.id === id ? { ...line, quantity } : line)));
      }}
      onRemove={(id) => {
        onRemove(id);
        setLines((current) => current.filter((line) => line.id !== id));
      }}
    />
  );
}

const meta = {
  // The design card's name: the story ids (and the visual snapshots named after them) keep it.
  title: 'Components/CartDropdown',
  component: BagDropdown,
  args: { lines: [], total: 0, itemCount: 0, checkoutHref: '/checkout', onRemove: fn(), onQuantityChange: fn() },
  render: (args, { globals }) => (
    <StatefulBag locale={localeOf(globals)} count={2} onRemove={args.onRemove ?? (() => undefined)} />
  ),
} satisfies Meta<typeof BagDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const totalOf = (root: HTMLElement) => root.querySelector('.jui-bag-dropdown__total data')?.getAttribute('value');

export const TwoLines: Story = {
  play: async ({ canvasElement, canvas, userEvent, globals, args }) => {
    const ar = localeOf(globals) === 'ar';
    const names = options[localeOf(globals)].names;
    // 1 × SAR 120 + 2 × SAR 130 = SAR 380.
    await expect(totalOf(canvasElement)).toBe('38000');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(ar ? '3 منتجات' : '3 items');
    const first = canvasElement.querySelector<HTMLElement>('[data-line="line-1"]');
    if (!first) throw new Error('no first line');
    await userEvent.click(within(first).getByRole('button', { name: ar ? /زيادة/ : /Increase/ }));
    await expect(first.querySelector('.jui-bag-dropdown__line-total data')).toHaveAttribute('value', '24000');
    await expect(totalOf(canvasElement)).toBe('50000');
    await userEvent.click(
      canvas.getByRole('button', {
        name: ar ? `أزل ${names[1] ?? ''} من الحقيبة` : `Remove ${names[1] ?? ''} from the bag`,
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('line-2');
    await expect(totalOf(canvasElement)).toBe('24000');
    await expect(canvas.getByRole('link', { name: ar ? 'الدفع الآمن' : 'Secure Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  },
};

export const ScrollsPast300px: Story = {
  render: (args, { globals }) => (
    <StatefulBag locale={localeOf(globals)} count={4} onRemove={args.onRemove ?? (() => undefined)} />
  ),
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>('.jui-bag-dropdown__lines');
    if (!list) throw new Error('no list');
    await expect(list.clientHeight).toBeLessThanOrEqual(300);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await expect(getComputedStyle(list).overflowY).toBe('auto');
  },
};

export const Empty: Story = {
  render: () => <BagDropdown lines={[]} total={0} itemCount={0} checkoutHref="/checkout" shopHref="/products-list" />,
  play: async ({ canvas, globals }) => {
    const ar = localeOf(globals) === 'ar';
    await expect(canvas.getByRole('heading', { name: ar ? 'حقيبتك فارغة' : 'Your bag is empty' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: ar ? 'تابع التسوق' : 'Continue shopping' })).toHaveAttribute(
      'href',
      '/products-list',
    );
    await expect(canvas.queryByRole('link', { name: ar ? 'الدفع الآمن' : 'Secure Checkout' })).not.toBeInTheDocument();
  },
};

export const OneLine: Story = {
  render: (args, { globals }) => (
    <StatefulBag locale={localeOf(globals)} count={1} onRemove={args.onRemove ?? (() => undefined)} />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      localeOf(globals) === 'ar' ? 'منتج واحد' : '1 item',
    );
  },
};

/**
 * The figures are the props, shown as given: a total and line total that are not the sum of the
 * lines (a server's answer after a promotion, say) are what the shopper sees.
 */
export const FiguresFromProps: Story = {
  tags: ['no-visual'],
  render: (_args, { globals }) => {
    const [line] = linesFor(localeOf(globals), 1);
    if (!line) throw new Error('no line');
    return (
      <BagDropdown lines={[{ ...line, lineTotal: 9_999 }]} total={12_345} itemCount={7} checkoutHref="/checkout" />
    );
  },
  play: async ({ canvasElement, canvas, globals }) => {
    await expect(totalOf(canvasElement)).toBe('12345');
    await expect(canvasElement.querySelector('.jui-bag-dropdown__line-total data')).toHaveAttribute('value', '9999');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      localeOf(globals) === 'ar' ? '7 منتجات' : '7 items',
    );
  },
};
