import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MoneyField } from './money-field.tsx';

const copy = {
  en: {
    label: 'Cash on delivery fee',
    invalid: 'Enter an amount in SAR, like 12.50 (at most two decimals).',
    negative: 'Enter an amount of 0 or more.',
  },
  ar: {
    label: 'رسوم الدفع عند الاستلام',
    invalid: 'أدخل مبلغًا بالريال، مثل 12.50 (منزلتان عشريتان على الأكثر).',
    negative: 'أدخل مبلغًا يساوي 0 أو أكثر.',
  },
} as const;
type Locale = keyof typeof copy;
const textFor = (locale: unknown) => copy[(locale as Locale | undefined) ?? 'en'];

const meta = {
  title: 'Components/MoneyField',
  component: MoneyField,
  args: { label: '', onChange: fn() },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '22rem' }}>
      <MoneyField {...args} label={textFor(globals['locale']).label} />
    </div>
  ),
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens with 12.50 SAR (1250 halalas) and hands back halalas as the amount changes. */
export const Amount: Story = {
  args: { defaultValue: 1250 },
  play: async ({ canvas, userEvent, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: textFor(globals['locale']).label });
    await expect(input).toHaveValue('12.50');
    await expect(input).toHaveAttribute('dir', 'ltr');
    await userEvent.clear(input);
    await userEvent.type(input, '7.5');
    await expect(args.onChange).toHaveBeenLastCalledWith({ halalas: 750, error: null });
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const ArabicIndicDigits: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox'), '١٥٫٢٥');
    await expect(args.onChange).toHaveBeenLastCalledWith({ halalas: 1525, error: null });
  },
};

export const Invalid: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = textFor(globals['locale']);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '12.505');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ halalas: null, error: t.invalid });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(t.invalid)).toBeVisible();
  },
};

export const Negative: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '-3');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(textFor(globals['locale']).negative)).toBeVisible();
  },
};

/** An error from elsewhere (the API's field message), shown by the kit's field error. */
export const ServerError: Story = {
  args: { defaultValue: 60000, isInvalid: true, errorMessage: 'At most 500 SAR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('At most 500 SAR')).toBeVisible();
  },
};
