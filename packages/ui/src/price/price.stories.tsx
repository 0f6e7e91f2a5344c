import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './price.tsx';

const meta = {
  title: 'Foundations/Price',
  component: Price,
  args: { amount: 1900 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const data = canvasElement.querySelector('data');
    await expect(data).toHaveAttribute('value', '1900');
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

export const Sale: Story = {
  args: { amount: 1900, oldAmount: 2500 },
  play: async ({ canvas, canvasElement, globals }) => {
    const ar = globals['locale'] === 'ar';
    await expect(canvas.getByText(ar ? 'سعر التخفيض' : 'Sale price')).toBeInTheDocument();
    await expect(canvas.getByText(ar ? 'السعر الأصلي' : 'Regular price')).toBeInTheDocument();
    const values = [...canvasElement.querySelectorAll('data')].map((data) => data.getAttribute('value'));
    await expect(values).toEqual(['1900', '2500']);
    await expect(canvasElement.querySelector('s data')).toHaveAttribute('value', '2500');
  },
};

export const Large: Story = { args: { amount: 12350, oldAmount: 15000, size: 'lg' } };

export const Small: Story = { args: { amount: 650, size: 'sm' } };

export const ConvertedToDollars: Story = {
  args: { amount: 507, currency: 'USD' },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvasElement.querySelector('.jui-price__approx')).toHaveTextContent('≈');
    await expect(canvas.getByText(globals['locale'] === 'ar' ? 'تقريبًا' : 'Approximately')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveAttribute('data-currency', 'USD');
  },
};

export const ConvertedToEuros: Story = { args: { amount: 456, oldAmount: 600, currency: 'EUR' } };

export const ArabicIndicDigits: Story = {
  args: { amount: 1900, numerals: 'arab' },
  play: async ({ canvasElement, globals }) => {
    if (globals['locale'] === 'ar') await expect(canvasElement.querySelector('data')?.textContent).toContain('١٩');
  },
};
