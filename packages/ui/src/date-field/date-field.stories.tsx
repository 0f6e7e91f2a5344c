import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DateField } from './date-field.tsx';

const copy = {
  en: {
    label: 'Birthdate',
    description: 'We send you a gift on your birthday.',
    future: 'A birthdate cannot be in the future.',
  },
  ar: {
    label: 'تاريخ الميلاد',
    description: 'نرسل لك هدية في يوم ميلادك.',
    future: 'لا يمكن أن يكون تاريخ الميلاد في المستقبل.',
  },
} as const;
type Locale = keyof typeof copy;
const textFor = (locale: unknown) => copy[(locale as Locale | undefined) ?? 'en'];

const meta = {
  title: 'Foundations/DateField',
  component: DateField,
  args: { label: '', isBirthdate: true, onChange: fn() },
  render: (args, { globals }) => {
    const t = textFor(globals['locale']);
    return (
      <div style={{ maxInlineSize: '22rem' }}>
        <DateField {...args} label={t.label} description={t.description} />
      </div>
    );
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('group', { name: textFor(globals['locale']).label })).toBeVisible();
    await expect(canvas.getAllByRole('spinbutton')).toHaveLength(3);
  },
};

export const TypedWithTheKeyboard: Story = {
  play: async ({ userEvent, args }) => {
    await userEvent.tab();
    // Segments come in the locale's order (month/day/year in English, day/month/year in Arabic);
    // typing 12, 04 and 1990 fills both orders with a valid date.
    await userEvent.keyboard('12041990');
    await expect(args.onChange).toHaveBeenCalled();
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as { year: number } | null;
    await expect(last?.year).toBe(1990);
  },
};

export const Filled: Story = {
  args: { defaultValue: parseDate('1990-04-12') },
  play: async ({ canvas }) => {
    const year = canvas.getAllByRole('spinbutton').find((segment) => segment.getAttribute('aria-valuenow') === '1990');
    await expect(year).toBeDefined();
  },
};

export const FutureIsInvalid: Story = {
  args: { defaultValue: parseDate('2999-01-01') },
  render: (args, { globals }) => {
    const t = textFor(globals['locale']);
    return (
      <div style={{ maxInlineSize: '22rem' }}>
        <DateField {...args} label={t.label} errorMessage={t.future} validationBehavior="aria" />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(textFor(globals['locale']).future)).toBeVisible();
  },
};

export const HijriCalendar: Story = { args: { calendar: 'islamic-umalqura', defaultValue: parseDate('1990-04-12') } };

export const Disabled: Story = { args: { isDisabled: true } };
