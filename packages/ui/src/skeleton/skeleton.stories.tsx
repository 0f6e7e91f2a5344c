import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from '../spinner/spinner.tsx';
import { Skeleton } from './skeleton.tsx';

const meta = {
  title: 'Foundations/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { inlineSize: '16rem' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const ProductCardLoading: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: '0.5rem', inlineSize: '14rem' }}>
      <Skeleton shape="rect" blockSize="10rem" />
      <Skeleton inlineSize="80%" />
      <Skeleton inlineSize="40%" />
      <Spinner size="sm" />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('progressbar', { name: globals['locale'] === 'ar' ? 'جارٍ التحميل' : 'Loading' }),
    ).toBeInTheDocument();
  },
};

export const Circle: Story = { args: { shape: 'circle' } };
