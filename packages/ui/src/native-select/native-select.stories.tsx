import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NativeSelect, type NativeSelectOption } from './native-select.tsx';

interface Copy {
  readonly label: string;
  readonly options: readonly [NativeSelectOption, NativeSelectOption, NativeSelectOption];
}

const copy: Record<'en' | 'ar', Copy> = {
  en: {
    label: 'Currency',
    options: [
      { id: 'SAR', label: 'SAR' },
      { id: 'USD', label: 'USD' },
      { id: 'EUR', label: 'EUR (soon)', isDisabled: true },
    ],
  },
  ar: {
    label: 'العملة',
    options: [
      { id: 'SAR', label: 'ريال سعودي' },
      { id: 'USD', label: 'دولار أمريكي' },
      { id: 'EUR', label: 'يورو (قريباً)', isDisabled: true },
    ],
  },
};
type Locale = keyof typeof copy;
const textFor = (locale: unknown) => copy[(locale as Locale | undefined) ?? 'en'];

const meta = {
  title: 'Foundations/NativeSelect',
  component: NativeSelect,
  args: { label: '', options: [], onChange: fn() },
  render: (args, { globals }) => {
    const t = textFor(globals['locale']);
    return (
      <div style={{ maxInlineSize: '20rem' }}>
        <NativeSelect {...args} label={t.label} options={t.options} />
      </div>
    );
  },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'SAR' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = textFor(globals['locale']);
    // Named by its visible label.
    const select = canvas.getByRole('combobox', { name: t.label });
    await expect(select).toHaveValue('SAR');
    await userEvent.selectOptions(select, t.options[1].label);
    await expect(args.onChange).toHaveBeenCalledWith('USD');
    await expect(select).toHaveValue('USD');
  },
};

export const Controlled: Story = {
  args: { value: 'USD' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = textFor(globals['locale']);
    const select = canvas.getByRole('combobox', { name: t.label });
    await expect(select).toHaveValue('USD');
    await userEvent.selectOptions(select, t.options[0].label);
    await expect(args.onChange).toHaveBeenCalledWith('SAR');
    // The owner did not take the change: the select keeps showing the value it was given.
    await expect(select).toHaveValue('USD');
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 'SAR' },
  play: async ({ canvas, userEvent }) => {
    // In the tab order (the list itself is the browser's, with its own keyboard handling).
    await userEvent.tab();
    await expect(canvas.getByRole('combobox')).toHaveFocus();
  },
};

export const DisabledOption: Story = {
  play: async ({ canvas, globals }) => {
    const t = textFor(globals['locale']);
    await expect(canvas.getByRole('option', { name: t.options[2].label })).toBeDisabled();
    await expect(canvas.getByRole('option', { name: t.options[1].label })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

export const Large: Story = { args: { size: 'lg', defaultValue: 'USD' } };
