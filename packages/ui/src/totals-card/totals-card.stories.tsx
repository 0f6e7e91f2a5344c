import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type TotalsBreakdown, TotalsCard } from './totals-card.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

/** Every line in use: SAR 250 of juice, a 10 % coupon, 100 points, COD, shipping and wallet. */
const full: TotalsBreakdown = {
  subTotal: 25_000,
  couponDiscount: 2_500,
  pointDiscount: 260,
  codFee: 1_000,
  shipping: 1_500,
  walletApplied: 2_000,
  vat: 3_224,
  grandTotal: 22_740,
  pointsEarned: 222,
};

const meta = {
  title: 'Components/TotalsCard',
  component: TotalsCard,
  args: { totals: full },
} satisfies Meta<typeof TotalsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const lineValue = (root: HTMLElement, line: string) =>
  root.querySelector(`[data-line="${line}"] data`)?.getAttribute('value');

export const EveryLine: Story = {
  play: async ({ canvasElement, canvas, globals }) => {
    const ar = localeOf(globals) === 'ar';
    await expect(canvasElement.querySelectorAll('[data-line]')).toHaveLength(8);
    await expect(lineValue(canvasElement, 'subTotal')).toBe('25000');
    await expect(lineValue(canvasElement, 'couponDiscount')).toBe('-2500');
    await expect(lineValue(canvasElement, 'pointDiscount')).toBe('-260');
    await expect(lineValue(canvasElement, 'walletApplied')).toBe('-2000');
    await expect(lineValue(canvasElement, 'vat')).toBe('3224');
    await expect(lineValue(canvasElement, 'grandTotal')).toBe('22740');
    await expect(canvas.getByText(ar ? 'مكافأة 222 نقطة' : 'Reward 222 points')).toBeInTheDocument();
  },
};

export const RiyadhNoExtras: Story = {
  args: {
    hideZeroLines: true,
    totals: {
      subTotal: 12_000,
      couponDiscount: 0,
      pointDiscount: 0,
      codFee: 0,
      shipping: 0,
      walletApplied: 0,
      vat: 1_565,
      grandTotal: 12_000,
      pointsEarned: 120,
    },
  },
  play: async ({ canvasElement }) => {
    const lines = Array.from(canvasElement.querySelectorAll('[data-line]')).map((node) =>
      node.getAttribute('data-line'),
    );
    await expect(lines).toEqual(['subTotal', 'vat', 'grandTotal']);
  },
};

export const NoPoints: Story = {
  args: { tone: 'plain', totals: { ...full, pointsEarned: 0 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.jui-totals-card__reward')).toBeNull();
  },
};

export const ConvertedToUsd: Story = {
  args: { currency: 'USD', totals: { ...full, subTotal: 6_667, grandTotal: 6_064 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-line="grandTotal"] dd')).toHaveTextContent(/\$|US/);
  },
};
