import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Radio, RadioGroup } from './radio-group.tsx';

const copy = {
  en: {
    label: 'Payment method',
    card: 'Credit card',
    cod: 'Cash on delivery',
    codNote: 'Cash on delivery is unavailable due to the pandemic',
    wallet: 'Juicyin credit',
    sizeLabel: 'Size',
  },
  ar: {
    label: 'طريقة الدفع',
    card: 'بطاقة ائتمان',
    cod: 'الدفع عند الاستلام',
    codNote: 'الدفع عند الاستلام غير متاح بسبب الجائحة',
    wallet: 'رصيد جوسين',
    sizeLabel: 'الحجم',
  },
} as const;
type Locale = keyof typeof copy;
const textFor = (locale: unknown) => copy[(locale as Locale | undefined) ?? 'en'];

const meta = {
  title: 'Foundations/RadioGroup',
  component: RadioGroup,
  args: { label: '', children: null, onChange: fn() },
  render: (args, { globals }) => {
    const t = textFor(globals['locale']);
    return (
      <RadioGroup {...args} label={t.label}>
        <Radio value="card">{t.card}</Radio>
        <Radio value="cod" isDisabled description={t.codNote}>
          {t.cod}
        </Radio>
        <Radio value="wallet">{t.wallet}</Radio>
      </RadioGroup>
    );
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = textFor(globals['locale']);
    await expect(canvas.getByRole('radiogroup', { name: t.label })).toBeVisible();
    await userEvent.click(canvas.getByText(t.wallet));
    await expect(canvas.getByRole('radio', { name: t.wallet })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('wallet');
    await expect(canvas.getByRole('radio', { name: new RegExp(t.cod) })).toBeDisabled();
  },
};

export const KeyboardSkipsDisabled: Story = {
  args: { defaultValue: 'card' },
  play: async ({ canvas, userEvent, globals }) => {
    const t = textFor(globals['locale']);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: t.card })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: t.wallet })).toBeChecked();
  },
};

export const HorizontalArrowsFollowTheReadingDirection: Story = {
  render: (args, { globals }) => {
    const t = textFor(globals['locale']);
    return (
      <RadioGroup {...args} label={t.sizeLabel} orientation="horizontal" appearance="card" defaultValue="m">
        <Radio value="s">S</Radio>
        <Radio value="m">M</Radio>
        <Radio value="l">L</Radio>
      </RadioGroup>
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const ar = globals['locale'] === 'ar';
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'M' })).toHaveFocus();
    // ArrowRight moves toward the right on screen: the next choice in English, the previous in Arabic.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: ar ? 'S' : 'L' })).toBeChecked();
  },
};

export const Cards: Story = { args: { appearance: 'card', defaultValue: 'card' } };

export const Invalid: Story = { args: { isInvalid: true, errorMessage: '—' } };
