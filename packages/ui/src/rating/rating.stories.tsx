import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Rating } from './rating.tsx';

const meta = {
  title: 'Foundations/Rating',
  component: Rating,
  args: { value: 4.5 },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HalfStar: Story = {
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('img', { name: globals['locale'] === 'ar' ? '4.5 من 5' : '4.5 out of 5' }),
    ).toBeVisible();
  },
};

export const WithReviewCount: Story = {
  args: { value: 4.2, reviewCount: 12 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(globals['locale'] === 'ar' ? '12 مراجعة' : '12 reviews')).toBeVisible();
  },
};

export const TwoReviews: Story = {
  args: { value: 5, reviewCount: 2 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(globals['locale'] === 'ar' ? 'مراجعتان' : '2 reviews')).toBeVisible();
  },
};

export const Unrated: Story = {
  args: { value: 0, reviewCount: 0 },
  play: async ({ canvasElement }) => {
    const fill = canvasElement.querySelector<HTMLElement>('.jui-rating__fill');
    await expect(fill?.getBoundingClientRect().width).toBe(0);
  },
};

export const Small: Story = { args: { value: 3.7, size: 'sm', reviewCount: 1 } };

export const Large: Story = { args: { value: 2.5, size: 'lg' } };
