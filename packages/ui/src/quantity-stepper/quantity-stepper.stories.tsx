import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { QuantityStepper } from './quantity-stepper.tsx';

const meta = {
  title: 'Foundations/QuantityStepper',
  component: QuantityStepper,
  args: { onChange: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (locale: unknown) =>
  locale === 'ar'
    ? { field: 'الكمية', increase: 'زيادة الكمية', decrease: 'إنقاص الكمية' }
    : { field: 'Quantity', increase: 'Increase Quantity', decrease: 'Decrease Quantity' };

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const name = names(globals['locale']);
    const input = canvas.getByRole('textbox', { name: name.field });
    await expect(input).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: name.decrease })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: name.increase }));
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const KeyboardArrowsFollowTheReadingDirection: Story = {
  args: { defaultValue: 5 },
  play: async ({ canvas, userEvent, globals }) => {
    const ar = globals['locale'] === 'ar';
    const input = canvas.getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('6');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('4');
    // "+" is at the inline end: to the right in English, to the left in Arabic.
    await userEvent.keyboard('{ArrowRight}');
    await expect(input).toHaveValue(ar ? '3' : '5');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(input).toHaveValue(ar ? '5' : '3');
  },
};

export const AtTheMaximum: Story = {
  args: { defaultValue: 99 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: names(globals['locale']).increase })).toBeDisabled();
  },
};

export const WithVisibleLabel: Story = { args: { showLabel: true, defaultValue: 2 } };

export const Small: Story = { args: { size: 'sm', defaultValue: 3 } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};
