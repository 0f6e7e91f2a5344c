import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './badge.tsx';

const labels = {
  en: { new: 'New', out: 'Out of stock', glass: 'Glass', season: 'Summer' },
  ar: { new: 'جديد', out: 'نفد من المخزون', glass: 'زجاج', season: 'صيف' },
} as const;
type Locale = keyof typeof labels;
const text = (locale: unknown) => labels[(locale as Locale | undefined) ?? 'en'];

const meta = {
  title: 'Foundations/Badge',
  component: Badge,
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Discount: Story = {
  args: { discountPercent: 24 },
  play: async ({ canvas, canvasElement, globals }) => {
    const ar = globals['locale'] === 'ar';
    const shown = canvasElement.querySelector('[data-slot="badge"] [aria-hidden="true"]');
    await expect(shown?.textContent).toMatch(ar ? /24.*٪/ : /^-24%$/);
    await expect(canvas.getByText(ar ? /^خصم/ : '24% off')).toBeInTheDocument();
  },
};

export const SmallDiscount: Story = { args: { discountPercent: 5, size: 'sm' } };

export const Tones: Story = {
  render: (_args, { globals }) => {
    const t = text(globals['locale']);
    return (
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <Badge tone="brand">{t.new}</Badge>
        <Badge tone="neutral">{t.out}</Badge>
        <Badge tone="leaf">{t.glass}</Badge>
        <Badge tone="mango">{t.season}</Badge>
        <Badge tone="sale">{t.new}</Badge>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const variants = [...canvasElement.querySelectorAll('[data-slot="badge"]')].map((badge) =>
      badge.getAttribute('data-variant'),
    );
    await expect(variants).toEqual(['brand', 'neutral', 'leaf', 'mango', 'sale']);
  },
};
