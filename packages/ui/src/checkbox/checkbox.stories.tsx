import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Checkbox } from './checkbox.tsx';

const labels = { en: 'Glass bottle', ar: 'زجاجة زجاجية' } as const;
type Locale = keyof typeof labels;

const meta = {
  title: 'Foundations/Checkbox',
  component: Checkbox,
  args: { children: '', onChange: fn() },
  render: (args, { globals }) => (
    <Checkbox {...args}>{labels[(globals['locale'] as Locale | undefined) ?? 'en']}</Checkbox>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText(/./, { selector: '.jui-checkbox__label' }));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { isIndeterminate: true },
  play: async ({ canvas }) => {
    // react-aria sets the input's `indeterminate` property in an effect, after the first paint.
    await waitFor(() => expect(canvas.getByRole('checkbox')).toHaveProperty('indeterminate', true));
  },
};

export const Invalid: Story = { args: { isInvalid: true } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};
