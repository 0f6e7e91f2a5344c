import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CartIcon } from '../icons/index.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

const labels = { en: 'Shopping bag', ar: 'حقيبة التسوق' } as const;
type Locale = keyof typeof labels;

const meta = {
  title: 'Foundations/VisuallyHidden',
  component: VisuallyHidden,
  render: (_args, { globals }) => (
    <a href="#bag">
      <CartIcon size="lg" />
      <VisuallyHidden>{labels[(globals['locale'] as Locale | undefined) ?? 'en']}</VisuallyHidden>
    </a>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NamesAnIconLink: Story = {
  play: async ({ canvas, globals }) => {
    const name = labels[(globals['locale'] as Locale | undefined) ?? 'en'];
    const link = canvas.getByRole('link', { name });
    await expect(link).toBeVisible();
    const hidden = canvas.getByText(name);
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
