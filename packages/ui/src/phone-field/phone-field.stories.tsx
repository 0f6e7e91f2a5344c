import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PhoneField } from './phone-field.tsx';

const copy = {
  en: { label: 'Mobile number', invalid: 'Enter a Saudi mobile number, like 5X XXX XXXX.' },
  ar: { label: 'رقم الجوال', invalid: 'أدخل رقم جوال سعوديًا، مثل 5X XXX XXXX.' },
} as const;
type Locale = keyof typeof copy;
const textFor = (locale: unknown) => copy[(locale as Locale | undefined) ?? 'en'];

const meta = {
  title: 'Foundations/PhoneField',
  component: PhoneField,
  args: { label: '', onNormalizedChange: fn() },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '22rem' }}>
      <PhoneField {...args} label={textFor(globals['locale']).label} />
    </div>
  ),
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: textFor(globals['locale']).label });
    await expect(input).toHaveAttribute('dir', 'ltr');
    await userEvent.type(input, '050 123 4567');
    await expect(args.onNormalizedChange).toHaveBeenLastCalledWith('+966501234567');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const ArabicIndicDigits: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox'), '٥٥١٢٣٤٥٦٧');
    await expect(args.onNormalizedChange).toHaveBeenLastCalledWith('+966551234567');
  },
};

export const Invalid: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '12345');
    await userEvent.tab();
    await expect(args.onNormalizedChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(textFor(globals['locale']).invalid)).toBeVisible();
  },
};

export const Required: Story = { args: { isRequired: true } };
