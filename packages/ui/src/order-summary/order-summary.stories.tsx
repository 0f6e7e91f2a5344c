import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { TotalsBreakdown } from '../totals-card/index.ts';
import { OrderSummary, type OrderSummaryLine } from './order-summary.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const lines: Record<Locale, readonly OrderSummaryLine[]> = {
  en: [
    { id: '1', name: 'Fresh Orange Juice', detail: 'Glass · 1 LTR', quantity: 2, lineTotal: 24_000 },
    { id: '2', name: 'Mango Ice Cream', detail: 'Regular · M', quantity: 1, lineTotal: 1_000 },
  ],
  ar: [
    { id: '1', name: 'عصير برتقال طازج', detail: 'زجاج · 1 لتر', quantity: 2, lineTotal: 24_000 },
    { id: '2', name: 'آيس كريم مانجو', detail: 'عادي · M', quantity: 1, lineTotal: 1_000 },
  ],
};

const totals: TotalsBreakdown = {
  subTotal: 25_000,
  couponDiscount: 0,
  pointDiscount: 260,
  codFee: 0,
  shipping: 0,
  walletApplied: 0,
  vat: 3_227,
  grandTotal: 24_740,
  pointsEarned: 247,
};

const meta = {
  title: 'Components/OrderSummary',
  component: OrderSummary,
  args: { lines: [], totals },
  render: (args, { globals }) => <OrderSummary {...args} lines={lines[localeOf(globals)]} />,
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLines: Story = {
  play: async ({ canvasElement, canvas, globals }) => {
    const ar = localeOf(globals) === 'ar';
    const list = canvas.getByRole('list', { name: ar ? 'المنتجات' : 'Items' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(ar ? 'الكمية 2' : 'Qty 2');
    const values = Array.from(list.querySelectorAll('data')).map((node) => node.getAttribute('value'));
    await expect(values).toEqual(['24000', '1000']);
    await expect(canvasElement.querySelector('[data-line="grandTotal"] data')).toHaveAttribute('value', '24740');
    await expect(canvasElement.querySelectorAll('[data-line]')).toHaveLength(8);
  },
};

export const Empty: Story = {
  render: (args) => <OrderSummary {...args} lines={[]} density="compact" />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(localeOf(globals) === 'ar' ? 'لا توجد منتجات.' : 'No items.')).toBeInTheDocument();
  },
};
