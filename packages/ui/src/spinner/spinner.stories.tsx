import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './spinner.tsx';

const meta = {
  title: 'Foundations/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const bar = canvas.getByRole('progressbar', { name: globals['locale'] === 'ar' ? 'جارٍ التحميل' : 'Loading' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const WithVisibleLabel: Story = {
  args: { showLabel: true, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.jui-spinner__label')).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'sm' } };
