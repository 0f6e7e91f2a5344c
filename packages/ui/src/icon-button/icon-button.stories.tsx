import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CloseIcon, HeartIcon, TrashIcon } from '../icons/index.ts';
import { IconButton } from './icon-button.tsx';

const labels = {
  en: { wishlist: 'Add to wishlist', remove: 'Remove Orange juice', close: 'Close', bag: 'Bag, 3 items' },
  ar: { wishlist: 'أضف إلى المفضلة', remove: 'إزالة عصير البرتقال', close: 'إغلاق', bag: 'الحقيبة، 3 منتجات' },
} as const;
type Locale = keyof typeof labels;
const textFor = (locale: unknown) => labels[(locale as Locale | undefined) ?? 'en'];

const meta = {
  title: 'Foundations/IconButton',
  component: IconButton,
  args: { label: '', children: null, onPress: fn() },
  render: (args, { globals }) => (
    <IconButton {...args} label={textFor(globals['locale']).wishlist}>
      <HeartIcon />
    </IconButton>
  ),
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: textFor(globals['locale']).wishlist }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Solid: Story = { args: { variant: 'solid' } };

export const Outline: Story = { args: { variant: 'outline', size: 'lg' } };

export const Danger: Story = {
  render: (args, { globals }) => (
    <IconButton {...args} variant="danger" label={textFor(globals['locale']).remove}>
      <TrashIcon />
    </IconButton>
  ),
};

export const WithCount: Story = {
  render: (args, { globals }) => (
    <IconButton {...args} label={textFor(globals['locale']).bag} count={3}>
      <HeartIcon />
    </IconButton>
  ),
  play: async ({ canvas, globals }) => {
    const button = canvas.getByRole('button', { name: textFor(globals['locale']).bag });
    await expect(button).toHaveTextContent('3');
  },
};

export const Keyboard: Story = {
  render: (args, { globals }) => (
    <IconButton {...args} label={textFor(globals['locale']).close} size="sm">
      <CloseIcon />
    </IconButton>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};
